import Foundation
import XCTest

@testable import StudyModel

/// `session-started` and `session-ended` carry typed values that are written as the same
/// strings journals have always held, so an old journal reads unchanged and a value this
/// version does not know is refused by name (a journal is edited, or from a newer version).
final class SessionPayloadCodingTests: XCTestCase {
    private let time = "2026-11-21T09:30:12.345+01:00"

    private func line(_ event: String, _ field: String, _ value: String) -> String {
        #"{"event":"\#(event)","\#(field)":"\#(value)","seq":2,"time":"\#(time)"}"#
    }

    private func event(_ kind: JournalEvent.Kind) -> JournalEvent {
        JournalEvent(sequence: 2, time: ParticipantFixtures.timestamp(time), kind: kind)
    }

    func testEveryModeIsWrittenAsItsDocumentedString() throws {
        let written: [SessionMode: String] = [.fullScreen: "full-screen", .plain: "plain"]
        XCTAssertEqual(Set(written.keys), Set(SessionMode.allCases))
        for (mode, text) in written {
            let expected = line("session-started", "mode", text)
            XCTAssertEqual(try ParticipantFixtures.journalLine(event(.sessionStarted(mode: mode))), expected)
            XCTAssertEqual(try ParticipantFixtures.decodeLine(expected), event(.sessionStarted(mode: mode)))
        }
    }

    func testEveryEndingReasonIsWrittenAsItsDocumentedString() throws {
        let written: [SessionEndReason: String] = [
            .left: "left", .interrupted: "interrupted", .endOfInput: "end of input",
            .signalInterrupt: "signal interrupt", .signalTerminate: "signal terminate", .signalHangup: "signal hangup",
        ]
        XCTAssertEqual(Set(written.keys), Set(SessionEndReason.allCases))
        for (reason, text) in written {
            let expected = line("session-ended", "reason", text)
            XCTAssertEqual(try ParticipantFixtures.journalLine(event(.sessionEnded(reason: reason))), expected)
            XCTAssertEqual(try ParticipantFixtures.decodeLine(expected), event(.sessionEnded(reason: reason)))
        }
    }

    func testAnUnknownReasonIsRefusedNamingTheValuesItMayTake() {
        XCTAssertThrowsError(try ParticipantFixtures.decodeLine(line("session-ended", "reason", "crashed"))) { error in
            XCTAssertEqual(
                JournalEvent.readingProblem(error),
                "unknown reason 'crashed' in 'session-ended' (known: 'left', 'interrupted', 'end of input', "
                    + "'signal interrupt', 'signal terminate', 'signal hangup')")
        }
    }

    func testAnUnknownModeOrRunStatusIsRefusedByName() {
        XCTAssertThrowsError(try ParticipantFixtures.decodeLine(line("session-started", "mode", "Plain"))) { error in
            let expected = "unknown mode 'Plain' in 'session-started' (known: 'full-screen', 'plain')"
            XCTAssertEqual(JournalEvent.readingProblem(error), expected)
        }
        let finished = #"{"event":"task-finished","run":"r","seq":1,"status":"done","task":"t","time":"\#(time)"}"#
        XCTAssertThrowsError(try ParticipantFixtures.decodeLine(finished)) { error in
            let problem = JournalEvent.readingProblem(error)
            XCTAssertTrue(problem.hasPrefix("unknown status 'done' in 'task-finished' (known: 'completed'"), problem)
        }
    }

    func testAMissingReasonIsNamed() {
        let missing = #"{"event":"session-ended","seq":2,"time":"\#(time)"}"#
        XCTAssertThrowsError(try ParticipantFixtures.decodeLine(missing)) { error in
            XCTAssertEqual(JournalEvent.readingProblem(error), "the field 'reason' is missing")
        }
    }

    func testVerifyNamesWhyAJournalLineCannotBeRead() {
        let journal = """
            {"event":"joined","language":"en","participant":"P-1","seq":1,"study":"s","time":"\(time)","version":"1"}
            \(line("session-ended", "reason", "crashed"))

            """
        let problems = ParticipantVerification.verify(files: ["journal.jsonl": Data(journal.utf8)])
        let first = problems.first?.description ?? ""
        let expected = "journal.jsonl: line 2 is not a journal event (unknown reason 'crashed'"
        XCTAssertTrue(first.hasPrefix(expected), "\(problems)")
    }
}
