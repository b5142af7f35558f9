/// Fitting one line of text into a number of terminal cells: padding and truncating by
/// display width, so columns of Chinese text and emoji line up. The text is made inert
/// first, so what is measured is what is shown.
public enum TextFit {
    public enum Alignment: Sendable, Hashable {
        case left, right, center
    }

    /// The ellipsis that ends truncated text.
    public static let ellipsis = "…"

    /// Spaces added to reach `width` cells; text already as wide or wider is returned as is.
    /// Centred text puts the odd space on the right.
    public static func pad(_ text: String, to width: Int, alignment: Alignment = .left) -> String {
        let safe = TerminalSafe.inert(text)
        let (left, right) = padding(for: DisplayWidth.of(safe), to: width, alignment: alignment)
        return String(repeating: " ", count: left) + safe + String(repeating: " ", count: right)
    }

    /// The spaces to add on each side of text `textWidth` cells wide.
    public static func padding(for textWidth: Int, to width: Int, alignment: Alignment) -> (left: Int, right: Int) {
        let missing = max(0, width - textWidth)
        switch alignment {
        case .left: return (0, missing)
        case .right: return (missing, 0)
        case .center: return (missing / 2, missing - missing / 2)
        }
    }

    /// At most `width` cells: text that is too wide is cut at a character boundary and
    /// ends with `…`. The result can be a cell narrower than `width` when a wide
    /// character does not fit.
    public static func truncate(_ text: String, to width: Int, ellipsis: String = TextFit.ellipsis) -> String {
        let safe = TerminalSafe.inert(text)
        guard DisplayWidth.of(safe) > width else { return safe }
        let count = prefixCount(of: Array(safe), fitting: width - DisplayWidth.of(ellipsis))
        guard width > 0 else { return "" }
        return String(safe.prefix(count)) + (DisplayWidth.of(ellipsis) <= width ? ellipsis : "")
    }

    /// How many of the characters fit in `width` cells from the start.
    public static func prefixCount(of characters: [Character], fitting width: Int) -> Int {
        var used = 0
        var count = 0
        for character in characters {
            let cells = DisplayWidth.of(character)
            if used + cells > width { break }
            used += cells
            count += 1
        }
        return count
    }
}
