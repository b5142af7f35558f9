/// A message that something went wrong or right, with a mark so the meaning does not rest
/// on colour: `✗ Enter a number from 0 to 10.` (error), `✓ Saved.` (success); `!` and `*`
/// with ASCII glyphs. Long messages wrap aligned after the mark.
struct Notice: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case error, success }

    var kind: Kind
    var message: String

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    static func error(_ message: String) -> Notice { Notice(.error, message) }
    static func success(_ message: String) -> Notice { Notice(.success, message) }

    func lines(width: Int, glyphs: Glyphs = .unicode) -> [Line] {
        let style: Style = kind == .error ? .error : .success
        let mark = kind == .error ? glyphs.errorMark : glyphs.successMark
        return Line(message, style).wrapped(width: width, hanging: Line(mark + " ", style))
    }
}
