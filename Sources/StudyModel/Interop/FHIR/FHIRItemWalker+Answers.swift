/// Item types to answer types, with their limits, units and choices.
extension FHIRItemWalker {
    mutating func answerFormat(_ item: FHIRJSON, type: String, path: String) -> (DraftNode, FHIRTarget.Kind)? {
        let repeats = item.flag("repeats")
        if repeats && type != "choice" && type != "open-choice" {
            note(path + ".repeats", "repeated answers to one '\(type)' question are not supported; it is asked once")
        }
        switch type {
        case "boolean": return (FHIRYAML.plain("yes-no"), .boolean)
        case "integer", "decimal": return (number(item, type: type, path: path), .number)
        case "string", "text", "url":
            return (
                FHIRYAML.map([
                    ("type", FHIRYAML.plain("text")),
                    ("multiline", type == "text" ? FHIRYAML.plain("true") : nil),
                    ("max-length", item["maxLength"]?.number.map(FHIRYAML.number)),
                ]), .text
            )
        case "date": return (temporal(item, type: "date", path: path), .date)
        case "dateTime": return (temporal(item, type: "date-time", path: path), .dateTime)
        case "time": return (temporal(item, type: "time", path: path), .time)
        case "choice", "open-choice": return choiceFormat(item, open: type == "open-choice", path: path)
        default:
            note(path + ".type", "the item type '\(type)' cannot be converted; the item is left out")
            return nil
        }
    }

    private mutating func number(_ item: FHIRJSON, type: String, path: String) -> DraftNode {
        func limit(_ url: String, _ name: String) -> DraftNode? {
            guard let value = bound(url, in: item) else { return nil }
            guard let number = value.number, type == "decimal" || number == number.rounded() else {
                note(path + ".extension", "the \(name) of a '\(type)' item must be a number of that kind")
                return nil
            }
            return FHIRYAML.number(number)
        }
        return FHIRYAML.map([
            ("type", FHIRYAML.plain(type)),
            ("min", limit(FHIRExtension.minValue, "minValue")),
            ("max", limit(FHIRExtension.maxValue, "maxValue")),
            ("unit", unit(of: item).map(FHIRYAML.text)),
        ])
    }

    private mutating func temporal(_ item: FHIRJSON, type: String, path: String) -> DraftNode {
        let minimum = temporalLimit(FHIRExtension.minValue, type: type, in: item, path: path)
        let maximum = temporalLimit(FHIRExtension.maxValue, type: type, in: item, path: path)
        if minimum == nil && maximum == nil { return FHIRYAML.plain(type) }
        return FHIRYAML.map([("type", FHIRYAML.plain(type)), ("min", minimum), ("max", maximum)])
    }
}
