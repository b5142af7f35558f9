import Yams

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
    static func expressionType(of answer: Node) -> ExpressionType {
        let type = answer.string ?? field("type", of: answer)?.string ?? ""
        let values = (field("choices", of: answer)?.sequence ?? []).compactMap { field("value", of: $0)?.string }
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

    /// The field named `key` of a map the converter wrote (the last, should a name repeat),
    /// found by its text: Yams's `node[Node(key)]` compares tags too, and resolves the new
    /// node's implicit tag with seven regular expressions at every look-up.
    private static func field(_ key: String, of node: Node) -> Node? {
        node.mapping?.reversed().first { $0.key.scalar?.string == key }?.value
    }
}
