import Foundation
import Testing

@testable import StudyModel

/// The one number formatter: every place that writes a number for people or files goes
/// through `NumberText`, so the same number is written the same way everywhere.
@Suite struct NumberTextTests {
    @Test func shortestPlainSpelling() {
        #expect(NumberText.text(50) == "50")
        #expect(NumberText.text(0.5) == "0.5")
        #expect(NumberText.text(-3.25) == "-3.25")
        #expect(NumberText.text(-0.0) == "0")
        #expect(NumberText.text(0.000_000_1) == "0.0000001", "never an exponent")
        #expect(NumberText.text(0.00001) == "0.00001")
        #expect(NumberText.text(123_456_789_012) == "123456789012")
    }

    @Test func fixedAndLargestNumberOfPlaces() {
        #expect(NumberText.text(7.5, places: 2) == "7.50")
        #expect(NumberText.text(7.46, places: 0) == "7")
        #expect(NumberText.text(7.0, upTo: 1) == "7")
        #expect(NumberText.text(2.333_333, upTo: 1) == "2.3")
        #expect(NumberText.text(-0.04, upTo: 1) == "0", "a rounded-away minus sign is dropped")
    }

    /// Whole numbers are written without `String(format:)`, exactly as it writes them.
    @Test func wholeNumbersWithPlacesAreWrittenAsStringFormatWritesThem() {
        let values: [Double] = [0, -0.0, 7, -3, 27, 100, 1e14, -999_999_999_999_999, 0.5, -0.04, 7.25, 1e15, 1e300]
        for value in values {
            for places in 1...4 {
                #expect(NumberText.text(value, places: places) == String(format: "%.\(places)f", value), "\(value)")
            }
        }
        #expect(NumberText.text(7, places: 2) == "7.00")
        #expect(NumberText.text(-0.0, places: 1) == "-0.0")
    }

    @Test func roundingForResultsFiles() {
        #expect(NumberText.rounded(1.23456, places: 3) == 1.235)
        #expect(NumberText.rounded(2.5, places: 0) == 3)
        #expect(TaskStatistics.rounded(0.1 + 0.2) == 0.3)
        #expect(TaskStatistics.rounded(nil) == nil)
    }

    @Test func paddedAndHexadecimal() {
        #expect(NumberText.padded(7, width: 3) == "007")
        #expect(NumberText.padded(2026, width: 2) == "2026")
        #expect(NumberText.padded(-5, width: 2) == "-05")
        #expect(NumberText.hex(UInt8(10), width: 2) == "0a")
        #expect(NumberText.hex(UInt32(0x202E), width: 4, uppercase: true) == "202E")
        let bytes: [UInt8] = [0x00, 0x0a, 0xf0, 0xff, 0x7b]
        #expect(NumberText.hex(bytes: bytes) == bytes.map { NumberText.hex($0, width: 2) }.joined())
        #expect(NumberText.hex(bytes: bytes) == "000af0ff7b")
        #expect(NumberText.hex(bytes: [UInt8]()) == "")
    }

    /// The places that used to format numbers their own way now agree.
    @Test func everyWriterAgrees() {
        for value in [3.0, 0.5, -12.25, 0.000_01, 1e15] {
            #expect(ExpressionFormat.number(value) == NumberText.text(value))
            #expect(RangeRules.format(value) == NumberText.text(value))
        }
        #expect(TerminalSafe.inert("a\u{202E}b").contains("<U+202E>"))
        #expect(SignedConsentDocument.sha256("").hasPrefix("e3b0c442"))
        let noon = Timestamp(date: Date(timeIntervalSince1970: 43_200.007), utcOffsetSeconds: -5_400)
        #expect(noon.iso8601 == "1970-01-01T10:30:00.007-01:30")
    }
}
