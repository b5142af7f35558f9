/// A code as a results file writes it: the terminology's URI, the code, its display.
public struct ResultCoding: Encodable, Equatable, Sendable {
    public var system: String
    public var code: String
    public var display: String?

    public init(_ coding: Coding) {
        system = coding.system.value
        code = coding.code.value
        display = coding.display
    }
}

extension TaskResult.StepResult {
    /// Keeps the question's codes, and the codes and score of the answer, beside the answer
    /// itself; keys stay absent when the study gives no codes or scores, so older results
    /// files read the same.
    mutating func addCodes(of question: Question, answer: AnswerOutcome?) {
        if !question.codes.isEmpty { codes = question.codes.map(ResultCoding.init) }
        guard let options = question.answer.choices, let value = answer?.value else { return }
        let picked: [String]
        switch value {
        case let .choice(choice, _): picked = [choice]
        case let .choices(choices, _): picked = choices
        default: return
        }
        let coded = picked.compactMap { value in options.choices.first { $0.value.value == value }?.code }
        if !coded.isEmpty { answerCodes = coded.map(ResultCoding.init) }
        answerScore = value.choiceScore(for: question.answer)
    }
}
