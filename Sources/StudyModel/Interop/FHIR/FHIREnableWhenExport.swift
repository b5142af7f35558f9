/// A `show-if` as `enableWhen`: one comparison of a question with a literal, an
/// `answered(q)` test, a choice `in` a multiple choice, or several of these joined all by
/// `and` (enableBehavior all) or all by `or` (any). Anything else has no equivalent.
struct FHIREnableWhenExport {
    let steps: [Step]

    func conditions(_ text: String) -> ([FHIRJSON], String)? {
        guard let node = try? ExpressionParser.parse(text) else { return nil }
        for (op, behaviour) in [(ExpressionBinaryOperator.and, "all"), (.or, "any")] {
            let parts = flatten(node, op)
            if parts.count > 1 {
                let converted = parts.compactMap(condition)
                return converted.count == parts.count ? (converted, behaviour) : nil
            }
        }
        return condition(node).map { ([$0], "all") }
    }

    private func flatten(_ node: ExpressionNode, _ op: ExpressionBinaryOperator) -> [ExpressionNode] {
        if case .binary(op, let left, let right) = node.kind { return flatten(left, op) + flatten(right, op) }
        return [node]
    }

    private func condition(_ node: ExpressionNode) -> FHIRJSON? {
        switch node.kind {
        case .call("answered", let arguments), .call("exists", let arguments):
            return arguments.first?.nameIfAny.map { exists($0, true) }
        case .unary(.not, let inner):
            if case .call(let name, let arguments) = inner.kind, name == "answered" || name == "exists" {
                return arguments.first?.nameIfAny.map { exists($0, false) }
            }
            return nil
        case .binary(let op, let left, let right) where op == .in || op == .notIn:
            guard case .text(let value) = left.kind, let name = right.nameIfAny, let question = question(name),
                case .multipleChoice(let options) = question.answer
            else { return nil }
            return compare(name, op == .in ? "=" : "!=", ("answerCoding", coding(value, in: options)))
        case .binary(let op, let left, let right):
            guard let name = left.nameIfAny, let question = question(name),
                let answer = answer(right, for: question.answer)
            else { return nil }
            return compare(name, op.rawValue, answer)
        default:
            return nil
        }
    }

    private func question(_ id: String) -> Question? {
        steps.first { $0.id.value.rawValue == id }?.question
    }

    private func exists(_ name: String, _ wanted: Bool) -> FHIRJSON {
        .object([("question", .string(name)), ("operator", .string("exists")), ("answerBoolean", .bool(wanted))])
    }

    private func compare(_ name: String, _ op: String, _ answer: (String, FHIRJSON)) -> FHIRJSON? {
        guard ["=", "!=", "<", "<=", ">", ">="].contains(op) else { return nil }
        // FHIR orders only numbers, dates and times: `>=` on a Coding is not valid R4, so a
        // choice ordered by its value (`phq9_9 >= 1`) is left to the enableWhenExpression.
        if answer.0 == "answerCoding" && op != "=" && op != "!=" { return nil }
        return .object([("question", .string(name)), ("operator", .string(op)), (answer.0, answer.1)])
    }

    /// The literal as the answer[x] of the question's item type.
    private func answer(_ literal: ExpressionNode, for format: AnswerFormat) -> (String, FHIRJSON)? {
        switch (format, literal.kind) {
        case (.yesNo, .boolean(let value)): return ("answerBoolean", .bool(value))
        case (.integer, .number(let value)), (.scale, .number(let value)): return ("answerInteger", .number(value))
        case (.decimal, .number(let value)): return ("answerDecimal", .number(value))
        case (.singleChoice(let options), .text(let value)), (.valuePicker(let options), .text(let value)):
            return ("answerCoding", coding(value, in: options))
        case (.singleChoice(let options), .number(let value)), (.valuePicker(let options), .number(let value)):
            return ("answerCoding", coding(NumberText.text(value), in: options))
        case (.text, .text(let value)), (.email, .text(let value)): return ("answerString", .string(value))
        case (.date, .text(let value)): return ("answerDate", .string(value))
        case (.dateTime, .text(let value)): return ("answerDateTime", .string(value))
        case (.time, .text(let value)): return ("answerTime", .string(value.count == 5 ? value + ":00" : value))
        default: return nil
        }
    }

    /// The coding the exported option of `value` carries: its code, or the value itself.
    private func coding(_ value: String, in options: ChoiceOptions) -> FHIRJSON {
        if let code = options.choices.first(where: { $0.value.value == value })?.code {
            return .object([("system", .string(code.system.value)), ("code", .string(code.code.value))])
        }
        return .object([("code", .string(value))])
    }
}
