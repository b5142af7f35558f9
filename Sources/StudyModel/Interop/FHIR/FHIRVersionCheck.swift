/// Tells an R4 Questionnaire from one of another FHIR version by the elements only that
/// version has, since a Questionnaire does not state its version.
enum FHIRVersionCheck {
    static func check(_ root: FHIRJSON) throws {
        if let version = root["fhirVersion"]?.string, !version.hasPrefix("4.0") {
            throw FHIRImportFailure(
                "fhirVersion", "the file says FHIR \(version); only FHIR R4 (4.0.x) Questionnaires can be imported")
        }
        for profile in root["meta"]?["profile"]?.array?.compactMap(\.string) ?? [] where profile.contains("|5.") {
            throw FHIRImportFailure("meta.profile", "the profile \(profile) is for FHIR R5; only R4 can be imported")
        }
        if let (path, element, version) = foreignElement(root["item"]?.array ?? [], path: "", depth: 0) {
            throw FHIRImportFailure(
                path, "'\(element)' is a FHIR \(version) element; only FHIR R4 Questionnaires can be imported",
                hint: "convert the file to R4 first")
        }
    }

    /// STU3 spelled options `option`/`options` and `initial[x]`; R5 added `answerConstraint`
    /// and `disabledDisplay`.
    private static let foreign: [String: String] = [
        "option": "STU3", "options": "STU3", "initialString": "STU3", "initialCoding": "STU3",
        "initialBoolean": "STU3", "initialInteger": "STU3", "initialDecimal": "STU3",
        "answerConstraint": "R5", "disabledDisplay": "R5",
    ]

    private static func foreignElement(_ items: [FHIRJSON], path: String, depth: Int) -> (String, String, String)? {
        guard depth < FHIRItemWalker.maximumDepth else { return nil }
        for (index, item) in items.enumerated() {
            let here = "\(path)item[\(index)]"
            if let key = item.keys.first(where: { foreign[$0] != nil }) {
                return (here + "." + key, key, foreign[key]!)
            }
            for (offset, condition) in (item["enableWhen"]?.array ?? []).enumerated()
            where condition["hasAnswer"] != nil {
                return ("\(here).enableWhen[\(offset)].hasAnswer", "hasAnswer", "STU3")
            }
            if let found = foreignElement(item["item"]?.array ?? [], path: here + ".", depth: depth + 1) {
                return found
            }
        }
        return nil
    }
}
