/// Fields and extensions of an item that are read elsewhere, left out on purpose, or noted.
extension FHIRItemWalker {
    static let handledFields: Set<String> = [
        "linkId", "text", "prefix", "type", "required", "repeats", "item", "enableWhen", "enableBehavior",
        "answerOption", "answerValueSet", "code", "maxLength", "extension", "_text", "_prefix", "id",
    ]

    mutating func noteFields(_ item: FHIRJSON, path: String) {
        let calculated = calculatedExpressionText(item) != nil
        for key in item.keys where !Self.handledFields.contains(key) {
            switch key {
            case "initial":
                note(path + ".initial", "initial answers are not converted: a study never answers for the participant")
            case "readOnly" where calculated:
                continue
            case "readOnly":
                note(path + ".readOnly", "read-only questions are not supported; it is asked as a question")
            case "modifierExtension":
                note(
                    path + ".modifierExtension", "modifier extensions change the item's meaning and cannot be converted"
                )
            default:
                note(path + "." + key, "'\(key)' is not converted")
            }
        }
        for key in ["required", "repeats"] where item[key]?.string != nil {
            ignore(path + "." + key, "'\(key)' is written as a text, not true or false; read as \(item.flag(key))")
        }
        let type = item["type"]?.string ?? ""
        if type != "choice" && type != "open-choice" && (item["answerOption"] != nil || item["answerValueSet"] != nil) {
            note(path, "answer options on a '\(type)' item are not converted: any \(type) answer is accepted")
        }
        for (index, entry) in (item["extension"]?.array ?? []).enumerated() {
            let url = entry["url"]?.string ?? ""
            let where_ = "\(path).extension[\(index)]"
            if FHIRExtension.understood.contains(url) { continue }
            // Read with the question (FHIRItemWalker+Constraints); a group that does not repeat,
            // a display item or a calculated one has no answer of its own to keep a rule.
            if url == FHIRExtension.constraint && !calculated && type != "group" && type != "display" { continue }
            // On a repeating group: its questions' constraints (FHIRItemWalker+GroupConstraints).
            if url == FHIRExtension.constraint && becomesRepeatingGroup(item) { continue }
            if FHIRExtension.occurs.contains(url) && type == "group" && item.flag("repeats") { continue }
            if FHIRExtension.presentation.contains(url) {
                ignore(where_, "\(url) only says how other screens draw the item")
            } else {
                note(where_, "the extension \(url.isEmpty ? "without a url" : url) is not converted")
            }
        }
    }

    /// `minValue` or `maxValue` of a number item (dates and times: FHIRItemWalker+TemporalLimits).
    func bound(_ url: String, in item: FHIRJSON) -> FHIRJSON? {
        guard let entry = FHIRExtension.first(url, in: item) else { return nil }
        for key in ["valueInteger", "valueDecimal", "valueDate", "valueDateTime", "valueTime"] {
            if let value = entry[key] { return value }
        }
        return nil
    }

    /// The unit of a number item (`questionnaire-unit`): its display, else its code.
    func unit(of item: FHIRJSON) -> String? {
        guard let coding = FHIRExtension.first(FHIRExtension.unit, in: item)?["valueCoding"] else { return nil }
        return coding["display"]?.string ?? coding["code"]?.string
    }
}
