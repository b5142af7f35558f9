/// The escape sequences that switch a terminal in and out of full-screen mode, in one
/// place so that entering, leaving, and the emergency restore always mirror each other.
/// Only `PosixTerminal` writes them; `PlainTerminal` never writes any escape sequence.
enum ScreenModeSequences {
    /// Alternate screen (saving the cursor and the normal screen: `?1049`), cursor
    /// hidden, bracketed paste on (pasted text arrives as `.paste`, never as Enter).
    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"

    /// The reverse, in reverse order, after resetting colours and styles so none leaks
    /// into the shell.
    static let leave = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    /// While a line is edited in full-screen mode: cursor visible and bracketed paste
    /// off, because libedit does not understand the paste markers and would type them.
    static let beginLineEditing = "\u{1B}[?2004l\u{1B}[?25h"
    static let endLineEditing = "\u{1B}[?25l\u{1B}[?2004h"
}
