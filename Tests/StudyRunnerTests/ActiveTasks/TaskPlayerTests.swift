import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The player's timing rules, with a scripted terminal and a toy engine that records what
/// it was told.
final class TaskPlayerTests: XCTestCase {
    /// Shows "A" until a key, then "B" for 100 ms, then finishes. Records every call.
    struct ToyEngine: ActiveTaskEngine {
        var view = "A"
        var screenNumber = 1
        var deadline: UInt64?
        var isFinished = false
        var events: [TaskEvent] = []
        var calls: [String] = []

        mutating func shown(at time: UInt64) {
            calls.append("shown \(view) \(time / 1_000_000)")
            if view == "B" { deadline = time + 100_000_000 }
        }

        mutating func press(_ key: TaskKey, at time: UInt64) {
            calls.append("press \(key) \(time / 1_000_000)")
            if view == "A" {
                view = "B"
                screenNumber += 1
            }
        }

        mutating func timeUp(at time: UInt64) {
            calls.append("timeUp \(time / 1_000_000)")
            isFinished = true
        }
    }

    func player(_ terminal: ScriptedTerminal) -> TaskPlayer {
        TaskPlayer(terminal: terminal, styler: .plain, glyphs: .unicode)
    }

    func screen(_ view: String) -> TaskScreen {
        TaskScreen(title: "Toy", body: [Line(view)], keys: "any key")
    }

    func testOnsetsAreTheFlushTimesAndKeysTheirReadTimes() throws {
        let terminal = ScriptedTerminal([.wait(.milliseconds(250)), .key(.character("F")), .wait(.milliseconds(100))])
        var engine = ToyEngine()
        let outcome = try player(terminal).play(&engine, draw: screen)
        XCTAssertEqual(outcome, .finished)
        // Letters reach the task lowercased; the timeout comes at B's onset + 100 ms.
        XCTAssertEqual(engine.calls, ["shown A 0", "press f 250", "shown B 250", "timeUp 350"])
    }

    func testEscapePausesWithoutTellingTheEngine() throws {
        let terminal = ScriptedTerminal([.wait(.milliseconds(40)), .key(.escape)])
        var engine = ToyEngine()
        XCTAssertEqual(try player(terminal).play(&engine, draw: screen), .paused)
        XCTAssertEqual(engine.calls, ["shown A 0"])
    }

    func testCtrlCAndComingBackFromCtrlZAlsoPause() throws {
        for input in [ScriptedTerminal.Input.key(.ctrl("c")), .signal(.resume)] {
            var engine = ToyEngine()
            XCTAssertEqual(try player(ScriptedTerminal([input])).play(&engine, draw: screen), .paused)
        }
    }

    func testAResizeRedrawsWholeButIsNotANewOnset() throws {
        let terminal = ScriptedTerminal([
            .resize(TerminalSize(columns: 60, rows: 20)), .key(.character("x")),
            .wait(.milliseconds(100)),
        ])
        var engine = ToyEngine()
        _ = try player(terminal).play(&engine, draw: screen)
        XCTAssertEqual(engine.calls.filter { $0.hasPrefix("shown A") }.count, 1)
        let outputs = terminal.entries.compactMap { entry -> String? in
            if case let .output(text) = entry { return text } else { return nil }
        }
        // First draw, the redraw after the resize (whole, 20 rows), then only B's changed row.
        XCTAssertEqual(outputs.count, 3)
        XCTAssertTrue(outputs[1].contains(Redraw.moveTo(row: 20)))
        XCTAssertEqual(outputs[2].components(separatedBy: Redraw.clearLine).count - 1, 1)
    }

    func testAKeyReadAtOrAfterTheDeadlineLetsTheDeadlineFireFirst() throws {
        // B's deadline is 350 ms; the second key is read at 350 ms, too late for B: the
        // deadline fires first, and the finished engine never sees the key.
        let terminal = ScriptedTerminal(
            [
                .wait(.milliseconds(250)), .key(.character("a")),
                .wait(.milliseconds(99)), .key(.character("b")),
            ],
            keyInterval: .milliseconds(1))
        var engine = ToyEngine()
        XCTAssertEqual(try player(terminal).play(&engine, draw: screen), .finished)
        XCTAssertEqual(engine.calls, ["shown A 0", "press a 251", "shown B 251", "timeUp 351"])
    }

    func testOnlyChangedRowsAreRewritten() {
        let old = ["title", "body 1", "footer"]
        let new = ["title", "body 2", "footer"]
        XCTAssertEqual(
            TaskPlayer.changes(from: old, to: new, rows: 3), Redraw.moveTo(row: 2) + Redraw.clearLine + "body 2")
        // From nothing: every row, and nothing below the last row of a full screen.
        let whole = TaskPlayer.changes(from: [], to: new, rows: 3)
        XCTAssertFalse(whole.contains(Redraw.clearBelow))
        XCTAssertTrue(
            TaskPlayer.changes(from: [], to: new, rows: 5).hasSuffix(Redraw.moveTo(row: 4) + Redraw.clearBelow))
    }
}

final class TaskScreenTests: XCTestCase {
    func testTheBodyIsCentredAsOneBlockBetweenHeaderAndFooter() {
        let screen = TaskScreen(
            title: "Reaction time", status: "Trial 1 of 5", body: [Line("+"), Line("+++")],
            keys: "Press space · Esc: pause")
        let lines = screen.lines(width: 21, rows: 11).map(\.text)
        XCTAssertEqual(lines.count, 11)
        XCTAssertEqual(lines[0], "Reaction time")
        XCTAssertEqual(lines[1], "Trial 1 of 5")
        XCTAssertEqual(Array(lines.suffix(2)), ["Press space · Esc:", "pause"])
        // Header 3 rows, footer 3 (rule + the keys wrapped in two): 5 rows between, body of 2 → 1 blank above.
        let plus = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "+" }
        XCTAssertEqual(plus, 4)
        XCTAssertEqual(lines[4], "         +")
        XCTAssertEqual(lines[5], "         +++")
    }
}
