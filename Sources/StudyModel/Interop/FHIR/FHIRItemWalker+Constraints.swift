import Foundation

/// The R4 `questionnaire-constraint` extension on a question to the step's `constraint`
/// (its FHIRPath `expression`, translated like a calculated expression and type-checked
/// with the items asked so far and the question itself) and `constraint-message` (its
/// `human` text). A warning, a constraint placed elsewhere (`location`) or one that does
/// not translate is noted and left out: the question is then asked without it.
extension FHIRItemWalker {
    /// The constraint and its message for the question `item`, whose own target is known.
    mutating func constraint(_ item: FHIRJSON, path: String) -> (rule: DraftNode, message: DraftNode)? {
        var found: (rule: DraftNode, message: DraftNode)?
        var entries: [(entry: FHIRJSON, place: String)] = []
        for (index, entry) in (item["extension"]?.array ?? []).enumerated()
        where entry["url"]?.string == FHIRExtension.constraint {
            let place = "\(path).extension[\(index)]"
            guard !inRepeatingGroup else {
                note(
                    place,
                    "a constraint on a question inside a repeating group is not converted: from the question's own item FHIRPath reaches no other answer of the instance; write it on the group item"
                )
                continue
            }
            entries.append((entry, place))
        }
        if inRepeatingGroup, let linkID = item["linkId"]?.string {
            entries += groupConstraints.removeValue(forKey: linkID) ?? []
        }
        for (entry, place) in entries {
            guard found == nil else {
                note(place, "a question keeps one constraint, with one message; this further one is left out")
                continue
            }
            found = readConstraint(entry, item: item, place: place)
        }
        return found
    }

    private mutating func readConstraint(_ entry: FHIRJSON, item: FHIRJSON, place: String) -> (
        rule: DraftNode, message: DraftNode
    )? {
        let parts = entry["extension"]?.array ?? []
        func part(_ name: String, _ key: String) -> String? {
            parts.first { $0["url"]?.string == name }?[key]?.string
        }
        guard let expression = part("expression", "valueString"), let human = part("human", "valueString"),
            let severity = part("severity", "valueCode"), !human.isEmpty
        else {
            note(place, "a constraint needs a severity, an expression and a human text; it is left out")
            return nil
        }
        guard severity == "error" else {
            note(
                place,
                "a constraint of severity '\(severity)' only warns, but the study's constraints stop the participant; it is left out"
            )
            return nil
        }
        if part("location", "valueString") != nil {
            note(place, "a constraint with a location (checked elsewhere than on its item) is not converted")
            return nil
        }
        switch translator(for: item).translate(Self.withoutEmptyPass(expression)) {
        case .failure(let problem):
            note(place, "the constraint cannot be converted: \(problem.message); it is left out")
            return nil
        case .success(let rule):
            let analysis = ExpressionLanguage.analyze(rule, scope: scope, conditionField: "constraint")
            if let issue = analysis.issues.first {
                note(place, "the constraint became '\(rule)', which does not check: \(issue.message); it is left out")
                return nil
            }
            return (FHIRYAML.text(rule), FHIRYAML.text(human))
        }
    }

    /// `(E).empty() or (E)`, the form `export-questionnaire` writes (a missing result passes,
    /// as a study's constraint does), back to `E`; anything else as it is.
    static func withoutEmptyPass(_ text: String) -> String {
        let text = text.trimmingCharacters(in: .whitespaces)
        let middle = ").empty() or ("
        let inner = text.count - middle.count - 2
        guard inner > 0, inner % 2 == 0, text.hasPrefix("("), text.hasSuffix(")") else { return text }
        let candidate = String(text.dropFirst().prefix(inner / 2))
        return text == "(" + candidate + middle + candidate + ")" ? candidate : text
    }
}
