/// Piping: `{id}` in a question's text or detail (or an instruction's text) shows the
/// answer to an earlier question, or a score, as the participant reads it
/// ("You said you take {med_name}: how often?").
///
/// A reference is a `{`, an id as ids are written (a lower-case letter, then lower-case
/// letters, digits and `_`) and a `}`, with nothing in between. Other braces are text:
/// "{ this }" and "{Note}" are shown as written. The validator checks that every
/// reference names a question asked before the text (or a score worked out by then);
/// `PipedValues` gives the words that replace it.
public enum TextPiping {
    /// One `{id}` in a text; `range` counts Unicode scalars and includes both braces.
    public struct Reference: Equatable, Sendable {
        public var name: String
        public var range: Range<Int>
    }

    /// The references in `text`, in reading order, with repeats.
    public static func references(in text: String) -> [Reference] {
        var references: [Reference] = []
        var opened: (offset: Int, name: String)?
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "{":
                opened = (offset, "")
            case "}":
                if let current = opened, isID(current.name) {
                    references.append(Reference(name: current.name, range: current.offset..<(offset + 1)))
                }
                opened = nil
            default:
                if opened != nil { opened!.name.unicodeScalars.append(scalar) }
            }
        }
        return references
    }

    /// `text` with each reference replaced by `value(name)`; a reference whose value is
    /// nil (only in a study that was not validated) stays as written.
    public static func fill(_ text: String, _ value: (String) -> String?) -> String {
        let references = references(in: text)
        guard !references.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var position = 0
        for reference in references {
            result.append(contentsOf: scalars[position..<reference.range.lowerBound])
            if let replacement = value(reference.name) {
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(contentsOf: scalars[reference.range])
            }
            position = reference.range.upperBound
        }
        result.append(contentsOf: scalars[position...])
        return String(result)
    }

    private static func isID(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}
