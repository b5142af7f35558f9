import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A large file's tasks are read while libyaml still parses the rest of it
/// (`StudyParser.EarlyTasks`): the study and every diagnostic must be the ones the tasks read
/// in order give, in the same order, also when the "did you mean" budget runs out part of the
/// way, and the early reading must be set aside whenever the list it read is not the study's.
final class EarlyTasksTests: XCTestCase {
    /// Forty surveys, each with a misspelt field (a suggestion each) and a question with no
    /// answer, over the size from which libyaml runs on a second thread; `extra` goes after
    /// the tasks, at the top level.
    private func largeStudy(extra: String = "") -> SourceFile {
        let text = StudyTemplate.manySurveysWithMisspeltFields() + extra
        XCTAssertGreaterThan(text.utf8.count, TwoThreads.worthItFromBytes)
        return SourceFile(path: "early.study", text: text)
    }

    /// The parser's diagnostics, then an outline of the tasks (ids, places, steps, conditions,
    /// branches) and the diagnostics of every check over the study, which read all of it.
    private func parsed(
        _ source: SourceFile, early: Bool, budget: Int? = nil
    ) -> (diagnostics: [Diagnostic], outline: [String], checks: [Diagnostic]) {
        Suggestion.$budget.withValue(budget.map { SuggestionBudget($0) }) {
            let (study, diagnostics) = StudyParser.parse(source, readingTasksEarly: early)
            guard let study else { return (diagnostics, ["no study"], []) }
            let outline = study.tasks.flatMap { task in
                ["task \(task.id.value.rawValue) at \(task.location) titled \(task.title)"]
                    + (task.survey?.steps ?? []).map { step in
                        "step \(step.id.value) at \(step.location) if \(String(describing: step.showIf))"
                            + " branches \(step.branches.map { "\($0.target.value) at \($0.location)" })"
                            + " answer \(String(describing: step.question?.answer))"
                    }
            }
            let context = ValidationContext(study: study, consentDocuments: [:], options: ValidationOptions())
            let checks = (StudyValidation.earlierChecks + StudyValidation.laterChecks).flatMap { $0(context) }
            return (diagnostics, outline, checks)
        }
    }

    private func assertSameEarlyAsInOrder(
        _ source: SourceFile, budget: Int? = nil, hasTasks: Bool = true, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let inOrder = parsed(source, early: false, budget: budget)
        let early = parsed(source, early: true, budget: budget)
        XCTAssertEqual(early.diagnostics, inOrder.diagnostics, file: file, line: line)
        XCTAssertEqual(early.outline, inOrder.outline, file: file, line: line)
        XCTAssertEqual(early.checks, inOrder.checks, file: file, line: line)
        XCTAssertEqual(early.outline.count > 1, hasTasks, file: file, line: line)
    }

    func testTheTasksReadEarlyAreTheOnesReadInOrder() throws {
        let source = largeStudy()
        let early = StudyParser.EarlyTasks(source: source)
        let composed = YAMLLoader.compose(source, itemReader: early)
        XCTAssertTrue(composed.itemsRead)
        let nodes = try XCTUnwrap(composed.root?.mapping?["tasks"]?.sequence)
        let reader = StudyReader(source: source)
        let inOrder = nodes.compactMap { StudyParser.readTask($0, reader) }
        let read = try XCTUnwrap(early.tasks(of: nodes), "the tasks read early were set aside")
        XCTAssertEqual(read.tasks.map(\.id.value.rawValue), inOrder.map(\.id.value.rawValue))
        XCTAssertEqual(read.tasks.count, 40)
        XCTAssertEqual(read.diagnostics, reader.diagnostics)
        XCTAssertEqual(read.diagnostics.filter { $0.hint?.contains("did you mean") == true }.count, 40)
        // Not the list read: another list's nodes, or the same list cut short.
        XCTAssertNil(early.tasks(of: Array(nodes.dropLast())))
    }

    func testAWholeStudyParsesTheSameWithItsTasksReadEarly() {
        assertSameEarlyAsInOrder(largeStudy())
    }

    func testEveryShippedStudyParsesTheSameWithItsTasksReadEarly() throws {
        let studies = try ShippedStudies.texts()
        XCTAssertFalse(studies.isEmpty)
        for (name, text) in studies {
            assertSameEarlyAsInOrder(SourceFile(path: name, text: text))
        }
    }

    func testTheSameWhereverTheBudgetRunsOut() {
        let source = largeStudy()
        let unlimited = parsed(source, early: false).diagnostics
        var cut = 0
        for budget in stride(from: 0, through: 60_000, by: 4_001) {
            assertSameEarlyAsInOrder(source, budget: budget)
            if parsed(source, early: false, budget: budget).diagnostics != unlimited { cut += 1 }
        }
        XCTAssertGreaterThan(cut, 2)
    }

    /// A file the composer gives up on after the tasks (a tag), composed again by Yams; a list
    /// under another key; tasks that are not a list; an item that is an alias.
    func testFilesWhoseListIsNotTheOneReadParseTheSame() {
        assertSameEarlyAsInOrder(largeStudy(extra: "privacy-notice: !!str Kept apart.\n"))
        assertSameEarlyAsInOrder(largeStudy(extra: "extra-tasks:\n  - id: x\n"))
        let notAList = largeStudy().text.replacingOccurrences(of: "tasks:\n", with: "tasks: none\nunused:\n")
        assertSameEarlyAsInOrder(SourceFile(path: "early.study", text: notAList), hasTasks: false)
        let aliased =
            largeStudy().text.replacingOccurrences(of: "  - id: survey_0\n", with: "  - &first\n    id: survey_0\n")
            + "  - *first\n"
        assertSameEarlyAsInOrder(SourceFile(path: "early.study", text: aliased))
    }
}
