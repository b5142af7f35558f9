/// Wraps text to a width in terminal cells.
///
/// - Widths are display widths (`DisplayWidth`), so Chinese text and emoji fit.
/// - Lines break after spaces, and between wide characters (`LineBreakRules`); a grapheme
///   cluster (a letter with its accents, an emoji sequence) is never split.
/// - A word longer than the line starts a new line and is split where the line is full.
/// - Explicit newlines are kept: each paragraph is wrapped on its own, and an empty
///   paragraph is an empty line.
/// - No line ends with a space; spaces at a break are dropped, spaces inside a line and
///   at the start of a paragraph are kept.
/// - The text is made inert first (`TerminalSafe`), so what is measured is what is shown.
public enum TextWrap {
    /// What goes before each line: `first` before the first line of the text, `rest`
    /// before every other line (including the first lines of later paragraphs).
    public struct Indent: Sendable, Hashable {
        public var first: String
        public var rest: String

        public init(first: String, rest: String) {
            self.first = first
            self.rest = rest
        }

        public static let none = Indent(first: "", rest: "")

        /// The same number of spaces before every line.
        public static func spaces(_ count: Int) -> Indent {
            let pad = String(repeating: " ", count: max(0, count))
            return Indent(first: pad, rest: pad)
        }

        /// `first` before the first line (a bullet, a number), and later lines aligned after it.
        public static func hanging(_ first: String) -> Indent {
            Indent(first: first, rest: String(repeating: " ", count: DisplayWidth.of(first)))
        }
    }

    /// Lines no wider than `width` (unless a single character is wider than the space left).
    public static func wrap(_ text: String, width: Int, indent: Indent = .none) -> [String] {
        let first = TerminalSafe.inert(indent.first)
        let rest = TerminalSafe.inert(indent.rest)
        let firstWidth = width - DisplayWidth.of(first)
        let restWidth = width - DisplayWidth.of(rest)
        var lines: [String] = []
        for paragraph in paragraphs(text) {
            let characters = Array(paragraph)
            let isFirst = lines.isEmpty
            let ranges = lineRanges(characters, firstWidth: isFirst ? firstWidth : restWidth, restWidth: restWidth)
            for range in ranges {
                let prefix = lines.isEmpty ? first : rest
                lines.append(trimmingTrailingSpaces(prefix + String(characters[range])))
            }
        }
        return lines
    }

    /// The text made inert and split at its line breaks (every kind: `\n`, `\r\n`, …).
    public static func paragraphs(_ text: String) -> [Substring] {
        let safe = TerminalSafe.inert(text, keepingNewlines: true)
        return safe.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Where one paragraph (no newlines in it) breaks into lines: ranges of `characters`
    /// without the spaces at the break. An empty paragraph is one empty range. Widths
    /// below 1 are taken as 1.
    public static func lineRanges(_ characters: [Character], firstWidth: Int, restWidth: Int) -> [Range<Int>] {
        if characters.allSatisfy(LineBreakRules.isSpace) { return [0..<0] }
        let widths = characters.map { DisplayWidth.of($0) }
        var filler = LineFiller(widths: widths, available: max(1, firstWidth), restWidth: max(1, restWidth))
        for segment in segments(characters) {
            filler.place(segment)
        }
        var ranges = filler.finish()
        // Spaces at the start of a paragraph belong to its first word; drop them if a split left them alone.
        for index in ranges.indices {
            var end = ranges[index].upperBound
            while end > ranges[index].lowerBound && LineBreakRules.isSpace(characters[end - 1]) { end -= 1 }
            ranges[index] = ranges[index].lowerBound..<end
        }
        return ranges
    }

    /// Unbreakable runs: a word (with the paragraph's leading spaces on the first one),
    /// then the spaces after it.
    static func segments(_ characters: [Character]) -> [Segment] {
        var segments: [Segment] = []
        var index = 0
        while index < characters.count {
            let start = index
            if start == 0 {
                while index < characters.count && LineBreakRules.isSpace(characters[index]) { index += 1 }
            }
            while index < characters.count && !LineBreakRules.isSpace(characters[index]) {
                index += 1
                if index < characters.count, !LineBreakRules.isSpace(characters[index]),
                    LineBreakRules.canBreak(between: characters[index - 1], and: characters[index])
                {
                    break
                }
            }
            let wordEnd = index
            while index < characters.count && LineBreakRules.isSpace(characters[index]) { index += 1 }
            segments.append(Segment(start: start, wordEnd: wordEnd, end: index))
        }
        return segments
    }

    public static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last.map(LineBreakRules.isSpace) == true { text.removeLast() }
        return text
    }

    struct Segment {
        var start: Int
        var wordEnd: Int
        var end: Int
    }
}

/// Greedy filling: each word goes on the current line if it fits after the pending
/// spaces, else on a new line, split there if it is longer than a whole line.
private struct LineFiller {
    let widths: [Int]
    var available: Int
    let restWidth: Int
    var ranges: [Range<Int>] = []
    var lineStart: Int?
    var lineEnd = 0
    var lineWidth = 0
    var pendingSpaces = 0

    init(widths: [Int], available: Int, restWidth: Int) {
        self.widths = widths
        self.available = available
        self.restWidth = restWidth
    }

    mutating func place(_ segment: TextWrap.Segment) {
        let wordWidth = width(segment.start..<segment.wordEnd)
        if lineStart != nil && lineWidth + pendingSpaces + wordWidth <= available {
            lineEnd = segment.wordEnd
            lineWidth += pendingSpaces + wordWidth
        } else {
            if let start = lineStart { endLine(start..<lineEnd) }
            var start = segment.start
            var remaining = wordWidth
            while remaining > available && segment.wordEnd - start > 1 {
                var end = start
                var taken = 0
                while end < segment.wordEnd && taken + widths[end] <= available {
                    taken += widths[end]
                    end += 1
                }
                if end == start { // one character wider than the line: let it overflow
                    taken = widths[start]
                    end = start + 1
                }
                endLine(start..<end)
                start = end
                remaining -= taken
            }
            lineStart = start
            lineEnd = segment.wordEnd
            lineWidth = remaining
        }
        pendingSpaces = width(segment.wordEnd..<segment.end)
    }

    mutating func finish() -> [Range<Int>] {
        endLine((lineStart ?? 0)..<lineEnd)
        return ranges
    }

    private mutating func endLine(_ range: Range<Int>) {
        ranges.append(range)
        available = restWidth
    }

    private func width(_ range: Range<Int>) -> Int {
        widths[range].reduce(0, +)
    }
}
