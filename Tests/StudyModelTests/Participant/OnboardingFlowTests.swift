import Foundation
import XCTest

@testable import StudyModel

/// Where a participant is in onboarding, derived from the study and the journal alone.
final class OnboardingFlowTests: XCTestCase {
    private typealias F = ParticipantFixtures

    private var study: Study!
    private var journal = JournalBuilder()

    override func setUp() {
        super.setUp()
        study = F.study(F.onboardingStudy).study
        journal = JournalBuilder()
    }

    private var stage: OnboardingStage {
        OnboardingFlow.stage(study: study, state: journal.state, today: F.today)
    }

    private func add(_ kind: JournalEvent.Kind) { journal.add(kind) }

    private func join() {
        add(.joined(studyID: "onboarding-test", studyVersion: "2.0", participant: "P-0001", language: "en"))
    }

    private func eligible() {
        join()
        add(.introductionShown)
        add(.eligibilityAnswered(step: "age", outcome: F.integer(30)))
        add(.eligibilityAnswered(step: "smoker", outcome: F.no()))
        add(.eligibilityDecided(eligible: true))
    }

    private func consentRead() {
        eligible()
        add(.consentSectionShown(section: "overview"))
        add(.consentSectionShown(section: "privacy"))
    }

    private func quizAttempt(_ attempt: Int, leave: AnswerOutcome, watch: AnswerOutcome) {
        add(.quizAnswered(attempt: attempt, question: "quiz_leave", outcome: leave, correct: leave == F.yes()))
        add(.quizAnswered(attempt: attempt, question: "quiz_watch", outcome: watch, correct: watch == F.no()))
    }

    private func quizPassed() {
        consentRead()
        quizAttempt(1, leave: F.yes(), watch: F.no())
        add(.quizFinished(attempt: 1, correct: 2, passed: true))
    }

    // MARK: The whole way, in order

    func testEveryStageInOrder() {
        XCTAssertEqual(stage, .introduction, "not joined")
        add(.sessionStarted(mode: .fullScreen))
        add(.introductionShown)
        XCTAssertEqual(stage, .introduction, "the introduction seen but not joined")

        join()
        XCTAssertEqual(stage, .eligibilityQuestion(step: "age"))
        add(.eligibilityAnswered(step: "age", outcome: F.integer(30)))
        XCTAssertEqual(stage, .eligibilityQuestion(step: "smoker"))
        add(.eligibilityAnswered(step: "smoker", outcome: F.no()))
        XCTAssertEqual(stage, .recordEligibility(eligible: true))
        add(.eligibilityDecided(eligible: true))

        XCTAssertEqual(stage, .consentSection(index: 0))
        add(.consentSectionShown(section: "overview"))
        add(.consentLearnMoreShown(section: "overview"))
        XCTAssertEqual(stage, .consentSection(index: 0), "the section being read")
        add(.consentSectionShown(section: "privacy"))
        XCTAssertEqual(stage, .consentSection(index: 1), "the last section, until something after it is journalled")
        XCTAssertEqual(
            OnboardingFlow.afterConsentSections(study: study, state: journal.state), .quizQuestion(attempt: 1, index: 0)
        )

        add(.quizAnswered(attempt: 1, question: "quiz_leave", outcome: F.yes(), correct: true))
        XCTAssertEqual(stage, .quizQuestion(attempt: 1, index: 1))
        add(.quizAnswered(attempt: 1, question: "quiz_watch", outcome: F.yes(), correct: false))
        XCTAssertEqual(stage, .recordQuizResult(attempt: 1, correct: 1, passed: false))
        add(.quizFinished(attempt: 1, correct: 1, passed: false))
        XCTAssertEqual(stage, .quizFailed(attempt: 1, attemptsLeft: 1))

        add(.consentSectionShown(section: "overview")) // going over the consent again changes nothing
        XCTAssertEqual(stage, .quizFailed(attempt: 1, attemptsLeft: 1))

        add(.quizAnswered(attempt: 2, question: "quiz_leave", outcome: F.yes(), correct: true))
        XCTAssertEqual(stage, .quizQuestion(attempt: 2, index: 1))
        add(.quizAnswered(attempt: 2, question: "quiz_watch", outcome: F.no(), correct: true))
        XCTAssertEqual(stage, .recordQuizResult(attempt: 2, correct: 2, passed: true))
        add(.quizFinished(attempt: 2, correct: 2, passed: true))

        XCTAssertEqual(stage, .review)
        add(.consentReviewShown)
        XCTAssertEqual(stage, .agreement)
        add(.consentDecided(agreed: true))
        XCTAssertEqual(stage, .signature)
        add(
            .signed(
                JournalEvent.Signed(
                    fullName: "Ada Lovelace", signature: "A. Lovelace", email: "ada@example.org", phone: nil)))

        XCTAssertEqual(stage, .permission(index: 0))
        add(.permissionDecided(permission: "glucose", granted: true))
        XCTAssertEqual(stage, .permission(index: 1))
        add(.permissionDecided(permission: "reminders", granted: false))

        XCTAssertEqual(stage, .recordCompletion)
        add(.onboardingCompleted)
        XCTAssertEqual(stage, .complete)
        add(.sessionEnded(reason: .left))
        XCTAssertEqual(stage, .complete)
    }

    // MARK: Eligibility

    func testAnsweredCriteriaThatFailRecordIneligible() {
        join()
        add(.eligibilityAnswered(step: "age", outcome: F.integer(30)))
        add(.eligibilityAnswered(step: "smoker", outcome: F.yes()))
        XCTAssertEqual(stage, .recordEligibility(eligible: false))
    }

    func testAnUnderageAnswerRecordsIneligible() {
        join()
        add(.eligibilityAnswered(step: "age", outcome: F.integer(17)))
        add(.eligibilityAnswered(step: "smoker", outcome: F.no()))
        XCTAssertEqual(stage, .recordEligibility(eligible: false))
    }

    func testCriteriaWithAMissingAnswerAreIneligible() {
        join()
        add(.eligibilityAnswered(step: "age", outcome: F.integer(30)))
        add(.eligibilityAnswered(step: "smoker", outcome: .preferNotToAnswer))
        XCTAssertEqual(stage, .recordEligibility(eligible: false), "declined counts as answered, but is missing")
    }

    func testCriteriaWithASkippedAnswerAreIneligible() {
        join()
        add(.eligibilityAnswered(step: "age", outcome: .skipped))
        XCTAssertEqual(stage, .eligibilityQuestion(step: "smoker"))
        add(.eligibilityAnswered(step: "smoker", outcome: F.no()))
        XCTAssertEqual(stage, .recordEligibility(eligible: false))
    }

    func testAChangedEligibilityAnswerIsTheOneThatCounts() {
        join()
        add(.eligibilityAnswered(step: "age", outcome: F.integer(17)))
        add(.eligibilityAnswered(step: "smoker", outcome: F.no()))
        add(.eligibilityAnswered(step: "age", outcome: F.integer(18)))
        XCTAssertEqual(stage, .recordEligibility(eligible: true))
    }

    func testAnIneligibleParticipantStaysIneligible() {
        join()
        add(.eligibilityAnswered(step: "age", outcome: F.integer(17)))
        add(.eligibilityAnswered(step: "smoker", outcome: F.no()))
        add(.eligibilityDecided(eligible: false))
        XCTAssertEqual(stage, .ineligible)
        add(.sessionEnded(reason: .left))
        add(.sessionStarted(mode: .fullScreen))
        XCTAssertEqual(stage, .ineligible, "resuming does not reopen the questions")
    }

    func testAQuestionHiddenByShowIfIsNotAsked() {
        let text = F.onboardingStudy.replacingOccurrences(
            of: """
                      prefer-not-to-answer: true
                      answer: yes-no
                """,
            with: """
                      prefer-not-to-answer: true
                      show-if: "age >= 18"
                      answer: yes-no
                """)
        XCTAssertNotEqual(text, F.onboardingStudy, "the show-if must be inserted")
        study = F.study(text).study
        join()
        add(.eligibilityAnswered(step: "age", outcome: F.integer(16)))
        XCTAssertEqual(stage, .recordEligibility(eligible: false))

        journal = JournalBuilder()
        join()
        add(.eligibilityAnswered(step: "age", outcome: F.integer(40)))
        XCTAssertEqual(stage, .eligibilityQuestion(step: "smoker"))
    }

    func testAnInstructionAmongTheQuestionsIsPassedByRecordingItSkipped() {
        let text = F.onboardingStudy.replacingOccurrences(
            of: """
                  questions:
                    - id: age
                """,
            with: """
                  questions:
                    - id: eligibility_intro
                      instruction: A few questions to see whether you can take part.
                    - id: age
                """)
        XCTAssertNotEqual(text, F.onboardingStudy, "the instruction must be inserted")
        study = F.study(text).study
        join()
        XCTAssertEqual(stage, .eligibilityQuestion(step: "eligibility_intro"))
        add(.eligibilityAnswered(step: "eligibility_intro", outcome: .skipped))
        XCTAssertEqual(stage, .eligibilityQuestion(step: "age"))
        add(.eligibilityAnswered(step: "age", outcome: F.integer(30)))
        add(.eligibilityAnswered(step: "smoker", outcome: F.no()))
        XCTAssertEqual(stage, .recordEligibility(eligible: true), "the skipped instruction does not count against")
    }

    // MARK: Consent

    func testSectionsAreShownInTheOrderOfTheStudy() {
        eligible()
        add(.consentSectionShown(section: "privacy"))
        XCTAssertEqual(stage, .consentSection(index: 0), "the first section not yet shown")
        add(.consentSectionShown(section: "overview"))
        XCTAssertEqual(stage, .consentSection(index: 1))
        add(.quizAnswered(attempt: 1, question: "quiz_leave", outcome: F.yes(), correct: true))
        XCTAssertEqual(stage, .quizQuestion(attempt: 1, index: 1))
    }

    /// A kill while the last section is on screen leaves its `consent-section-shown` as the
    /// journal's last line, exactly as a kill on the quiz's first question or on the review
    /// does: the next start shows that section again rather than skip it.
    func testAJournalEndingOnTheLastSectionShowsItAgain() {
        consentRead()
        XCTAssertEqual(stage, .consentSection(index: 1))
        add(.sessionStarted(mode: .plain)) // the next start (a kill journals no end)
        XCTAssertEqual(stage, .consentSection(index: 1), "a new sitting changes nothing")
        add(.quizAnswered(attempt: 1, question: "quiz_leave", outcome: F.yes(), correct: true))
        XCTAssertEqual(stage, .quizQuestion(attempt: 1, index: 1), "an answer to the quiz is past the sections")
    }

    func testWithoutAQuizTheReviewIsPastTheLastSection() {
        study = F.study(F.plainStudy).study
        add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "P-0002", language: "en"))
        add(.consentSectionShown(section: "overview"))
        XCTAssertEqual(stage, .consentSection(index: 0), "the only section, still being read")
        XCTAssertEqual(OnboardingFlow.afterConsentSections(study: study, state: journal.state), .review)
        add(.consentReviewShown)
        XCTAssertEqual(stage, .agreement)
    }

    func testLearnMoreDoesNotCountAsShowingTheSection() {
        eligible()
        add(.consentLearnMoreShown(section: "overview"))
        XCTAssertEqual(stage, .consentSection(index: 0))
    }

    // MARK: Quiz

    func testAFirstAttemptThatPassesGoesToTheReview() {
        consentRead()
        quizAttempt(1, leave: F.yes(), watch: F.no())
        XCTAssertEqual(stage, .recordQuizResult(attempt: 1, correct: 2, passed: true))
        add(.quizFinished(attempt: 1, correct: 2, passed: true))
        XCTAssertEqual(stage, .review)
    }

    func testOneRightOfTwoIsBelowThePassMark() {
        consentRead()
        quizAttempt(1, leave: F.no(), watch: F.no())
        XCTAssertEqual(stage, .recordQuizResult(attempt: 1, correct: 1, passed: false))
    }

    func testNoRightAnswers() {
        consentRead()
        quizAttempt(1, leave: F.no(), watch: F.yes())
        XCTAssertEqual(stage, .recordQuizResult(attempt: 1, correct: 0, passed: false))
    }

    func testFailingTheLastAttemptIsOutOfAttempts() {
        consentRead()
        quizAttempt(1, leave: F.no(), watch: F.no())
        add(.quizFinished(attempt: 1, correct: 1, passed: false))
        XCTAssertEqual(stage, .quizFailed(attempt: 1, attemptsLeft: 1))
        quizAttempt(2, leave: F.yes(), watch: F.yes())
        XCTAssertEqual(stage, .recordQuizResult(attempt: 2, correct: 1, passed: false))
        add(.quizFinished(attempt: 2, correct: 1, passed: false))
        XCTAssertEqual(stage, .quizOutOfAttempts)
        add(.sessionStarted(mode: .fullScreen))
        XCTAssertEqual(stage, .quizOutOfAttempts)
    }

    func testTheRecordedResultDecidesNotARegrading() {
        consentRead()
        quizAttempt(1, leave: F.yes(), watch: F.no())
        add(.quizFinished(attempt: 1, correct: 2, passed: false))
        XCTAssertEqual(stage, .quizFailed(attempt: 1, attemptsLeft: 1))
    }

    // MARK: Agreement, signature, permissions

    func testDecliningEndsTheOnboarding() {
        quizPassed()
        add(.consentReviewShown)
        add(.consentDecided(agreed: false))
        XCTAssertEqual(stage, .declined)
        add(.sessionStarted(mode: .fullScreen))
        XCTAssertEqual(stage, .declined)
    }

    func testTheReviewComesBeforeTheAgreement() {
        quizPassed()
        XCTAssertEqual(stage, .review)
        add(.consentReviewShown)
        XCTAssertEqual(stage, .agreement)
    }

    func testPermissionsAreAskedInTheOrderOfTheStudy() {
        quizPassed()
        add(.consentReviewShown)
        add(.consentDecided(agreed: true))
        add(.signed(JournalEvent.Signed(fullName: "A", signature: "A", email: nil, phone: nil)))
        add(.permissionDecided(permission: "reminders", granted: true))
        XCTAssertEqual(stage, .permission(index: 0))
        add(.permissionDecided(permission: "glucose", granted: false))
        XCTAssertEqual(stage, .recordCompletion, "a declined permission is still a decision")
    }

    func testACompletedOnboardingIsCompleteWhateverElseTheJournalHolds() {
        add(.onboardingCompleted)
        XCTAssertEqual(stage, .complete)
    }

    // MARK: A study with none of the optional parts

    func testAStudyWithoutEligibilityQuizOrPermissions() {
        study = F.study(F.plainStudy).study
        XCTAssertNil(study.eligibility)
        XCTAssertNil(study.consent.quiz)
        XCTAssertTrue(study.permissions.isEmpty)

        XCTAssertEqual(stage, .introduction)
        add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "P-0002", language: "en"))
        XCTAssertEqual(stage, .consentSection(index: 0), "no eligibility questions: straight to the consent")
        add(.consentSectionShown(section: "overview"))
        XCTAssertEqual(stage, .consentSection(index: 0), "read until the review is journalled")
        add(.consentReviewShown)
        XCTAssertEqual(stage, .agreement)
        add(.consentDecided(agreed: true))
        XCTAssertEqual(stage, .signature)
        add(.signed(JournalEvent.Signed(fullName: "B", signature: "B", email: nil, phone: nil)))
        XCTAssertEqual(stage, .recordCompletion, "no permissions")
        add(.onboardingCompleted)
        XCTAssertEqual(stage, .complete)
    }
}
