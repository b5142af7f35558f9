#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The window size, decided in a fixed order so every run can be reproduced: `COLUMNS` and
/// `LINES` from the environment win (each on its own, when it is a positive number), then
/// what the terminal reports (`ioctl(TIOCGWINSZ)`), then 80×24.
enum WindowSize {
    static func size(of descriptor: Int32?, environment: [String: String]) -> TerminalSize {
        let reported = descriptor.flatMap(reportedSize)
        return TerminalSize(
            columns: positive(environment["COLUMNS"]) ?? reported?.columns ?? TerminalSize.fallback.columns,
            rows: positive(environment["LINES"]) ?? reported?.rows ?? TerminalSize.fallback.rows
        )
    }

    /// What the terminal says, or nil if it is not a terminal or says 0×0 (some do).
    static func reportedSize(of descriptor: Int32) -> TerminalSize? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    private static func positive(_ value: String?) -> Int? {
        guard let value, let number = Int(value), number > 0 else {
            return nil
        }
        return number
    }
}
