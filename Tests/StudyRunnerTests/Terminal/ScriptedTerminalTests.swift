import Testing

@testable import StudyRunner
@testable import StudyRunnerTestSupport

extension TerminalTests {
    /// The test terminal plays its script deterministically and records what happened.
    @Suite struct ScriptedTerminalTests {
        @Test func typedTextIsDecodedAsATerminalWouldSendIt() throws {
            let terminal = ScriptedTerminal(typing: "y\r\u{1B}[B\u{1B}")
            #expect(try terminal.readKey().key == .character("y"))
            #expect(try terminal.readKey().key == .enter)
            #expect(try terminal.readKey().key == .down)
            #expect(try terminal.readKey().key == .escape)
            #expect(throws: TerminalError.endOfInput) { try terminal.readKey() }
        }

        @Test func outputIsRecordedWhenFlushedAndReadsFlush() throws {
            let terminal = ScriptedTerminal([.key(.enter)])
            terminal.write("Question? ")
            #expect(terminal.output == "")
            #expect(terminal.unflushedOutput == "Question? ")
            _ = try terminal.readKey()
            #expect(terminal.output == "Question? ")
            #expect(terminal.unflushedOutput == "")
        }

        @Test func aLineIsEditedFromTheKeptAnswer() throws {
            let terminal = ScriptedTerminal(typing: "\u{7F}X\r")
            #expect(try terminal.readLine(prompt: "Name: ", initial: "Ann") == "AnX")
            #expect(terminal.entries == [.prompt("Name: ", initial: "Ann"), .line("AnX")])
        }

        @Test func scriptedLinesReplaceTheKeptAnswer() throws {
            let terminal = ScriptedTerminal([.line("72"), .line(nil)])
            #expect(try terminal.readLine(prompt: "Weight: ", initial: "70") == "72")
            #expect(try terminal.readLine(prompt: "Height: ") == nil)
            #expect(try terminal.readLine(prompt: "More: ") == nil)
            #expect(terminal.transcript == "Weight: 72\nHeight: ^D\nMore: ^D\n")
        }

        @Test func controlDOnAnEmptyLineIsTheEndOfInput() throws {
            let terminal = ScriptedTerminal([
                .key(.ctrl("d")), .key(.character("a")), .key(.ctrl("u")), .key(.ctrl("d")),
            ])
            #expect(try terminal.readLine(prompt: "> ") == nil)
            #expect(try terminal.readLine(prompt: "> ") == nil)
        }

        @Test func aScriptedLineReadAsKeysIsItsCharactersThenEnter() throws {
            let terminal = ScriptedTerminal([.line("ab")])
            let keys = try (0..<3).map { _ in try terminal.readKey().key }
            #expect(keys == [.character("a"), .character("b"), .enter])
        }

        @Test func timePassesOnlyWhenTheScriptWaits() throws {
            let terminal = ScriptedTerminal([.wait(.milliseconds(300)), .key(.character("a")), .key(.character("b"))])
            let shown = terminal.flush()
            let first = try terminal.readKey(timeout: .milliseconds(200))
            #expect(first.key == .timeout)
            #expect(first.time - shown == .milliseconds(200))
            let second = try terminal.readKey(timeout: .seconds(1))
            #expect(second.key == .character("a"))
            #expect(second.time - shown == .milliseconds(300))
            #expect(try terminal.readKey().time == second.time)
        }

        @Test func aWaitAsLongAsTheTimeoutIsATimeout() throws {
            let terminal = ScriptedTerminal([.wait(.seconds(2)), .key(.enter)])
            #expect(try terminal.readKey(timeout: .seconds(2)).key == .timeout)
            #expect(try terminal.readKey(timeout: .seconds(2)).key == .enter)
            #expect(terminal.now() == MonotonicTime(nanoseconds: 2_000_000_000))
        }

        @Test func keysCanTakeTime() throws {
            let terminal = ScriptedTerminal([.key(.up), .key(.down)], keyInterval: .milliseconds(100))
            #expect(try terminal.readKey().time == MonotonicTime(nanoseconds: 100_000_000))
            #expect(try terminal.readKey().time == MonotonicTime(nanoseconds: 200_000_000))
        }

        @Test func windowEventsAreKeys() throws {
            let bigger = TerminalSize(columns: 120, rows: 40)
            let terminal = ScriptedTerminal([.resize(bigger), .signal(.suspend), .signal(.resume), .signal(.resize)])
            #expect(terminal.size == .fallback)
            #expect(try terminal.readKey().key == .resize)
            #expect(terminal.size == bigger)
            #expect(try terminal.readKey().key == .resume)
            #expect(try terminal.readKey().key == .resume)
            #expect(try terminal.readKey().key == .resize)
        }

        @Test(arguments: [TerminalSignal.interrupt, .terminate, .hangup])
        func stopSignalsAreThrown(_ signal: TerminalSignal) throws {
            let terminal = ScriptedTerminal([.signal(signal), .signal(signal)])
            #expect(throws: TerminalInterrupted(signal: signal)) { try terminal.readKey() }
            #expect(throws: TerminalInterrupted(signal: signal)) { try terminal.readLine(prompt: "> ") }
        }

        @Test func eventsDuringALineAreReportedByTheNextKeyRead() throws {
            let size = TerminalSize(columns: 60, rows: 20)
            let terminal = ScriptedTerminal([
                .key(.character("a")), .resize(size), .signal(.suspend), .key(.enter), .key(.tab),
            ])
            #expect(try terminal.readLine(prompt: "> ") == "a")
            #expect(try terminal.readKey().key == .resize)
            #expect(try terminal.readKey().key == .resume)
            #expect(try terminal.readKey().key == .tab)
        }

        @Test func fullScreenNestsAndRestoreLeavesIt() {
            let terminal = ScriptedTerminal([])
            terminal.enterFullScreen()
            terminal.enterFullScreen()
            terminal.leaveFullScreen()
            #expect(terminal.isFullScreen)
            terminal.write("screen")
            terminal.restore()
            #expect(!terminal.isFullScreen)
            #expect(terminal.isRestored)
            #expect(terminal.entries == [.enterFullScreen, .output("screen"), .leaveFullScreen, .restored])
            terminal.restore()
            #expect(terminal.isRestored)
        }

        @Test func theTranscriptReadsLikeTheSession() throws {
            let terminal = ScriptedTerminal([.key(.down), .line("yes")])
            terminal.enterFullScreen()
            terminal.write("Choose:")
            _ = try terminal.readKey()
            terminal.leaveFullScreen()
            _ = try terminal.readLine(prompt: "Sure? ")
            terminal.write("Thanks.\n")
            terminal.restore()
            #expect(
                terminal.transcript == """
                    ⟪enter full screen⟫
                    Choose:
                    ⟪key ↓⟫
                    ⟪leave full screen⟫
                    Sure? yes
                    Thanks.
                    ⟪restore⟫

                    """)
        }
    }
}
