/// A `group` item with `repeats: true` becomes a repeating group (study-format.md §12):
/// its items are the steps of one instance; `required` (or the minOccurs extension) gives
/// the fewest instances, the maxOccurs extension the most (else the format's largest).
extension FHIRItemWalker {
    mutating func convertRepeatingGroup(
        _ item: FHIRJSON, linkID: String, children: [FHIRJSON], showIf: String?, path: String, depth: Int
    ) {
        let id = makeID(linkID)
        targets[linkID] = FHIRTarget(id: id, kind: .noAnswer)
        let outerSteps = steps
        steps = []
        claimGroupConstraints(item, children: children, path: path)
        inRepeatingGroup = true
        // The group's own condition is its `show-if`; its items are within an instance.
        walk(children, path: path + ".", condition: nil, depth: depth + 1)
        inRepeatingGroup = false
        noteUnclaimedGroupConstraints()
        let inner = steps
        steps = outerSteps
        guard !inner.isEmpty else {
            note(path, "the repeating group has no item that could be converted; left out")
            return
        }
        let limit = StudyFormatDefinition.repeatMaximum
        let occurs = { (url: String) in FHIRExtension.first(url, in: item)?["valueInteger"]?.number.map { Int($0) } }
        var maximum = occurs(FHIRExtension.maxOccurs) ?? limit
        if maximum > limit || maximum < 1 {
            note(path, "maxOccurs \(maximum) is outside 1 to \(limit); at most \(limit) instances are asked")
            maximum = min(max(maximum, 1), limit)
        }
        let minimum = min(max(occurs(FHIRExtension.minOccurs) ?? (item.flag("required") ? 1 : 0), 0), maximum)
        steps.append(
            FHIRYAML.map([
                ("id", FHIRYAML.plain(id)),
                ("group", FHIRYAML.text(displayText(item) ?? linkID)),
                (
                    "repeat",
                    FHIRYAML.map([
                        ("min", FHIRYAML.plain(String(minimum))), ("max", FHIRYAML.plain(String(maximum))),
                    ])
                ),
                ("show-if", showIf.map(FHIRYAML.text)),
                ("steps", FHIRYAML.list(inner)),
            ]))
    }
}
