/// One thing the participant did at the keyboard, or one thing that happened to the
/// terminal while the runner waited for a key.
///
/// Keys are values so that the runner's key map (one table that also renders the help
/// line) can match on them and tests can script them. Which byte sequences produce which
/// key is `KeyDecoder`'s job; this type only names the outcomes.
///
/// Conventions, chosen so that matching stays simple:
/// - `.character` holds one extended grapheme cluster as typed or committed by an input
///   method: `"a"`, `"é"`, `"你"`, `"👍🏽"`. Never a control character.
/// - Keys that have their own case never also arrive as `.ctrl`: Ctrl-I is `.tab`, Ctrl-M
///   and Ctrl-J are `.enter`, Ctrl-H is `.backspace`, Ctrl-[ is `.escape`.
/// - `.ctrl` holds a lowercase letter `a`…`z`, or one of `@ \ ] ^ _` for the few control
///   bytes that are not letters. Ctrl-C arrives as `.ctrl("c")` because full-screen mode
///   turns terminal signals off: the runner decides what it means.
/// - Shift, Alt and Ctrl held with a key that has no control byte of its own (arrows,
///   Home, function keys, Alt with a letter) arrive as `.modified(key, modifiers)`, so a
///   plain `.right` never matches Ctrl-→ by accident.
enum Key: Hashable, Sendable {
    case character(Character)
    case enter
    case backspace
    case delete
    case insert
    case tab
    case escape
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// F1…F12 (and beyond, if the terminal sends them).
    case function(Int)
    /// A control byte: see the type's documentation for the letters used.
    case ctrl(Character)
    /// A key pressed with Shift, Alt or Ctrl that the terminal reports as such.
    indirect case modified(Key, KeyModifiers)
    /// Text the terminal delivered as one bracketed paste: newlines in it are text, not
    /// Enter, so pasting a paragraph never submits an answer half-way.
    case paste(String)

    // Pseudo-events: not keys, but the reasons `readKey` returned without one.

    /// The window changed size: read `size` again and redraw.
    case resize
    /// `readKey(timeout:)` waited the whole timeout and nothing was pressed.
    case timeout
    /// The program was stopped (Ctrl-Z, SIGTSTP) and has been continued: the terminal is
    /// back in full-screen mode but its contents are gone, so redraw everything.
    case resume
    /// A sequence this decoder does not know (or a malformed one), kept so it can be
    /// logged; the runner should ignore it rather than type its bytes.
    case unknown([UInt8])
}

/// Modifier keys reported with `Key.modified`. The bit values are those of the xterm
/// modifier parameter minus one (`ESC [ 1 ; 5 C` is Ctrl-→: 5 - 1 = 4 = control).
struct KeyModifiers: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let shift = KeyModifiers(rawValue: 1)
    static let alt = KeyModifiers(rawValue: 2)
    static let control = KeyModifiers(rawValue: 4)
    static let meta = KeyModifiers(rawValue: 8)
}

extension Key {
    /// True for `.resize`, `.timeout` and `.resume`: events rather than key presses.
    var isPseudoEvent: Bool {
        switch self {
        case .resize, .timeout, .resume: return true
        default: return false
        }
    }
}
