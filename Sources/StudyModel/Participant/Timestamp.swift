import Foundation

/// A moment with the UTC offset it was recorded in, written as ISO 8601 with milliseconds
/// (`2026-11-21T09:30:12.345+01:00`) so journals read naturally and sort correctly.
/// Reading is strict: a day that does not exist or an offset in another form is refused,
/// so a damaged journal is noticed rather than silently shifted.
public struct Timestamp: Sendable, Equatable, Hashable, Codable, Comparable {
    public var date: Date
    public var utcOffsetSeconds: Int

    public init(date: Date, utcOffsetSeconds: Int) {
        self.date = date
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.date < b.date }

    /// Milliseconds since 1970 (UTC), rounded: the precision the journal keeps.
    private var milliseconds: Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    public var iso8601: String {
        // Written straight into the string's storage: an array of the fields first cost an
        // allocation for each of the export's times.
        let text = String(unsafeUninitializedCapacity: Self.writtenLength) { writeISO8601(into: $0) ?? 0 }
        return text.isEmpty ? written : text
    }

    /// The length of every time `iso8601` writes in the usual way (four-digit years, offsets
    /// under 100 hours).
    public static let writtenLength = 29

    /// `iso8601`'s bytes written into `buffer` (at least `writtenLength` long), and how many;
    /// nil for a year or offset outside the usual layout, which only `iso8601` writes.
    public func writeISO8601(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let local = milliseconds + Int64(utcOffsetSeconds) * 1000
        let dayNumber = Int(floorDiv(local, 86_400_000))
        let inDay = Int(local - Int64(dayNumber) * 86_400_000)
        let calendarDay = CalendarDay(daysSince1970: dayNumber)
        let offset = abs(utcOffsetSeconds)
        // Every export row and journal line writes one: digits into one buffer, not a string
        // per field. Years and offsets outside four and two digits take the general way.
        guard (0...9999).contains(calendarDay.year), offset < 100 * 3600 else { return nil }
        let negative = utcOffsetSeconds < 0
        var index = 0
        func put(_ value: Int, _ digits: Int, _ after: UInt8) {
            var value = value
            var position = index + digits - 1
            while position >= index {
                buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                value /= 10
                position -= 1
            }
            index += digits
            if after != 0 {
                buffer[index] = after
                index += 1
            }
        }
        put(calendarDay.year, 4, UInt8(ascii: "-"))
        put(calendarDay.month, 2, UInt8(ascii: "-"))
        put(calendarDay.day, 2, UInt8(ascii: "T"))
        put(inDay / 3_600_000, 2, UInt8(ascii: ":"))
        put(inDay / 60_000 % 60, 2, UInt8(ascii: ":"))
        put(inDay / 1000 % 60, 2, UInt8(ascii: "."))
        put(inDay % 1000, 3, negative ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        put(offset / 3600, 2, UInt8(ascii: ":"))
        put(offset % 3600 / 60, 2, 0)
        return index
    }

    /// A year or offset outside the usual layout, field by field.
    private var written: String {
        let local = milliseconds + Int64(utcOffsetSeconds) * 1000
        let dayNumber = Int(floorDiv(local, 86_400_000))
        let inDay = Int(local - Int64(dayNumber) * 86_400_000)
        return Self.written(CalendarDay(daysSince1970: dayNumber), inDay: inDay, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// What `iso8601` writes, field by field: the general way, for any year and offset.
    static func written(_ calendarDay: CalendarDay, inDay: Int, utcOffsetSeconds: Int) -> String {
        let (year, month, day) = (calendarDay.year, calendarDay.month, calendarDay.day)
        let sign = utcOffsetSeconds < 0 ? "-" : "+"
        let offset = abs(utcOffsetSeconds)
        func two(_ value: Int) -> String { NumberText.padded(value, width: 2) }
        return NumberText.padded(year, width: 4) + "-" + two(month) + "-" + two(day)
            + "T" + two(inDay / 3_600_000) + ":" + two(inDay / 60_000 % 60) + ":" + two(inDay / 1000 % 60)
            + "." + NumberText.padded(inDay % 1000, width: 3)
            + sign + two(offset / 3600) + ":" + two(offset % 3600 / 60)
    }

    public init?(iso8601 text: String) {
        var text = text
        guard let read = text.withUTF8({ Timestamp(iso8601UTF8: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = read
    }

    /// The same from the text's UTF-8 bytes: a journal line's time is read from the line's
    /// own bytes, with no string made (and no array of its bytes) for every line.
    init?(iso8601UTF8 scalars: UnsafeRawBufferPointer) {
        guard let read = Self.writtenLayout(scalars) ?? Self.anyLayout(scalars) else { return nil }
        self = read
    }

    /// The same, with the day of the time read before (`RecentDay`).
    init?(iso8601UTF8 scalars: UnsafeRawBufferPointer, recentDay: inout RecentDay) {
        guard let read = Self.writtenLayout(scalars, recentDay: &recentDay) ?? Self.anyLayout(scalars) else {
            return nil
        }
        self = read
    }

    /// Any text `init(iso8601:)` accepts: fractions of any length, `Z` or an offset.
    static func anyLayout(_ scalars: UnsafeRawBufferPointer) -> Timestamp? {
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= scalars.count, !range.isEmpty else { return nil }
            var value = 0
            for byte in scalars[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        func character(_ index: Int) -> UInt8? { index < scalars.count ? scalars[index] : nil }
        guard let year = number(0..<4), character(4) == 45, let month = number(5..<7), character(7) == 45,
            let day = number(8..<10), character(10) == 84, let hour = number(11..<13), character(13) == 58,
            let minute = number(14..<16), character(16) == 58, let second = number(17..<19),
            CalendarDay(year: year, month: month, day: day).isValid, hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        var millis = 0
        if character(index) == 46 {
            var digits = 0
            index += 1
            while let byte = character(index), (48...57).contains(byte) {
                if digits < 3 { millis = millis * 10 + Int(byte - 48) }
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            // More than three digits are cut to milliseconds (`digits..<3` would be no range:
            // the reading stopped the program there before).
            if digits < 3 { for _ in digits..<3 { millis *= 10 } }
        }
        var offset = 0
        if character(index) == 90, index + 1 == scalars.count {
            offset = 0
        } else if let sign = character(index), sign == 43 || sign == 45, index + 6 == scalars.count,
            let hours = number(index + 1..<index + 3), character(index + 3) == 58,
            let minutes = number(index + 4..<index + 6), hours < 24, minutes < 60
        {
            offset = (hours * 3600 + minutes * 60) * (sign == 45 ? -1 : 1)
        } else {
            return nil
        }
        return Timestamp(
            day: CalendarDay(year: year, month: month, day: day), hour: hour, minute: minute, second: second,
            millis: millis, offset: offset)
    }

    /// The time in exactly the layout `iso8601` writes (`2026-11-21T09:30:12.345+01:00`, as
    /// every journal line has it), read with one check per byte; nil for anything else,
    /// which the general reading then reads or refuses.
    static func writtenLayout(_ bytes: UnsafeRawBufferPointer) -> Timestamp? {
        var recent = RecentDay()
        return writtenLayout(bytes, recentDay: &recent)
    }

    /// The day of the last time read in the written layout, by its 10 bytes: a journal's
    /// lines fall on a few days, and checking a date and counting its days was over half of
    /// reading a time.
    struct RecentDay {
        fileprivate var date: (UInt64, UInt16) = (0, 0)
        fileprivate var daysSince1970: Int?
    }

    /// The same, reusing `recentDay` when the date is its date (`JournalLineLayout`).
    static func writtenLayout(_ bytes: UnsafeRawBufferPointer, recentDay: inout RecentDay) -> Timestamp? {
        guard bytes.count == 29 else { return nil }
        let date = (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt16.self))
        if let days = recentDay.daysSince1970, date == recentDay.date {
            return clockInWrittenLayout(bytes, daysSince1970: days)
        }
        guard let days = dateInWrittenLayout(bytes), let time = clockInWrittenLayout(bytes, daysSince1970: days)
        else { return nil }
        recentDay = RecentDay(date: date, daysSince1970: days)
        return time
    }

    /// The day count of the first 10 bytes, a real day written `YYYY-MM-DD`; else nil.
    private static func dateInWrittenLayout(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let year = digits(bytes, 0, 4), let month = digits(bytes, 5, 2), let day = digits(bytes, 8, 2),
            bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
        else { return nil }
        let calendarDay = CalendarDay(year: year, month: month, day: day)
        return calendarDay.isValid ? calendarDay.daysSince1970 : nil
    }

    /// The time the rest of the 29 bytes give on the day `daysSince1970`, when they are the
    /// written layout's clock and offset; else nil.
    private static func clockInWrittenLayout(_ bytes: UnsafeRawBufferPointer, daysSince1970: Int) -> Timestamp? {
        let sign = bytes[23]
        guard let hour = digits(bytes, 11, 2), let minute = digits(bytes, 14, 2), let second = digits(bytes, 17, 2),
            let millis = digits(bytes, 20, 3), let offsetHours = digits(bytes, 24, 2),
            let offsetMinutes = digits(bytes, 27, 2), bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "."),
            sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), bytes[26] == UInt8(ascii: ":"), hour < 24,
            minute < 60, second < 60, offsetHours < 24, offsetMinutes < 60
        else { return nil }
        let offset = (offsetHours * 3600 + offsetMinutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        return Timestamp(
            daysSince1970: daysSince1970, hour: hour, minute: minute, second: second, millis: millis, offset: offset)
    }

    /// The number `count` ASCII digits from `start` write, nil if one is not a digit.
    @inline(__always)
    private static func digits(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<start + count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }

    /// The moment of a local date and time read from a text, at its offset from UTC in seconds.
    private init(day: CalendarDay, hour: Int, minute: Int, second: Int, millis: Int, offset: Int) {
        self.init(
            daysSince1970: day.daysSince1970, hour: hour, minute: minute, second: second, millis: millis,
            offset: offset)
    }

    private init(daysSince1970: Int, hour: Int, minute: Int, second: Int, millis: Int, offset: Int) {
        let local = Int64(daysSince1970) * 86_400_000 + Int64(((hour * 60 + minute) * 60 + second) * 1000 + millis)
        let utc = local - Int64(offset) * 1000
        self.init(date: Date(timeIntervalSince1970: Double(utc) / 1000), utcOffsetSeconds: offset)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Timestamp(iso8601: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 time")
        }
        self = value
    }

    private func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
