/// Finding the end of a JSON string's plain bytes 8 at a time, for both readings of a journal
/// line (`LineTokens` and `JournalLineLayout`): most of a journal's bytes are in strings,
/// and a string's bytes need a look only at a quote, a backslash, a control character or a
/// byte that is not ASCII.
enum PlainBytes {
    /// The index of the first byte from `index` that needs a look, found a word at a time, or
    /// where fewer than 8 bytes are left (the caller looks at those one by one). Stopping
    /// at the word that holds one, not at the byte, cost more than it saved: strings are
    /// short, and each byte after it was looked at a word at a time again.
    /// Inlined: called for every string of every line, mostly short ones, the call itself
    /// was a fifth of its cost.
    @inline(__always)
    static func skipped(_ bytes: UnsafeRawBufferPointer, from index: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        var index = index
        while index + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte's high bit is set in each test exactly when some byte of the word
            // is a quote (0x22), a backslash (0x5C), under 0x20, or 0x80 and over.
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let special =
                ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
                | word
            let found = special & high
            guard found == 0 else {
                // Bytes below the first special one are never flagged (no borrow reaches
                // them), so the lowest flag is that byte: go straight to it.
                return index + found.trailingZeroBitCount / 8
            }
            index += 8
        }
        return index
    }
}
