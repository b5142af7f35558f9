import Foundation
import XCTest

@testable import StudyModel

/// `onboarding.json`: what happened before the tasks, from the folded journal.
final class OnboardingRecordTests: XCTestCase {
    private typealias F = ParticipantFixtures

    private func onboardingState() -> ParticipantState {
        var journal = JournalBuilder()
        // 09:00
        journal.add(.joined(studyID: "onboarding-test", studyVersion: "2.0", participant: "P-0001", language: "en"))
        journal.add(.eligibilityAnswered(step: "age", outcome: F.integer(42))) // 09:01
        journal.add(.eligibilityAnswered(step: "smoker", outcome: F.no())) // 09:02
        journal.add(.eligibilityDecided(eligible: true)) // 09:03
        journal.add(.consentSectionShown(section: "overview")) // 09:04
        journal.add(.consentSectionShown(section: "privacy")) // 09:05
        // Answered out of order: the record lists the quiz's order.
        journal.add(.quizAnswered(attempt: 1, question: "quiz_watch", outcome: F.yes(), correct: false)) // 09:06
        journal.add(.quizAnswered(attempt: 1, question: "quiz_leave", outcome: F.yes(), correct: true)) // 09:07
        journal.add(.quizFinished(attempt: 1, correct: 1, passed: false)) // 09:08
        journal.add(.quizAnswered(attempt: 2, question: "quiz_leave", outcome: F.yes(), correct: true)) // 09:09
        journal.add(.quizAnswered(attempt: 2, question: "quiz_watch", outcome: F.no(), correct: true)) // 09:10
        journal.add(.quizFinished(attempt: 2, correct: 2, passed: true)) // 09:11
        journal.add(.consentReviewShown) // 09:12
        journal.add(.consentDecided(agreed: true)) // 09:13
        journal.add(
            .signed(
                JournalEvent.Signed(
                    fullName: "Ada Lovelace", signature: "A. Lovelace",
                    email: "ada@example.org", phone: nil))) // 09:14
        journal.add(.permissionDecided(permission: "glucose", granted: true)) // 09:15
        journal.add(.permissionDecided(permission: "reminders", granted: false)) // 09:16
        journal.add(.onboardingCompleted) // 09:17
        return journal.state
    }

    private var onboardingStudy: Study? { F.study(F.onboardingStudy).study }

    func testTheFieldsComeFromTheFoldedState() throws {
        let record = OnboardingRecord(study: try XCTUnwrap(onboardingStudy), state: onboardingState())
        XCTAssertEqual(record.study.id, "onboarding-test")
        XCTAssertEqual(record.study.version, "2.0")
        XCTAssertEqual(record.consentVersion, "1.1")
        XCTAssertEqual(record.participant, "P-0001")
        XCTAssertEqual(record.language, "en")
        XCTAssertEqual(record.joinedAt, F.time(9, 0))
        XCTAssertEqual(record.eligibilityAnswers, ["age": F.integer(42), "smoker": F.no()])
        XCTAssertEqual(record.eligible, true)
        XCTAssertEqual(record.consentSectionsShown, ["overview": F.time(9, 4), "privacy": F.time(9, 5)])
        XCTAssertEqual(record.consentAgreed, true)
        XCTAssertEqual(record.signedAt, F.time(9, 14))
        XCTAssertEqual(record.permissions, ["glucose": true, "reminders": false])
        XCTAssertTrue(record.completed)
    }

    func testQuizAttemptsListAnswersInTheQuizOrder() throws {
        let attempts = OnboardingRecord(study: try XCTUnwrap(onboardingStudy), state: onboardingState()).quizAttempts
        XCTAssertEqual(attempts.map(\.attempt), [1, 2])
        XCTAssertEqual(attempts[0].answers.map(\.question), ["quiz_leave", "quiz_watch"])
        XCTAssertEqual(attempts[0].answers.map(\.correct), [true, false])
        XCTAssertEqual(attempts[0].answers.map(\.outcome), [F.yes(), F.yes()])
        XCTAssertEqual(attempts[0].answers.map(\.answeredAt), [F.time(9, 7), F.time(9, 6)])
        XCTAssertEqual(attempts[0].correct, 1)
        XCTAssertEqual(attempts[0].passed, false)
        XCTAssertEqual(attempts[1].answers.map(\.outcome), [F.yes(), F.no()])
        XCTAssertEqual(attempts[1].correct, 2)
        XCTAssertEqual(attempts[1].passed, true)
    }

    func testAnUnfinishedAttemptHasNoResult() throws {
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "onboarding-test", studyVersion: "2.0", participant: "P-3", language: "en"))
        journal.add(.quizAnswered(attempt: 1, question: "quiz_watch", outcome: F.no(), correct: true))
        let record = OnboardingRecord(study: try XCTUnwrap(onboardingStudy), state: journal.state)
        XCTAssertEqual(record.quizAttempts.count, 1)
        XCTAssertEqual(record.quizAttempts[0].answers.map(\.question), ["quiz_watch"])
        XCTAssertNil(record.quizAttempts[0].correct)
        XCTAssertNil(record.quizAttempts[0].passed)
        XCTAssertFalse(record.completed)
        XCTAssertNil(record.eligible)
        XCTAssertNil(record.consentAgreed)
        XCTAssertNil(record.signedAt)
    }

    func testWithoutAJoinTheStudyLanguageIsUsed() throws {
        let record = OnboardingRecord(study: try XCTUnwrap(onboardingStudy), state: ParticipantState())
        XCTAssertEqual(record.participant, "")
        XCTAssertEqual(record.language, "en")
        XCTAssertNil(record.joinedAt)
    }

    func testTheJSONHasSortedKeysAndTheDocumentedNames() throws {
        let record = OnboardingRecord(study: try XCTUnwrap(onboardingStudy), state: onboardingState())
        let json = String(decoding: try record.json(), as: UTF8.self)
        let topLevel = json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
            String($0.split(separator: "\"")[1])
        }
        XCTAssertEqual(
            topLevel,
            [
                "completed", "consentAgreed", "consentSectionsShown", "consentVersion", "eligibilityAnswers",
                "eligible", "joinedAt", "language", "participant", "permissions", "quizAttempts",
                "signedAt", "study",
            ])
        XCTAssertEqual(topLevel, topLevel.sorted())
        XCTAssertTrue(
            json.contains(
                """
                  "permissions" : {
                    "glucose" : true,
                    "reminders" : false
                  },
                """), json)
        XCTAssertTrue(
            json.contains(
                """
                      "answers" : [
                        {
                          "answeredAt" : "2026-11-21T09:07:00.000+01:00",
                          "correct" : true,
                          "outcome" : {
                            "answer" : {
                              "type" : "yes-no",
                              "value" : true
                            },
                            "status" : "answered"
                          },
                          "question" : "quiz_leave"
                        },
                """), json)
    }

    func testTheJSONOfASmallOnboarding() throws {
        let study = try XCTUnwrap(F.study(F.plainStudy).study)
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "P-0002", language: "en")) // 09:00
        journal.add(.consentSectionShown(section: "overview")) // 09:01
        journal.add(.consentReviewShown) // 09:02
        journal.add(.consentDecided(agreed: true)) // 09:03
        // 09:04
        journal.add(.signed(JournalEvent.Signed(fullName: "Bea Smith", signature: "B. Smith", email: nil, phone: nil)))
        journal.add(.onboardingCompleted) // 09:05
        let json = String(decoding: try OnboardingRecord(study: study, state: journal.state).json(), as: UTF8.self)
        XCTAssertEqual(
            json,
            """
            {
              "completed" : true,
              "consentAgreed" : true,
              "consentSectionsShown" : {
                "overview" : "2026-11-21T09:01:00.000+01:00"
              },
              "consentVersion" : "1.0",
              "eligibilityAnswers" : {

              },
              "joinedAt" : "2026-11-21T09:00:00.000+01:00",
              "language" : "en",
              "participant" : "P-0002",
              "permissions" : {

              },
              "quizAttempts" : [

              ],
              "signedAt" : "2026-11-21T09:04:00.000+01:00",
              "study" : {
                "id" : "test-study",
                "version" : "1.0"
              }
            }
            """)
    }
}
