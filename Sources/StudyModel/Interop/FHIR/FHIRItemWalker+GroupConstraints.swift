/// Constraints written on a repeating group's item (as `study export-questionnaire` writes
/// them): the rule holds in each instance, its FHIRPath finding the instance's answers from
/// `%context`. Each goes to the question its `key` names (the question's id in FHIR id
/// characters), else to the last of the group's questions its expression uses, so that all
/// it needs is asked before; it is then read as a question's own constraint.
extension FHIRItemWalker {
    /// Whether `item` becomes a repeating group (one inside another does not).
    func becomesRepeatingGroup(_ item: FHIRJSON) -> Bool {
        item["type"]?.string == "group" && item.flag("repeats") && !(item["item"]?.array ?? []).isEmpty
            && !inRepeatingGroup
    }

    /// Sets `groupConstraints` for the group's questions, by their linkId.
    mutating func claimGroupConstraints(_ item: FHIRJSON, children: [FHIRJSON], path: String) {
        groupConstraints = [:]
        let links = children.compactMap { child in
            child["type"]?.string == "group" || child["type"]?.string == "display" ? nil : child["linkId"]?.string
        }
        for (index, entry) in (item["extension"]?.array ?? []).enumerated()
        where entry["url"]?.string == FHIRExtension.constraint {
            let place = "\(path).extension[\(index)]"
            let parts = entry["extension"]?.array ?? []
            let key = parts.first { $0["url"]?.string == "key" }?["valueId"]?.string
            let expression = parts.first { $0["url"]?.string == "expression" }?["valueString"]?.string ?? ""
            let named = key.flatMap { key in links.first { FHIRQuestionnaireExport.resourceID($0) == key } }
            let used = links.last { expression.contains("linkId='\($0)'") }
            guard let owner = named ?? used else {
                note(place, "the constraint names none of the repeating group's questions; it is left out")
                continue
            }
            groupConstraints[owner, default: []].append((entry, place))
        }
    }

    /// The group's constraints whose question was not converted (it was left out).
    mutating func noteUnclaimedGroupConstraints() {
        for (_, entries) in groupConstraints.sorted(by: { $0.key < $1.key }) {
            for (_, place) in entries {
                note(place, "the constraint's question was not converted; it is left out")
            }
        }
        groupConstraints = [:]
    }
}
