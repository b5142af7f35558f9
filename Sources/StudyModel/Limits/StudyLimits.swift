/// Every size and depth limit on what `study` reads, in one place. Each keeps a parser off
/// the edge of the stack or out of a loop that would run for hours, and each is far above
/// anything a real study needs. Documented in docs/study-format.md, "Limits".
public enum StudyLimits {
    /// Study and consent files larger than this are refused before they are read whole.
    /// The largest example study is 30 kB; 5 MB leaves room for any questionnaire.
    public static let maximumFileBytes = 5_000_000

    /// How deeply YAML maps and lists may sit inside each other. Real studies use about 10
    /// levels; the YAML composer recurses once per level, so the depth must be bounded.
    public static let maximumYAMLDepth = 64

    /// How many values aliases (`*name`) may copy in a file, counting copies of copies.
    /// An alias repeats everything under its anchor, so ten lines of aliases to aliases
    /// can stand for a billion values (the "billion laughs" attack).
    public static let maximumAliasCopies = 100_000

    /// How deeply an expression may nest (parentheses, operators, calls, lists). Parsing,
    /// checking and evaluating recurse once per level.
    public static let maximumExpressionDepth = 100

    /// The longest expression, in characters. Real conditions and scores are a few
    /// hundred characters at most.
    public static let maximumExpressionLength = 10_000

    /// How many characters "did you mean" suggestions may compare in one validation (see
    /// `SuggestionBudget`). A typical study uses a few thousand; this keeps a file full of
    /// misspelt names to about a second.
    public static let maximumSuggestionWork = 5_000_000

    /// `bytes` in megabytes with one decimal, rounded up so that a file just over the limit
    /// never reads as "5.0 MB".
    public static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 99_999) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    /// The message for a file over `maximumFileBytes`; `bytes` nil when the size is unknown
    /// (a device or pipe that was read only up to the limit).
    public static func fileTooLargeMessage(bytes: Int?, kind: String = "study files") -> String {
        let limit = "\(kind) are limited to \(maximumFileBytes / 1_000_000) MB"
        guard let bytes else { return "the file is larger than \(maximumFileBytes / 1_000_000) MB; \(limit)" }
        return "the file is \(megabytes(bytes)); \(limit)"
    }
}
