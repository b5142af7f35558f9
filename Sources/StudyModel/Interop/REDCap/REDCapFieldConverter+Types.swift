/// Each converted expression is checked by the study's own type checker, with the fields
/// converted before it in scope, so that a condition or calculation the validator would
/// refuse (a text added up, a number compared with a word) is noted and left out rather
/// than written into a study that does not validate.
extension REDCapFieldConverter {
    /// The expression's first problem in the study's language, or nil when it checks.
    func problem(_ text: String, condition: Bool) -> String? {
        let analysis = ExpressionLanguage.analyze(text, scope: scope, conditionField: condition ? "show-if" : nil)
        if let issue = analysis.issues.first { return issue.message }
        if condition, analysis.type != .boolean { return "it is not a condition" }
        return analysis.expression == nil ? "it does not parse" : nil
    }

    /// How expressions see the answer the node describes (`answer:` of a question).
    static func expressionType(of answer: DraftNode) -> ExpressionType {
        let type = answer.string ?? answer["type"]?.string ?? ""
        let values = (answer["choices"]?.sequence ?? []).compactMap { $0["value"]?.string }
        switch type {
        case "yes-no": return .boolean
        case "integer", "decimal", "scale", "height", "weight": return .number
        case "date": return .date
        case "time": return .time
        case "date-time": return .dateTime
        case "duration": return .duration
        case "single-choice", "value-picker":
            return .singleChoice(values: values, numeric: values.allSatisfy { Int($0) != nil })
        case "multiple-choice": return .multipleChoice(values: values)
        default: return .text
        }
    }
}
