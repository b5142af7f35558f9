import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Leaving is asked once, in one place, wherever the participant is; "No, stay" stays on
/// that screen with nothing recorded or lost, and "Yes" ends the session with the answers
/// saved. The diabetes journey is run with `leave` typed (and refused) at an eligibility
/// question, the agreement, the signature, a permission, a survey's instruction and a
/// survey question.
final class LeavingJourneyTests: XCTestCase {
    private static let stayBefore = ["45", "I agree", "ada lovelace", "Allow", "2019-03-15"]

    /// The answers with `leave`, `No, stay` typed before the first line equal to each of
    /// `lines`, and on the baseline survey's first screen after its introduction (an
    /// instruction).
    private func answers(leavingBefore lines: [String]) throws -> String {
        var typed = try JourneyAnswers("diabetes.txt").lines
        for line in lines {
            let index = try XCTUnwrap(typed.firstIndex(of: line), "diabetes.txt has no line '\(line)'")
            typed.insert(contentsOf: ["leave", "No, stay"], at: index)
        }
        let survey = try XCTUnwrap(typed.firstIndex(of: "About you and your diabetes"))
        XCTAssertEqual(typed[survey + 1...survey + 2], ["", ""], "the survey's introduction, then its instruction")
        typed.insert(contentsOf: ["leave", "No, stay"], at: survey + 2)
        return typed.map { $0 + "\n" }.joined()
    }

    /// The journal without what differs between two runs (times, sequence numbers, the id, and
    /// the hashes that vary with them: the chain's links, the signed consent's SHA-256).
    private func comparable(_ participant: JourneyParticipant) throws -> [String] {
        try participant.journal().map { event in
            var kept = event
            for key in ["time", "seq", "prev", "sha256", "participant"] { kept[key] = nil }
            let data = try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }

    func testStayingAnywhereChangesNothingThatIsRecorded() throws {
        let baseline = try JourneyHarness()
        JourneyChecks.finishedCleanly(try baseline.run(try JourneyAnswers("diabetes.txt"), study: "diabetes"))
        let staying = try JourneyHarness()
        let run = try staying.run(study: "diabetes", input: try answers(leavingBefore: Self.stayBefore))
        JourneyChecks.finishedCleanly(run)
        XCTAssertEqual(
            JourneyTranscript.count(of: "Leave now? Your answers so far are saved.", in: run.stdout),
            Self.stayBefore.count + 1, run.transcript)
        let expected = try comparable(baseline.onlyParticipant(of: "living-with-diabetes"))
        let actual = try comparable(staying.onlyParticipant(of: "living-with-diabetes"))
        XCTAssertEqual(actual, expected, "staying must record nothing and lose nothing")
    }

    func testLeavingAtAPermissionEndsTheSessionWithTheAnswersSaved() throws {
        let harness = try JourneyHarness()
        var typed = try JourneyAnswers("diabetes.txt").lines
        let index = try XCTUnwrap(typed.firstIndex(of: "Allow"))
        typed.replaceSubrange(index..., with: ["leave", "Yes, save and leave"])
        let run = try harness.run(study: "diabetes", input: typed.map { $0 + "\n" }.joined())
        JourneyChecks.finishedCleanly(run)
        XCTAssertTrue(run.stdout.contains("Your answers are saved."), run.transcript)
        let participant = try harness.onlyParticipant(of: "living-with-diabetes")
        let journal = try participant.journal()
        XCTAssertEqual(participant.events("signed", in: journal).count, 1, "the signature before leaving is kept")
        XCTAssertEqual(participant.events("permission-decided", in: journal).count, 0)
        XCTAssertEqual(participant.events("session-ended", in: journal).last?["reason"] as? String, "left")
    }
}
