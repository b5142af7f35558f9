import Foundation
import XCTest

@testable import StudyModel

/// Journal times: ISO 8601 with milliseconds and the UTC offset they were recorded in.
final class TimestampTests: XCTestCase {
    /// 2026-11-21T08:30:12Z.
    private let instant: TimeInterval = 1_795_249_812

    private func roundTrip(_ timestamp: Timestamp) throws -> Timestamp {
        let data = try JSONEncoder().encode([timestamp])
        return try JSONDecoder().decode([Timestamp].self, from: data)[0]
    }

    func testAPositiveOffsetIsKeptAndTheMomentIsRight() throws {
        let t = ParticipantFixtures.timestamp("2026-11-21T09:30:12.345+01:00")
        XCTAssertEqual(t.utcOffsetSeconds, 3600)
        XCTAssertEqual(t.date.timeIntervalSince1970, instant + 0.345, accuracy: 0.0005)
        XCTAssertEqual(t.iso8601, "2026-11-21T09:30:12.345+01:00")
    }

    func testANegativeOffsetWithMinutesIsKept() {
        let t = ParticipantFixtures.timestamp("2026-11-21T03:00:12.345-05:30")
        XCTAssertEqual(t.utcOffsetSeconds, -(5 * 3600 + 30 * 60))
        XCTAssertEqual(t.date.timeIntervalSince1970, instant + 0.345, accuracy: 0.0005)
        XCTAssertEqual(t.iso8601, "2026-11-21T03:00:12.345-05:30")
    }

    func testAZeroOffsetIsWrittenAsPlusZero() {
        let t = ParticipantFixtures.timestamp("2026-11-21T08:30:12.345+00:00")
        XCTAssertEqual(t.utcOffsetSeconds, 0)
        XCTAssertEqual(t.iso8601, "2026-11-21T08:30:12.345+00:00")
        let zulu = ParticipantFixtures.timestamp("2026-11-21T08:30:12.345Z")
        XCTAssertEqual(zulu.utcOffsetSeconds, 0)
        XCTAssertEqual(zulu, t)
        XCTAssertEqual(zulu.iso8601, "2026-11-21T08:30:12.345+00:00")
    }

    func testANegativeOffsetUnderAnHourKeepsItsSign() {
        let t = ParticipantFixtures.timestamp("2026-11-21T08:00:12.345-00:30")
        XCTAssertEqual(t.utcOffsetSeconds, -1800)
        XCTAssertEqual(t.iso8601, "2026-11-21T08:00:12.345-00:30")
    }

    func testTimesWithoutFractionalSecondsAreReadAndWrittenWithMilliseconds() {
        let t = ParticipantFixtures.timestamp("2026-11-21T09:30:12+01:00")
        XCTAssertEqual(t.date.timeIntervalSince1970, instant, accuracy: 0.0005)
        XCTAssertEqual(t.iso8601, "2026-11-21T09:30:12.000+01:00")
    }

    func testTheLocalTimeIsWrittenInTheOffsetGivenEvenAcrossMidnight() {
        let date = Date(timeIntervalSince1970: 1_795_303_800.25) // 2026-11-21T23:30:00.250Z
        XCTAssertEqual(Timestamp(date: date, utcOffsetSeconds: 3600).iso8601, "2026-11-22T00:30:00.250+01:00")
        XCTAssertEqual(Timestamp(date: date, utcOffsetSeconds: -8 * 3600).iso8601, "2026-11-21T15:30:00.250-08:00")
        XCTAssertEqual(Timestamp(date: date, utcOffsetSeconds: 0).iso8601, "2026-11-21T23:30:00.250+00:00")
        XCTAssertEqual(
            Timestamp(date: date, utcOffsetSeconds: 13 * 3600 + 45 * 60).iso8601, "2026-11-22T13:15:00.250+13:45")
    }

    func testEncodingRoundTripsForEachKindOfOffset() throws {
        for text in [
            "2026-11-21T09:30:12.345+01:00", "2026-11-21T03:00:12.345-05:30", "2026-11-21T08:30:12.500+00:00",
            "2026-02-28T23:59:59.250+05:45", "2027-01-01T00:00:00.000-10:00",
        ] {
            let t = ParticipantFixtures.timestamp(text)
            XCTAssertEqual(String(decoding: try JSONEncoder().encode([t]), as: UTF8.self), "[\"\(text)\"]")
            let back = try roundTrip(t)
            XCTAssertEqual(back, t, text)
            XCTAssertEqual(back.iso8601, text)
        }
    }

    func testTheSameMomentInTwoOffsetsIsOrderedTheSameButNotEqual() {
        let paris = ParticipantFixtures.timestamp("2026-11-21T09:30:12.345+01:00")
        let newYork = ParticipantFixtures.timestamp("2026-11-21T03:30:12.345-05:00")
        XCTAssertNotEqual(paris, newYork, "the offset is part of the value")
        XCTAssertFalse(paris < newYork)
        XCTAssertFalse(newYork < paris)
        let later = ParticipantFixtures.timestamp("2026-11-21T04:30:12.346-04:00")
        XCTAssertTrue(paris < later, "ordered by the moment, whatever the offset")
    }

    func testMalformedTextsAreNotTimestamps() {
        for text in [
            "", "2026-11-21", "09:30:12", "2026-11-21T09:30:12.345", "2026-11-21 09:30:12+01:00",
            "2026-11-21T25:30:12.345+01:00", "2026-11-21T09:61:12.345+01:00", "not a time",
        ] {
            XCTAssertNil(Timestamp(iso8601: text), text)
        }
    }

    /// Every millisecond must survive reading and writing: a journal re-read after a crash
    /// has to give back exactly the times that were written.
    func testEveryMillisecondSurvivesARoundTrip() throws {
        var wrong: [String] = []
        for millisecond in 0..<1000 {
            let text = String(format: "2026-11-21T09:30:12.%03d+01:00", millisecond)
            guard let t = Timestamp(iso8601: text) else {
                wrong.append("\(text) unreadable")
                continue
            }
            if t.iso8601 != text { wrong.append("\(text) → \(t.iso8601)") }
        }
        XCTAssertEqual(wrong, [], "\(wrong.count) of 1000 milliseconds changed")
    }

    /// The quick writing (digits into one buffer) and the general one agree wherever the
    /// quick one is used, and years beyond four digits still take the general one.
    func testTheQuickWritingIsTheGeneralOne() {
        var generator = SystemRandomNumberGenerator()
        var wrong: [String] = []
        for _ in 0..<5000 {
            let milliseconds = Int64.random(in: -62_000_000_000_000...253_000_000_000_000, using: &generator)
            let offset = Int.random(in: -18 * 3600...18 * 3600, using: &generator) / 60 * 60
            let timestamp = Timestamp(
                date: Date(timeIntervalSince1970: Double(milliseconds) / 1000), utcOffsetSeconds: offset)
            let local = milliseconds + Int64(offset) * 1000
            let day = Int((local - (local % 86_400_000 + 86_400_000) % 86_400_000) / 86_400_000)
            let inDay = Int(local - Int64(day) * 86_400_000)
            let general = Timestamp.written(CalendarDay(daysSince1970: day), inDay: inDay, utcOffsetSeconds: offset)
            if timestamp.iso8601 != general { wrong.append("\(timestamp.iso8601) ≠ \(general)") }
        }
        XCTAssertEqual(wrong, [])
        let farFuture = Timestamp(date: Date(timeIntervalSince1970: 300_000_000_000), utcOffsetSeconds: 0)
        XCTAssertTrue(farFuture.iso8601.hasPrefix("11476-"), farFuture.iso8601)
    }

    func testAClockReadingKeepsItsMillisecond() throws {
        var wrong: [Int] = []
        for millisecond in 0..<1000 {
            let date = Date(timeIntervalSince1970: instant + Double(millisecond) / 1000)
            let text = Timestamp(date: date, utcOffsetSeconds: 3600).iso8601
            if text != String(format: "2026-11-21T09:30:12.%03d+01:00", millisecond) { wrong.append(millisecond) }
        }
        XCTAssertEqual(wrong, [])
    }

    func testAnOffsetWithoutAColonIsReadOrRefusedButNeverLost() throws {
        let t = Timestamp(iso8601: "2026-11-21T09:30:12.345+0100")
        if let t {
            XCTAssertEqual(t.utcOffsetSeconds, 3600)
            XCTAssertEqual(t.iso8601, "2026-11-21T09:30:12.345+01:00")
        }
    }

    func testADayThatDoesNotExistIsNotATimestamp() throws {
        XCTAssertNil(Timestamp(iso8601: "2026-11-31T09:30:12.345+01:00"))
        XCTAssertNil(Timestamp(iso8601: "2026-02-29T09:30:12.345+01:00"))
    }

    /// The quick reading of the layout journals are written in gives what the general
    /// reading gives, and gives up (to it) on anything else: each byte of written times
    /// replaced by every other kind of byte, days that do not exist, hours, minutes and
    /// offsets out of range.
    func testTheWrittenLayoutIsReadAsTheGeneralReadingReadsIt() {
        var generator = SystemRandomNumberGenerator()
        var texts = [
            "2024-02-29T23:59:59.999-23:59", "2026-02-29T09:30:12.345+01:00", "2026-11-21T24:00:00.000+00:00",
            "2026-11-21T09:60:12.345+01:00", "2026-11-21T09:30:60.345+01:00", "2026-11-21T09:30:12.345+24:00",
            "2026-11-21T09:30:12.345+01:60", "0000-01-01T00:00:00.000+00:00", "2026-13-01T00:00:00.000+00:00",
            "2026-11-21T09:30:12.345Z", "2026-11-21T09:30:12.3456+01:00", "2026-11-21T09:30:12.345+0100",
        ]
        for _ in 0..<300 {
            let milliseconds = Int64.random(in: 0...253_000_000_000_000, using: &generator)
            let offset = Int.random(in: -23 * 3600...23 * 3600, using: &generator) / 60 * 60
            let written = Timestamp(
                date: Date(timeIntervalSince1970: Double(milliseconds) / 1000), utcOffsetSeconds: offset
            ).iso8601
            texts.append(written)
            var bytes = Array(written.utf8)
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            bytes[position] = [
                UInt8(ascii: "0"), UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: ":"), 0x2F, 0x3A, 0xC3,
            ].randomElement(
                using: &generator)!
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        var wrong: [String] = []
        for text in texts {
            Array(text.utf8).withUnsafeBytes { bytes in
                let quick = Timestamp.writtenLayout(bytes)
                let general = Timestamp.anyLayout(bytes)
                if let quick, quick != general { wrong.append("\(text): \(quick) ≠ \(String(describing: general))") }
                if quick == nil, general != nil, bytes.count == 29, text.contains(".") {
                    wrong.append("\(text): given up though written the journal's way")
                }
            }
        }
        XCTAssertEqual(wrong, [])
        XCTAssertEqual(Timestamp(iso8601: "2024-02-29T23:59:59.999-23:59")?.utcOffsetSeconds, -(23 * 3600 + 59 * 60))
    }

    /// A journal's times read one after another keep the last date's day (`RecentDay`):
    /// each is still read as on its own, whether its date is the one before or not, its
    /// clock broken or not.
    func testTimesReadWithTheDayBeforeAreReadAsOnTheirOwn() {
        var generator = SystemRandomNumberGenerator()
        var texts: [String] = []
        for _ in 0..<400 {
            let day = ["2026-11-21", "2026-11-22", "2024-02-29", "1969-12-31"].randomElement(using: &generator)!
            let clock = String(
                format: "T%02d:%02d:%02d.%03d", Int.random(in: 0..<25, using: &generator),
                Int.random(in: 0..<61, using: &generator), Int.random(in: 0..<61, using: &generator),
                Int.random(in: 0..<1000, using: &generator))
            let offset = ["+01:00", "-23:59", "+00:00", "+24:00", "Z", "+0100"].randomElement(using: &generator)!
            texts.append(day + clock + offset)
        }
        texts += ["2026-02-29T09:30:12.345+01:00", "2026-02-29T09:30:12.345+01:00", "2026-11-21X09:30:12.345+01:00"]
        var recent = Timestamp.RecentDay()
        var wrong: [String] = []
        for text in texts {
            Array(text.utf8).withUnsafeBytes { bytes in
                let alone = Timestamp(iso8601UTF8: bytes)
                let withDayBefore = Timestamp(iso8601UTF8: bytes, recentDay: &recent)
                if alone != withDayBefore { wrong.append("\(text): \(String(describing: withDayBefore))") }
            }
        }
        XCTAssertEqual(wrong, [])
        XCTAssertGreaterThan(texts.compactMap { Timestamp(iso8601: $0) }.count, 50)
    }

    /// A time with more than three digits of seconds' fraction is read to the millisecond
    /// (the general reading used to stop the program on one, as a hand-edited journal may have).
    func testMoreThanThreeDigitsOfAFractionAreCutToTheMillisecond() {
        XCTAssertEqual(
            Timestamp(iso8601: "2026-11-21T09:30:12.3456789+01:00")?.iso8601, "2026-11-21T09:30:12.345+01:00")
        XCTAssertEqual(Timestamp(iso8601: "2026-11-21T09:30:12.1234Z")?.iso8601, "2026-11-21T09:30:12.123+00:00")
    }
}
