/// A question's `constraint` and `constraint-message`, read back from the annotation that
/// `study export` writes (`constraint: end_date >= start_date; constraint-message: …`).
/// REDCap itself has no rule across fields (its validation bounds are fixed values), so
/// only a dictionary the study exported carries one; it is type-checked with the earlier
/// fields and the question itself, and a rule that does not check is noted and left out. A
/// repeating group's question has a field per instance (`med_doses__2`, docs/export.md);
/// its constraint is read for each, with the names of that instance's fields.
extension REDCapFieldConverter {
    mutating func constraint(id: String, answer: DraftNode) -> (rule: DraftNode, message: DraftNode)? {
        let message = field.annotation["constraint-message"]
        guard var rule = field.annotation["constraint"] else {
            if message != nil { note(.annotation, "a constraint-message without a constraint is left out") }
            return nil
        }
        guard let message, !message.isEmpty else {
            note(.annotation, "the constraint '\(rule)' has no constraint-message to show; it is left out")
            return nil
        }
        var names = scope.names
        names[id] = Self.expressionType(of: answer)
        if let instance = field.annotation["instance"] { rule = Self.numbered(rule, instance: instance, among: names) }
        let analysis = ExpressionLanguage.analyze(
            rule, scope: DictionaryExpressionScope(names), conditionField: "constraint")
        if let issue = analysis.issues.first {
            note(.annotation, "the constraint '\(rule)' does not check: \(issue.message); it is left out")
            return nil
        }
        return (FHIRYAML.text(rule), FHIRYAML.text(message))
    }

    /// A constraint of a repeating group's question, written with the study's names
    /// (`med_doses <= 6`), for its field of instance `instance` (`med_doses__2`): each name
    /// whose numbered field exists is numbered, so the rule checks that instance's answers.
    static func numbered(_ rule: String, instance: String, among names: [String: ExpressionType]) -> String {
        guard let node = try? ExpressionParser.parse(rule) else { return rule }
        var scalars = Array(rule.unicodeScalars)
        for reference in node.referencedNames.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let numbered = reference.name + "__" + instance
            guard names[numbered] != nil, reference.range.upperBound <= scalars.count else { continue }
            scalars.replaceSubrange(reference.range, with: numbered.unicodeScalars)
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }
}
