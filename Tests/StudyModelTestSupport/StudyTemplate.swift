/// A minimal valid study, kept as its top-level sections so that a test replaces only the
/// section it is about. `text` is the whole file, so line numbers in it are the real ones.
///
///     let study = StudyTemplate(permissions: """
///         permissions:
///           - ↓id: glucose
///             title: Blood glucose readings
///         """).text
struct StudyTemplate {
    /// A data permission (`glucose`) and a reminders permission (`reminders`): the pair the
    /// permission, dashboard and reminder tests share.
    static let glucoseAndReminderPermissions = """
        permissions:
          - id: glucose
            title: Blood glucose readings
            reason: We need your readings to see how glucose relates to how you feel.
          - id: reminders
            title: Reminders
            reason: We'd like to remind you when a check-in is due.
            kind: reminders
        """

    var header = """
        id: test-study
        title: Test study
        version: "1.0"
        organisation: Test Lab
        contact:
          name: Dr Test
          email: test@example.org
        estimated-minutes: 5
        """
    var introduction = """
        introduction:
          title: Welcome
          text: A short study written for tests.
        """
    var eligibility: String?
    var consent = """
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
        """
    var permissions: String?
    var tasks = StudyTemplate.survey(
        steps: """
            - id: mood
              question: How are you today?
              answer: yes-no
            """)

    /// The whole study file.
    var text: String {
        [header, introduction, eligibility, consent, permissions, tasks]
            .compactMap { $0 }
            .joined(separator: "\n") + "\n"
    }

    /// A study whose only task is the survey `survey` with these steps (written as the
    /// list entries, at the left margin) and, optionally, these scores.
    static func withSteps(_ steps: String, scores: String? = nil) -> String {
        StudyTemplate(tasks: survey(steps: steps, scores: scores)).text
    }

    /// A study whose one question, `diagnosed`, takes a date; `range` is the answer's further
    /// lines (`min:`/`max:`), indented as they sit under `answer:`.
    static func withDateQuestion(_ range: String) -> String {
        withSteps(
            """
            - id: diagnosed
              question: When were you diagnosed?
              answer:
                type: date
            \(range)
            """)
    }

    /// A `tasks:` section holding one survey.
    /// `count` surveys of 21 questions, each with a misspelt field (`questoin:`, a "did you
    /// mean" each) on a question that then has no text: a file over the size from which it is
    /// validated on two threads, for the tests that compare that with one thread.
    static func manySurveysWithMisspeltFields(_ count: Int = 40) -> String {
        var tasks = "tasks:\n"
        for index in 0..<count {
            var steps = ""
            for question in 0..<20 {
                steps += """
                    - id: q\(index)_\(question)
                      question: How often did you feel this way, in the week that ended today?
                      answer: {type: integer, min: 0, max: 7}

                    """
            }
            steps += "- id: missing_\(index)\n  questoin: Spelt wrong?\n  answer: yes-no\n"
            tasks += survey(id: "survey_\(index)", steps: steps).replacingOccurrences(of: "tasks:\n", with: "")
        }
        return StudyTemplate(tasks: tasks).text
    }

    static func survey(
        id: String = "survey", steps: String, scores: String? = nil, extraTasks: String? = nil
    ) -> String {
        var text = """
            tasks:
              - id: \(id)
                kind: survey
                title: Survey
                estimated-minutes: 5
                steps:

            """
        text += steps.indented(by: 6)
        if let scores {
            text += "\n    scores:\n" + scores.indented(by: 6)
        }
        if let extraTasks {
            text += "\n" + extraTasks.indented(by: 2)
        }
        return text
    }
}

extension String {
    /// Every non-empty line moved right by `count` spaces.
    func indented(by count: Int) -> String {
        let pad = String(repeating: " ", count: count)
        return split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : pad + $0 }
            .joined(separator: "\n")
    }
}
