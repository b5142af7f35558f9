import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Like a compiler, validation reports every problem of a file at once, in file order.
final class OnePassTests: XCTestCase {
    /// Ten different problems; each line with one ends in `# code`.
    private let study = """
        id: Test Study                            # malformed-id
        title: Test study
        version: "1.0"
        organisation: Test Lab
        contact:
          name: Dr Test
          email: test@example.org
        introduction:
          title: Welcome
          text: A study with many problems.
          colour: blue                            # unknown-key
        consent:
          version: "1.0"
          sections:
            - id: overview                        # consent-section-text
              kind: overview
              title: About
              summary: What it is about.
          signature:
            meaning: I agree.
        permissions:
          - id: glucose                           # missing-reason
            title: Blood glucose
        tasks:
          - id: survey                            # no-estimated-time
            kind: survey
            title: Survey
            steps:
              - id: age
                question: How old are you?
                answer: {type: integer, min: 10, max: 5}     # min-above-max
              - id: diagnosis
                question: Which type?
                show-if: "agee > 18"              # expression
                answer: {type: single-choice, choices: [type1, type1]}   # duplicate-choice
                branches:
                  - {if: "diagnosis = 'type1'", go-to: nowhere}   # unknown-target
              - id: glucose                       # duplicate-id
                question: Your glucose?
                answer: decimal
          - id: reaction
            kind: reaction-time
            title: Reaction time
            estimated-minutes: 3
            parameters:
              trials: 0                           # out-of-range
        """

    func testEveryProblemIsReportedSortedByLine() {
        let result = StudyCheck.validate(study)
        let lines = study.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = lines.enumerated().compactMap { index, line -> String? in
            guard let mark = line.range(of: "# ") else { return nil }
            return "\(index + 1) \(line[mark.upperBound...])"
        }
        let found = result.diagnostics.map { "\($0.location?.line ?? 0) \($0.code.rawValue)" }
        XCTAssertEqual(found, expected, "\n" + StudyCheck.dump(result.diagnostics))
        XCTAssertGreaterThanOrEqual(Set(found).count, 10)
        XCTAssertNotNil(result.study, "a study with problems is still read, so every check runs")
        XCTAssertFalse(result.isValid)
    }

    func testDiagnosticsOnOneLineAreSortedByColumn() {
        let study = StudyTemplate.withSteps(
            """
            - id: age
              question: How old are you?
              answer: integer
            - id: adult
              question: Adult?
              show-if: "agee > 1 and aeg < 100"
              answer: yes-no
            """)
        let columns = StudyCheck.validate(study).diagnostics.map { $0.location?.column ?? 0 }
        XCTAssertEqual(columns.count, 2)
        XCTAssertEqual(columns, columns.sorted())
    }

    func testTheSameProblemIsNotReportedTwice() {
        let result = StudyCheck.validate(study)
        XCTAssertEqual(Set(result.diagnostics).count, result.diagnostics.count)
    }
}
