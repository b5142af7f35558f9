/// Text made fit for plain mode, where no escape sequence may ever reach the output:
/// screen readers speak them, braille displays show them, logs fill with them.
///
/// Escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL|ST`, DCS/SOS/PM/APC strings,
/// and two-byte `ESC x`) are removed whole, so styled text written by mistake comes out as
/// its words. Other control characters are removed too, except tab and line breaks; CR LF
/// and a lone CR become LF. So are the bidi overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069): they are not escape sequences, but they reorder what is shown, and
/// typed input (echoed, or offered again as a kept answer) reaches here unfiltered.
enum PlainText {
    static func stripped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var state = State.text
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch state {
            case .text:
                let wasCarriageReturn = afterCarriageReturn
                afterCarriageReturn = value == 0x0D
                switch value {
                case 0x1B: state = .escape
                case 0x0D: out.append("\n")
                case 0x0A: if !wasCarriageReturn { out.append("\n") }
                case 0x09: out.append(scalar)
                case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: break
                default: out.append(scalar)
                }
            case .escape:
                switch value {
                case 0x5B: state = .controlSequence // [
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .string // ] P X ^ _
                case 0x20...0x2F: state = .escape // intermediates: ESC ( B
                default: state = .text
                }
            case .controlSequence:
                if (0x40...0x7E).contains(value) || value == 0x1B || value < 0x20 {
                    state = value == 0x1B ? .escape : .text
                }
            case .string:
                if value == 0x07 { state = .text } else if value == 0x1B { state = .stringEscape }
            case .stringEscape:
                state = value == 0x5C ? .text : .string // ESC \ ends it
            }
        }
        return String(out)
    }

    private enum State {
        case text, escape, controlSequence, string, stringEscape
    }
}
