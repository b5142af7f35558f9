import Foundation
import StudyModel
import XCTest

@testable import StudyRunnerTestSupport

/// The record shows tampering: every journal line carries the SHA-256 of the line before it,
/// the signed consent's SHA-256 is in that chain, and `study verify` names the first broken
/// line (exit 5) or the file that disagrees with an intact journal (exit 1). One test per
/// kind of edit; each forger here renumbers `seq` so that only the chain can catch them.
/// The PHQ-9 runs with `identity-key: none` here, so that the signer's name is in the journal
/// and in `consent.md` to be forged (a sealed folder's checks: `IdentityJourneyTests`).
final class TamperTests: XCTestCase {
    private var harness: JourneyHarness!
    private var participant: JourneyParticipant!
    private var plain: PlainStudy!

    override func setUpWithError() throws {
        harness = try JourneyHarness()
        plain = try PlainStudy("phq9")
        let typed = try JourneyAnswers("phq9.txt").lines
        let run = try plain.run(
            input: PlainStudy.input(typed, before: "Mood questionnaire (PHQ-9)"), in: harness)
        XCTAssertEqual(run.status, 0, run.transcript)
        participant = try harness.onlyParticipant(of: "phq9-mood-check")
    }

    private func verify(_ extra: [String] = []) throws -> StudyRun {
        try JourneyHarness.run(["verify"] + extra + [participant.folder.path], input: "")
    }

    private var journalLines: [String] {
        get throws { try participant.text("journal.jsonl").split(separator: "\n").map(String.init) }
    }

    /// Writes `lines` back as the journal with `seq` running 1, 2, 3… again.
    private func writeJournal(_ lines: [String]) throws {
        let renumbered = lines.enumerated().map { index, line in
            line.replacingOccurrences(of: #""seq":\d+"#, with: "\"seq\":\(index + 1)", options: .regularExpression)
        }
        try write(renumbered.map { $0 + "\n" }.joined(), to: "journal.jsonl")
    }

    private func write(_ text: String, to name: String) throws {
        try text.write(to: participant.folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func line(_ event: String, containing text: String = "") throws -> Int {
        try XCTUnwrap(
            journalLines.firstIndex { $0.contains("\"event\":\"\(event)\"") && (text.isEmpty || $0.contains(text)) })
    }

    private func assertChainBroken(at line: Int, _ run: StudyRun, file: StaticString = #filePath, at: UInt = #line) {
        XCTAssertEqual(run.status, 5, run.transcript, file: file, line: at)
        XCTAssertTrue(
            run.stdout.contains("journal.jsonl: line \(line) breaks the hash chain"), run.stdout, file: file, line: at)
    }

    func testAnUntouchedFolderIsChainedAndVerifies() throws {
        let lines = try journalLines
        XCTAssertTrue(lines[0].contains(#""prev":"\#(JournalChain.start)""#), lines[0])
        XCTAssertTrue(lines.allSatisfy { $0.contains("\"prev\":") })
        let saved = try line("document-saved", containing: "consent.md")
        let consent = try participant.text("consent.md")
        XCTAssertTrue(lines[saved].contains(SignedConsentDocument.sha256(consent)), lines[saved])
        let run = try verify(["--study", plain.studyPath])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertFalse(run.stdout.contains("unchained"), run.stdout)
    }

    func testADeletedLineIsFound() throws {
        var lines = try journalLines
        lines.remove(at: 5)
        try writeJournal(lines)
        assertChainBroken(at: 6, try verify())
    }

    func testAnInsertedLineIsFound() throws {
        var lines = try journalLines
        let answer = try line("answered")
        lines.insert(lines[answer], at: answer + 1)
        try writeJournal(lines)
        assertChainBroken(at: answer + 2, try verify())
    }

    func testReorderedLinesAreFound() throws {
        var lines = try journalLines
        lines.swapAt(7, 8)
        try writeJournal(lines)
        assertChainBroken(at: 8, try verify())
    }

    /// Only the journal's signer changed (the issue's second case): the chain breaks after
    /// it, and the consent names another signer.
    func testAnEditedLineAndTheSignerChangedInTheJournalAreFound() throws {
        var lines = try journalLines
        let signed = try line("signed")
        lines[signed] = lines[signed].replacingOccurrences(of: "Grace Hopper", with: "Ada Lovelace")
        try writeJournal(lines)
        let run = try verify()
        assertChainBroken(at: signed + 2, run)
        XCTAssertTrue(
            run.stdout.contains(
                "consent.md: the signer's name 'Grace Hopper' differs from the journal's 'Ada Lovelace' "
                    + "(journal.jsonl, line \(signed + 1))"), run.stdout)
    }

    /// The issue's first case: the consent deleted and the signer changed in the journal.
    func testAMissingConsentAndAChangedSignerAreFound() throws {
        var lines = try journalLines
        let signed = try line("signed")
        lines[signed] = lines[signed].replacingOccurrences(of: "Grace Hopper", with: "Ada Lovelace")
        try writeJournal(lines)
        try FileManager.default.removeItem(at: participant.folder.appendingPathComponent("consent.md"))
        let run = try verify()
        assertChainBroken(at: signed + 2, run)
        let saved = try line("document-saved") + 1
        XCTAssertTrue(
            run.stdout.contains("consent.md: is missing, though the journal holds its SHA-256 (line \(saved))"),
            run.stdout)
    }

    func testADeletedConsentAloneIsFound() throws {
        try FileManager.default.removeItem(at: participant.folder.appendingPathComponent("consent.md"))
        let run = try verify()
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stdout.contains("consent.md: is missing, though the journal holds its SHA-256"), run.stdout)
    }

    /// The consent rewritten with another signer and its own SHA-256 recomputed: only the
    /// journal's SHA-256 and signature show it.
    func testAConsentReplacedWithItsOwnHashRecomputedIsFound() throws {
        let original = try participant.text("consent.md")
        let label = "\n" + SignedConsentDocument.hashLabel
        let content = try XCTUnwrap(original.range(of: label, options: .backwards)).lowerBound
        let forged = String(original[..<content]).replacingOccurrences(of: "Grace Hopper", with: "Ada Lovelace") + "\n"
        try write(
            forged + SignedConsentDocument.hashLabel + SignedConsentDocument.sha256(forged) + "\n", to: "consent.md")
        let run = try verify()
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertFalse(run.stdout.contains("the text does not match its SHA-256"), run.stdout)
        XCTAssertTrue(
            run.stdout.contains("consent.md: does not match the SHA-256 the journal holds for it"), run.stdout)
        XCTAssertTrue(
            run.stdout.contains(
                "consent.md: the signer's name 'Ada Lovelace' differs from the journal's 'Grace Hopper'"),
            run.stdout)
    }

    /// The issue's third case: an answer changed in the journal and the results alike, its
    /// score left as it was. With the study file, verify recomputes the score.
    func testAnAnswerChangedEverywhereWhileItsScoreKeepsTheOldValueIsFound() throws {
        var lines = try journalLines
        let answer = try line("answered", containing: "\"step\":\"phq9_1\"")
        XCTAssertTrue(lines[answer].contains(#""value":"2""#), lines[answer])
        lines[answer] = lines[answer].replacingOccurrences(of: #""value":"2""#, with: #""value":"0""#)
        try writeJournal(lines)
        try changeResults { result in
            var steps = result["steps"] as? [[String: Any]] ?? []
            let index = steps.firstIndex { $0["id"] as? String == "phq9_1" }!
            steps[index]["outcome"] = ["status": "answered", "answer": ["type": "choice", "value": "0"]]
            result["steps"] = steps
        }
        let total = try XCTUnwrap(jsonNumber(try participant.task("phq9-1").score("phq9_total")?["value"]))
        let run = try verify(["--study", plain.studyPath])
        assertChainBroken(at: answer + 2, run)
        XCTAssertTrue(
            run.stdout.contains(
                "tasks/phq9-1.json: the score 'phq9_total' is \(Int(total)), but its answers in the journal give "
                    + "\(Int(total) - 2)"), run.stdout)
    }

    /// A score edited in the results while the journal is intact: exit 1, named.
    func testAScoreEditedInTheResultsIsFoundWithTheStudyFile() throws {
        try changeResults { result in
            var scores = result["scores"] as? [[String: Any]] ?? []
            scores[0]["value"] = 1
            result["scores"] = scores
        }
        let run = try verify(["--study", plain.studyPath])
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stdout.contains("tasks/phq9-1.json: the score 'phq9_total' is 1, but"), run.stdout)
    }

    /// The participant's next start will not carry on a record whose chain is broken: it
    /// names the line, stops, and changes nothing (as for a line that cannot be read).
    func testAResumeOnABrokenChainStopsAndChangesNothing() throws {
        var lines = try journalLines
        lines.swapAt(7, 8)
        try writeJournal(lines)
        let before = try participant.text("journal.jsonl")
        let run = try harness.run(study: "phq9", input: "", extra: ["--participant", participant.id])
        XCTAssertNotEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.transcript.contains("journal.jsonl:8: the journal's hash chain breaks here"), run.transcript)
        XCTAssertEqual(try participant.text("journal.jsonl"), before)
    }

    private func changeResults(_ change: (inout [String: Any]) -> Void) throws {
        let url = participant.folder.appendingPathComponent("tasks/phq9-1.json")
        var result = try participant.json("tasks/phq9-1.json")
        change(&result)
        try JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    }

    /// A journal written before the chain verifies, said to be unchained; one whose links
    /// were all stripped is not taken for one (it holds a `document-saved` line).
    func testAJournalWithoutLinksIsUnchainedOrStripped() throws {
        let unlinked = try journalLines.map {
            $0.replacingOccurrences(of: #","prev":"[0-9a-f]{64}""#, with: "", options: .regularExpression)
        }
        try writeJournal(unlinked)
        assertChainBroken(at: 1, try verify())
        try writeJournal(unlinked.filter { !$0.contains("\"event\":\"document-saved\"") })
        let run = try verify()
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("journal unchained: written before the hash chain"), run.stdout)
    }
}
