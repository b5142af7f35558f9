/// Trimming for the dictionary's cells and choices, which are read by the thousand.
enum REDCapText {
    /// `text.trimmingWhitespace`, without its scalar-by-scalar copy when the space to cut is
    /// ASCII (`1, Label | 2, Label` has a space around every piece): the ASCII white space
    /// (tab, line feed, vertical tab, form feed, carriage return, space) is cut byte by byte,
    /// and only when a non-ASCII character is left at either end (which may be Unicode space,
    /// U+00A0 or U+3000) does the general trimming decide.
    static func trimmed(_ text: Substring) -> String {
        let bytes = text.utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isASCIISpace(bytes[start]) { bytes.formIndex(after: &start) }
        while start < end, isASCIISpace(bytes[bytes.index(before: end)]) { bytes.formIndex(before: &end) }
        let kept = text[start..<end]
        if let first = kept.utf8.first, let last = kept.utf8.last, first >= 0x80 || last >= 0x80 {
            return kept.trimmingWhitespace
        }
        return String(kept)
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
