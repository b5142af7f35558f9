import StudyModel

/// Draws a screen as lines of text: a pure function of the screen and the size, so every
/// screen can be snapshot-tested at fixed widths without a terminal.
struct ScreenRenderer: Sendable {
    var glyphs: Glyphs = .unicode
    var wording: Wording = .english

    /// Full-screen mode: header, body and footer composed into exactly `rows` lines.
    func frame(_ screen: Screen, width: Int, rows: Int, scroll: Int = 0) -> [Line] {
        Frame(
            header: header(screen, width: width), body: body(screen, width: width),
            footer: footer(screen, width: width), scroll: scroll
        )
        .lines(rows: rows, width: width, glyphs: glyphs, wording: wording)
    }

    /// The lines of the body alone, for scrolling and for finding the input row.
    func body(_ screen: Screen, width: Int) -> [Line] {
        var lines: [Line] = []
        if let title = screen.title {
            lines += Line(title, .title).wrapped(width: width)
        }
        for paragraph in screen.body {
            if !lines.isEmpty { lines.append(.empty) }
            lines += paragraphLines(paragraph, width: width)
        }
        for chart in screen.charts {
            if !lines.isEmpty { lines.append(.empty) }
            lines += chart.lines(width: width, glyphs: glyphs)
        }
        let input = inputLines(screen.input, width: width)
        if !input.isEmpty {
            if !lines.isEmpty { lines.append(.empty) }
            lines += input
        }
        if let notice = screen.notice {
            lines.append(.empty)
            lines += notice.lines(width: width, glyphs: glyphs)
        }
        return lines
    }

    func header(_ screen: Screen, width: Int) -> [Line] {
        var lines: [Line] = []
        if let context = screen.context {
            lines.append(Line(context, .quiet).truncated(to: width))
        }
        if let progress = screen.progress {
            var label = progress.text
            if let timeLeft = progress.timeLeft { label += " · " + timeLeft }
            lines += ProgressBar(fraction: progress.fraction, label: label).lines(width: width, glyphs: glyphs)
        }
        if !lines.isEmpty {
            lines += Rule().lines(width: width, glyphs: glyphs)
        }
        return lines
    }

    func footer(_ screen: Screen, width: Int) -> [Line] {
        let entries = screen.keys.filter(\.listed).map { KeyHelp(keys: $0.keyLabel, label: $0.label) }
        var lines =
            entries.isEmpty ? [] : Rule().lines(width: width, glyphs: glyphs) + KeyFooter(entries).lines(width: width)
        if let status = screen.statusLine { lines += Line(status, .quiet).wrapped(width: width) }
        return lines
    }

    func inputLines(_ input: Screen.Input, width: Int) -> [Line] {
        switch input {
        case .none:
            return []
        case let .choices(list):
            return list.lines(width: width, glyphs: glyphs)
        case let .scale(slider):
            return slider.lines(width: width, glyphs: glyphs)
        case let .line(field):
            var lines: [Line] = []
            if let label = field.label { lines += Line(label).wrapped(width: width) }
            lines += (Line("› ", .action) + Line(field.text)).wrapped(width: width)
            if let form = field.expectedForm { lines += Line(form, .quiet).wrapped(width: width) }
            return lines
        }
    }

    /// A paragraph's text may hold several paragraphs of its own (blank lines in a study
    /// file's text): they stay apart, as written.
    private func paragraphLines(_ paragraph: Screen.Paragraph, width: Int) -> [Line] {
        // YAML's folded text (`>`) keeps a paragraph break as a single newline.
        let parts = paragraph.text.components(separatedBy: "\n").filter { !$0.trimmingWhitespace.isEmpty }
        var lines: [Line] = []
        for (index, part) in parts.enumerated() {
            if index > 0 { lines.append(.empty) }
            lines += Line(part, paragraph.style).wrapped(width: width)
        }
        return lines
    }

    /// Plain mode: the same content as plain lines, read top to bottom once, with no
    /// cursor marks; choices are numbered so they can be typed.
    func plain(_ screen: Screen, width: Int, ui: UIText = .english) -> [Line] {
        var lines: [Line] = []
        if let context = screen.context { lines += Line(context).wrapped(width: width) }
        if let progress = screen.progress {
            var text = progress.text
            if let timeLeft = progress.timeLeft { text += ui.listSeparator + timeLeft }
            lines += Line(text).wrapped(width: width)
        }
        var plainScreen = screen
        if case var .choices(list) = screen.input {
            list.cursor = nil
            list.showsNumbers = true
            // Read top to bottom, a detail on its own line is clearer than a column.
            list.detailsBeside = false
            // Numbers are what is typed; radio marks would only be read out as brackets,
            // so the answer already given is said in words instead.
            if list.mode == .single {
                list.mode = .menu
                let chosen = list.chosen.sorted().map { list.items[$0].label }
                if !chosen.isEmpty {
                    plainScreen.body.append(
                        .quiet(UIText.fill(ui.currentAnswer, ["answer": chosen.joined(separator: ", ")])))
                }
                list.chosen = []
            }
            plainScreen.input = .choices(list)
        }
        if case let .scale(slider) = screen.input {
            // A drawing of a slider means nothing to a screen reader: the points as words.
            var points = slider.points
            if let low = slider.minLabel, !points.isEmpty { points[0] += " (" + low + ")" }
            if let high = slider.maxLabel, points.count > 1 { points[points.count - 1] += " (" + high + ")" }
            plainScreen.input = .none
            plainScreen.body.append(.normal(points.joined(separator: ", ")))
            if let selected = slider.selected {
                plainScreen.body.append(.quiet(UIText.fill(ui.currentAnswer, ["answer": slider.points[selected]])))
            }
        }
        if case let .line(field) = screen.input {
            // The prompt itself is the line editor's; only the label and the form are printed.
            plainScreen.input = .none
            plainScreen.body += [
                field.label.map(Screen.Paragraph.normal), field.expectedForm.map(Screen.Paragraph.quiet),
            ]
            .compactMap { $0 }
        }
        plainScreen.notice = nil
        // Bars mean nothing read aloud: each chart's figures as a sentence instead.
        plainScreen.body += screen.charts.map { .normal($0.spoken) }
        plainScreen.charts = []
        if !lines.isEmpty { lines.append(.empty) }
        lines += body(plainScreen, width: width)
        return lines
    }
}
