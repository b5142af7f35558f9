#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// termios settings: reading them, applying them, and deriving the raw mode used while
/// keys are read in full-screen mode.
enum TerminalAttributes {
    static func current(of descriptor: Int32) throws -> termios {
        var attributes = termios()
        while tcgetattr(descriptor, &attributes) != 0 {
            guard errno == EINTR else { throw TerminalError.system(call: "tcgetattr", errno: errno) }
        }
        return attributes
    }

    /// Applies settings after pending output is written (TCSADRAIN), so a redraw is not
    /// cut off; typed-ahead input is kept (never TCSAFLUSH: it could swallow answers).
    static func apply(_ attributes: termios, to descriptor: Int32) throws {
        var attributes = attributes
        while tcsetattr(descriptor, TCSADRAIN, &attributes) != 0 {
            guard errno == EINTR else { throw TerminalError.system(call: "tcsetattr", errno: errno) }
        }
    }

    /// Raw input for reading single keys: no line buffering, no echo, no signals from
    /// Ctrl-C/Ctrl-Z/Ctrl-\ (they arrive as keys), no flow control (Ctrl-S/Ctrl-Q arrive as
    /// keys), no CR→NL translation (Enter is CR). Each read returns as soon as one byte is
    /// there (VMIN 1, VTIME 0).
    ///
    /// Output processing (OPOST, ONLCR) is kept on purpose, unlike `cfmakeraw`: a "\n"
    /// written in full-screen mode still starts a new line at column 1, so text written
    /// plainly looks the same in both modes.
    static func raw(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }

    /// Field-by-field equality (the struct has padding, so no memcmp).
    static func same(_ lhs: termios, _ rhs: termios) -> Bool {
        var left = lhs
        var right = rhs
        let sameCharacters = withUnsafeBytes(of: &left.c_cc) { leftBytes in
            withUnsafeBytes(of: &right.c_cc) { rightBytes in leftBytes.elementsEqual(rightBytes) }
        }
        return lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag && lhs.c_cflag == rhs.c_cflag
            && lhs.c_lflag == rhs.c_lflag && sameCharacters
            && cfgetispeed(&left) == cfgetispeed(&right) && cfgetospeed(&left) == cfgetospeed(&right)
    }
}
