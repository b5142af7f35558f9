/// Checks that an operand is a condition or a number, with hints that name the operand.
extension ExpressionCheck {
    /// "'age'" for a name, "this" otherwise: the subject of "... but 'age' is a number".
    func subject(_ node: ExpressionNode) -> String {
        node.nameIfAny.map { "'\($0)'" } ?? "this"
    }

    /// The type's phrase, saying "a yes-no answer" for a boolean question.
    func phrase(_ node: ExpressionNode, _ type: ExpressionType) -> String {
        if type == .boolean, node.nameIfAny != nil { return "a yes-no answer" }
        return type.phrase
    }

    mutating func requireCondition(_ node: ExpressionNode, _ type: ExpressionType, needs: String) {
        guard !type.isCondition else { return }
        report(
            node.range, "\(needs), but \(subject(node)) is \(phrase(node, type))",
            hint: conditionHint(node, type))
    }

    mutating func requireNumber(_ node: ExpressionNode, _ type: ExpressionType, needs: String) {
        guard type != .unknown, !type.isNumeric else { return }
        report(
            node.range, "\(needs), but \(subject(node)) is \(phrase(node, type))",
            hint: numberHint(node, type))
    }

    /// How to turn a named answer into a condition: "compare it with a choice, e.g. x = 'a'".
    func conditionHint(_ node: ExpressionNode, _ type: ExpressionType) -> String? {
        guard let name = node.nameIfAny else { return nil }
        switch type {
        case .singleChoice(let values, false):
            return "compare it with a choice, e.g. \(name) = \(ExpressionFormat.quoted(values.first ?? "value"))"
        case .singleChoice(let values, true):
            return "compare it with a number, e.g. \(name) = \(values.first ?? "1")"
        case .multipleChoice(let values):
            return
                "test whether a choice is selected, e.g. \(ExpressionFormat.quoted(values.first ?? "value")) in \(name)"
        case .number, .duration:
            return "compare it with a number, e.g. \(name) > 0"
        case .text:
            return "compare it with a text, e.g. \(name) = 'value'"
        default:
            return nil
        }
    }

    func numberHint(_ node: ExpressionNode, _ type: ExpressionType) -> String? {
        if case .text(let written) = node.kind, ExpressionFormat.plainNumber(written) != nil {
            return "write \(written) without quotes"
        }
        let name = node.nameIfAny ?? "x"
        switch type {
        case .boolean: return "use if(\(name), 1, 0) to count a yes as 1"
        case .multipleChoice: return "use count(\(name)) for the number of choices selected"
        case .singleChoice: return "choices with text values cannot be used in arithmetic"
        case .date, .dateTime: return "use years_since(\(name)) or days_since(\(name))"
        default: return nil
        }
    }
}
