import Yams

/// A question's `constraint` and `constraint-message`, read back from the annotation that
/// `study export` writes (`constraint: end_date >= start_date; constraint-message: …`).
/// REDCap itself has no rule across fields (its validation bounds are fixed values), so
/// only a dictionary the study exported carries one; it is type-checked with the earlier
/// fields and the question itself, and a rule that does not check is noted and left out.
extension REDCapFieldConverter {
    mutating func constraint(id: String, answer: Node) -> (rule: Node, message: Node)? {
        let message = field.annotation["constraint-message"]
        guard let rule = field.annotation["constraint"] else {
            if message != nil { note(.annotation, "a constraint-message without a constraint is left out") }
            return nil
        }
        guard let message, !message.isEmpty else {
            note(.annotation, "the constraint '\(rule)' has no constraint-message to show; it is left out")
            return nil
        }
        var names = scope.names
        names[id] = Self.expressionType(of: answer)
        let analysis = ExpressionLanguage.analyze(
            rule, scope: DictionaryExpressionScope(names), conditionField: "constraint")
        if let issue = analysis.issues.first {
            note(.annotation, "the constraint '\(rule)' does not check: \(issue.message); it is left out")
            return nil
        }
        return (FHIRYAML.text(rule), FHIRYAML.text(message))
    }
}
