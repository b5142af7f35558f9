/// The `minValue` / `maxValue` of a date, time or date-time item. A fixed value is kept when
/// the study can say it (`2020-01-01`; `08:30:00` as `08:30`); a limit worked out when the
/// form is filled in (SDC's dynamic limit: a `_valueDate` or `_valueDateTime` whose
/// `cqf-calculatedValue`, or `cqf-expression`, FHIRPath is `today()` or `now()` plus or minus
/// a calendar duration) becomes the study's `today-18y` or `now-90d`. A fixed value beside
/// the FHIRPath is a fallback for readers without FHIRPath; the FHIRPath is what it means.
extension FHIRItemWalker {
    mutating func temporalLimit(_ url: String, type: String, in item: FHIRJSON, path: String) -> DraftNode? {
        guard let entries = item["extension"]?.array,
            let index = entries.firstIndex(where: { $0["url"]?.string == url })
        else { return nil }
        let entry = entries[index]
        let place = "\(path).extension[\(index)]"
        let key = type == "date" ? "valueDate" : type == "date-time" ? "valueDateTime" : "valueTime"
        if let expression = Self.calculatedPath(entry["_" + key]) {
            guard let bound = Self.relativeLimit(expression, type: type) else {
                let origin = type == "date" ? "today()" : "now()"
                let units = type == "date" ? "days, weeks, months or years" : "seconds, minutes, hours, days or weeks"
                note(
                    place + "._" + key,
                    "the limit '\(expression)' is not \(origin) plus or minus whole \(units); it is left out")
                return nil
            }
            if entry[key] != nil {
                ignore(
                    place + "." + key,
                    "the fixed value is a fallback for readers without FHIRPath; '\(expression)' is used")
            }
            return FHIRYAML.text(bound)
        }
        guard let value = entry[key] else {
            note(place, "a \(type) limit needs a \(key) or a FHIRPath to work it out; it is left out")
            return nil
        }
        guard let text = value.string, let kept = Self.fixedLimit(text, type: type) else {
            note(
                place + "." + key,
                "the limit '\(value.string ?? "?")' has no form in the study's \(type) limits; it is left out")
            return nil
        }
        return FHIRYAML.text(kept)
    }

    /// A fixed limit as the study writes it: a whole day; a time without seconds; a date-time
    /// without an offset (the study's limits are on the participant's own clock, so a FHIR
    /// dateTime, which has an offset as soon as it has a time, is not kept).
    static func fixedLimit(_ text: String, type: String) -> String? {
        switch type {
        case "date": return ValueFormats.day(text) != nil ? text : nil
        case "time":
            let minutes = text.count == 8 && text.hasSuffix(":00") ? String(text.prefix(5)) : text
            return ValueFormats.minuteOfDay(minutes) != nil ? minutes : nil
        default: return ValueFormats.dateTimeBound(text) != nil ? text : nil
        }
    }

    /// The FHIRPath of a primitive's calculated value, when it has one.
    static func calculatedPath(_ primitive: FHIRJSON?) -> String? {
        for entry in primitive?["extension"]?.array ?? [] {
            switch entry["url"]?.string {
            case FHIRExtension.calculatedValue?:
                if let text = entry["valueString"]?.string { return text }
                if let text = fhirPath(entry["valueExpression"]) { return text }
            case FHIRExtension.expression?:
                if let text = fhirPath(entry["valueExpression"]) { return text }
            default:
                continue
            }
        }
        return nil
    }

    private static func fhirPath(_ expression: FHIRJSON?) -> String? {
        guard let expression, expression["language"]?.string == "text/fhirpath" else { return nil }
        return expression["expression"]?.string
    }

    /// `today() - 18 years` → `today-18y` on a date; `now() - 90 days` → `now-90d` on a
    /// date-time; nil for anything else (a UCUM duration such as `18 'a'` counts 365.25 days,
    /// not calendar years, so it is not read; a time of day has no relative limit).
    static func relativeLimit(_ expression: String, type: String) -> String? {
        let (origin, study, units): (String, String, [String: String])
        switch type {
        case "date":
            (origin, study) = ("today()", "today")
            units = ["day": "d", "week": "w", "month": "m", "year": "y"]
        case "date-time":
            (origin, study) = ("now()", "now")
            units = ["second": "s", "minute": "m", "hour": "h", "day": "d", "week": "w"]
        default:
            return nil
        }
        var rest = Substring(expression.trimmingWhitespace)
        guard rest.hasPrefix(origin) else { return nil }
        rest = rest.dropFirst(origin.count).drop(while: { $0 == " " })
        if rest.isEmpty { return study }
        guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
        let words = rest.dropFirst().split(separator: " ")
        guard words.count == 2, words[0].allSatisfy({ $0.isASCII && $0.isNumber }), let amount = Int(words[0]),
            amount <= 1_000_000
        else { return nil }
        let word = words[1].hasSuffix("s") ? String(words[1].dropLast()) : String(words[1])
        guard let unit = units[word] else { return nil }
        return "\(study)\(sign)\(amount)\(unit)"
    }
}
