import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Journals, times and studies for the participant, consent-document and results tests.
enum ParticipantFixtures {
    static let today = ExpressionDate(year: 2026, month: 11, day: 21)!

    /// A time on 2026-11-21 at UTC+01:00, written out so that it is exact to the millisecond.
    static func time(_ hour: Int, _ minute: Int, _ second: Int = 0, offset: String = "+01:00") -> Timestamp {
        timestamp(String(format: "2026-11-21T%02d:%02d:%02d.000", hour, minute, second) + offset)
    }

    static func timestamp(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Timestamp {
        guard let value = Timestamp(iso8601: text) else {
            XCTFail("'\(text)' should be a valid timestamp", file: file, line: line)
            return Timestamp(date: Date(timeIntervalSince1970: 0), utcOffsetSeconds: 0)
        }
        return value
    }

    /// The study through `StudyCheck.validate`, failing the test on any error.
    static func study(
        _ text: String, consent: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> ValidationResult {
        let result = StudyCheck.validate(text, consent: consent)
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "unexpected errors:\n\(StudyCheck.dump(errors))", file: file, line: line)
        XCTAssertNotNil(result.study, file: file, line: line)
        return result
    }

    /// The journal's own encoder settings (`Journal` in StudyRunner): one flat object, sorted keys.
    static func journalLine(_ event: JournalEvent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(event), as: UTF8.self)
    }

    static func decodeLine(_ line: String) throws -> JournalEvent {
        try JSONDecoder().decode(JournalEvent.self, from: Data(line.utf8))
    }

    // MARK: Answers

    static func yes() -> AnswerOutcome { .answered(.yesNo(true)) }
    static func no() -> AnswerOutcome { .answered(.yesNo(false)) }
    static func integer(_ value: Int) -> AnswerOutcome { .answered(.integer(value)) }

    /// A study with everything onboarding can hold: eligibility (two questions, the second
    /// with "prefer not to answer"), two consent sections with inline texts, a two-question
    /// quiz (pass mark 2, two attempts), a signature asking for an email, and a required and
    /// an optional permission.
    static let onboardingStudy = """
        id: onboarding-test
        title: Onboarding test
        version: "2.0"
        organisation: Test Lab
        contact:
          name: Dr Test
          email: test@example.org
        estimated-minutes: 5
        introduction:
          title: Welcome
          text: A short study written for tests.
        eligibility:
          questions:
            - id: age
              question: How old are you?
              answer: {type: integer, min: 0, max: 120, unit: years}
            - id: smoker
              question: Do you smoke?
              prefer-not-to-answer: true
              answer: yes-no
          criteria: "age >= 18 and smoker = no"
          ineligible: Sorry, you cannot take part this time.
        consent:
          version: "1.1"
          sections:
            - id: overview
              kind: overview
              title: About the study
              summary: What the study is about.
              learn-more: The full text about the study.
            - id: privacy
              kind: privacy
              title: Your privacy
              summary: How we keep your data safe.
              learn-more: The full text about privacy.
          quiz:
            pass-mark: 2
            attempts: 2
            questions:
              - id: quiz_leave
                question: Can you leave the study at any time?
                answer: yes-no
                correct: yes
                explanation: Yes, whenever you like.
              - id: quiz_watch
                question: Will someone watch your answers as they arrive?
                answer: yes-no
                correct: no
                explanation: No, nobody watches them.
          signature:
            fields: [email]
            meaning: I agree to take part in this study.
        permissions:
          - id: glucose
            title: Blood glucose readings
            reason: We need the readings to see how glucose relates to mood.
            required: true
          - id: reminders
            title: Reminders
            reason: We would like to remind you when a survey is due.
        tasks:
          - id: baseline
            kind: survey
            title: Baseline
            estimated-minutes: 2
            steps:
              - id: mood
                question: How are you today?
                answer: yes-no

        """

    /// A study without eligibility, quiz or permissions.
    static let plainStudy = StudyTemplate().text
}

/// Builds a journal the way the runner writes one: sequence numbers from 1, each event a
/// minute after the one before (from 09:00 at UTC+01:00), unless a time is given.
struct JournalBuilder {
    private(set) var events: [JournalEvent] = []
    private var minute = 0

    mutating func add(_ kind: JournalEvent.Kind, at time: Timestamp? = nil) {
        let when = time ?? ParticipantFixtures.time(9 + minute / 60, minute % 60)
        minute += 1
        events.append(JournalEvent(sequence: events.count + 1, time: when, kind: kind))
    }

    var state: ParticipantState { ParticipantState.folding(events) }
}
