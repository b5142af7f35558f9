import Foundation
import Testing

@testable import StudyModel

/// RFC 5545's text rules: escaping in TEXT values, folding at 75 octets without splitting
/// a UTF-8 sequence, CRLF line ends, UTC moments.
@Suite struct ICalendarTextTests {
    /// RFC 5545 section 3.1: unfolding removes each CRLF followed by one space.
    private func unfolded(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n ", with: "")
    }

    @Test func backslashSemicolonCommaAndLineBreaksAreEscaped() {
        #expect(ICalendarText.escaped(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
        #expect(ICalendarText.escaped("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(ICalendarText.escaped("colon: fine") == "colon: fine", "a colon needs no escape in a value")
    }

    @Test func controlCharactersOtherThanTabAreLeftOut() {
        #expect(ICalendarText.escaped("bell\u{07}\tescape\u{1B}[31m") == "bell\tescape[31m")
    }

    @Test func aShortLineIsNotFolded() {
        let line = "SUMMARY:" + String(repeating: "x", count: 67)
        #expect(line.utf8.count == 75)
        #expect(ICalendarText.folded(line) == line)
    }

    @Test func aLongLineIsFoldedAt75OctetsAndUnfoldsToItself() {
        let line = "DESCRIPTION:" + String(repeating: "abcdefghij", count: 20)
        let folded = ICalendarText.folded(line)
        let physical = folded.components(separatedBy: "\r\n")
        #expect(physical.count == 3)
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical[0].utf8.count == 75)
        #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(unfolded(folded) == line)
    }

    @Test func foldingNeverSplitsAMultiOctetCharacter() {
        // Three octets each: 75 is not reached on a character boundary after "SUMMARY:".
        let line = "SUMMARY:" + String(repeating: "睡眠日记", count: 12)
        let folded = ICalendarText.folded(line)
        let physical = folded.components(separatedBy: "\r\n")
        #expect(physical.count > 1)
        for part in physical {
            #expect(part.utf8.count <= 75)
            #expect(String(decoding: Array(part.utf8), as: UTF8.self) == part, "whole characters only")
        }
        #expect(physical[0].utf8.count == 74, "8 octets of name, then 22 characters of 3 octets")
        #expect(unfolded(folded) == line)
    }

    @Test func aFileEndsEveryLineWithCRLF() {
        let file = ICalendarText.file(["BEGIN:VCALENDAR", "END:VCALENDAR"])
        #expect(file == "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")
    }

    @Test func momentsAreWrittenInUTC() {
        let moment = ISO8601DateFormatter().date(from: "2026-11-25T09:05:07+01:00")!
        #expect(ICalendarText.utc(moment) == "20261125T080507Z")
    }
}
