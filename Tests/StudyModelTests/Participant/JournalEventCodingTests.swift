import Foundation
import XCTest

@testable import StudyModel

/// The journal's flat JSON: one object per line with `seq`, `time`, `event` and the
/// event's own fields, sorted keys as the runner writes them, decoding back to the event.
final class JournalEventCodingTests: XCTestCase {
    private let time = "2026-11-21T09:30:12.345+01:00"

    /// Every event kind, with the line the journal must hold for it.
    private var cases: [(JournalEvent.Kind, String)] {
        let t = time
        return [
            (
                .joined(studyID: "onboarding-test", studyVersion: "2.0", participant: "P-0001", language: "en"),
                #"{"event":"joined","language":"en","participant":"P-0001","seq":1,"study":"onboarding-test","time":"\#(t)","version":"2.0"}"#
            ),
            (
                .sessionStarted(mode: .fullScreen),
                #"{"event":"session-started","mode":"full-screen","seq":2,"time":"\#(t)"}"#
            ),
            (
                .sessionEnded(reason: .left),
                #"{"event":"session-ended","reason":"left","seq":3,"time":"\#(t)"}"#
            ),
            (
                .introductionShown,
                #"{"event":"introduction-shown","seq":4,"time":"\#(t)"}"#
            ),
            (
                .eligibilityAnswered(step: "age", outcome: .answered(.integer(42))),
                #"{"event":"eligibility-answered","outcome":{"answer":{"type":"integer","value":42},"status":"answered"},"seq":5,"step":"age","time":"\#(t)"}"#
            ),
            (
                .eligibilityDecided(eligible: true),
                #"{"eligible":true,"event":"eligibility-decided","seq":6,"time":"\#(t)"}"#
            ),
            (
                .consentSectionShown(section: "privacy"),
                #"{"event":"consent-section-shown","section":"privacy","seq":7,"time":"\#(t)"}"#
            ),
            (
                .consentLearnMoreShown(section: "privacy"),
                #"{"event":"consent-learn-more-shown","section":"privacy","seq":8,"time":"\#(t)"}"#
            ),
            (
                .quizAnswered(attempt: 2, question: "quiz_watch", outcome: .answered(.yesNo(false)), correct: true),
                #"{"attempt":2,"correct":true,"event":"quiz-answered","outcome":{"answer":{"type":"yes-no","value":false},"status":"answered"},"question":"quiz_watch","seq":9,"time":"\#(t)"}"#
            ),
            (
                .quizFinished(attempt: 2, correct: 1, passed: false),
                #"{"attempt":2,"correct":1,"event":"quiz-finished","passed":false,"seq":10,"time":"\#(t)"}"#
            ),
            (
                .consentReviewShown,
                #"{"event":"consent-review-shown","seq":11,"time":"\#(t)"}"#
            ),
            (
                .consentDecided(agreed: false),
                #"{"agreed":false,"event":"consent-decided","seq":12,"time":"\#(t)"}"#
            ),
            (
                .signed(
                    JournalEvent.Signed(
                        fullName: "Ada Lovelace", signature: "A. Lovelace", email: "ada@example.org",
                        phone: "+44 113 496 0123")),
                #"{"event":"signed","seq":13,"signature":{"email":"ada@example.org","fullName":"Ada Lovelace","phone":"+44 113 496 0123","signature":"A. Lovelace"},"time":"\#(t)"}"#
            ),
            (
                .permissionDecided(permission: "glucose", granted: true),
                #"{"event":"permission-decided","granted":true,"permission":"glucose","seq":14,"time":"\#(t)"}"#
            ),
            (
                .onboardingCompleted,
                #"{"event":"onboarding-completed","seq":15,"time":"\#(t)"}"#
            ),
            (
                .taskStarted(task: "baseline", run: "baseline-1"),
                #"{"event":"task-started","run":"baseline-1","seq":16,"task":"baseline","time":"\#(t)"}"#
            ),
            (
                .stepShown(task: "baseline", run: "baseline-1", step: "age"),
                #"{"event":"step-shown","run":"baseline-1","seq":17,"step":"age","task":"baseline","time":"\#(t)"}"#
            ),
            (
                .answered(task: "baseline", run: "baseline-1", step: "weight", outcome: .preferNotToAnswer),
                #"{"event":"answered","outcome":{"status":"prefer-not-to-answer"},"run":"baseline-1","seq":18,"step":"weight","task":"baseline","time":"\#(t)"}"#
            ),
            (
                .wentBack(task: "baseline", run: "baseline-1", from: "weight", to: "age"),
                #"{"event":"went-back","from":"weight","run":"baseline-1","seq":19,"task":"baseline","time":"\#(t)","to":"age"}"#
            ),
            (
                .taskFinished(task: "baseline", run: "baseline-1", status: .completed),
                #"{"event":"task-finished","run":"baseline-1","seq":20,"status":"completed","task":"baseline","time":"\#(t)"}"#
            ),
            (
                .contactUpdated(email: "ada@example.org", phone: nil),
                #"{"email":"ada@example.org","event":"contact-updated","seq":21,"time":"\#(t)"}"#
            ),
            (
                .withdrew(answers: .deleted),
                #"{"answers":"deleted","event":"withdrew","seq":22,"time":"\#(t)"}"#
            ),
        ]
    }

    private func event(_ sequence: Int, _ kind: JournalEvent.Kind) -> JournalEvent {
        JournalEvent(sequence: sequence, time: ParticipantFixtures.timestamp(time), kind: kind)
    }

    func testTheCasesCoverEveryEventName() {
        let names = Set(cases.map(\.0.name))
        XCTAssertEqual(
            names,
            [
                "joined", "session-started", "session-ended", "introduction-shown", "eligibility-answered",
                "eligibility-decided", "consent-section-shown", "consent-learn-more-shown", "quiz-answered",
                "quiz-finished", "consent-review-shown", "consent-decided", "signed", "permission-decided",
                "onboarding-completed", "task-started", "step-shown", "answered", "went-back", "task-finished",
                "contact-updated", "withdrew",
            ])
    }

    func testEveryEventKindEncodesToItsFlatJSONLine() throws {
        for (index, (kind, expected)) in cases.enumerated() {
            XCTAssertEqual(try ParticipantFixtures.journalLine(event(index + 1, kind)), expected, kind.name)
        }
    }

    func testEveryEventKindDecodesBackToTheSameEvent() throws {
        for (index, (kind, line)) in cases.enumerated() {
            let decoded = try ParticipantFixtures.decodeLine(line)
            XCTAssertEqual(decoded, event(index + 1, kind), kind.name)
            XCTAssertEqual(try ParticipantFixtures.journalLine(decoded), line, "re-encoding \(kind.name)")
        }
    }

    func testTheDocumentedAnsweredLine() throws {
        let line =
            #"{"event":"answered","outcome":{"answer":{"type":"integer","value":42},"status":"answered"},"run":"baseline-1","seq":7,"step":"age","task":"baseline","time":"2026-11-21T09:30:12.345+01:00"}"#
        let event = JournalEvent(
            sequence: 7, time: ParticipantFixtures.timestamp("2026-11-21T09:30:12.345+01:00"),
            kind: .answered(task: "baseline", run: "baseline-1", step: "age", outcome: .answered(.integer(42))))
        XCTAssertEqual(try ParticipantFixtures.journalLine(event), line)
        XCTAssertEqual(try ParticipantFixtures.decodeLine(line), event)
    }

    func testSkippedAndOtherOutcomesAndEveryRunStatus() throws {
        let skipped = event(1, .answered(task: "t", run: "t-1", step: "sleep", outcome: .skipped))
        XCTAssertTrue(try ParticipantFixtures.journalLine(skipped).contains(#""outcome":{"status":"skipped"}"#))
        let other = event(
            2, .eligibilityAnswered(step: "where", outcome: .answered(.choice("other", otherText: "Leeds/Bradford"))))
        let otherLine = try ParticipantFixtures.journalLine(other)
        XCTAssertTrue(
            otherLine.contains(#""answer":{"other":"Leeds/Bradford","type":"choice","value":"other"}"#), otherLine)
        XCTAssertEqual(try ParticipantFixtures.decodeLine(otherLine), other)
        for (status, written) in [
            (TaskRunStatus.completed, "completed"), (.stopped, "stopped"), (.inProgress, "in-progress"),
        ] {
            let finished = event(3, .taskFinished(task: "t", run: "t-1", status: status))
            let line = try ParticipantFixtures.journalLine(finished)
            XCTAssertTrue(line.contains(#""status":"\#(written)""#), line)
            XCTAssertEqual(try ParticipantFixtures.decodeLine(line), finished)
        }
    }

    func testASignatureWithoutEmailOrPhoneLeavesThemOut() throws {
        let signed = event(
            1, .signed(JournalEvent.Signed(fullName: "Zoë Li", signature: "Zoë", email: nil, phone: nil)))
        let line = try ParticipantFixtures.journalLine(signed)
        XCTAssertEqual(
            line, #"{"event":"signed","seq":1,"signature":{"fullName":"Zoë Li","signature":"Zoë"},"time":"\#(time)"}"#)
        XCTAssertEqual(try ParticipantFixtures.decodeLine(line), signed)
    }

    func testKeyOrderInTheFileDoesNotMatter() throws {
        let line =
            #"{"time":"2026-11-21T09:30:12.345+01:00","task":"baseline","seq":4,"run":"baseline-1","event":"task-started"}"#
        XCTAssertEqual(
            try ParticipantFixtures.decodeLine(line), event(4, .taskStarted(task: "baseline", run: "baseline-1")))
    }

    // MARK: Errors

    private func decodingError(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line)
        -> DecodingError?
    {
        do {
            let event = try ParticipantFixtures.decodeLine(line)
            XCTFail("expected an error, decoded \(event)", file: file, line: lineNumber)
            return nil
        } catch let error as DecodingError {
            return error
        } catch {
            XCTFail("expected a DecodingError, got \(error)", file: file, line: lineNumber)
            return nil
        }
    }

    private func debugDescription(_ error: DecodingError?) -> String? {
        switch error {
        case let .dataCorrupted(context)?: return context.debugDescription
        default: return nil
        }
    }

    func testAnUnknownEventNameIsRejectedByName() {
        let error = decodingError(#"{"event":"answer-changed","seq":3,"time":"2026-11-21T09:30:12.345+01:00"}"#)
        XCTAssertEqual(debugDescription(error), "unknown journal event 'answer-changed'")
        if case let .dataCorrupted(context)? = error {
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["event"])
        }
    }

    func testEventNamesAreCaseSensitive() {
        let error = decodingError(
            #"{"event":"Joined","language":"en","participant":"P","seq":1,"study":"s","time":"2026-11-21T09:30:12.345+01:00","version":"1"}"#
        )
        XCTAssertEqual(debugDescription(error), "unknown journal event 'Joined'")
    }

    func testMalformedTimesAreRejectedSayingWhy() {
        for written in [
            "21/11/2026 09:30", "2026-11-21 09:30:12.345+01:00", "2026-11-21T09:30:12.345",
            "2026-13-21T09:30:12.345+01:00",
            "", "yesterday",
        ] {
            let error = decodingError(#"{"event":"introduction-shown","seq":1,"time":"\#(written)"}"#)
            XCTAssertEqual(debugDescription(error), "'\(written)' is not an ISO 8601 time", written)
        }
    }

    func testATimeThatIsNotAStringIsRejected() {
        let error = decodingError(#"{"event":"introduction-shown","seq":1,"time":1795249812}"#)
        guard case .typeMismatch? = error else {
            return XCTFail("expected a type mismatch, got \(String(describing: error))")
        }
    }

    func testAMissingFieldOfTheEventIsRejected() {
        let error = decodingError(
            #"{"event":"answered","run":"baseline-1","seq":7,"task":"baseline","time":"2026-11-21T09:30:12.345+01:00","outcome":{"status":"skipped"}}"#
        )
        guard case let .keyNotFound(key, _)? = error else {
            return XCTFail("expected a missing key, got \(String(describing: error))")
        }
        XCTAssertEqual(key.stringValue, "step")
    }

    func testAMissingSequenceOrEventIsRejected() {
        guard
            case let .keyNotFound(key, _)? = decodingError(
                #"{"event":"introduction-shown","time":"2026-11-21T09:30:12.345+01:00"}"#)
        else {
            return XCTFail("expected seq to be missing")
        }
        XCTAssertEqual(key.stringValue, "seq")
        guard case let .keyNotFound(event, _)? = decodingError(#"{"seq":1,"time":"2026-11-21T09:30:12.345+01:00"}"#)
        else {
            return XCTFail("expected event to be missing")
        }
        XCTAssertEqual(event.stringValue, "event")
    }

    func testAnUnknownRunStatusIsRejected() {
        let error = decodingError(
            #"{"event":"task-finished","run":"r","seq":1,"status":"done","task":"t","time":"2026-11-21T09:30:12.345+01:00"}"#
        )
        XCTAssertNotNil(error)
    }

    func testAnUnknownAnswerStatusIsRejected() {
        let error = decodingError(
            #"{"event":"answered","outcome":{"status":"maybe"},"run":"r","seq":1,"step":"s","task":"t","time":"2026-11-21T09:30:12.345+01:00"}"#
        )
        XCTAssertTrue(
            debugDescription(error)?.contains("unknown answer status 'maybe'") == true,
            String(describing: error))
    }
}
