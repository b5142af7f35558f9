import Testing

@testable import StudyRunner

extension TerminalTests {
    /// The small values around the terminal: time, sizes, signals, plain text, the choice of
    /// terminal.
    @Suite struct TerminalValuesTests {
        @Test func monotonicTimeArithmetic() {
            let start = MonotonicTime(nanoseconds: 1_000_000_000)
            let later = start.advanced(by: .milliseconds(1500))
            #expect(later.nanoseconds == 2_500_000_000)
            #expect(later - start == .milliseconds(1500))
            #expect(start - later == .milliseconds(-1500))
            #expect(start.advanced(by: .seconds(-5)).nanoseconds == 0)
            #expect(Duration.nanoseconds(1234).wholeNanoseconds == 1234)
            #expect(Duration.seconds(-2).wholeNanoseconds == -2_000_000_000)
        }

        @Test func theMonotonicClockNeverGoesBack() {
            var previous = MonotonicClock.now()
            for _ in 0..<1000 {
                let now = MonotonicClock.now()
                #expect(now >= previous)
                previous = now
            }
        }

        @Test func signalsMapToTheirNumbers() {
            for signal in TerminalSignal.allCases {
                #expect(TerminalSignal(signalNumber: signal.signalNumber) == signal)
            }
            #expect(TerminalSignal(signalNumber: 9) == nil)
            #expect(TerminalInterrupted(signal: .interrupt).exitStatus == 130)
            #expect(TerminalInterrupted(signal: .terminate).exitStatus == 143)
            #expect(TerminalInterrupted(signal: .hangup).exitStatus == 129)
            #expect(TerminalSignal.allCases.filter(\.endsTheRun) == [.interrupt, .terminate, .hangup])
        }

        @Test func windowSizeFromTheEnvironmentFirst() {
            #expect(WindowSize.size(of: nil, environment: [:]) == TerminalSize(columns: 80, rows: 24))
            #expect(
                WindowSize.size(of: nil, environment: ["COLUMNS": "132", "LINES": "50"])
                    == TerminalSize(columns: 132, rows: 50))
            #expect(
                WindowSize.size(of: nil, environment: ["COLUMNS": "0", "LINES": "x"])
                    == TerminalSize(columns: 80, rows: 24))
            #expect(WindowSize.size(of: nil, environment: ["COLUMNS": "100"]) == TerminalSize(columns: 100, rows: 24))
        }

        @Test func plainTextHasNoEscapeSequences() {
            #expect(PlainText.stripped("\u{1B}[1;31mred\u{1B}[0m text") == "red text")
            #expect(PlainText.stripped("\u{1B}]8;;https://example.org\u{7}link\u{1B}]8;;\u{1B}\\ end") == "link end")
            #expect(PlainText.stripped("\u{1B}[?1049h\u{1B}[2J\u{1B}[5;1Hhello") == "hello")
            #expect(PlainText.stripped("a\u{1B}(Bb\u{1B}7c") == "abc")
            #expect(PlainText.stripped("one\r\ntwo\rthree\n") == "one\ntwo\nthree\n")
            #expect(PlainText.stripped("tab\there\u{7}\u{8}\u{7F}\u{9B}") == "tab\there")
            #expect(PlainText.stripped("你好 é 👍🏽") == "你好 é 👍🏽")
            // Bidi overrides reorder what is shown: typed input with one must not.
            #expect(PlainText.stripped("a\u{202E}bc\u{202C} \u{2066}d\u{2069}") == "abc d")
            #expect(!PlainText.stripped("\u{1B}[3").contains("\u{1B}"))
        }

        @Test func plainModeWhenAskedOrWhenThereIsNoRealTerminal() {
            func choose(
                _ plain: Bool = false, _ environment: [String: String] = ["TERM": "xterm-256color"],
                input: Bool = true, output: Bool = true
            ) -> TerminalFactory.Choice {
                TerminalFactory.choose(
                    plainRequested: plain, environment: environment, inputIsTerminal: input, outputIsTerminal: output)
            }
            #expect(choose() == .fullScreen)
            #expect(choose(true) == .plain(.requested))
            #expect(choose(false, ["TERM": "xterm", "STUDY_PLAIN": "1"]) == .plain(.environmentVariable))
            #expect(choose(false, ["TERM": "xterm", "STUDY_PLAIN": "yes"]) == .plain(.environmentVariable))
            #expect(choose(false, ["TERM": "xterm", "STUDY_PLAIN": "0"]) == .fullScreen)
            #expect(choose(false, ["TERM": "xterm", "STUDY_PLAIN": ""]) == .fullScreen)
            #expect(choose(input: false) == .plain(.inputNotTerminal))
            #expect(choose(output: false) == .plain(.outputNotTerminal))
            #expect(choose(false, [:]) == .plain(.noTerminalType))
            #expect(choose(false, ["TERM": ""]) == .plain(.noTerminalType))
            #expect(choose(false, ["TERM": "dumb"]) == .plain(.dumbTerminal))
        }
    }
}
