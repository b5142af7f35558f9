/// Digits drawn five rows tall with block characters, so a number shown for a moment can
/// be read at a glance from a normal sitting distance. Each digit is a 3 × 5 pattern whose
/// cells are two columns wide, so its strokes look square on most terminal fonts.
enum BigDigits {
    private static let patterns: [Character: [String]] = [
        "0": ["###", "#.#", "#.#", "#.#", "###"],
        "1": [".#.", "##.", ".#.", ".#.", "###"],
        "2": ["###", "..#", "###", "#..", "###"],
        "3": ["###", "..#", "###", "..#", "###"],
        "4": ["#.#", "#.#", "###", "..#", "..#"],
        "5": ["###", "#..", "###", "..#", "###"],
        "6": ["###", "#..", "###", "#.#", "###"],
        "7": ["###", "..#", "..#", "..#", "..#"],
        "8": ["###", "#.#", "###", "#.#", "###"],
        "9": ["###", "#.#", "###", "..#", "###"],
    ]

    /// The five rows of `number`, digits two columns apart; characters that are not
    /// digits are left out.
    static func rows(_ number: Int) -> [String] {
        let glyphs = String(number).compactMap { patterns[$0] }
        return (0..<5).map { row in
            glyphs.map { cells($0[row]) }.joined(separator: "  ")
        }
    }

    private static func cells(_ pattern: String) -> String {
        pattern.map { $0 == "#" ? "██" : "  " }.joined()
    }
}
