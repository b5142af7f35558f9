/// How many terminal cells text takes: East Asian wide and full-width characters and most
/// emoji take two, combining marks and zero-width characters none. Wrapping and carets
/// use this instead of character counts, so Chinese text and emoji line up.
///
/// Text is measured one grapheme cluster (Swift `Character`) at a time, the way a modern
/// terminal draws it: a base with combining marks is as wide as the base, and an emoji
/// sequence (a ZWJ family, a flag, a skin tone, a keycap, a text symbol with variation
/// selector 16) is one wide emoji. Other clusters (Hangul jamo, Indic syllables) are the
/// sum of their scalars, which is what terminals that measure scalar by scalar do too.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        // Fast path: printable ASCII is one cell a byte, and is by far the most common text.
        var ascii = 0
        var isASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte >= 0x20 && byte != 0x7F { ascii += 1 }
        }
        if isASCII { return ascii }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The cells one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var iterator = scalars.makeIterator()
        _ = iterator.next()
        guard let second = iterator.next() else { return of(first) }
        if isRegionalIndicator(first) {
            return isRegionalIndicator(second) ? 2 : of(first)
        }
        if first.properties.isEmoji {
            // VS16 asks for emoji presentation; a ZWJ sequence or a skin tone is one emoji.
            if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D || $0.properties.isEmojiModifier }) {
                return 2
            }
        }
        return scalars.reduce(0) { $0 + of($1) }
    }

    /// The cells one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < 0xA0 { return 0 }
        if isZeroWidth(scalar) { return 0 }
        return isWide(scalar) ? 2 : 1
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x00AD:
            return false // the soft hyphen is drawn as a hyphen by terminals
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
            0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x1160...0x11FF, 0x1AB0...0x1AFF,
            0x1DC0...0x1DFF, 0x200B...0x200F, 0x20D0...0x20FF, 0xD7B0...0xD7FF, 0xFE00...0xFE0F,
            0xFE20...0xFE2F, 0xFEFF, 0xE0000...0xE007F, 0xE0100...0xE01EF:
            // Marks, zero-width spaces and joiners, Hangul vowel and final jamo (drawn
            // inside the syllable's two cells), variation selectors, tags.
            return true
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return true
            default: return false
            }
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
            0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
            0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
            0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
            0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF,
            0x1B000...0x1B16F, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
            0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
            0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            // Emoji shown as emoji by default are wide (East Asian Width W since Unicode 9);
            // a lone regional indicator is not, though a pair of them (a flag) is.
            return v >= 0x2000 && scalar.properties.isEmojiPresentation && !isRegionalIndicator(scalar)
        }
    }
}
