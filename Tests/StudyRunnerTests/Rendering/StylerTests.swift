import Testing

@testable import StudyRunner

extension RenderingTests {
    /// Lines to bytes: exact escape sequences per mode, none in plain mode, and hostile text
    /// made inert whatever the mode.
    @Suite struct StylerTests {
        static let line = Line([Span("Title", .title), Span(" plain "), Span("keys", .action)])

        @Test func colour() {
            #expect(Styler(.colour).render(Self.line) == "\u{1B}[1mTitle\u{1B}[0m plain \u{1B}[36mkeys\u{1B}[0m")
        }

        @Test func monochrome() {
            #expect(Styler(.monochrome).render(Self.line) == "\u{1B}[1mTitle\u{1B}[0m plain \u{1B}[4mkeys\u{1B}[0m")
        }

        @Test func plain() {
            #expect(Styler(.plain).render(Self.line) == "Title plain keys")
        }

        @Test(
            arguments: [
                (Style.normal, nil, nil),
                (.title, "1", "1"),
                (.quiet, "2", "2"),
                (.action, "36", "4"),
                (.selected, "1;36", "7"),
                (.error, "1;31", "1"),
                (.success, "32", "1"),
                (.progress, "32", nil),
                (.inkRed, "1;31", "1"),
                (.inkGreen, "1;32", "1"),
                (.inkBlue, "1;34", "1"),
                (.inkYellow, "1;33", "1"),
            ] as [(Style, String?, String?)])
        func codesForEachStyle(_ style: Style, _ colour: String?, _ monochrome: String?) {
            #expect(Styler(.colour).codes(for: style) == colour)
            #expect(Styler(.monochrome).codes(for: style) == monochrome)
            #expect(Styler(.plain).codes(for: style) == nil)
        }

        @Test func monochromeUsesNoColour() {
            for style in Style.allCases {
                let codes = Styler(.monochrome).codes(for: style) ?? ""
                for code in codes.split(separator: ";") {
                    #expect(Int(code).map { $0 < 30 } == true, "\(style): \(codes)")
                }
            }
        }

        @Test func linesEndWithNewlines() {
            #expect(Styler.plain.render([Line("a"), .empty, Line("b", .title)]) == "a\n\nb\n")
        }

        @Test(arguments: [Styler.Mode.colour, .monochrome, .plain])
        func hostileTextIsInert(_ mode: Styler.Mode) {
            let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}\r\nx\u{7F}"
            let shown = "^[]0;pwned^G^[[2J<U+009B>31m<U+202E>^Jx^?"
            for style in Style.allCases {
                let out = Styler(mode).render(Line(hostile, style))
                let codes = Styler(mode).codes(for: style)
                #expect(out == (codes.map { "\u{1B}[\($0)m\(shown)\u{1B}[0m" } ?? shown))
                #expect(
                    !out.unicodeScalars.contains {
                        ($0.value < 0x20 && $0.value != 0x1B) || (0x7F...0x9F).contains($0.value)
                    })
            }
        }

        @Test func plainOutputHasNoEscapeByte() {
            let lines =
                ChoiceList(items: [.init("Yes"), .init("No")], mode: .single, chosen: [0], cursor: 1).lines(width: 40)
                + ProgressBar(fraction: 0.5, label: "Question 3 of 12").lines(width: 40)
                + KeyFooter([(keys: "enter", label: "next")]).lines(width: 40)
                + [Line("\u{1B}[31mhostile", .error)]
            let out = Styler.plain.render(lines)
            #expect(!out.contains(escape))
            #expect(!out.utf8.contains(0x1B))
        }

        @Test(
            arguments: [
                // (--color, terminal, environment, plain mode) → mode
                (nil, true, [:], false, Styler.Mode.colour),
                (nil, false, [:], false, .plain),
                (nil, true, ["TERM": "dumb"], false, .plain),
                (nil, true, ["NO_COLOR": "1"], false, .monochrome),
                (nil, true, ["NO_COLOR": ""], false, .colour),
                (false, true, [:], false, .monochrome),
                (false, false, [:], false, .plain),
                (true, false, ["NO_COLOR": "1"], false, .colour),
                (true, true, [:], true, .plain),
                (nil, true, [:], true, .plain),
            ] as [(Bool?, Bool, [String: String], Bool, Styler.Mode)])
        func modeFromTheEnvironment(
            _ choice: Bool?, _ terminal: Bool, _ environment: [String: String], _ plain: Bool, _ mode: Styler.Mode
        ) {
            #expect(
                Styler.Mode.resolve(
                    colourChoice: choice, isTerminal: terminal, environment: environment, plainMode: plain) == mode)
        }
    }
}
