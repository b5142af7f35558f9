/// Checks `in` / `not in`, and literals compared with choice answers.
extension ExpressionCheck {
    mutating func checkMembership(
        _ op: ExpressionBinaryOperator,
        _ left: ExpressionNode, _ leftType: ExpressionType,
        _ right: ExpressionNode, _ rightType: ExpressionType,
        whole: ExpressionNode
    ) {
        if case .list(let items) = right.kind { hintUnquotedChoice(items, among: leftType, of: left) }
        hintUnquotedChoice([left], among: rightType, of: right)
        switch rightType {
        case .unknown:
            return
        case .list(let element):
            checkInList(left, leftType, right, element, whole: whole)
        case .multipleChoice(let values):
            checkInChoices(left, leftType, right, values, whole: whole)
        default:
            report(
                right.range,
                "'\(op.rawValue)' needs a list or a multiple choice answer on its right, "
                    + "but \(subject(right)) is \(phrase(right, rightType))",
                hint: membershipHint(left, right, rightType))
        }
    }

    private mutating func checkInList(
        _ left: ExpressionNode, _ leftType: ExpressionType,
        _ right: ExpressionNode, _ element: ExpressionType,
        whole: ExpressionNode
    ) {
        guard leftType != .unknown else { return }
        let leftKind = Kind(leftType)
        if leftKind == .multiple {
            let name = left.nameIfAny ?? "x"
            report(
                left.range, "a multiple choice answer cannot be in a list",
                hint: "test each choice, e.g. 'a' in \(name) or 'b' in \(name)")
            return
        }
        let items: [ExpressionNode]
        if case .list(let literalItems) = right.kind { items = literalItems } else { items = [] }
        if leftKind.isTemporal, element == .text, !items.isEmpty {
            for item in items { _ = checkTemporalLiteral(leftType, item) }
            return
        }
        guard element == .unknown || Kind(element) == leftKind, leftKind != .list else {
            report(
                whole.range, "\(phrase(left, leftType)) cannot be in \(ExpressionType.list(element).phrase)",
                hint: items.isEmpty ? nil : mismatchHint(left, leftType, items[0], element))
            return
        }
        for item in items { checkChoiceLiteral(item, against: left, leftType) }
    }

    private mutating func checkInChoices(
        _ left: ExpressionNode, _ leftType: ExpressionType,
        _ right: ExpressionNode, _ values: [String],
        whole: ExpressionNode
    ) {
        let name = right.nameIfAny ?? "x"
        let integerValues = values.allSatisfy { Int($0) != nil }
        switch Kind(leftType) {
        case .unknown:
            return
        case .textual:
            checkChoiceLiteral(left, against: right, .multipleChoice(values: values))
        case .numeric where integerValues:
            checkChoiceLiteral(left, against: right, .multipleChoice(values: values))
        case .multiple:
            report(
                left.range, "a multiple choice answer cannot be one of the choices of another",
                hint: "test each choice, e.g. 'a' in \(name)")
        default:
            report(
                whole.range, "\(phrase(left, leftType)) cannot be one of the choices of \(subject(right))",
                hint: values.first.map {
                    "write a choice value in quotes, e.g. \(ExpressionFormat.quoted($0)) in \(name)"
                })
        }
    }

    private func membershipHint(_ left: ExpressionNode, _ right: ExpressionNode, _ rightType: ExpressionType) -> String?
    {
        let name = right.nameIfAny ?? "x"
        switch rightType {
        case .singleChoice(let values, _):
            if case .text(let written) = left.kind { return "write \(name) = \(ExpressionFormat.quoted(written))" }
            let first = values.first.map(ExpressionFormat.quoted) ?? "'a'"
            return "for a single choice, write \(name) = \(first) or \(name) in [\(first), ...]"
        case .text:
            return "to test several values, write \(left.nameIfAny ?? "x") in ['a', 'b']"
        default:
            return nil
        }
    }

    /// `diagnosis = type1`: a name that is not defined but is one of the choices was meant
    /// as a text, so its "unknown name" issue gets a hint to quote it.
    mutating func hintUnquotedChoice(
        _ candidates: [ExpressionNode], among type: ExpressionType,
        of owner: ExpressionNode
    ) {
        guard let values = type.choiceValues else { return }
        for node in candidates {
            guard case .name(let name) = node.kind, values.contains(name),
                let index = issues.lastIndex(where: { $0.range == node.range && $0.message == "unknown name '\(name)'" }
                )
            else { continue }
            let owner = owner.nameIfAny.map { " of '\($0)'" } ?? ""
            issues[index].hint = "write it in quotes: '\(name)' is one of the choices\(owner)"
        }
    }

    /// A literal compared with (or tested against) a choice answer must be one of its values:
    /// "'type3' is not one of the choices of 'diagnosis' (type1, type2)".
    mutating func checkChoiceLiteral(
        _ literal: ExpressionNode, against choice: ExpressionNode,
        _ choiceType: ExpressionType
    ) {
        guard let values = choiceType.choiceValues, !values.isEmpty else { return }
        let written: String
        if case .text(let text) = literal.kind {
            guard !values.contains(text) else { return }
            written = ExpressionFormat.quoted(text)
        } else if let number = numberLiteral(literal) {
            guard !values.contains(where: { ExpressionFormat.plainNumber($0) == number }) else { return }
            written = ExpressionFormat.number(number)
        } else {
            return
        }
        let owner = choice.nameIfAny.map { " of '\($0)'" } ?? ""
        var hint: String?
        if case .text(let text) = literal.kind, let close = Suggestion.closest(to: text, among: values) {
            hint = "did you mean \(ExpressionFormat.quoted(close))?"
        }
        report(
            literal.range, "\(written) is not one of the choices\(owner) (\(ExpressionFormat.list(values)))",
            hint: hint)
    }
}
