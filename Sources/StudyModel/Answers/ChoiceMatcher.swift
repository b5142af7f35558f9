import Foundation

/// Finds the choice a participant means by what they typed, in plain mode.
///
/// - A whole number is always a position on the list as shown (1 for the first choice),
///   never a value: in a PHQ-9 item whose values are 0 to 3, typing `1` picks the first
///   line shown ("Not at all", value 0). Numbers mean one thing only, so a participant who
///   reads the numbers on the screen cannot be misunderstood.
/// - Otherwise the words of a choice as shown, in the participant's language, ignoring
///   case, surrounding spaces, repeated spaces and spaces around commas.
/// - Otherwise a choice's value (never shown, but harmless to accept: `type2`).
struct ChoiceMatcher {
    private let labels: [String]
    private let values: [String]
    private let foldedValues: [String]
    /// The most commas in any label or value: how many comma-separated items one choice
    /// can span, which keeps reading a long pasted list linear.
    private let commas: Int
    /// The longest label or value, in characters.
    private let longest: Int

    init(labels: [String], values: [String]) {
        self.labels = labels.map(Self.folded)
        self.values = values
        self.foldedValues = values.map(Self.folded)
        self.commas = (self.labels + values).map { $0.filter { $0 == "," }.count }.max() ?? 0
        self.longest = (labels + values).map(\.count).max() ?? 0
    }

    init(_ options: ChoiceOptions, language: String) {
        self.init(labels: options.choices.map { $0.label.resolved(in: language) }, values: options.values)
    }

    /// The index of the choice `item` means.
    func index(of item: some StringProtocol) -> Int? {
        let trimmed = item.trimmingWhitespace
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigit) {
            guard let position = Int(trimmed), position >= 1, position <= labels.count else { return nil }
            return position - 1
        }
        let key = Self.folded(trimmed)
        return labels.firstIndex(of: key) ?? values.firstIndex(of: trimmed) ?? foldedValues.firstIndex(of: key)
    }

    /// The choices in a list typed for a multiple choice, in the order typed: items
    /// separated by commas (`1, 3`, `Planning meals, Worrying about hypos`) or, for
    /// numbers and one-word choices, by spaces (`1 3 4`). A choice whose words contain a
    /// comma (`Yes, type 1`) is found by trying the longest run of items first.
    func indices(of list: some StringProtocol) -> [Int]? {
        let parts = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
        var found: [Int] = []
        var start = 0
        while start < parts.count {
            if parts[start].isEmpty {
                start += 1
                continue
            }
            if let (index, end) = longestMatch(parts, from: start) {
                found.append(index)
                start = end + 1
                continue
            }
            let words = parts[start].split(whereSeparator: \.isWhitespace)
            guard words.count > 1 else { return nil }
            for word in words {
                guard let index = index(of: word) else { return nil }
                found.append(index)
            }
            start += 1
        }
        return found
    }

    /// The choice a list ends with, looking only at its last few items: a quick test
    /// before reading a whole list that may end in an "other" choice.
    func lastIndex(of list: Substring) -> Int? {
        // The last choice, spaces included, fits in this many characters.
        var budget = (longest + 16) * (commas + 1)
        var start = list.endIndex
        var found = 0
        while start > list.startIndex && budget > 0 {
            budget -= 1
            let before = list.index(before: start)
            if list[before] == "," {
                found += 1
                if found > commas { break }
            }
            start = before
        }
        let parts = list[start...].split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
        guard let last = parts.last, !last.isEmpty else { return nil }
        for first in parts.indices {
            if let index = index(of: parts[first...].joined(separator: ",")) { return index }
        }
        return last.split(whereSeparator: \.isWhitespace).last.flatMap { index(of: $0) }
    }

    private func longestMatch(_ parts: [String], from start: Int) -> (index: Int, end: Int)? {
        for end in stride(from: min(parts.count - 1, start + commas), through: start, by: -1) {
            if let index = index(of: parts[start...end].joined(separator: ",")) { return (index, end) }
        }
        return nil
    }

    /// Case-, width- and spacing-insensitive form for comparing what was typed with a label.
    static func folded(_ text: some StringProtocol) -> String {
        let words = String(text).folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.replacingOccurrences(of: " ,", with: ",").replacingOccurrences(of: ", ", with: ",")
    }
}
