/// The JSON shape of answers in results files. It is a contract with whoever analyses
/// the results, so it is stable, explicit and self-describing: every answer names its
/// `type`, and measures name their unit.
///
/// | answer | JSON |
/// | --- | --- |
/// | yes-no | `{"type": "yes-no", "value": true}` |
/// | single choice, value picker | `{"type": "choice", "value": "type2"}`, with `"other": "text"` for an "other" choice |
/// | multiple choice | `{"type": "choices", "values": ["a", "b"]}`, with `"other": "text"` when an "other" choice is among them |
/// | integer | `{"type": "integer", "value": 42}` |
/// | decimal | `{"type": "decimal", "value": 7.5}` |
/// | scale | `{"type": "scale", "value": 7}` |
/// | text scale | `{"type": "text-scale", "value": 3}` (the position, from 1) |
/// | text | `{"type": "text", "value": "…"}` |
/// | email | `{"type": "email", "value": "name@example.org"}` |
/// | date | `{"type": "date", "value": "2024-05-01"}` |
/// | time | `{"type": "time", "value": "07:30"}` |
/// | date-time | `{"type": "date-time", "value": "2024-05-01T07:30+01:00"}` (local time and UTC offset, ISO 8601) |
/// | duration | `{"type": "duration", "seconds": 5400}` |
/// | height | `{"type": "height", "value": 170.2, "unit": "cm"}` |
/// | weight | `{"type": "weight", "value": 70.5, "unit": "kg"}` |
///
/// Decoding is strict: an unknown `type`, a missing field, a malformed date or time, or
/// a unit other than `cm`/`kg` is an error that says what was expected.
extension AnswerValue: Codable {
    enum CodingKeys: String, CodingKey {
        case type, value, values, other, seconds, unit
    }

    /// The `type` names, in the order of the table above.
    public static let jsonTypes = [
        "yes-no", "choice", "choices", "integer", "decimal", "scale", "text-scale", "text", "email",
        "date", "time", "date-time", "duration", "height", "weight",
    ]

    public var jsonType: String {
        switch self {
        case .yesNo: return "yes-no"
        case .choice: return "choice"
        case .choices: return "choices"
        case .integer: return "integer"
        case .decimal: return "decimal"
        case .scale: return "scale"
        case .textScale: return "text-scale"
        case .text: return "text"
        case .email: return "email"
        case .date: return "date"
        case .time: return "time"
        case .dateTime: return "date-time"
        case .duration: return "duration"
        case .height: return "height"
        case .weight: return "weight"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonType, forKey: .type)
        switch self {
        case let .yesNo(answer): try container.encode(answer, forKey: .value)
        case let .choice(choice, other):
            try container.encode(choice, forKey: .value)
            try container.encodeIfPresent(other, forKey: .other)
        case let .choices(choices, other):
            try container.encode(choices, forKey: .values)
            try container.encodeIfPresent(other, forKey: .other)
        case let .integer(number), let .scale(number), let .textScale(number):
            try container.encode(number, forKey: .value)
        case let .decimal(number): try container.encode(number, forKey: .value)
        case let .text(text), let .email(text): try container.encode(text, forKey: .value)
        case let .date(day): try container.encode(day.iso, forKey: .value)
        case let .time(minute): try container.encode(AnswerFormatting.clock(minute), forKey: .value)
        case let .dateTime(day, minute, offset):
            try container.encode(AnswerJSON.moment(day, minute, offset), forKey: .value)
        case let .duration(seconds): try container.encode(seconds, forKey: .seconds)
        case let .height(centimetres):
            try container.encode(centimetres, forKey: .value)
            try container.encode("cm", forKey: .unit)
        case let .weight(kilograms):
            try container.encode(kilograms, forKey: .value)
            try container.encode("kg", forKey: .unit)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        func text(_ what: String, _ read: (String) -> CalendarDay?) throws -> CalendarDay {
            let written = try container.decode(String.self, forKey: .value)
            guard let value = read(written) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .value, in: container,
                    debugDescription: "'\(written)' is not \(what)")
            }
            return value
        }
        switch type {
        case "yes-no": self = .yesNo(try container.decode(Bool.self, forKey: .value))
        case "choice":
            self = .choice(
                try container.decode(String.self, forKey: .value),
                otherText: try container.decodeIfPresent(String.self, forKey: .other))
        case "choices":
            self = .choices(
                try container.decode([String].self, forKey: .values),
                otherText: try container.decodeIfPresent(String.self, forKey: .other))
        case "integer": self = .integer(try container.decode(Int.self, forKey: .value))
        case "decimal": self = .decimal(try container.decode(Double.self, forKey: .value))
        case "scale": self = .scale(try container.decode(Int.self, forKey: .value))
        case "text-scale": self = .textScale(try container.decode(Int.self, forKey: .value))
        case "text": self = .text(try container.decode(String.self, forKey: .value))
        case "email": self = .email(try container.decode(String.self, forKey: .value))
        case "date": self = .date(try text("a date written YYYY-MM-DD", ValueFormats.day))
        case "time":
            let written = try container.decode(String.self, forKey: .value)
            guard let minute = ExpressionTemporal.minutes(written) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .value, in: container,
                    debugDescription: "'\(written)' is not a time written HH:MM")
            }
            self = .time(minuteOfDay: minute)
        case "date-time":
            let written = try container.decode(String.self, forKey: .value)
            guard let (day, minute, offset) = AnswerJSON.moment(written) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .value, in: container,
                    debugDescription: "'\(written)' is not a date-time written YYYY-MM-DDTHH:MM+HH:MM")
            }
            self = .dateTime(day, minuteOfDay: minute, utcOffsetMinutes: offset)
        case "duration": self = .duration(seconds: try container.decode(Int.self, forKey: .seconds))
        case "height", "weight":
            let unit = try container.decode(String.self, forKey: .unit)
            let expected = type == "height" ? "cm" : "kg"
            guard unit == expected else {
                throw DecodingError.dataCorruptedError(
                    forKey: .unit, in: container, debugDescription: "a \(type) must be in \(expected), not '\(unit)'")
            }
            let amount = try container.decode(Double.self, forKey: .value)
            self = type == "height" ? .height(centimetres: amount) : .weight(kilograms: amount)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown answer type '\(type)'; expected one of: "
                    + Self.jsonTypes.joined(separator: ", "))
        }
    }
}

/// The outcome of a question in results files:
///
/// - `{"status": "answered", "answer": {…}}` (the answer as above)
/// - `{"status": "skipped"}`
/// - `{"status": "prefer-not-to-answer"}`
/// - `{"status": "sealed", "record": "identity-12.sealed"}` (an identifier's answer, encrypted)
extension AnswerOutcome: Codable {
    enum CodingKeys: String, CodingKey {
        case status, answer, record
    }

    public static let jsonStatuses = ["answered", "skipped", "prefer-not-to-answer", "sealed"]

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .answered(value):
            try container.encode("answered", forKey: .status)
            try container.encode(value, forKey: .answer)
        case .skipped: try container.encode("skipped", forKey: .status)
        case .preferNotToAnswer: try container.encode("prefer-not-to-answer", forKey: .status)
        case let .sealed(record):
            try container.encode("sealed", forKey: .status)
            try container.encode(record, forKey: .record)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let status = try container.decode(String.self, forKey: .status)
        switch status {
        case "answered": self = .answered(try container.decode(AnswerValue.self, forKey: .answer))
        case "skipped": self = .skipped
        case "prefer-not-to-answer": self = .preferNotToAnswer
        case "sealed": self = .sealed(record: try container.decode(String.self, forKey: .record))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .status, in: container,
                debugDescription: "unknown answer status '\(status)'; expected one of: "
                    + Self.jsonStatuses.joined(separator: ", "))
        }
    }
}

/// Date-times in results: ISO 8601 local time with its offset, to the minute.
enum AnswerJSON {
    /// `2024-05-01T07:30+01:00`; a zero offset is `+00:00`.
    static func moment(_ day: CalendarDay, _ minute: Int, _ offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let zone = abs(offset)
        if let text = PaddedDigits.text([
            (day.year, 4, UInt8(ascii: "-")), (day.month, 2, UInt8(ascii: "-")), (day.day, 2, UInt8(ascii: "T")),
            (minute / 60, 2, UInt8(ascii: ":")), (minute % 60, 2, offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")),
            (zone / 60, 2, UInt8(ascii: ":")), (zone % 60, 2, 0),
        ]) {
            return text
        }
        return day.iso + "T" + AnswerFormatting.clock(minute) + sign + AnswerFormatting.clock(abs(offset))
    }

    /// Reads what `moment` writes, and `Z` for a zero offset.
    static func moment(_ text: String) -> (CalendarDay, Int, Int)? {
        // The usual `YYYY-MM-DDTHH:MM+HH:MM` read from its 22 bytes (each a check the general
        // way below makes too); anything else, or a value it refuses, the general way.
        if text.utf8.count == 22, let read = usualMoment(Array(text.utf8)) { return read }
        guard text.count == 16 + 6 || (text.count == 17 && text.hasSuffix("Z")) else { return nil }
        let local = String(text.prefix(16))
        let zone = text.dropFirst(16)
        let parts = local.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let day = ValueFormats.day(String(parts[0])), day.iso == parts[0],
            let minute = ExpressionTemporal.minutes(parts[1])
        else { return nil }
        if zone == "Z" { return (day, minute, 0) }
        guard let sign = zone.first, sign == "+" || sign == "-",
            let offset = ExpressionTemporal.minutes(zone.dropFirst()), offset <= 18 * 60
        else { return nil }
        return (day, minute, sign == "-" ? -offset : offset)
    }

    private static func usualMoment(_ bytes: [UInt8]) -> (CalendarDay, Int, Int)? {
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: "+") || bytes[16] == UInt8(ascii: "-"),
            bytes[19] == UInt8(ascii: ":"), let year = number(0..<4), let month = number(5..<7),
            let dayOfMonth = number(8..<10), let hour = number(11..<13), let minute = number(14..<16),
            let zoneHour = number(17..<19), let zoneMinute = number(20..<22)
        else { return nil }
        let day = CalendarDay(year: year, month: month, day: dayOfMonth)
        let offset = zoneHour * 60 + zoneMinute
        guard day.isValid, hour < 24, minute < 60, zoneHour < 24, zoneMinute < 60, offset <= 18 * 60 else {
            return nil
        }
        return (day, hour * 60 + minute, bytes[16] == UInt8(ascii: "-") ? -offset : offset)
    }
}
