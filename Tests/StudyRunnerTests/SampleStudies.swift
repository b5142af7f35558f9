@testable import StudyModelTestSupport

/// Small study files for the end-to-end tests, made from the model tests' `StudyTemplate`.
enum SampleStudies {
    /// The survey's one question, as list entries at the left margin.
    static let defaultSteps = """
        - id: age
          question: How old are you?
          answer: integer
        """

    static var valid: String { StudyTemplate.withSteps(defaultSteps) }

    /// One error: the unknown name `agee` in a `show-if` (see `brokenLocation`).
    static var broken: String {
        StudyTemplate.withSteps(
            defaultSteps + """

                - id: adult
                  question: Are you an adult?
                  show-if: "agee >= 18"
                  answer: yes-no
                """)
    }

    /// The line and column of `agee` in `broken`.
    static var brokenLocation: (line: Int, column: Int) {
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
        let index = lines.firstIndex { $0.contains("agee") }!
        let column = lines[index].distance(
            from: lines[index].startIndex, to: lines[index].range(of: "agee")!.lowerBound)
        return (index + 1, column + 1)
    }

    /// Only a warning: the survey does not say how long it takes.
    static var warningOnly: String { valid.replacingOccurrences(of: "    estimated-minutes: 5\n", with: "") }
}
