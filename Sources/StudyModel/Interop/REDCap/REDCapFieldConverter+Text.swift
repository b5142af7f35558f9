/// A `text` field by its validation type: numbers, dates and times, email, or free text; the
/// study types `study export` writes as text fields (duration, height, weight) come back.
extension REDCapFieldConverter {
    mutating func text() -> (DraftNode, REDCapKind)? {
        let validation = field(.validation).lowercased()
        switch (studyType, validation) {
        case ("duration"?, _): return (bounded("duration", seconds: true), .number)
        case ("height"?, _), ("weight"?, _): return (bounded(studyType!, seconds: false), .number)
        case (_, "integer"): return (bounded("integer", seconds: false), .number)
        case (_, let kind) where kind.hasPrefix("number"): return (bounded("decimal", seconds: false), .number)
        case (_, "email"): return (FHIRYAML.plain("email"), .text)
        case (_, let kind) where kind.hasPrefix("date_"): return (dated("date"), .text)
        case (_, let kind) where kind.hasPrefix("datetime_"): return (dated("date-time"), .text)
        case (_, "time"): return (dated("time"), .text)
        case (_, ""): return (FHIRYAML.plain("text"), .text)
        default:
            note(.validation, "the validation '\(validation)' is not converted; any text is accepted")
            return (FHIRYAML.plain("text"), .text)
        }
    }

    /// A number type with REDCap's min and max, and the unit `study export` writes as the note.
    private mutating func bounded(_ type: String, seconds: Bool) -> DraftNode {
        func limit(_ column: REDCapField.Column) -> DraftNode? {
            let text = field(column)
            guard !text.isEmpty else { return nil }
            guard let value = Double(text) else {
                note(column, "'\(text)' is not a number; no limit is set")
                return nil
            }
            return seconds ? FHIRYAML.plain(NumberText.text(value.rounded()) + "s") : FHIRYAML.number(value)
        }
        // Only integers and decimals have a unit; a height's or weight's note is its fixed unit.
        let unit = field(.note).isEmpty || !["integer", "decimal"].contains(type) ? nil : FHIRYAML.text(field(.note))
        var (low, high) = (limit(.minimum), limit(.maximum))
        if let min = Double(field(.minimum)), let max = Double(field(.maximum)), min > max {
            note(.maximum, "the max is below the min; no limits are set")
            (low, high) = (nil, nil)
        }
        return FHIRYAML.map([("type", FHIRYAML.plain(type)), ("min", low), ("max", high), ("unit", unit)])
    }

    /// Dates and times: limits kept when they are written as the study writes them.
    private mutating func dated(_ type: String) -> DraftNode {
        func limit(_ column: REDCapField.Column) -> DraftNode? {
            let text = field(column)
            guard !text.isEmpty else { return nil }
            let valid =
                type == "date"
                ? ValueFormats.day(text) != nil
                : type == "time" ? ValueFormats.minuteOfDay(text) != nil : ValueFormats.moment(text) != nil
            guard valid else {
                note(column, "'\(text)' is not a limit the study reads (write dates as YYYY-MM-DD); no limit is set")
                return nil
            }
            return FHIRYAML.text(text)
        }
        let format = field(.validation).lowercased()
        if format.hasSuffix("_mdy") || format.hasSuffix("_dmy") {
            notes.append(
                FHIRImportNote(
                    .ignored, field.place(.validation),
                    "'\(format)' only says how REDCap shows the date; the study shows dates its own way"))
        }
        var (low, high) = (limit(.minimum), limit(.maximum))
        // ISO dates and times sort as text.
        if low != nil, high != nil, field(.minimum) > field(.maximum) {
            note(.maximum, "the max is before the min; no limits are set")
            (low, high) = (nil, nil)
        }
        guard low != nil || high != nil else { return FHIRYAML.plain(type) }
        return FHIRYAML.map([("type", FHIRYAML.plain(type)), ("min", low), ("max", high)])
    }
}
