import Foundation
import Testing

@testable import StudyModel
@testable import StudyRunner

/// `study status` full screen: the tasks table fits the window. Its six count columns take
/// 61 columns, so at 80 the name column narrows (it was cut at the right edge, "overdue"
/// shown as "o…"); a name too wide for the column, Chinese included, gets a line of its own;
/// a window too narrow for the columns lists the counts as wrapped text. The plain report
/// (`StatusReport.text`, for scripts and files) keeps its layout.
@Suite struct StatusTaskTableTests {
    /// One study whose participant completed a run of each task, one task overdue.
    static func report(tasks: [String]) -> StatusReport {
        var study = StudyStatus(studyID: "diary-study", schedulesRead: true)
        var summary = ParticipantSummary(
            participant: "AAAA-AAAA", studyVersion: "1.0.0", stage: .consented,
            lastActivity: Timestamp(iso8601: "2026-11-20T09:00:00.000+00:00")!, runs: [])
        summary.runs = tasks.map { .init(task: $0, run: $0 + "-1", status: .completed) }
        summary.overdueTasks = [tasks[0]]
        study.add(summary)
        return StatusReport(studies: [study], problems: [])
    }

    /// The tasks table's lines of the full screen's body at `width`: from its heading to its note.
    static func table(_ report: StatusReport, width: Int) -> [String] {
        let body = StatusScreen(report: report, source: "Output/").body(width: width).map(\.text)
        guard let first = body.firstIndex(where: { $0.hasPrefix("  Tasks") }),
            let note = body[first...].firstIndex(where: { $0.contains("(done by:") })
        else { return [] }
        let end = body[note...].firstIndex(where: { $0.hasSuffix("ended)") }) ?? note
        return Array(body[first...end])
    }

    @Test func at80ColumnsEveryColumnIsShownWhole() {
        let table = Self.table(Self.report(tasks: ["phq9"]), width: 80)
        #expect(table.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(table)")
        #expect(table.first?.hasSuffix("not done  overdue") == true, "\(table)")
        let row = table.first { $0.hasPrefix("    phq9") }
        #expect(row?.split(separator: " ").map(String.init) == ["phq9", "1", "1", "0", "0", "0", "1"])
        // The counts stand under their headings.
        let heading = table[0]
        let overdueColumn = heading.range(of: "overdue").map {
            heading.distance(from: heading.startIndex, to: $0.lowerBound)
        }
        #expect(overdueColumn == row.map { $0.count - 1 })
    }

    @Test func aNameTooWideForTheColumnGetsALineOfItsOwnChineseToo() {
        let names = ["morning_and_evening_diary", "每天早上和晚上的睡眠日记", "mood"]
        let table = Self.table(Self.report(tasks: names), width: 80)
        #expect(table.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(table)")
        for long in names.prefix(2) {
            let index = table.firstIndex(of: "    " + long)
            #expect(index != nil, "\(long) is on a line of its own: \(table)")
            // Its counts follow on the next line, in the columns, without the name.
            if let index {
                #expect(table[index + 1].hasPrefix(String(repeating: " ", count: 15)), "\(table)")
                #expect(table[index + 1].split(separator: " ").count == 6)
            }
        }
        #expect(table.contains { $0.hasPrefix("    mood ") }, "a short name stays in its row")
    }

    @Test func aWindowTooNarrowForTheColumnsListsTheCounts() {
        let table = Self.table(Self.report(tasks: ["phq9"]), width: 60)
        #expect(table.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(table)")
        #expect(table.first == "  Tasks")
        // Read as one sentence: the wrapped lines joined, their indents dropped.
        let said = table.dropFirst(2).prefix { !$0.contains("(done by:") }.joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
        #expect(said.contains("done by 1, completed 1, stopped 0, in progress 0, not done 0, overdue 1"), "\(table)")
    }

    @Test func thePlainReportKeepsItsLayout() {
        let text = Self.report(tasks: ["phq9"]).text()
        #expect(
            text.contains("\n  Tasks                   done by  completed  stopped  in progress  not done  overdue\n"))
        #expect(text.contains("\n    phq9                  1        1          0        0            0         1\n"))
    }
}
