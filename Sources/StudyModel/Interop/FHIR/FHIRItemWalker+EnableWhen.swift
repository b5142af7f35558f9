/// `enableWhen` and `enableBehavior` to a `show-if` expression over earlier answers.
extension FHIRItemWalker {
    /// The item's condition, or nil when it has none. When one part cannot be said, the
    /// whole condition is left out (and noted), so the item is always shown: dropping only
    /// that part would widen an "all" and narrow an "any".
    mutating func enableWhenCondition(_ item: FHIRJSON, path: String) -> String? {
        if let expression = FHIRExtension.first(FHIRExtension.enableWhenExpression, in: item) {
            if item["enableWhen"] != nil {
                note(path + ".enableWhen", "an item with an enableWhenExpression has no enableWhen in SDC; left out")
            }
            return enableWhenExpression(expression, item: item, path: path)
        }
        guard let conditions = item["enableWhen"]?.array, !conditions.isEmpty else { return nil }
        var parts: [String] = []
        for (index, condition) in conditions.enumerated() {
            let where_ = "\(path).enableWhen[\(index)]"
            switch part(condition) {
            case .success(let text): parts.append(text)
            case .failure(let problem):
                note(where_, problem.message + "; the item is shown whatever the answer")
                return nil
            }
        }
        if parts.count == 1 { return parts[0] }
        let behaviour = item["enableBehavior"]?.string ?? "all"
        guard behaviour == "all" || behaviour == "any" else {
            note(
                path + ".enableBehavior",
                "enableBehavior must be 'all' or 'any', not '\(behaviour)'; the item is always shown")
            return nil
        }
        return "(" + parts.joined(separator: behaviour == "all" ? ") and (" : ") or (") + ")"
    }

    struct Problem: Error {
        var message: String
    }

    private func part(_ condition: FHIRJSON) -> Result<String, Problem> {
        guard let linkID = condition["question"]?.string else {
            return .failure(Problem(message: "no question is named"))
        }
        guard let target = targets[linkID] else {
            let why =
                allLinkIDs.contains(linkID)
                ? "it refers to '\(linkID)', which is not asked before this item (a cycle or a forward reference)"
                : "it refers to '\(linkID)', which no item has"
            return .failure(Problem(message: why))
        }
        // A calculated item became a score, which the study works out as soon as the answers
        // it needs are given: a later item may depend on it (the validator checks the order).
        guard let op = condition["operator"]?.string else { return .failure(Problem(message: "no operator is given")) }
        guard let (key, answer) = condition.keyed(prefix: "answer") else {
            return .failure(Problem(message: "no answer to compare with is given"))
        }
        if op == "exists" {
            guard let wanted = answer.bool else { return .failure(Problem(message: "'exists' needs answerBoolean")) }
            return .success(wanted ? "answered(\(target.id))" : "not answered(\(target.id))")
        }
        guard let literal = Self.literal(key, answer, for: target) else {
            return .failure(Problem(message: "\(key) cannot be compared with '\(linkID)' (\(target.kind))"))
        }
        return Self.comparison(op, target, literal).map { .success($0) }
            ?? .failure(Problem(message: "the operator '\(op)' cannot be used with '\(linkID)'"))
    }

    private static func comparison(_ op: String, _ target: FHIRTarget, _ literal: String) -> String? {
        let id = target.id
        if target.kind == .multipleChoice {
            switch op {
            case "=": return "\(literal) in \(id)"
            case "!=": return "\(literal) not in \(id)"
            default: return nil
            }
        }
        guard ["=", "!=", ">", "<", ">=", "<="].contains(op) else { return nil }
        let ordered: Bool
        switch target.kind {
        case .number, .date, .time, .dateTime, .score, .singleChoice(numeric: true): ordered = true
        default: ordered = false
        }
        guard ordered || op == "=" || op == "!=" else { return nil }
        return "\(id) \(op) \(literal)"
    }

    /// The answer as an expression literal of the target's kind, or nil when they differ.
    private static func literal(_ key: String, _ answer: FHIRJSON, for target: FHIRTarget) -> String? {
        switch (key, target.kind) {
        case ("answerBoolean", .boolean): return answer.bool.map { $0 ? "yes" : "no" }
        case ("answerInteger", .number), ("answerDecimal", .number), ("answerInteger", .score),
            ("answerDecimal", .score), ("answerInteger", .singleChoice(numeric: true)):
            return answer.number.map(NumberText.text)
        case ("answerString", .text), ("answerString", .singleChoice(numeric: false)),
            ("answerString", .multipleChoice):
            return answer.string.map(ExpressionFormat.quoted)
        case ("answerCoding", .singleChoice), ("answerCoding", .multipleChoice):
            guard let code = answer["code"]?.string ?? answer["display"]?.string else { return nil }
            if target.kind == .singleChoice(numeric: true), let number = Int(code) { return String(number) }
            return ExpressionFormat.quoted(code)
        case ("answerDate", .date), ("answerDateTime", .dateTime), ("answerTime", .time):
            guard let text = answer.string, text.allSatisfy({ $0.isNumber || "-:T".contains($0) }) else { return nil }
            return ExpressionFormat.quoted(key == "answerTime" ? String(text.prefix(5)) : text)
        default: return nil
        }
    }
}

extension FHIRJSON {
    /// The first member whose key starts with `prefix` (a FHIR choice type, `answer[x]`).
    func keyed(prefix: String) -> (String, FHIRJSON)? {
        guard let key = keys.first(where: { $0.hasPrefix(prefix) }) else { return nil }
        return (key, self[key]!)
    }
}
