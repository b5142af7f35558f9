import Foundation
import Testing

@testable import StudyModel
@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study status` full screen: the report with its charts as one screen value, drawn at
/// 80 × 24 and 200 × 50, scrolled by keys, redrawn after a resize, left with q.
@Suite struct ScreenSnapshotStatus {
    func check(_ lines: [Line], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertSnapshot(lines, named: name, in: Self.self, sourceLocation: sourceLocation)
    }

    static func time(_ text: String) -> Timestamp { Timestamp(iso8601: "2026-11-\(text):00.000+00:00")! }

    /// Two studies: the mood check with six participants (four consented, two of whom
    /// scored; one not eligible; one withdrawn) and a task overdue for one, and the
    /// cognition check with one participant still in onboarding; one journal left out.
    static var report: StatusReport {
        var mood = StudyStatus(studyID: "phq9-mood-check", schedulesRead: true)
        let people: [(String, EnrolmentStage, Double?, String)] = [
            ("AAAA-AAAA", .consented, 4, "20T09:00"), ("BBBB-BBBB", .consented, 11, "21T10:30"),
            ("CCCC-CCCC", .consented, 11, "22T08:15"), ("DDDD-DDDD", .consented, nil, "19T17:45"),
            ("EEEE-EEEE", .ineligible, nil, "18T12:00"), ("FFFF-FFFF", .withdrawn, 19, "23T16:20"),
        ]
        for (id, stage, score, time) in people {
            var summary = ParticipantSummary(
                participant: id, studyVersion: "1.0.0", stage: stage, lastActivity: Self.time(time), runs: [])
            if let score {
                summary.runs = [
                    .init(
                        task: "phq9", run: "phq9-1", status: .completed,
                        scores: [.init(id: "total", value: score, band: score < 10 ? "Mild" : "Moderate")])
                ]
            }
            if stage == .consented, score == nil {
                summary.overdueTasks = ["phq9"]
                summary.runs = [.init(task: "phq9", run: "phq9-1", status: .stopped)]
            }
            mood.add(summary)
        }
        var cognition = StudyStatus(studyID: "cognition-check", schedulesRead: true)
        cognition.add(
            ParticipantSummary(
                participant: "GGGG-GGGG", studyVersion: "1.0.0", stage: .inOnboarding,
                lastActivity: Self.time("24T07:05"), runs: []))
        return StatusReport(
            studies: [mood, cognition],
            problems: [
                StatusProblem(
                    file: "Output/phq9-mood-check/HHHH-HHHH/journal.jsonl", line: 3,
                    message: "not a journal line (unexpected character); the rest of this journal is left out")
            ])
    }

    static var screen: StatusScreen { StatusScreen(report: report, source: "Output/") }

    @Test func drawnAt80By24() {
        let lines = Self.screen.lines(width: 80, rows: 24)
        #expect(lines.count == 24)
        #expect(lines.allSatisfy { $0.width <= 80 })
        check(lines, "status-80x24")
    }

    @Test func drawnAt200By50() {
        let lines = Self.screen.lines(width: 200, rows: 50)
        #expect(lines.count == 50)
        // Charts stop at 120 columns: wider bars would be no easier to read.
        #expect(lines.allSatisfy { !$0.text.contains("█") || $0.width <= StatusScreen.chartWidth })
        check(lines, "status-200x50")
    }

    @Test func pagesDownToTheFilesLeftOutAndBack() throws {
        var screen = Self.screen
        let first = screen.lines(width: 80, rows: 24).map(\.text)
        #expect(first.contains { $0.contains("more below") })
        screen = try #require(screen.after(.pageDown, width: 80, rows: 24))
        #expect(screen.scroll > 0)
        #expect(screen.lines(width: 80, rows: 24).map(\.text) != first)
        screen = try #require(screen.after(.end, width: 80, rows: 24))
        let last = screen.lines(width: 80, rows: 24).map(\.text)
        #expect(last.contains { $0.contains("HHHH-HHHH/journal.jsonl:3") })
        #expect(last.contains { $0.contains("Some files were left out") })
        screen = try #require(screen.after(.home, width: 80, rows: 24))
        #expect(screen.scroll == 0)
        // Up at the top and an unknown key change nothing.
        #expect(screen.after(.up, width: 80, rows: 24) == screen)
        #expect(screen.after(.character("x"), width: 80, rows: 24) == screen)
        screen = try #require(screen.after(.down, width: 80, rows: 24))
        #expect(screen.scroll == 1)
    }

    @Test func qEscapeAndCtrlCLeave() {
        for key in [Key.character("q"), .escape, .ctrl("c")] {
            #expect(Self.screen.after(key, width: 80, rows: 24) == nil, "\(key)")
        }
    }

    /// The whole loop on a scripted terminal: full screen entered and left, a page down,
    /// a resize to 200 × 50 drawn at the new size, then q.
    @Test func theViewerRedrawsAfterAResizeAndLeavesWithQ() throws {
        let terminal = ScriptedTerminal(
            [.key(.pageDown), .resize(TerminalSize(columns: 200, rows: 50)), .key(.character("q"))],
            size: TerminalSize(columns: 80, rows: 24))
        try StatusViewer(terminal: terminal, styler: .plain).show(Self.screen)
        #expect(terminal.entries.first == .enterFullScreen)
        #expect(terminal.entries.last == .leaveFullScreen)
        let frames = terminal.entries.compactMap { entry -> String? in
            if case let .output(text) = entry { return text }
            return nil
        }
        #expect(frames.count == 3, "drawn first, after the page down, after the resize")
        // The last frame addresses fifty rows: drawn at the new size.
        #expect(frames.last?.contains("\u{1B}[50;1H") == true)
        #expect(frames.first?.contains("\u{1B}[25;1H") == false)
        #expect(terminal.remainingInput.isEmpty)
    }

    /// The input ending (a closed terminal) leaves the viewer too, the screen restored.
    @Test func theEndOfInputLeaves() throws {
        let terminal = ScriptedTerminal([.key(.down)], size: TerminalSize(columns: 80, rows: 24))
        try StatusViewer(terminal: terminal, styler: .plain).show(Self.screen)
        #expect(!terminal.isFullScreen)
    }
}
