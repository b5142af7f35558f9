import Testing

@testable import StudyRunner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalTests {
    /// Plain line mode on pipes, as when answers are piped in and output goes to a log.
    @Suite struct PlainTerminalTests {
        let input = TestPipe()
        let output = TestPipe()

        func terminal(echo: Bool = false) -> PlainTerminal {
            PlainTerminal(
                input: input.readEnd, output: output.writeEnd, environment: [:], signals: nil, echoesInput: echo)
        }

        @Test func linesAreReadUntilTheEndOfInput() throws {
            input.send("first\nsecond\r\n\nno newline at the end")
            input.closeWriteEnd()
            let plain = terminal()
            #expect(try plain.readLine(prompt: "1: ") == "first")
            #expect(try plain.readLine(prompt: "2: ") == "second")
            #expect(try plain.readLine(prompt: "3: ") == "")
            #expect(try plain.readLine(prompt: "4: ") == "no newline at the end")
            #expect(try plain.readLine(prompt: "5: ") == nil)
            #expect(try plain.readLine(prompt: "6: ") == nil)
            #expect(output.available() == "1: 2: 3: 4: 5: 6: ")
        }

        @Test func unicodeLinesSurvive() throws {
            input.send("你好，世界 é 👍🏽\n")
            input.send([0x61, 0xFF, 0x0A])
            let plain = terminal()
            #expect(try plain.readLine(prompt: "") == "你好，世界 é 👍🏽")
            #expect(try plain.readLine(prompt: "") == "a\u{FFFD}")
        }

        @Test func nothingIsReadBeyondTheLineAskedFor() throws {
            input.send("one\ntwo\nthree\n")
            let plain = terminal()
            #expect(try plain.readLine(prompt: "") == "one")
            input.closeWriteEnd()
            #expect(input.available() == "two\nthree\n")
        }

        @Test func anEmptyLineKeepsTheAnswer() throws {
            input.send("\n71\n")
            let plain = terminal()
            #expect(try plain.readLine(prompt: "Weight: ", initial: "70") == "70")
            #expect(try plain.readLine(prompt: "Weight: ", initial: "70") == "71")
            #expect(output.available() == "Weight: [70] Weight: [70] ")
        }

        @Test func linesReadFromAPipeAreEchoedAfterThePrompt() throws {
            input.send("yes\n")
            let plain = terminal(echo: true)
            plain.write("Do you smoke?\n")
            _ = try plain.readLine(prompt: "> ")
            #expect(output.available() == "Do you smoke?\n> yes\n")
            #expect(
                PlainTerminal(input: input.readEnd, output: output.writeEnd, environment: [:], signals: nil).echoesInput
            )
        }

        @Test func noEscapeSequenceIsEverWritten() throws {
            input.send("x\n")
            let plain = terminal()
            plain.enterFullScreen()
            plain.write("\u{1B}[1mBold\u{1B}[0m and \u{1B}[31mred\u{1B}[0m\n")
            _ = try plain.readLine(prompt: "\u{1B}[2K> ", initial: "\u{1B}[7mkept")
            plain.leaveFullScreen()
            plain.restore()
            let written = output.available()
            #expect(written == "Bold and red\n> [kept] ")
            #expect(!written.contains("\u{1B}"))
            #expect(!plain.isInteractive)
        }

        @Test func keysAreALineAtATime() throws {
            input.send("a\tb\n\n")
            input.closeWriteEnd()
            let plain = terminal()
            let first = try plain.readKey()
            #expect(first.key == .character("a"))
            #expect(try plain.readKey() == TimedKey(.tab, at: first.time))
            #expect(try plain.readKey() == TimedKey(.character("b"), at: first.time))
            #expect(try plain.readKey() == TimedKey(.enter, at: first.time))
            #expect(try plain.readKey().key == .enter)
            #expect(throws: TerminalError.endOfInput) { try plain.readKey() }
        }

        @Test func aKeyCanTimeOut() throws {
            let plain = terminal()
            let before = MonotonicClock.now()
            let key = try plain.readKey(timeout: .milliseconds(30))
            #expect(key.key == .timeout)
            #expect(key.time - before >= .milliseconds(30))
        }

        @Test func theSizeComesFromTheEnvironmentWithoutATerminal() {
            let plain = PlainTerminal(
                input: input.readEnd, output: output.writeEnd, environment: ["COLUMNS": "60"], signals: nil)
            #expect(plain.size == TerminalSize(columns: 60, rows: 24))
        }
    }
}
