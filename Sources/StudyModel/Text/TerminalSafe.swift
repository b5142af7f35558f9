import Foundation

/// Makes text from study files and answers safe to show: control characters and escape
/// sequences are replaced by visible stand-ins, so nothing in a file can drive the terminal.
public enum TerminalSafe {
    public static func inert(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09: out.append(" ")
            case 0x00...0x1F: out.append(contentsOf: "^".unicodeScalars); out.append(Unicode.Scalar(scalar.value + 0x40)!)
            case 0x7F: out.append(contentsOf: "^?".unicodeScalars)
            case 0x80...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                // C1 controls and bidirectional overrides can reorder or hijack what is shown.
                out.append(contentsOf: String(format: "<U+%04X>", scalar.value).unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
