/// Every answer format in the study, with its owner's name for messages.
extension Study {
    var allAnswerFormats: [(format: AnswerFormat, owner: String, location: SourceLocation)] {
        var formats: [(AnswerFormat, String, SourceLocation)] = []
        let steps = (eligibility?.questions ?? []) + tasks.flatMap { $0.survey?.steps ?? [] }
        for question in steps.compactMap(\.question) {
            formats.append((question.answer, "question '\(question.id.value)'", question.location))
        }
        for question in consent.quiz?.questions ?? [] {
            formats.append((question.answer, "quiz question '\(question.id.value)'", question.location))
        }
        return formats
    }
}
