import StudyModel

/// `study status` full screen, as a value: the report, where it came from, and how far it
/// is scrolled. Drawing it (`lines`) is a pure function of the value and the window size,
/// and so is what a key does to it (`after`), so both are tested without a terminal; the
/// loop that reads keys and draws is `StatusViewer`.
///
/// The body is the report with its charts (`StatusReport.chartedText`): the funnel,
/// per-task completion and overdue counts as bars, the score distributions as histograms,
/// each participant's last activity, then the files left out. Words are the study team's
/// English, like the plain report; nothing here is shown to a participant.
struct StatusScreen: Sendable, Equatable {
    var report: StatusReport
    /// What was read: the folders named, or the store's address without its password.
    var source: String
    /// The first body line in view; kept within range whenever it is moved or drawn.
    var scroll = 0

    /// Charts wider than this are no easier to read: a wide window keeps them at this width.
    static let chartWidth = 120

    static let keys: [KeyBinding] = [
        KeyBinding(keys: [.up, .character("k")], keyLabel: "↑/↓", label: "scroll", action: .up, plainCommand: nil),
        KeyBinding(
            keys: [.down, .character("j")], keyLabel: "", label: "", action: .down, plainCommand: nil, listed: false),
        KeyBinding(
            keys: [.pageUp, .character("b")], keyLabel: "PgUp/PgDn", label: "page", action: .pageUp, plainCommand: nil),
        KeyBinding(
            keys: [.pageDown, .character(" ")], keyLabel: "", label: "", action: .pageDown, plainCommand: nil,
            listed: false),
        KeyBinding(
            keys: [.home, .character("g")], keyLabel: "Home/End", label: "top/end", action: .home, plainCommand: nil),
        KeyBinding(
            keys: [.end, .character("G")], keyLabel: "", label: "", action: .end, plainCommand: nil, listed: false),
        KeyBinding(
            keys: [.character("q"), .escape, .ctrl("c"), .ctrl("d")], keyLabel: "q", label: "leave", action: .leave,
            plainCommand: nil),
    ]

    /// The header and footer as a `Screen` says them: what is shown, and the keys.
    var frameScreen: Screen {
        func counted(_ count: Int, _ one: String, _ many: String) -> String { "\(count) " + (count == 1 ? one : many) }
        let studies = counted(report.studies.count, "study", "studies")
        let participants = counted(
            report.studies.reduce(0) { $0 + $1.participantCount }, "participant", "participants")
        var screen = Screen(context: "study status · \(source) · \(studies), \(participants)", keys: Self.keys)
        if report.leftSomethingOut {
            screen.statusLine = "Some files were left out: they are listed at the end (End)."
        }
        return screen
    }

    /// The report with its charts, one line each: study names and section headings bold.
    func body(width: Int) -> [Line] {
        var text = report.chartedText(width: min(width, Self.chartWidth))
        if text.hasSuffix("\n") { text.removeLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let heading = !line.isEmpty && (!line.hasPrefix(" ") || (line.hasPrefix("  ") && !line.hasPrefix("   ")))
            return Line(String(line), heading ? .title : .normal)
        }
    }

    func frame(width: Int, rows: Int, renderer: ScreenRenderer = ScreenRenderer()) -> Frame {
        let screen = frameScreen
        var frame = Frame(
            header: renderer.header(screen, width: width), body: body(width: width),
            footer: renderer.footer(screen, width: width), scroll: scroll)
        frame.scroll = frame.pager(rows: rows).offset
        return frame
    }

    /// Exactly `rows` lines, none wider than `width`.
    func lines(width: Int, rows: Int, renderer: ScreenRenderer = ScreenRenderer()) -> [Line] {
        frame(width: width, rows: rows, renderer: renderer)
            .lines(rows: rows, width: width, glyphs: renderer.glyphs, wording: renderer.wording)
    }

    /// The screen after `key` at this window size, or nil when the key leaves. Keys that do
    /// nothing here (and pseudo-events such as a resize) leave it as it is: the caller redraws.
    func after(_ key: Key, width: Int, rows: Int) -> StatusScreen? {
        guard let action = Self.keys.first(where: { $0.keys.contains(key) })?.action else { return self }
        let pager = frame(width: width, rows: rows).pager(rows: rows)
        let moved: Pager
        switch action {
        case .leave: return nil
        case .up: moved = pager.scrolled(by: -1)
        case .down: moved = pager.scrolled(by: 1)
        case .pageUp: moved = pager.previousPage()
        case .pageDown: moved = pager.nextPage()
        case .home: moved = pager.top()
        case .end: moved = pager.bottom()
        default: moved = pager
        }
        var next = self
        next.scroll = moved.offset
        return next
    }
}
