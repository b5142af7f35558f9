import Foundation

extension ParticipantVerification {
    /// `onboarding.json` must say what the journal says: every eligibility answer, every
    /// quiz answer of every attempt, the decisions and the permission choices. (Times and
    /// the sections shown are bookkeeping; the answers are what an edit would change.)
    public static func compareOnboarding(data: Data, state: ParticipantState) -> [Problem] {
        let name = "onboarding.json"
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return [Problem(file: name, message: "is not an onboarding record")]
        }
        var problems: [Problem] = []
        func differs(_ what: String) {
            problems.append(Problem(file: name, message: "\(what) differs from the journal's"))
        }
        let eligibility = object["eligibilityAnswers"] as? [String: Any] ?? [:]
        for id in Set(eligibility.keys.map(StepID.init)).union(state.eligibilityAnswers.keys).sorted()
        where written(eligibility[id.rawValue]) != journalled(state.eligibilityAnswers[id]) {
            differs("the eligibility answer to '\(id)'")
        }
        let attempts = object["quizAttempts"] as? [[String: Any]] ?? []
        if attempts.count != state.quizAttempts.count { differs("the number of quiz attempts") }
        for attempt in attempts {
            let number = (attempt["attempt"] as? NSNumber)?.intValue ?? 0
            let recorded = state.quizAttempts.first { $0.number == number }
            let answers = attempt["answers"] as? [[String: Any]] ?? []
            if answers.count != recorded?.answers.count ?? 0 {
                differs("the number of answers in quiz attempt \(number)")
            }
            for answer in answers {
                let question = answer["question"] as? String ?? ""
                let given = recorded?.answers[QuizQuestionID(question)]
                if written(answer["outcome"]) != journalled(given?.outcome)
                    || answer["correct"] as? Bool != given?.correct
                {
                    differs("the quiz answer to '\(question)' (attempt \(number))")
                }
            }
        }
        let permissions = (object["permissions"] as? [String: Any] ?? [:]).compactMapValues { $0 as? Bool }
        for id in Set(permissions.keys.map(PermissionID.init)).union(state.permissions.keys).sorted()
        where permissions[id.rawValue] != state.permissions[id] {
            differs("the choice for permission '\(id)'")
        }
        if object["eligible"] as? Bool != state.eligible { differs("the eligibility decision") }
        if object["consentAgreed"] as? Bool != state.consentAgreed { differs("the consent decision") }
        return problems
    }

    private static func written(_ value: Any?) -> String? {
        guard let value, let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) else {
            return nil
        }
        return canonical(data)
    }

    private static func journalled(_ outcome: AnswerOutcome?) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return outcome.flatMap { try? encoder.encode($0) }.map(canonical)
    }
}
