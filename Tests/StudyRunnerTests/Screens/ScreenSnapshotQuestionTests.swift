import Foundation
import StudyModel
import Testing

@testable import StudyRunner

/// One screen per answer type, from the diabetes and PHQ-9 surveys, as `QuestionScreen`
/// builds them inside a survey (context, "Question n of m", progress bar, time left,
/// footer keys).
@Suite struct ScreenSnapshotQuestions {
    let diabetes = InlineScreens(.diabetes)
    let phq9 = InlineScreens(.phq9)

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

    /// One participant's way through the baseline survey (taking insulin, HbA1c not known)
    /// and their answers, so each question's header counts as it would in a real run.
    static let baselinePath: [StepID] = [
        "baseline_intro", "diagnosis_date", "monitoring_method", "time_in_range", "hba1c_known", "uses_insulin",
        "insulin_regimen", "daily_insulin_units", "basal_time", "other_medicines", "last_hypo", "care_time",
        "challenges",
        "feelings_intro", "overwhelmed", "hypo_worry", "confidence", "about_you_intro", "height", "weight", "ethnicity",
        "postcode_district", "results_email", "anything_else",
    ]
    static let baselineAnswers: [StepID: AnswerOutcome] = [
        "diagnosis_date": .answered(.date(CalendarDay(year: 2011, month: 6, day: 1))),
        "monitoring_method": .answered(.choice("cgm", otherText: nil)),
        "time_in_range": .skipped,
        "hba1c_known": .answered(.yesNo(false)),
        "uses_insulin": .answered(.yesNo(true)),
        "insulin_regimen": .answered(.choice("basal_bolus", otherText: nil)),
        "daily_insulin_units": .answered(.decimal(24.5)),
        "basal_time": .answered(.time(minuteOfDay: 22 * 60)),
        "other_medicines": .answered(.choices(["metformin"], otherText: nil)),
        "last_hypo": .skipped,
        "care_time": .answered(.duration(seconds: 1800)),
        "challenges": .answered(.choices(["food"], otherText: nil)),
        "overwhelmed": .answered(.textScale(3)),
        "hypo_worry": .answered(.textScale(2)),
        "confidence": .answered(.scale(6)),
        "height": .answered(.height(centimetres: 170)),
        "weight": .preferNotToAnswer,
        "ethnicity": .answered(.choice("white_british", otherText: nil)),
        "postcode_district": .preferNotToAnswer,
        "results_email": .skipped,
    ]

    /// The baseline question `step`, reached along `baselinePath` with the answers before it.
    func baseline(_ step: StepID, answer: AnswerOutcome? = nil, typed: String? = nil, notice: Notice? = nil) -> Screen {
        let trail = Array(Self.baselinePath.prefix(through: Self.baselinePath.firstIndex(of: step)!))
        let answers = Self.baselineAnswers.filter { trail.dropLast().contains($0.key) }
        return diabetes.surveyQuestion(
            "baseline", step: step, trail: trail, answers: answers, answer: answer, typed: typed,
            notice: notice)
    }

    // MARK: The survey header and footer

    @Test func surveyQuestionWithHeaderAndFooter() {
        let answers: [StepID: AnswerOutcome] = [
            "phq9_1": .answered(.choice("1", otherText: nil)),
            "phq9_2": .answered(.choice("0", otherText: nil)),
        ]
        let screen = phq9.surveyQuestion(
            "phq9", step: "phq9_3", trail: ["phq9_intro", "phq9_1", "phq9_2", "phq9_3"],
            answers: answers)
        check(screen, "survey-question", narrow: true, plain: true)
    }

    @Test func surveyQuestionOptionalWithSkipAndHelp() {
        check(baseline("time_in_range"), "survey-integer-optional", narrow: true, plain: true)
    }

    @Test func surveyIntroductionAndInstruction() {
        check(diabetes.surveyIntroduction("baseline"), "survey-introduction", narrow: true, plain: true)
        check(
            diabetes.surveyInstruction("baseline", step: "baseline_intro", trail: ["baseline_intro"]),
            "survey-instruction", narrow: true)
    }

    @Test func longInstructionPages() {
        let answers: [StepID: AnswerOutcome] = (1...9).reduce(into: [:]) {
            $0["phq9_\($1)"] = .answered(.choice("2", otherText: nil))
        }
        let trail: [StepID] = ["phq9_intro"] + (1...9).map { "phq9_\($0)" } + ["phq9_support"]
        let screen = phq9.surveyInstruction("phq9", step: "phq9_support", trail: trail, answers: answers)
        check(screen, "survey-instruction-support", narrow: true, plain: true)
    }

    // MARK: Choices

    @Test func singleChoicePickedWithCursorOnAnother() {
        var screen = baseline("monitoring_method", answer: .answered(.choice("cgm", otherText: nil)))
        guard case var .choices(list) = screen.input else {
            Issue.record("not a list")
            return
        }
        list.cursor = 3
        screen.input = .choices(list)
        check(screen, "single-choice-cursor-elsewhere", narrow: true, plain: true)
    }

    @Test func singleChoiceOtherWithTypedText() {
        let screen = baseline(
            "monitoring_method", answer: .answered(.choice("other", otherText: "I ask my pharmacist to check it")))
        check(screen, "single-choice-other", narrow: true)
        check(diabetes.otherText(current: "I ask my pharmacist"), "other-text-prompt", plain: true)
    }

    @Test func multipleChoiceWithOtherText() {
        let screen = baseline(
            "other_medicines", answer: .answered(.choices(["metformin", "sglt2", "other"], otherText: "Acarbose")))
        check(screen, "multiple-choice-other", narrow: true, plain: true)
    }

    @Test func multipleChoiceExclusiveChosen() {
        var screen = baseline("other_medicines", answer: .answered(.choices(["none"], otherText: nil)))
        guard case var .choices(list) = screen.input else {
            Issue.record("not a list")
            return
        }
        list.cursor = 2
        screen.input = .choices(list)
        check(screen, "multiple-choice-exclusive", narrow: true)
        check(baseline("challenges"), "multiple-choice-limited")
    }

    @Test func valuePickerLongList() {
        let screen = baseline("ethnicity", answer: .answered(.choice("white_british", otherText: nil)))
        check(screen, "value-picker", narrow: true, plain: true)
    }

    // MARK: Scales

    @Test func numericScaleWithEndLabels() {
        check(baseline("confidence"), "scale-unanswered", narrow: true, plain: true)
        check(baseline("confidence", answer: .answered(.scale(7))), "scale-7", narrow: true)
        let weekly = diabetes.surveyQuestion(
            "weekly_checkin", step: "week_wellbeing", trail: ["week_wellbeing"],
            answer: .answered(.scale(10)))
        check(weekly, "scale-weekly-10", narrow: true, plain: true)
    }

    @Test func textScale() {
        check(baseline("overwhelmed", answer: .answered(.textScale(3))), "text-scale", narrow: true, plain: true)
    }

    // MARK: Yes / no

    @Test func yesNo() {
        let screen = diabetes.surveyQuestion(
            "weekly_checkin", step: "had_hypo",
            trail: ["week_wellbeing", "week_glucose", "missed_doses", "had_hypo"],
            answer: .answered(.yesNo(false)))
        check(screen, "yes-no", narrow: true, plain: true)
    }

    // MARK: Typed answers

    @Test func dateWithErrorKeepingTypedText() {
        let question = LoadedStudy.diabetes.question("diagnosis_date", in: "baseline")
        let typed = "June 2011"
        check(
            baseline("diagnosis_date", typed: typed, notice: Questions.notice(for: typed, question)),
            "date-error", narrow: true, plain: true)
        let future = "2027-01-05"
        check(
            baseline("diagnosis_date", typed: future, notice: Questions.notice(for: future, question)),
            "date-error-future", narrow: true)
    }

    @Test func otherTypedAnswers() {
        check(baseline("daily_insulin_units", typed: "24.5"), "decimal", narrow: true)
        check(baseline("basal_time", typed: "10pm"), "time")
        check(baseline("last_hypo"), "date-time", narrow: true)
        check(baseline("care_time", typed: "45m"), "duration")
        check(baseline("height"), "height")
        check(baseline("weight", answer: .preferNotToAnswer), "weight-prefer-not", narrow: true, plain: true)
        let postcode = LoadedStudy.diabetes.question("postcode_district", in: "baseline")
        check(
            baseline("postcode_district", typed: "LS2 9JT", notice: Questions.notice(for: "LS2 9JT", postcode)),
            "text-pattern-error", narrow: true)
        check(baseline("results_email"), "email")
        check(baseline("anything_else"), "text-multiline", plain: true)
    }

    // MARK: The end

    @Test func surveyEndWithScore() {
        let values = ["2", "1", "3", "2", "0", "1", "2", "1", "0"]
        var answers: [StepID: AnswerOutcome] = [:]
        for (index, value) in values.enumerated() {
            answers["phq9_\(index + 1)"] = .answered(.choice(value, otherText: nil))
        }
        answers["phq9_difficulty"] = .answered(.choice("somewhat_difficult", otherText: nil))
        check(phq9.surveyEnd("phq9", answers: answers), "survey-end-score", narrow: true, plain: true)
        check(diabetes.surveyEnd("weekly_checkin", answers: [:]), "survey-end-no-score")
    }
}
