/// Checks `=`, `!=`, `<`, `<=`, `>`, `>=`: both sides must be of comparable kinds.
extension ExpressionCheck {
    /// The broad kinds of value that can be compared with one another.
    enum Kind: Equatable {
        case numeric, textual, boolean, date, time, dateTime, multiple, list, unknown

        init(_ type: ExpressionType) {
            switch type {
            case .number, .duration, .singleChoice(_, true): self = .numeric
            case .text, .singleChoice(_, false): self = .textual
            case .boolean: self = .boolean
            case .date: self = .date
            case .time: self = .time
            case .dateTime: self = .dateTime
            case .multipleChoice: self = .multiple
            case .list: self = .list
            case .unknown: self = .unknown
            }
        }

        var isTemporal: Bool { self == .date || self == .time || self == .dateTime }
    }

    mutating func checkComparison(
        _ op: ExpressionBinaryOperator,
        _ left: ExpressionNode, _ leftType: ExpressionType,
        _ right: ExpressionNode, _ rightType: ExpressionType,
        whole: ExpressionNode
    ) {
        if checkMissingLiteral(op, left, right, whole: whole) { return }
        if op.isMembership {
            checkMembership(op, left, leftType, right, rightType, whole: whole)
            return
        }
        hintUnquotedChoice([right], among: leftType, of: left)
        hintUnquotedChoice([left], among: rightType, of: right)
        guard leftType != .unknown, rightType != .unknown else { return }
        if checkTemporalLiteral(leftType, right) || checkTemporalLiteral(rightType, left) { return }
        if op.isOrdering, !checkOrderable(op, left, leftType) || !checkOrderable(op, right, rightType) { return }
        let kind = Kind(leftType)
        if kind == Kind(rightType), kind != .multiple, kind != .list {
            if !op.isOrdering {
                checkChoiceLiteral(right, against: left, leftType)
                checkChoiceLiteral(left, against: right, rightType)
            }
            return
        }
        report(
            whole.range, "\(phrase(left, leftType)) is compared with \(phrase(right, rightType))",
            hint: mismatchHint(left, leftType, right, rightType) ?? mismatchHint(right, rightType, left, leftType))
    }

    /// `<` and friends need numbers, dates or times; reports on the operand otherwise.
    mutating func checkOrderable(_ op: ExpressionBinaryOperator, _ node: ExpressionNode, _ type: ExpressionType) -> Bool
    {
        switch Kind(type) {
        case .numeric, .date, .time, .dateTime, .unknown:
            return true
        case .textual, .boolean, .multiple, .list:
            let what = type == .text || Kind(type) != .textual ? phrase(node, type) : "a choice with text values"
            var hint = "only numbers, dates and times can be ordered; use '=', '!=' or 'in' for other values"
            if case .text(let written) = node.kind, ExpressionFormat.plainNumber(written) != nil {
                hint = "write \(written) without quotes"
            }
            report(
                node.range, "'\(op.rawValue)' needs numbers, dates or times, but \(subject(node)) is \(what)",
                hint: hint)
            return false
        }
    }

    /// A text literal compared with a date, time or date-time answer must be written in
    /// that format (`'2024-01-31'`, `'08:30'`, `'2024-01-31T08:30'`). Returns whether
    /// this case applied.
    mutating func checkTemporalLiteral(_ type: ExpressionType, _ literal: ExpressionNode) -> Bool {
        guard case .text(let written) = literal.kind, Kind(type).isTemporal else { return false }
        if ExpressionTemporal.value(of: written, as: type) == nil {
            let (name, format) = ExpressionTemporal.format(of: type)
            report(literal.range, "'\(written)' is not a valid \(name) (write \(format))")
        }
        return true
    }

    /// How to fix comparing `a` (of type `aType`) with `b`, if we recognise the mistake.
    func mismatchHint(
        _ a: ExpressionNode, _ aType: ExpressionType,
        _ b: ExpressionNode, _ bType: ExpressionType
    ) -> String? {
        let name = a.nameIfAny ?? "x"
        switch aType {
        case .boolean:
            guard case .text(let written) = b.kind else { return nil }
            let lower = written.lowercased()
            if ["yes", "no", "true", "false"].contains(lower) { return "write \(lower) without quotes" }
            return "a yes-no answer is true or false: write \(name) = yes, or just \(name)"
        case .multipleChoice(let values):
            return "use 'in' to test whether a choice is selected, e.g. "
                + "\(ExpressionFormat.quoted(values.first ?? "value")) in \(name)"
        case .singleChoice(let values, false):
            guard let number = numberLiteral(b), values.contains(ExpressionFormat.number(number)) else { return nil }
            return "the choices are texts: write '\(ExpressionFormat.number(number))' in quotes"
        case .singleChoice(_, true):
            guard case .text(let written) = b.kind, ExpressionFormat.plainNumber(written) != nil else { return nil }
            return "the choices are numbers: write \(written) without quotes"
        case .date, .dateTime:
            guard bType.isNumeric else { return nil }
            return "use years_since(\(name)) or days_since(\(name)) to get a number"
        default:
            return nil
        }
    }

    /// The value of a number literal, also when negated (`-1`).
    /// `x = missing` is always false (every comparison with a missing value is), so it is
    /// an error that points to `is-missing(x)`. Returns whether it reported.
    private mutating func checkMissingLiteral(
        _ op: ExpressionBinaryOperator, _ left: ExpressionNode, _ right: ExpressionNode, whole: ExpressionNode
    ) -> Bool {
        let other: ExpressionNode
        if right.kind == .missing {
            other = left
        } else if left.kind == .missing {
            other = right
        } else {
            return false
        }
        let test = "is-missing(\(other.nameIfAny ?? "x"))"
        let hint = op == .notEqual || op == .notIn ? "write not \(test)" : "write \(test)"
        report(whole.range, "a comparison with 'missing' is always false", hint: hint)
        return true
    }

    func numberLiteral(_ node: ExpressionNode) -> Double? {
        switch node.kind {
        case .number(let value): return value
        case .unary(.negate, let operand): return numberLiteral(operand).map { -$0 }
        default: return nil
        }
    }
}
