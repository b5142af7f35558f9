import Foundation
import XCTest

@testable import StudyModel

/// The byte-level ways of writing and reading dates, clock times and date-times (the export
/// writes and reads one for every such answer) give what the general ways give: checked here
/// against the fields, over the edges each hands over to the general way.
final class AnswerTextFastPathsTests: XCTestCase {
    private func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    func testDaysAndClockTimesAreTheirPaddedFields() {
        for (year, month, day) in [
            (2026, 11, 28), (1, 1, 1), (999, 12, 31), (9999, 9, 9), (12345, 1, 2), (-5, 3, 4),
            (2024, 100, 7), (2024, 2, -1), (0, 0, 0),
        ] {
            let expected = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
            XCTAssertEqual(CalendarDay(year: year, month: month, day: day).iso, expected)
        }
        for minute in [0, 1, 59, 60, 61, 599, 1439, 1440, 5999, 6000, 123_456, -1, -61] {
            let expected = padded(minute / 60, 2) + ":" + padded(minute % 60, 2)
            XCTAssertEqual(AnswerFormatting.clock(minute), expected, "\(minute)")
        }
    }

    func testDateTimesAreWrittenAsTheirFields() {
        let day = CalendarDay(year: 2024, month: 5, day: 1)
        XCTAssertEqual(AnswerJSON.moment(day, 450, 60), "2024-05-01T07:30+01:00")
        XCTAssertEqual(AnswerJSON.moment(day, 0, 0), "2024-05-01T00:00+00:00")
        XCTAssertEqual(AnswerJSON.moment(day, 1439, -570), "2024-05-01T23:59-09:30")
        // Outside the usual widths: the general way, field by field.
        XCTAssertEqual(
            AnswerJSON.moment(CalendarDay(year: 12024, month: 5, day: 1), 450, 60), "12024-05-01T07:30+01:00")
        XCTAssertEqual(AnswerJSON.moment(day, -30, 0), "2024-05-01T00:-30+00:00")
        XCTAssertEqual(AnswerJSON.moment(day, 450, 6000), "2024-05-01T07:30+100:00")
    }

    func testDateTimesAreReadAsTheirFieldsAndNothingElse() {
        func expected(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, _ sign: Int, _ zh: Int, _ zm: Int)
            -> (CalendarDay, Int, Int)?
        {
            let day = CalendarDay(year: y, month: mo, day: d)
            let offset = zh * 60 + zm
            guard day.isValid, h < 24, mi < 60, zh < 24, zm < 60, offset <= 18 * 60 else { return nil }
            return (day, h * 60 + mi, sign * offset)
        }
        let cases: [(Int, Int, Int, Int, Int, Int, Int, Int)] = [
            (2024, 5, 1, 7, 30, 1, 1, 0), (2024, 2, 29, 23, 59, 1, 18, 0), (2023, 2, 29, 10, 0, 1, 0, 0),
            (2024, 5, 1, 24, 0, 1, 0, 0), (2024, 5, 1, 7, 60, -1, 5, 0), (2024, 5, 1, 7, 30, 1, 18, 1),
            (2024, 13, 1, 7, 30, -1, 9, 30), (2024, 4, 31, 7, 30, 1, 0, 0), (1, 1, 1, 0, 0, -1, 0, 0),
            (0, 1, 1, 0, 0, 1, 0, 0), (9999, 12, 31, 23, 59, -1, 12, 0), (2024, 5, 1, 7, 30, 1, 0, 60),
        ]
        for (y, mo, d, h, mi, sign, zh, zm) in cases {
            let text =
                padded(y, 4) + "-" + padded(mo, 2) + "-" + padded(d, 2) + "T" + padded(h, 2) + ":"
                + padded(mi, 2) + (sign < 0 ? "-" : "+") + padded(zh, 2) + ":" + padded(zm, 2)
            let read = AnswerJSON.moment(text)
            let want = expected(y, mo, d, h, mi, sign, zh, zm)
            XCTAssertEqual(read?.0, want?.0, text)
            XCTAssertEqual(read?.1, want?.1, text)
            XCTAssertEqual(read?.2, want?.2, text)
        }
        for text in [
            "2024-05-01T07:30Z", "2024-05-01 07:30+01:00", "2024-05-01T07:30*01:00", "2024-05-01T07:3a+01:00",
            "+024-05-01T07:30+01:00", "2024-05-01T07:30+01:0", "2024-05-01T07:30+01:000", "２024-05-01T07:30+01:00",
        ] {
            let general = text.hasSuffix("Z") ? (CalendarDay(year: 2024, month: 5, day: 1), 450, 0) : nil
            let read = AnswerJSON.moment(text)
            XCTAssertEqual(read?.0, general?.0, text)
            XCTAssertEqual(read?.1, general?.1, text)
            XCTAssertEqual(read?.2, general?.2, text)
        }
    }

    func testClockTimesAreReadAsTheirFieldsAndNothingElse() {
        for hour in [0, 9, 23, 24, 99] {
            for minute in [0, 30, 59, 60, 99] {
                let text = padded(hour, 2) + ":" + padded(minute, 2)
                let want = hour < 24 && minute < 60 ? hour * 60 + minute : nil
                XCTAssertEqual(ExpressionTemporal.minutes(text), want, text)
                XCTAssertEqual(ExpressionTemporal.minutes(Substring("x" + text).dropFirst()), want, text)
            }
        }
        for text in ["7:30", "07:3", "07-30", "0a:30", "07:30:00", "", ":::::", "٠٧:٣٠", "+7:30"] {
            XCTAssertNil(ExpressionTemporal.minutes(text), text)
        }
    }
}
