/// A repeating group as a Questionnaire item: a `group` with `repeats: true` holding the
/// items of one instance; `required` when it needs an instance, and the fewest and most
/// instances as the questionnaire-minOccurs and -maxOccurs extensions (which the import
/// reads back).
extension FHIRExportItems {
    mutating func groupItem(
        _ step: Step, _ group: RepeatingGroup, task: String, conditions: [(String, FHIRJSON?)]
    ) -> FHIRJSON {
        // An item of the group may be enabled by an earlier one of the same instance.
        var inner = FHIRExportItems(language: language, steps: steps + group.steps)
        inner.insideRepeatingGroup = true
        inner.instance = (step.id.value.rawValue, Set(group.steps.map(\.id.value.rawValue)))
        let items = group.steps.compactMap { inner.item($0, task: task) }
        notes += inner.notes
        let occurs = { (url: String, count: Int) in
            FHIRJSON.object([("url", .string(url)), ("valueInteger", .number(Double(count)))])
        }
        return .object(
            [
                ("linkId", .string(step.id.value.rawValue)), ("type", .string("group")),
                ("text", .string(group.title.resolved(in: language))), ("required", .bool(group.minimum.value > 0)),
                ("repeats", .bool(true)),
                (
                    "extension",
                    .array(
                        [
                            occurs(FHIRExtension.minOccurs, group.minimum.value),
                            occurs(FHIRExtension.maxOccurs, group.maximum.value),
                        ] + inner.groupConstraints)
                ),
                ("item", .array(items)),
            ] + conditions)
    }
}
