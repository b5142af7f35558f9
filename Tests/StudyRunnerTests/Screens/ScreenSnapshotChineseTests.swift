import Foundation
import StudyModel
import Testing

@testable import StudyRunner

/// The bilingual sleep study in Simplified Chinese (`zh-Hans`, `UIText.chinese`,
/// `Wording.chinese`): wide characters must wrap within the width and line up.
@Suite struct ScreenSnapshotChinese {
    static let language = "zh-Hans"
    let screens = InlineScreens(.sleep, language: Self.language)
    let pages = LoadedStudy.sleep.consentPages(Self.language)
    var ui: UIText { screens.ui }

    func check(
        _ screen: Screen, _ name: String, narrow: Bool = false, plain: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let full = Render.full(screen, chinese: true)
        #expect(full.allSatisfy { $0.width <= 80 }, sourceLocation: sourceLocation)
        assertSnapshot(full, named: name, in: Self.self, sourceLocation: sourceLocation)
        if narrow {
            let lines = Render.full(screen, width: 40, chinese: true)
            #expect(lines.allSatisfy { $0.width <= 40 }, sourceLocation: sourceLocation)
            assertSnapshot(lines, named: name + ".narrow", in: Self.self, sourceLocation: sourceLocation)
        }
        if plain {
            assertSnapshot(
                Render.plain(screen, ui: ui), named: name + ".plain", in: Self.self, sourceLocation: sourceLocation)
        }
    }

    static let diaryTrail: [StepID] = ["diary_intro", "bedtime", "lights_out", "sleep_latency", "woke_at_night"]

    func diary(
        _ step: StepID, trail: [StepID], answers: [StepID: AnswerOutcome] = [:], answer: AnswerOutcome? = nil,
        typed: String? = nil, notice: Notice? = nil
    ) -> Screen {
        screens.surveyQuestion(
            "sleep_diary", step: step, trail: trail, answers: answers, answer: answer, typed: typed,
            notice: notice)
    }

    @Test func introduction() {
        check(screens.introduction(), "introduction", narrow: true, plain: true)
        check(screens.introduction(showingMore: true), "introduction-learn-more")
        check(screens.participantID(), "participant-id", narrow: true)
    }

    @Test func eligibility() {
        let age = LoadedStudy.sleep.question("age")
        check(
            Questions.screen(
                age, language: Self.language, typed: "十八",
                notice: Questions.notice(for: "十八", age, language: Self.language),
                situation: Questions.eligibility(ui)), "eligibility-age-error", narrow: true, plain: true)
        let shifts = LoadedStudy.sleep.question("night_shifts")
        check(
            Questions.screen(shifts, language: Self.language, situation: Questions.eligibility(ui)),
            "eligibility-yes-no", narrow: true)
        check(
            Questions.screen(shifts, language: Self.language, situation: Questions.eligibility(ui), showHelp: true),
            "eligibility-yes-no-help")
        check(screens.ineligible(), "ineligible", narrow: true)
    }

    @Test func consent() {
        check(pages.section(0), "consent-section", narrow: true, plain: true)
        check(pages.fullText(1), "consent-full-text", narrow: true)
        check(pages.review(), "consent-review")
        check(pages.agreement(), "consent-agreement", narrow: true)
        check(screens.quizQuestion(1), "quiz-question", narrow: true)
        check(screens.signature(step: 0), "signature-name")
        check(screens.permission(0), "permission", narrow: true, plain: true)
    }

    @Test func diaryQuestions() {
        check(
            diary("woke_at_night", trail: Self.diaryTrail, answer: .answered(.yesNo(false))), "yes-no-custom-labels",
            narrow: true, plain: true)
        let rested = Self.diaryTrail + ["final_wake", "sleep_quality", "rested"]
        check(
            diary(
                "rested", trail: rested, answers: ["woke_at_night": .answered(.yesNo(false))],
                answer: .answered(.choice("fairly", otherText: nil))), "single-choice", narrow: true, plain: true)
        let quality = Self.diaryTrail + ["final_wake", "sleep_quality"]
        check(
            diary(
                "sleep_quality", trail: quality, answers: ["woke_at_night": .answered(.yesNo(false))],
                answer: .answered(.scale(6))), "scale", narrow: true)
        let beforeBed = rested + ["before_bed"]
        check(
            diary(
                "before_bed", trail: beforeBed, answers: ["woke_at_night": .answered(.yesNo(false))],
                answer: .answered(.choices(["caffeine", "screens"], otherText: nil))), "multiple-choice", narrow: true,
            plain: true)
    }

    @Test func diaryTypedAnswers() {
        let finalWake = LoadedStudy.sleep.question("final_wake", in: "sleep_diary")
        let trail = Self.diaryTrail + ["final_wake"]
        check(
            diary(
                "final_wake", trail: trail, answers: ["woke_at_night": .answered(.yesNo(false))], typed: "早上七点",
                notice: Questions.notice(for: "早上七点", finalWake, language: Self.language)), "time-error", narrow: true,
            plain: true)
        check(diary("sleep_latency", trail: Array(Self.diaryTrail.prefix(4))), "duration")
    }

    @Test func homeAndEnd() {
        let yesterday = FixedTime.date.addingTimeInterval(-86_400)
        check(
            screens.home(completions: [
                "sleep_diary": [FixedTime.date.addingTimeInterval(-3600)], "morning_tapping": [yesterday],
            ]),
            "home", narrow: true, plain: true)
        check(screens.surveyIntroduction("sleep_diary"), "survey-introduction")
        check(screens.surveyEnd("sleep_diary", answers: [:]), "survey-end", narrow: true)
        check(screens.confirmLeave(), "confirm-leave")
    }
}
