/// Where a line may break, simplified from Unicode's line breaking algorithm (UAX #14) to
/// what study texts need: after spaces; between any two wide characters (Chinese,
/// Japanese and Korean text has no spaces between words), and between a wide character
/// and a narrow one; but never before closing punctuation (`，。、）」`) nor after opening
/// punctuation (`（「`), so no line starts with a comma or ends with an open bracket.
/// A grapheme cluster is never split: the rules only look between `Character`s.
public enum LineBreakRules {
    /// A space a line can break after; it is dropped at the end of a line.
    public static func isSpace(_ character: Character) -> Bool {
        character == " "
    }

    /// Whether a line may break between two adjacent non-space characters.
    public static func canBreak(between before: Character, and after: Character) -> Bool {
        if closing.contains(after) || opening.contains(before) { return false }
        return DisplayWidth.of(before) == 2 || DisplayWidth.of(after) == 2
    }

    /// No line starts with these: closing brackets and quotes, sentence and clause
    /// punctuation (full-width and ASCII), iteration marks, the prolonged sound mark and
    /// small kana.
    static let closing: Set<Character> = Set(
        "，。、．：；！？）」』】〕〉》〗〙〛｝］’”…‥・〜ー々〻ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
            + ",.:;!?)]}%"
    )

    /// No line ends with these: opening brackets and quotes.
    static let opening: Set<Character> = Set("（「『【〔〈《〖〘〚｛［‘“([{")
}
