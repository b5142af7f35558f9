import StudyModel

/// Shows screens and waits for the participant: the one place that reads input. In
/// full-screen mode it redraws on every key and on resize; in plain mode it prints each
/// screen once and reads typed lines, so a screen reader or a piped file works the same.
final class Presenter {
    enum Mode { case fullScreen, plain }

    /// How a screen ended: the action, the screen's final state, and what was typed.
    struct Response {
        var action: ScreenAction
        var screen: Screen
        var typed: String?
    }

    let terminal: Terminal
    let mode: Mode
    let styler: Styler
    var renderer: ScreenRenderer
    let ui: UIText
    /// A quiet status line for every screen while it returns one (the central store out of
    /// reach); asked at each redraw, so it comes and goes without a dialog.
    var statusLine: (() -> String?)?
    /// Told each time a screen has reached the terminal and the participant's input is
    /// awaited (the central store's background sender sends only then, so it never competes
    /// with drawing the screen that follows an answer); must return at once.
    var shown: (() -> Void)?
    /// The status line plain mode printed last: it is said once when it changes, not before
    /// every prompt.
    private var plainStatus: String?

    init(terminal: Terminal, mode: Mode, styler: Styler, renderer: ScreenRenderer, ui: UIText) {
        self.terminal = terminal
        self.mode = mode
        self.styler = styler
        self.renderer = renderer
        self.ui = ui
    }

    /// Shows `screen` until an action ends it. Throws `TerminalInterrupted` on a stop signal
    /// and `TerminalError.endOfInput` when input ends.
    func present(_ screen: Screen) throws -> Response {
        do {
            switch mode {
            case .fullScreen: return try presentFullScreen(screen)
            case .plain: return try presentPlain(screen)
            }
        } catch let interrupted as TerminalInterrupted where interrupted.signal == .interrupt {
            // Ctrl-C as a signal (plain mode, or while a line is edited) asks before leaving,
            // like the Ctrl-C key in full-screen mode.
            return Response(action: .interrupt, screen: screen, typed: nil)
        }
    }

    // MARK: Full screen

    private func presentFullScreen(_ initial: Screen) throws -> Response {
        var screen = initial
        var scroll = 0
        var digits = DigitEntry()
        while true {
            draw(screen, scroll: scroll)
            if case var .line(field) = screen.input {
                let typed: String?
                do {
                    typed = try readField(field, screen: screen, scroll: scroll)
                } catch let stopped as TerminalInterrupted
                    where [.resize, .resume, .interrupt].contains(stopped.signal)
                {
                    field.text = stopped.partialLine ?? field.text
                    screen.input = .line(field)
                    // Resized, or back after Ctrl-Z: the whole screen again, the line as typed.
                    if stopped.signal != .interrupt { continue }
                    return Response(action: .interrupt, screen: screen, typed: field.text)
                }
                guard let typed else {
                    return Response(action: .leave, screen: screen, typed: nil)
                }
                if let command = PlainCommands.command(in: typed, keys: screen.keys) {
                    return Response(action: command, screen: screen, typed: nil)
                }
                return Response(action: .submit, screen: screen, typed: PlainCommands.literal(typed))
            }
            let timed = try terminal.readKey()
            let key = timed.key
            let pager = self.pager(screen, scroll: scroll)
            switch key {
            case .resize, .resume, .timeout:
                continue
            case .pageDown:
                // Any screen taller than the window scrolls, a page at a time.
                scroll = pager.nextPage().offset
                continue
            case .pageUp:
                scroll = pager.previousPage().offset
                continue
            case .enter
            where pager.hasMoreBelow && (screen.input == .none || screen.keys.contains { $0.action == .pageDown }):
                // Texts to be read (consent, review, instructions) cannot be passed over
                // unread: Enter first shows the rest, a page at a time.
                scroll = pager.nextPage().offset
                continue
            case .ctrl("c"):
                return Response(action: .interrupt, screen: screen, typed: nil)
            case .ctrl("z"):
                terminal.suspend()
                continue
            default:
                break
            }
            if key == .enter, Self.needsPick(screen) {
                screen.notice = .error(ui.chooseFirst)
                continue
            }
            guard var action = action(for: key, in: screen) else {
                digits.reset()
                continue
            }
            if case let .choose(digit) = action {
                action = .choose(digits.add(digit, at: timed.time, upTo: Self.largestNumber(on: screen)))
            } else {
                digits.reset()
            }
            switch action {
            case .pageDown: scroll = pager.nextPage().offset
            case .pageUp: scroll = pager.previousPage().offset
            default:
                if let changed = ScreenInteraction.apply(action, to: screen) {
                    screen = changed
                    scroll = followCursor(screen, scroll: scroll)
                } else {
                    return Response(action: action, screen: screen, typed: nil)
                }
            }
        }
    }

    /// A list with nothing highlighted (agree, allow): Enter alone picks nothing.
    static func needsPick(_ screen: Screen) -> Bool {
        if case let .choices(list) = screen.input { return list.mode == .menu && list.cursor == nil }
        return false
    }

    /// How the body is paged in the window now.
    private func pager(_ initial: Screen, scroll: Int) -> Pager {
        var screen = initial
        screen.statusLine = statusLine?()
        let size = terminal.size
        return Frame(
            header: renderer.header(screen, width: size.columns), body: renderer.body(screen, width: size.columns),
            footer: renderer.footer(screen, width: size.columns), scroll: scroll
        ).pager(rows: size.rows)
    }

    /// Scrolls so the choice under the cursor is in view (long lists, narrow windows).
    private func followCursor(_ screen: Screen, scroll: Int) -> Int {
        guard case let .choices(list) = screen.input, let cursor = list.cursor else { return scroll }
        let width = terminal.size.columns
        let body = renderer.body(screen, width: width)
        let listStart =
            renderer.body(Screen(title: screen.title, body: screen.body, input: .none), width: width).count + 1
        let range = list.lineRange(ofItem: cursor, width: width, glyphs: renderer.glyphs)
        let pager = self.pager(screen, scroll: scroll)
        guard body.count > pager.pageSize else { return 0 }
        return pager.showing(line: listStart + range.upperBound - 1).showing(line: listStart + range.lowerBound).offset
    }

    private func action(for key: Key, in screen: Screen) -> ScreenAction? {
        if let binding = screen.keys.first(where: { $0.keys.contains(key) }) { return binding.action }
        if case let .character(character) = key, let digit = character.wholeNumberValue, character.isASCII,
            screen.keys.contains(where: { if case .choose = $0.action { return true } else { return false } })
        {
            return .choose(digit)
        }
        return nil
    }

    private func draw(_ initial: Screen, scroll: Int) {
        var screen = initial
        screen.statusLine = statusLine?()
        let size = terminal.size
        let lines = renderer.frame(screen, width: size.columns, rows: size.rows, scroll: scroll)
        terminal.write(Redraw.fullScreen(lines.map { styler.render($0) }, rows: size.rows))
        terminal.flush()
        shown?()
    }

    /// Typed answers are edited on the input row with libedit, starting from what was typed
    /// before, so going back keeps an answer editable.
    private func readField(_ field: Screen.LineField, screen: Screen, scroll: Int) throws -> String? {
        let size = terminal.size
        let header = renderer.header(screen, width: size.columns).count
        let body = renderer.body(screen, width: size.columns)
        let row = body.firstIndex { $0.text.hasPrefix("›") } ?? max(0, body.count - 1)
        terminal.write(Redraw.moveTo(row: min(size.rows, header + row - scroll + 1)) + Redraw.clearLine)
        terminal.flush()
        return try terminal.readLine(prompt: "› ", initial: field.text)
    }

    /// Digits typed in quick succession make one number ("1" then "0" picks 10 on a 0–10
    /// scale, or the twelfth choice).
    /// Digits typed in quick succession make one number, but only while that number can
    /// still be picked: on a list of four, "2" then "1" picks 2, then 1.
    struct DigitEntry {
        private var number = 0
        private var last: MonotonicTime?
        static let window = Duration.milliseconds(800)

        mutating func add(_ digit: Int, at time: MonotonicTime, upTo largest: Int) -> Int {
            let combined = number * 10 + digit
            if let last, time - last <= Self.window, number > 0, combined <= largest {
                number = combined
            } else {
                number = digit
            }
            last = time
            return number
        }

        mutating func reset() {
            number = 0
            last = nil
        }
    }

    /// The largest number a digit can pick on this screen (the last choice, the top of a scale).
    static func largestNumber(on screen: Screen) -> Int {
        switch screen.input {
        case let .choices(list): return list.items.count
        case let .scale(slider):
            return slider.points.allSatisfy { Int($0) != nil }
                ? slider.points.compactMap { Int($0) }.max() ?? 0 : slider.points.count
        default: return 9
        }
    }

    // MARK: Plain

    private func presentPlain(_ initialScreen: Screen) throws -> Response {
        var screen = initialScreen
        while true {
            let width = min(terminal.size.columns, 100)
            terminal.write(
                "\n" + renderer.plain(screen, width: width, ui: ui).map { styler.render($0) + "\n" }.joined())
            if let notice = screen.notice {
                // A notice can quote a study's own message: inert like every other text.
                terminal.write(TerminalSafe.inert(notice.message, keepingNewlines: true) + "\n")
            }
            let status = statusLine?()
            if let status, status != plainStatus { terminal.write(status + "\n") }
            plainStatus = status
            let prompt = PlainCommands.prompt(for: screen, ui: ui)
            // A kept answer (after going back) is offered again: an empty line keeps it.
            var initial = ""
            if case let .line(field) = screen.input { initial = field.text }
            terminal.flush()
            shown?()
            guard let typed = try terminal.readLine(prompt: prompt, initial: initial) else {
                terminal.write("\n")
                throw TerminalError.endOfInput
            }
            if let command = PlainCommands.command(in: typed, keys: screen.keys) {
                return Response(action: command, screen: screen, typed: nil)
            }
            let empty = typed.trimmingWhitespace.isEmpty
            if empty && PlainCommands.hasKeptChoice(screen) {
                return Response(action: .submit, screen: screen, typed: nil)
            }
            if empty && Self.needsPick(screen) {
                screen.notice = .error(ui.chooseFirst)
                continue
            }
            return Response(action: .submit, screen: screen, typed: PlainCommands.literal(typed))
        }
    }
}
