import Foundation
import XCTest

@testable import StudyModel

/// The export's faster ways of writing give what the general ways give, on the inputs each
/// hands over to the general way: cells written as CSV bytes, a run's day for its scores,
/// the syntax files' escapes and the column names.
final class ExportWritingPathsTests: XCTestCase {
    private static func time(_ text: String) throws -> Timestamp {
        try XCTUnwrap(Timestamp(iso8601: text), text)
    }

    func testCellsWrittenAsBytesAreTheLinesOfTheirText() throws {
        let times = try [
            "2026-11-21T09:30:12.345+01:00", "1999-12-31T23:59:59.999-12:00", "2026-02-28T00:00:00.000+05:45",
        ].map(Self.time)
        // A moment whose year has five digits: written the general way.
        let farOff = Timestamp(date: Date(timeIntervalSince1970: 300_000_000_000), utcOffsetSeconds: 0)
        let numbers = [0, 7, 10, 1_234_567_890, -5, Int.max, Int.min]
        let texts = ["", "plain", "x,y", "say \"hi\"\nthere", "Zoë", "a\rb", "😀,"]
        var bytes = CSVBytes()
        var expected = ""
        for row in 0..<texts.count {
            let time = row < times.count ? times[row] : farOff
            let number = numbers[row]
            bytes.cell(texts[row])
            bytes.cell(number)
            bytes.cell(time)
            bytes.cell(texts[texts.count - 1 - row])
            bytes.endRow()
            expected += CSVTable.line([texts[row], String(number), time.iso8601, texts[texts.count - 1 - row]])
        }
        bytes.endRow()
        expected += CSVTable.line([])
        XCTAssertEqual(bytes.text, expected)
        XCTAssertEqual(bytes.rows, texts.count + 1)
        XCTAssertTrue(farOff.iso8601.hasPrefix("11476-"), farOff.iso8601)
    }

    /// A cell is looked at 8 bytes at a time: a byte that needs quotes is found at every
    /// place of a word and of the bytes after the last whole word, and bytes that are not
    /// ASCII (high bits set) never pass for one.
    func testABytesNeedForQuotesIsFoundAtEveryPlace() {
        var bytes = CSVBytes()
        var expected = ""
        for length in 1...24 {
            for place in 0..<length {
                for special in [",", "\"", "\n", "\r", "é", "\u{AC}"] {
                    var characters = Array(repeating: "x", count: length)
                    characters[place] = special
                    let text = characters.joined()
                    bytes.cell(text)
                    bytes.cell(String(place))
                    bytes.endRow()
                    expected += CSVTable.line([text, String(place)])
                }
            }
        }
        XCTAssertEqual(bytes.text, expected)
    }

    /// The buffer grows past its first room (a cell longer than it, and many cells), and a
    /// copy written to is a value of its own, as an array of bytes would be.
    func testCellBytesGrowAndCopiesKeepTheirOwnBytes() {
        var bytes = CSVBytes(capacity: 4)
        var expected = ""
        let long = String(repeating: "ab\"c,", count: 50)
        for row in 0..<200 {
            bytes.cell(row)
            bytes.cell(row.isMultiple(of: 7) ? long : "cell \(row)")
            bytes.endRow()
            expected += CSVTable.line([String(row), row.isMultiple(of: 7) ? long : "cell \(row)"])
        }
        var copy = bytes
        copy.cell("only in the copy")
        bytes.cell(42)
        XCTAssertEqual(copy.text, expected + "only in the copy")
        XCTAssertEqual(bytes.text, expected + "42")
        XCTAssertEqual(bytes.bytes, Array((expected + "42").utf8))
        XCTAssertEqual(bytes.rows, 200)
    }

    func testCellsCollectedAsRowsAreTheirText() throws {
        let time = try Self.time("2026-11-21T09:30:12.345+01:00")
        var rows = CSVRows()
        rows.cell("a")
        rows.cell(-3)
        rows.cell(time)
        rows.endRow()
        rows.endRow()
        XCTAssertEqual(rows.rows, [["a", "-3", "2026-11-21T09:30:12.345+01:00"], []])
    }

    /// A run's "today" is the day Foundation's calendar gives in a zone of the time's offset:
    /// around midnight on both sides of UTC, on a leap day, far from 1970, and beyond the
    /// offsets a zone can have (UTC then).
    func testARunsDayIsTheDayOfItsOwnOffset() throws {
        let texts = [
            "2026-11-21T00:00:00.000+14:00", "2026-11-20T23:59:59.999+14:00", "2026-11-21T00:00:00.000-12:00",
            "2026-11-20T23:59:59.999-12:00", "2024-02-29T12:00:00.000+05:45", "2024-02-29T23:59:59.999-09:30",
            "1900-01-01T00:00:00.000+00:00", "1969-12-31T23:59:59.999+00:00", "1970-01-01T00:00:00.000+00:00",
            "2100-03-01T00:00:00.001+01:00", "9999-12-31T23:59:59.999+00:00",
        ]
        var moments = try texts.map(Self.time)
        moments.append(Timestamp(date: Date(timeIntervalSince1970: 1_764_000_000), utcOffsetSeconds: 19 * 3600))
        moments.append(Timestamp(date: Date(timeIntervalSince1970: -2_300_000_000), utcOffsetSeconds: 3600))
        for moment in moments {
            let zone = TimeZone(secondsFromGMT: moment.utcOffsetSeconds) ?? .gmt
            XCTAssertEqual(moment.expressionDay, ExpressionDate(moment.date, timeZone: zone), moment.iso8601)
        }
    }

    func testSyntaxFilesEscapeEveryCharacterTheyMust() {
        XCTAssertEqual(RSyntax.quoted("a\\b \"c\"\nd é"), #""a\\b \"c\"\nd é""#)
        XCTAssertEqual(RSyntax.quoted("plain text"), "\"plain text\"")
        XCTAssertEqual(SPSSSyntax.quoted("say \"hi\"\nZoë"), "\"say \"\"hi\"\" Zoë\"")
        XCTAssertEqual(Codebook.cell("a|b|c"), "a\\|b\\|c")
        XCTAssertEqual(Codebook.cell("no bars"), "no bars")
        // A quote followed by a combining accent is still a quote to escape.
        XCTAssertEqual(RSyntax.quoted("\"\u{301}"), "\"\\\"\u{301}\"")
    }

    func testColumnNamesAreTheSameWhateverTheirLetters() {
        XCTAssertEqual(ExportVariable.fieldName("Sleep-Hours.2"), "sleep_hours_2")
        XCTAssertEqual(ExportVariable.fieldName("mood_score"), "mood_score")
        XCTAssertEqual(ExportVariable.fieldName("Zoë"), "zo_")
        XCTAssertEqual(ExportVariable.fieldName("a\r\nb"), "a_b", "a carriage return and line feed are one character")
        XCTAssertEqual(ExportVariable.fieldName("\u{212A}elvin"), "kelvin", "the Kelvin sign lower-cases to k")
        XCTAssertEqual(ExportVariable.fieldName(""), "")
    }
}
