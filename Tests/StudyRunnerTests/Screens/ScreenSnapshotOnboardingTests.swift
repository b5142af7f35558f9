import Foundation
import StudyModel
import Testing

@testable import StudyRunner

/// The onboarding screens of the diabetes study (introduction, participant id,
/// eligibility, quiz, signature, permissions) at 80 × 24, most also at 40 columns and in
/// plain mode.
@Suite struct ScreenSnapshotOnboarding {
    let screens = InlineScreens(.diabetes)
    var ui: UIText { screens.ui }

    func check(
        _ screen: Screen, _ name: String, narrow: Bool = false, plain: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        assertSnapshot(Render.full(screen), named: name, in: Self.self, sourceLocation: sourceLocation)
        if narrow {
            assertSnapshot(
                Render.full(screen, width: 40), named: name + ".narrow", in: Self.self, sourceLocation: sourceLocation)
        }
        if plain {
            assertSnapshot(Render.plain(screen), named: name + ".plain", in: Self.self, sourceLocation: sourceLocation)
        }
    }

    // MARK: Introduction and participant id

    @Test func introduction() {
        check(screens.introduction(), "introduction", narrow: true, plain: true)
    }

    @Test func introductionWithLearnMore() {
        check(screens.introduction(showingMore: true), "introduction-learn-more", narrow: true)
    }

    @Test func participantID() {
        check(screens.participantID(), "participant-id", narrow: true, plain: true)
    }

    @Test func returningParticipant() {
        check(screens.returning(), "returning", plain: true)
        check(screens.unknownParticipant("K7QM-2X9E"), "returning-unknown", narrow: true)
    }

    // MARK: Eligibility

    @Test func eligibilityIntegerQuestion() {
        let question = LoadedStudy.diabetes.question("age")
        let empty = Questions.screen(question, situation: Questions.eligibility(ui))
        check(empty, "eligibility-age", narrow: true, plain: true)
        let wrong = Questions.screen(
            question, typed: "about 40", notice: Questions.notice(for: "about 40", question),
            situation: Questions.eligibility(ui))
        check(wrong, "eligibility-age-error", narrow: true, plain: true)
    }

    @Test func eligibilitySingleChoice() {
        let question = LoadedStudy.diabetes.question("diagnosis")
        check(
            Questions.screen(question, situation: Questions.eligibility(ui)), "eligibility-diagnosis", narrow: true,
            plain: true)
    }

    @Test func eligibilityYesNo() {
        let question = LoadedStudy.diabetes.question("has_keyboard")
        let screen = Questions.screen(question, answer: .answered(.yesNo(true)), situation: Questions.eligibility(ui))
        check(screen, "eligibility-yes-no", narrow: true, plain: true)
        let help = Questions.screen(question, situation: Questions.eligibility(ui), showHelp: true)
        check(help, "eligibility-yes-no-help")
    }

    @Test func eligibleAndIneligible() {
        check(screens.eligible(), "eligible")
        check(screens.ineligible(), "ineligible", narrow: true, plain: true)
    }

    // MARK: Quiz

    @Test func quiz() {
        check(screens.quizQuestion(2), "quiz-question", narrow: true)
        check(screens.quizVerdict(1, correct: true), "quiz-correct", narrow: true)
        check(screens.quizVerdict(1, correct: false), "quiz-wrong", plain: true)
        check(screens.quizPassed(correct: 5), "quiz-passed")
        check(screens.quizFailed(correct: 3, attemptsLeft: 2), "quiz-failed", narrow: true, plain: true)
        let outOfAttempts = screens.ending(UIText.fill(ui.outOfAttempts, ["contact": screens.study.contact.email]))
        check(outOfAttempts, "quiz-out-of-attempts", narrow: true)
    }

    // MARK: Signature

    @Test func signature() {
        check(screens.signature(step: 0), "signature-name", narrow: true, plain: true)
        check(
            screens.signature(
                step: 1, name: "Amara Jones", typed: "Amara Jone",
                notice: .error(ui.signatureMismatch)), "signature-typed-mismatch", narrow: true, plain: true)
        check(
            screens.signature(step: 2, name: "Amara Jones", typed: "amara@"),
            "signature-email")
        check(screens.ending(ui.declined), "declined")
    }

    // MARK: Permissions

    @Test func requiredPermission() {
        check(screens.permission(0), "permission-required", narrow: true, plain: true)
        check(screens.requiredDeclined(0), "permission-required-declined", narrow: true, plain: true)
    }

    @Test func optionalPermission() {
        check(screens.permission(1), "permission-optional", narrow: true)
    }

    // MARK: Leaving

    @Test func confirmLeave() {
        check(screens.confirmLeave(), "confirm-leave", narrow: true, plain: true)
    }
}
