import Foundation
import XCTest

@testable import StudyModel

/// The status figures drawn as charts: in text cells for a terminal, and as the
/// self-contained HTML page with inline SVG.
final class StatusChartsTests: XCTestCase {
    /// Four participants: three consented (two completed the survey, scored 4, 10 and 10),
    /// one not eligible; the task is overdue for one.
    private func report(studyID: String = "mood") -> StatusReport {
        var status = StudyStatus(studyID: studyID, schedulesRead: true)
        for (id, score) in [("AAAA", 4.0), ("BBBB", 10.0), ("CCCC", nil)] as [(String, Double?)] {
            var summary = ParticipantSummary(
                participant: id, studyVersion: "1.0", stage: .consented, lastActivity: ParticipantFixtures.time(9, 0),
                runs: score == nil
                    ? [] : [ParticipantSummary.RunSummary(task: "phq9", run: "phq9-1", status: .completed)])
            if let score { summary.runs[0].scores = [.init(id: "total", value: score, band: "Band")] }
            if score == nil { summary.overdueTasks = ["phq9"] }
            status.add(summary)
        }
        var again = ParticipantSummary(
            participant: "DDDD", studyVersion: "1.0", stage: .consented, lastActivity: nil,
            runs: [.init(task: "phq9", run: "phq9-1", status: .completed)])
        again.runs[0].scores = [.init(id: "total", value: 10, band: "Band")]
        status.add(again)
        status.add(
            ParticipantSummary(
                participant: "EEEE", studyVersion: "1.0", stage: .ineligible, lastActivity: nil, runs: []))
        return StatusReport(studies: [status], problems: [])
    }

    func testTheTerminalChartsDrawBarsInProportionWithinTheWidth() {
        let text = report().chartedText(width: 60)
        let lines = text.split(separator: "\n").map(String.init)
        let consented = try? XCTUnwrap(lines.first { $0.hasPrefix("    consented") && $0.contains("█") })
        let ineligible = try? XCTUnwrap(lines.first { $0.hasPrefix("    not eligible") && $0.contains("█") })
        let bars = [consented, ineligible].map { $0?.filter { $0 == "█" }.count ?? 0 }
        // 60 columns: 24 for the label, 12 kept for the count, so 24 cells stand for all 5.
        XCTAssertEqual(bars, [24 * 4 / 5, 24 * 1 / 5], text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    phq9") && $0.hasSuffix("█ 1") }, "overdue for one: \(text)")
        XCTAssertTrue(text.contains("phq9 / total: runs by value, 4 to 10"), text)
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 60 || !$0.contains("█") }, text)
        XCTAssertTrue(text.hasPrefix(report().text().split(separator: "\n").first.map(String.init) ?? "?"))
    }

    func testThePageIsSelfContainedAndEscapesNamesFromTheFolders() {
        let page = report(studyID: "<b>mood</b>").html(generatedAt: ParticipantFixtures.time(12, 0))
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        for outside in ["<script", "src=", "href=", "url(", "@import", "http"] {
            XCTAssertFalse(page.lowercased().contains(outside), outside)
        }
        XCTAssertTrue(page.contains("&lt;b&gt;mood&lt;/b&gt;"))
        XCTAssertFalse(page.contains("<b>mood"))
        XCTAssertEqual(page.components(separatedBy: "<svg").count - 1, 5, "funnel, done, overdue, histogram, bands")
        XCTAssertTrue(page.contains("<title>10: 2</title>"), "the histogram's column for 10 holds 2 runs")
    }

    func testManyDistinctValuesAreGroupedIntoEqualRanges() {
        var distribution = ScoreDistribution(task: "t", score: "s")
        for value in 0..<100 { distribution.valueCounts[Double(value)] = 1 }
        let bins = distribution.bins(atMost: 10)
        XCTAssertEqual(bins.count, 10)
        XCTAssertEqual(bins.map(\.runs), Array(repeating: 10, count: 10))
        XCTAssertEqual(bins.first?.label, "0")
    }
}
