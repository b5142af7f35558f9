import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// In plain mode an empty line on an optional question asks again (an Enter too many must
/// not skip a question for a screen-reader user or a script one line off); typing `skip`
/// skips it. The diabetes journey skips `time_in_range` this way.
final class PlainOptionalQuestionTests: XCTestCase {
    func testAnEmptyLineAsksAgainAndSkipSkips() throws {
        var typed = try JourneyAnswers("diabetes.txt").lines
        let skip = try XCTUnwrap(typed.firstIndex(of: "skip"), "the fixture skips time_in_range")
        typed.insert("", at: skip)
        let harness = try JourneyHarness()
        let run = try harness.run(study: "diabetes", input: typed.map { $0 + "\n" }.joined())
        JourneyChecks.finishedCleanly(run)
        XCTAssertEqual(
            JourneyTranscript.count(of: "Type an answer, or type skip to leave this question blank.", in: run.stdout),
            1,
            run.stdout)
        let participant = try harness.onlyParticipant(of: "living-with-diabetes")
        let baseline = try participant.task("baseline-1")
        XCTAssertEqual(baseline.outcome("time_in_range")?["status"] as? String, "skipped")
        XCTAssertEqual(
            participant.events("answered", in: try participant.journal()).filter {
                $0["step"] as? String == "time_in_range"
            }
            .count, 1, "the empty line recorded nothing")
    }
}
