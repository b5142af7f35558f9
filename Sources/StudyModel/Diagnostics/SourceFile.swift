import Foundation

/// The text of a study (or consent) file, kept so diagnostics can quote the offending line.
public struct SourceFile: Sendable {
    /// The path as the user gave it; diagnostics print it unchanged.
    public let path: String
    /// `path` as every location in this file carries it, looked up once per file.
    let sourcePath: SourcePath
    public let text: String
    /// Where each line stands in `text`, in UTF-8 bytes, without its line break. Offsets, not
    /// `Substring`s: a large file has tens of thousands of lines and only a few are ever quoted.
    private let lineRanges: [Range<Int>]

    /// Every line, without its line break.
    public var lines: [Substring] { lineRanges.map(substring) }

    public init(path: String, text: String) {
        self.path = path
        self.sourcePath = SourcePath(path)
        // A byte order mark is not part of the text; editors on Windows add one.
        var text = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
        lineRanges = text.withUTF8(Self.lineRanges)
        self.text = text
    }

    /// Splits where libyaml counts a new line, or its line numbers would point past the lines
    /// we can quote: "\n", "\r\n", a lone "\r", and U+0085, U+2028, U+2029. On bytes, not
    /// Characters: this runs on every file and must stay cheap.
    private static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        while index < bytes.count {
            // Eight bytes at a time while none can start a line break: a third of the
            // instructions of splitting a large file byte by byte (ninth round); and on to the
            // first byte that may, rather than one byte at a time up to it (tenth round).
            if index + 8 <= bytes.count {
                let word = UInt64(
                    littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                let candidates = mayStartLineBreak(word)
                if candidates == 0 {
                    index += 8
                    continue
                }
                index += candidates.trailingZeroBitCount / 8
            }
            let breakLength: Int
            switch bytes[index] {
            case UInt8(ascii: "\n"): breakLength = 1
            case UInt8(ascii: "\r"): breakLength = byte(1) == UInt8(ascii: "\n") ? 2 : 1
            case 0xC2 where byte(1) == 0x85: breakLength = 2
            case 0xE2 where byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9): breakLength = 3
            default:
                index += 1
                continue
            }
            ranges.append(start..<index)
            index += breakLength
            start = index
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    /// Which of eight bytes (the first in the lowest bits) may start a line break: a line
    /// feed, a carriage return or a byte that is not ASCII (U+0085, U+2028 and U+2029 start
    /// with a byte of 0x80 or more), as the high bit of each such byte; zero when none may.
    /// A byte equal to `n` is found as a zero byte of `word ^ n` with the usual borrow test,
    /// which can also mark bytes above a true one, never below it: the lowest mark is exact.
    @inline(__always)
    private static func mayStartLineBreak(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
        return word & highBits | zeroBytes(word ^ (ones &* 0x0A)) | zeroBytes(word ^ (ones &* 0x0D))
    }

    private func substring(_ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        return text[
            utf8.index(
                utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
    }

    /// The line with 1-based number `number`, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lineRanges.count ? substring(lineRanges[number - 1]) : nil
    }

    /// A location in this file. libyaml counts one line more at the end of a file that does
    /// not end with a line break; a mark there becomes "just after the last character", so
    /// every location can be quoted.
    public func location(line: Int, column: Int) -> SourceLocation {
        if line > lineRanges.count, let last = lineRanges.last {
            return SourceLocation(
                path: sourcePath, line: lineRanges.count, column: substring(last).unicodeScalars.count + 1)
        }
        return SourceLocation(path: sourcePath, line: line, column: column)
    }
}
