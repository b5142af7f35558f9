import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study status` over real results folders: the funnel, tasks and scores of the runs
/// written by `study run`, and every file it cannot use listed with its place.
final class StatusCommandTests: XCTestCase {
    private var harness: JourneyHarness!

    /// Three PHQ-9 participants (two completed the questionnaire, one not eligible) and
    /// one diabetes participant.
    override func setUpWithError() throws {
        harness = try JourneyHarness()
        for _ in 0..<2 { XCTAssertEqual(try harness.run(try JourneyAnswers("phq9.txt"), study: "phq9").status, 0) }
        XCTAssertEqual(try harness.run(study: "phq9", input: "Join the study\n15\n").status, 0)
        _ = try harness.run(try JourneyAnswers("diabetes.txt"), study: "diabetes")
    }

    private func status(_ extra: [String] = []) throws -> StudyRun {
        try JourneyHarness.run(["status", harness.outputPath] + extra, input: "")
    }

    private func study(_ id: String, in run: StudyRun) throws -> [String: Any] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let studies = try XCTUnwrap(object["studies"] as? [[String: Any]])
        return try XCTUnwrap(studies.first { $0["study"] as? String == id })
    }

    func testTheFiguresOfCompleteFolders() throws {
        let run = try status(["--format", "json"])
        XCTAssertEqual(run.status, 0, run.transcript)
        let phq9 = try study("phq9-mood-check", in: run)
        let funnel = try XCTUnwrap(phq9["funnel"] as? [String: Int])
        XCTAssertEqual(funnel["started"], 3)
        XCTAssertEqual(funnel["consented"], 2)
        XCTAssertEqual(funnel["ineligible"], 1)
        let task = try XCTUnwrap((phq9["tasks"] as? [[String: Any]])?.first)
        XCTAssertEqual(task["participantsCompleted"] as? Int, 2)
        let total = try XCTUnwrap(
            (phq9["scores"] as? [[String: Any]])?.first { $0["score"] as? String == "phq9_total" })
        // Any consented participant: the ineligible one has no results (folder order is random).
        let participant = try XCTUnwrap(
            harness.participants(of: "phq9-mood-check").first {
                FileManager.default.fileExists(atPath: harness.outputPath + "/phq9-mood-check/\($0)/tasks/phq9-1.json")
            })
        let written = try JourneyParticipant(
            folder: URL(fileURLWithPath: harness.outputPath + "/phq9-mood-check/" + participant)
        ).task("phq9-1").score("phq9_total")
        XCTAssertEqual(total["runs"] as? Int, 2)
        XCTAssertEqual(total["median"] as? Double, jsonNumber(written?["value"]))
        XCTAssertNotNil(try? study("living-with-diabetes", in: run))
        XCTAssertEqual((phq9["participants"] as? [Any])?.count, 3)
    }

    func testTheTextNamesEachStudyAndItsParticipants() throws {
        let run = try status()
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("phq9-mood-check: 3 participants (version 1.0.0: 3)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("living-with-diabetes: 1 participant ("), run.stdout)
        for participant in harness.participants(of: "phq9-mood-check") {
            XCTAssertTrue(run.stdout.contains("    \(participant)   "), run.stdout)
        }
    }

    /// A foreign file, a torn last line, a damaged line, a folder being made: each listed
    /// with its file (and line), the rest still counted, and exit 1.
    func testWhatCannotBeUsedIsListedWithItsPlaceAndTheRestCounted() throws {
        let root = URL(fileURLWithPath: harness.outputPath)
        try Data("x".utf8).write(to: root.appendingPathComponent("notes.txt"))
        let folders = harness.participants(of: "phq9-mood-check").map {
            root.appendingPathComponent("phq9-mood-check/" + $0)
        }
        let consented = folders.filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("journal.jsonl").path)
        }
        XCTAssertEqual(consented.count, 2)
        let torn = consented[0].appendingPathComponent("journal.jsonl")
        try (try String(contentsOf: torn, encoding: .utf8) + #"{"event":"ans"#).write(
            to: torn, atomically: true, encoding: .utf8)
        let damaged = consented[1].appendingPathComponent("journal.jsonl")
        var lines = try String(contentsOf: damaged, encoding: .utf8).components(separatedBy: "\n")
        lines[4] = "not json"
        try lines.joined(separator: "\n").write(to: damaged, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("phq9-mood-check/.ABCD-EFGH.tmp-99"), withIntermediateDirectories: true)
        let run = try status()
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stdout.contains(root.path + "/notes.txt: not a study's folder: left out"), run.stdout)
        XCTAssertTrue(run.stdout.contains(torn.path + ":"), run.stdout)
        XCTAssertTrue(run.stdout.contains("the last line is cut short"), run.stdout)
        XCTAssertTrue(
            run.stdout.contains(damaged.path + ":5: this journal line cannot be read"), run.stdout)
        XCTAssertTrue(run.stdout.contains("this participant is left out"), run.stdout)
        XCTAssertTrue(run.stdout.contains(".ABCD-EFGH.tmp-99: a participant's folder being made"), run.stdout)
        // The damaged journal's participant is left out; the torn one is counted without its last line.
        XCTAssertTrue(run.stdout.contains("phq9-mood-check: 2 participants"), run.stdout)
    }

    /// PHQ-9 is weekly: ten days after the two consented participants did it, it is overdue
    /// for both (due since day 7); on the day they did it, for nobody. The diabetes study's
    /// tasks are counted against its own file.
    func testOverdueCountsComeFromTheStudysSchedule() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let later = formatter.string(from: Date().addingTimeInterval(10 * 86_400))
        let run = try status(["--format", "json", "--studies", "Studies", "--at", later])
        XCTAssertEqual(run.status, 0, run.transcript)
        let task = try XCTUnwrap((try study("phq9-mood-check", in: run)["tasks"] as? [[String: Any]])?.first)
        XCTAssertEqual(task["overdue"] as? Int, 2, "\(task)")
        let today = try status(["--format", "json", "--studies", "Studies"])
        let now = try XCTUnwrap((try study("phq9-mood-check", in: today)["tasks"] as? [[String: Any]])?.first)
        XCTAssertEqual(now["overdue"] as? Int, 0, "\(now)")
        let text = try status(["--studies", "Studies", "--at", later])
        XCTAssertTrue(text.stdout.contains("overdue"), text.stdout)
        let bad = try status(["--at", "next week"])
        XCTAssertEqual(bad.status, 2, bad.transcript)
        XCTAssertTrue(bad.stderr.contains("--at 'next week' is not a time"), bad.stderr)
    }

    func testAFolderThatCannotBeReadIsAUsageError() throws {
        let run = try JourneyHarness.run(["status", "/nonexistent/output"], input: "")
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("not a readable folder"), run.stderr)
    }
}
