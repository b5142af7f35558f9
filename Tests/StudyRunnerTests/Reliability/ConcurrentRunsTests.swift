import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Many participants at once write into one Output folder without interfering; the same
/// participant can never run twice at once.
final class ConcurrentRunsTests: XCTestCase {
    /// One journey started in the background, its answers in a file on standard input.
    private struct BackgroundJourney {
        let answers: String
        let process: TestProcess

        init(study: String, answers: JourneyAnswers, output: String, extra: [String] = []) throws {
            self.answers = answers.name
            let arguments = ["run", "Studies/\(study).study", "--plain", "--output", output] + extra
            process = try TestProcess(arguments, input: .text(answers.text))
        }

        func wait(until deadline: Date) -> StudyRun {
            process.finish(timeout: max(0, deadline.timeIntervalSinceNow))
        }
    }

    /// What a participant gave, without times, their id or what varies with them (the chain's
    /// links, the signed consent's SHA-256): the journal's events and each
    /// results file's statuses and outcomes. Two runs of the same answers must be equal.
    private func given(_ participant: JourneyParticipant) throws -> [String] {
        var lines: [String] = []
        for event in try participant.journal() {
            var kept = event.filter { !["seq", "time", "prev", "sha256", "participant"].contains($0.key) }
            if kept["event"] as? String == "session-started" || kept["event"] as? String == "session-ended" { continue }
            kept["mode"] = nil
            lines.append(
                String(
                    decoding: try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys]), as: UTF8.self))
        }
        for run in participant.taskRuns {
            let task = try participant.task(run)
            lines.append("\(run): \(task.object["status"] ?? "")")
            for step in task.steps {
                let outcome = try (step["outcome"]).map {
                    try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys])
                }
                lines.append(
                    "\(run) \(step["id"] ?? ""): \(outcome.map { String(decoding: $0, as: UTF8.self) } ?? "-")")
            }
        }
        return lines
    }

    func testTwentyJourneysAtOnceIntoOneOutputFolder() throws {
        let harness = try JourneyHarness()
        let plans: [(study: String, answers: String, extra: [String], id: String)] = [
            ("phq9", "phq9.txt", [], "phq9-mood-check"),
            ("diabetes", "diabetes.txt", [], "living-with-diabetes"),
            ("sleep-bilingual", "sleep-bilingual.en.txt", [], "sleep-alertness"),
            ("sleep-bilingual", "sleep-bilingual.zh-Hans.txt", ["--lang", "zh-Hans"], "sleep-alertness"),
        ]
        var journeys: [(plan: Int, run: BackgroundJourney)] = [] // all started at once, then waited for
        for number in 0..<20 {
            let plan = plans[number % plans.count]
            journeys.append(
                (
                    number % plans.count,
                    try BackgroundJourney(
                        study: plan.study, answers: try JourneyAnswers(plan.answers),
                        output: harness.outputPath, extra: plan.extra)
                ))
        }
        let deadline = Date().addingTimeInterval(300)
        var seen: [String: (plan: Int, given: [String])] = [:]
        var reference: [Int: [String]] = [:]
        for (plan, journey) in journeys {
            let run = journey.wait(until: deadline)
            JourneyChecks.finishedCleanly(run)
            let id = try XCTUnwrap(JourneyTranscript.participantID(in: run.stdout), run.transcript)
            XCTAssertNil(seen[id], "two journeys were given the id \(id)")
            let participant = JourneyParticipant(
                folder: URL(fileURLWithPath: harness.outputPath)
                    .appendingPathComponent(plans[plan].id).appendingPathComponent(id))
            let journal = try participant.journal()
            JourneyChecks.journal(journal)
            XCTAssertEqual(
                journal.first?["participant"] as? String, id, "the folder's journal is its own participant's")
            XCTAssertTrue(
                try participant.signedConsent(study: plans[plan].study).contains(id),
                "the signed consent names its own participant")
            for runID in participant.taskRuns {
                XCTAssertEqual(try participant.task(runID).object["participant"] as? String, id)
            }
            let given = try given(participant)
            // Every journey of the same answers gave exactly what the first one gave.
            if let first = reference[plan] {
                XCTAssertEqual(given, first, "\(journey.answers) as \(id)")
            } else {
                reference[plan] = given
            }
            seen[id] = (plan, given)
        }
        XCTAssertEqual(seen.count, 20)
        for plan in plans where plan.id != "sleep-alertness" {
            XCTAssertEqual(harness.participants(of: plan.id).count, 5, "\(plan.id): one folder per journey, no more")
        }
        XCTAssertEqual(harness.participants(of: "sleep-alertness").count, 10)
        let folders = seen.map { id, entry in
            URL(fileURLWithPath: harness.outputPath).appendingPathComponent(plans[entry.plan].id)
                .appendingPathComponent(id).path
        }
        let verify = try JourneyHarness.run(["verify"] + folders.sorted(), input: "")
        XCTAssertEqual(verify.status, 0, verify.transcript)
        XCTAssertEqual(JourneyTranscript.count(of: ": ok (", in: verify.stdout), 20, verify.stdout)
        // The first PHQ-9 journey's answers, as scripted (phq9.txt: total 11).
        let phq9 = try XCTUnwrap(reference[0])
        XCTAssertTrue(
            phq9.contains("phq9-1 phq9_2: {\"answer\":{\"type\":\"choice\",\"value\":\"2\"},\"status\":\"answered\"}"),
            "\(phq9)")
    }

    /// Five windows for one participant opened at the same instant: exactly one runs, the
    /// others are told at once (exit 4) and write nothing.
    func testTheSameParticipantStartedFiveTimesAtOnceRunsOnlyOnce() throws {
        let harness = try JourneyHarness()
        let answers = try JourneyAnswers("phq9.txt")
        let joined = try harness.run(study: "phq9", input: answers.lines(through: "Allow").map { $0 + "\n" }.joined())
        XCTAssertEqual(joined.status, 0, joined.transcript)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let before = try participant.text("journal.jsonl")
        let arguments = [
            "run", "Studies/phq9.study", "--plain", "--output", harness.outputPath, "--participant", participant.id,
        ]
        let windows = try (0..<5).map { _ in try WaitingProcess(arguments) }
        defer { for window in windows { window.stop() } }
        Thread.sleep(forTimeInterval: 3)
        let running = windows.filter { $0.output.contains("Mood questionnaire (PHQ-9)") }
        XCTAssertEqual(running.count, 1, windows.map(\.output).joined(separator: "\n----\n"))
        for window in windows where window !== running.first {
            XCTAssertEqual(try window.finish(), 4, window.output + window.errors)
            XCTAssertTrue(
                window.errors.contains("participant \(participant.id) is already taking part in another window"),
                window.errors)
        }
        let survivor = try XCTUnwrap(running.first)
        try survivor.send("leave\n")
        XCTAssertEqual(try survivor.finish(), 0, survivor.output)
        let after = try participant.text("journal.jsonl")
        XCTAssertTrue(after.hasPrefix(before), "the earlier journal is untouched")
        let journal = try participant.journal()
        JourneyChecks.journal(journal)
        XCTAssertEqual(participant.events("session-started", in: journal).count, 2, "one sitting before, one now")
        XCTAssertEqual(try JourneyHarness.run(["verify", participant.folder.path], input: "").status, 0)
    }
}
