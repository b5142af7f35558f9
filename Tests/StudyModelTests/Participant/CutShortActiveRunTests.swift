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
}
