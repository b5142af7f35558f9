import Foundation
import XCTest

@testable import StudyModel

/// What closes an active task's run left open by a kill, as the next start and
/// `study verify --repair` both write it: decided from the run and its results file alone.
final class CutShortActiveRunTests: XCTestCase {
    private let file = Data(#"{"run": "reaction-1", "status": "completed", "events": []}"#.utf8)

    private func openRun(sha256: String? = nil) -> TaskRun {
        var run = TaskRun(task: "reaction", run: "reaction-1", startedAt: ParticipantFixtures.time(9, 30))
        run.resultSHA256 = sha256
        return run
    }

    private var fileSHA256: String { SignedConsentDocument.sha256(String(decoding: file, as: UTF8.self)) }

    func testNoResultsFileKeepsTheRunAsStoppedAndTellsTheParticipant() {
        let closing = CutShortActiveRun(open: openRun(), resultFile: nil)
        XCTAssertEqual(closing.events, [.taskFinished(task: "reaction", run: "reaction-1", status: .stopped)])
        XCTAssertTrue(closing.isCutShort)
    }

    func testAFileSavedBeforeItsHashIsAdoptedWithItsHashAndStatus() {
        let closing = CutShortActiveRun(open: openRun(), resultFile: file)
        XCTAssertEqual(
            closing.events,
            [
                .resultSaved(task: "reaction", run: "reaction-1", sha256: fileSHA256),
                .taskFinished(task: "reaction", run: "reaction-1", status: .completed),
            ])
        XCTAssertFalse(closing.isCutShort, "a completed run lost nothing")
    }

    func testAFileWhoseHashIsJournalledOnlyClosesTheRun() {
        let closing = CutShortActiveRun(open: openRun(sha256: fileSHA256), resultFile: file)
        XCTAssertEqual(closing.events, [.taskFinished(task: "reaction", run: "reaction-1", status: .completed)])
    }

    func testAFileThatDiffersFromTheJournalledHashIsNotAdopted() {
        let closing = CutShortActiveRun(open: openRun(sha256: "0123"), resultFile: file)
        XCTAssertEqual(closing.events, [.taskFinished(task: "reaction", run: "reaction-1", status: .stopped)])
        XCTAssertTrue(closing.isCutShort)
    }

    func testAFileStillInProgressIsNotAdopted() {
        let inProgress = Data(#"{"run": "reaction-1", "status": "in-progress"}"#.utf8)
        let closing = CutShortActiveRun(open: openRun(), resultFile: inProgress)
        XCTAssertEqual(closing.events, [.taskFinished(task: "reaction", run: "reaction-1", status: .stopped)])
    }

    /// The status every start reads from each results file (`LineTokens`, the quick reader,
    /// with `JSONSerialization` behind it) is the one `JSONSerialization` alone reads.
    func testTheRecordedStatusIsWhatJSONSerializationReads() {
        // A survey's results file as the program lays it out (sorted keys, indented).
        let surveyFile = """
            {
              "run" : "phq9-1",
              "scores" : [
                {
                  "band" : null,
                  "id" : "phq9_total",
                  "shownToParticipant" : true,
                  "value" : 7
                }
              ],
              "status" : "completed",
              "steps" : [
                {
                  "answeredAt" : "2026-11-27T12:37:22.600+00:00",
                  "outcome" : { "answer" : { "type" : "choice", "value" : "1" }, "status" : "answered" }
                }
              ]
            }

            """
        let files = [
            surveyFile, #"{"run":"a-1","status":"completed"}"#, "{\n  \"status\" : \"stopped\"\n}\n",
            #"{"steps": [{"status": "answered"}], "status": "in-progress"}"#, #"{"steps": [{"status": "answered"}]}"#,
            #"{"status": "compl\u0065ted"}"#, #"{"status": 3}"#, #"{"status": null}"#, #"[{"status": "completed"}]"#,
            #""completed""#, #"{"status": "completed""#, #"{"status": "completed"} x"#, "",
            #"{"status": "stopped", "status": "completed"}"#, #"{"status": "completed", "n": 1e999}"#,
        ]
        for text in files {
            let data = Data(text.utf8)
            let expected = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["status"] as? String
            XCTAssertEqual(CutShortActiveRun.recordedStatus(in: data), expected, text)
        }
        XCTAssertEqual(CutShortActiveRun.recordedStatus(in: Data(surveyFile.utf8)), "completed")
        XCTAssertNil(CutShortActiveRun.recordedStatus(in: nil))
    }
}
