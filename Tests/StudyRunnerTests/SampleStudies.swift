/// Small study files for the end-to-end tests.
enum SampleStudies {
    /// A valid study; `steps` are its survey's steps, indented as list entries under `steps:`.
    static func study(steps: String = defaultSteps, surveyMinutes: String? = "5") -> String {
        """
        id: sample-study
        title: Sample study
        version: "1.0"
        organisation: Test Lab
        contact:
          name: Dr Test
          email: test@example.org
        estimated-minutes: 5
        introduction:
          title: Welcome
          text: A small study for the end-to-end tests.
        consent:
          version: "1.0"
          sections:
            - id: overview
              kind: overview
              title: About the study
              summary: What the study is about.
              learn-more: The full text about the study.
          signature:
            meaning: I agree to take part in this study.
        tasks:
          - id: survey
            kind: survey
            title: Survey
        \(surveyMinutes.map { "    estimated-minutes: \($0)\n" } ?? "")    steps:
        \(steps)
        """
    }

    static let defaultSteps = """
              - id: age
                question: How old are you?
                answer: integer
        """

    static var valid: String { study() }

    /// One error: the unknown name `agee` in a `show-if` (see `brokenLocation`).
    static var broken: String {
        study(steps: defaultSteps + """

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
        let column = lines[index].distance(from: lines[index].startIndex, to: lines[index].range(of: "agee")!.lowerBound)
        return (index + 1, column + 1)
    }

    /// Only a warning: the survey does not say how long it takes.
    static var warningOnly: String { study(surveyMinutes: nil) }
}
