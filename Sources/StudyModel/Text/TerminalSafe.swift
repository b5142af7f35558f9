import Foundation

/// Makes text from study files and answers safe to show: control characters and escape
/// sequences are replaced by visible stand-ins, so nothing in a file can drive the terminal.
///
/// `inert` is idempotent (its output has no control characters left), so text may pass
/// through it more than once: once where it is measured and wrapped, again at the edge.
public enum TerminalSafe {
    public static func inert(_ text: String) -> String {
        inert(text, keepingNewlines: false)
    }

    /// With `keepingNewlines`, every line break (`\n`, `\r\n`, `\r`, U+2028, U+2029, NEL,
    /// vertical tab, form feed) becomes a plain `\n`, so wrapping can still see paragraphs;
    /// everything else is made inert as usual.
    public static func inert(_ text: String, keepingNewlines: Bool) -> String {
        var out = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if keepingNewlines {
                let wasCarriageReturn = afterCarriageReturn
                afterCarriageReturn = scalar.value == 0x0D
                switch scalar.value {
                case 0x0A:
                    if !wasCarriageReturn { out.append("\n") }
                    continue
                case 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                    out.append("\n")
                    continue
                default:
                    break
                }
            }
            switch scalar.value {
            case 0x09: out.append(" ")
            case 0x00...0x1F:
                out.append(contentsOf: "^".unicodeScalars)
                out.append(Unicode.Scalar(scalar.value + 0x40)!)
            case 0x7F: out.append(contentsOf: "^?".unicodeScalars)
            case 0x80...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                // C1 controls and bidirectional overrides can reorder or hijack what is shown.
                let code = NumberText.hex(scalar.value, width: 4, uppercase: true)
                out.append(contentsOf: "<U+\(code)>".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
