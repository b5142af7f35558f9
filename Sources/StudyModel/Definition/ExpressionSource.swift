/// An expression as written in the study file, kept as text with its position so that
/// errors inside it can point at the exact column.
public struct ExpressionSource: Sendable, Equatable {
    public var text: String
    /// Where the expression's first character is.
    public var location: SourceLocation
    /// Offsets inside the text map to columns only on a single line written without escapes.
    public var mapsColumnsExactly: Bool

    public init(text: String, location: SourceLocation, mapsColumnsExactly: Bool) {
        self.text = text
        self.location = location
        self.mapsColumnsExactly = mapsColumnsExactly
    }

    /// The location of the Unicode-scalar `offset` inside the expression.
    public func location(atOffset offset: Int) -> SourceLocation {
        mapsColumnsExactly ? location.advanced(by: offset) : location
    }
}
