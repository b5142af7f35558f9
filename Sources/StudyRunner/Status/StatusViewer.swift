import StudyModel

/// Shows a `StatusScreen` full screen until the study team leaves it (q, Esc, Ctrl-C):
/// the arrows scroll by a line, PgUp/PgDn by a page, Home/End go to either end, a resized
/// window or a return from Ctrl-Z draws again at the new size. Every drawing is the
/// screen value's own (`StatusScreen.lines`); this only reads keys and writes frames.
struct StatusViewer {
    let terminal: any Terminal
    let styler: Styler
    var renderer = ScreenRenderer()

    /// Returns when the viewer is left by a key or the input ends; a stop signal (SIGTERM,
    /// SIGHUP) is thrown as `TerminalInterrupted` for the command to exit with its status.
    /// The terminal is back in its own state either way.
    func show(_ initial: StatusScreen) throws {
        terminal.enterFullScreen()
        defer { terminal.leaveFullScreen() }
        var screen = initial
        while true {
            let size = terminal.size
            let lines = screen.lines(width: size.columns, rows: size.rows, renderer: renderer)
            terminal.write(Redraw.fullScreen(lines.map { styler.render($0) }, rows: size.rows))
            terminal.flush()
            let key: Key
            do {
                key = try terminal.readKey().key
            } catch TerminalError.endOfInput {
                return
            }
            if key == .ctrl("z") {
                terminal.suspend()
                continue
            }
            let now = terminal.size
            guard let next = screen.after(key, width: now.columns, rows: now.rows) else { return }
            screen = next
        }
    }
}
