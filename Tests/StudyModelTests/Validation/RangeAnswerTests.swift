import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Numbers, scales, texts and dates: ranges that make sense, steps that fit, patterns that
/// compile, limits written in a known form.
final class RangeAnswerTests: XCTestCase {
    private func study(answer: String) -> String {
        StudyTemplate.withSteps(
            """
            - id: item
              question: Your answer?
              answer: \(answer)
            """)
    }

    // MARK: Integer and decimal

    func testMinAboveMax() {
        assertDiagnostic(
            "min-above-max", message: "the 'max' of question 'item' is below its 'min'", hint: "swap them",
            in: study(answer: "{type: integer, min: 10, max: ↓5}"))
    }

    func testAnIntegerStepThatDoesNotDivideTheRange() {
        assertDiagnostic(
            "step-does-not-divide", message: "the 'step' 3 of question 'item' does not divide the range 0 to 10",
            hint: "choose a step that fits a whole number of times",
            in: study(answer: "{type: integer, min: 0, max: 10, step: ↓3}"))
    }

    func testADecimalStepThatDoesNotDivideTheRange() {
        assertDiagnostic(
            "step-does-not-divide", message: "the 'step' 0.3 of question 'item' does not divide the range 0 to 1",
            in: study(answer: "{type: decimal, min: 0, max: 1, step: ↓0.3}"))
    }

    func testDecimalStepsThatDivideTheRangeDespiteRoundingAreValid() {
        assertNoErrors(study(answer: "{type: decimal, min: 0, max: 1, step: 0.1}"))
        assertNoErrors(study(answer: "{type: decimal, min: 0.3, max: 0.9, step: 0.2}"))
        assertNoErrors(study(answer: "{type: integer, min: 0, max: 10, step: 5}"))
    }

    func testAStepOfZeroIsReported() {
        assertDiagnostic(
            "bad-step", message: "the 'step' of question 'item' must be more than 0",
            in: study(answer: "{type: decimal, min: 0, max: 1, step: ↓0}"))
    }

    // MARK: Scales

    func testAScaleWithTooManyPoints() {
        assertDiagnostic(
            "scale-too-long", message: "the scale of question 'item' has 101 points; a scale may have at most 14",
            hint: "use a larger 'step'", in: study(answer: "{type: scale, min: 0, max: ↓100, step: 1}"))
    }

    func testAScaleOfElevenPointsIsValid() {
        assertNoErrors(study(answer: "{type: scale, min: 0, max: 10, min-label: None, max-label: Worst}"))
    }

    func testAScaleStepThatDoesNotDivideTheRange() {
        assertDiagnostic(
            "step-does-not-divide", message: "the 'step' 3 of question 'item' does not divide the range 0 to 10",
            in: study(answer: "{type: scale, min: 0, max: 10, step: ↓3}"))
    }

    func testAScaleDefaultOffTheScale() {
        assertDiagnostic(
            "out-of-range", message: "the 'default' 11 of question 'item' is not a point of the scale",
            in: study(answer: "{type: scale, min: 0, max: 10, default: ↓11}"))
    }

    func testATextScaleWithOneLabel() {
        assertDiagnostic(
            "scale-labels", message: "the text scale of question 'item' has 1 label",
            in: study(answer: "{type: scale, labels: ↓[Only]}"))
    }

    func testATextScaleWithElevenLabels() {
        assertDiagnostic(
            "scale-labels", message: "has 11 labels; it needs 2 to 10",
            in: study(answer: "{type: scale, labels: ↓[a, b, c, d, e, f, g, h, i, j, k]}"))
    }

    func testATextScaleWithNumberScaleOptions() {
        assertDiagnostic(
            "scale-form", message: "'min' belongs to a number scale, but this scale has 'labels'",
            in: study(answer: "{type: scale, labels: [Low, High], min: ↓0}"))
    }

    // MARK: Text

    func testAnInvalidRegularExpression() {
        assertDiagnostic(
            "bad-pattern", message: "the pattern of question 'item' is not a valid regular expression",
            hint: "check brackets and escapes",
            in: study(answer: "{type: text, pattern: ↓\"[0-9\", pattern-message: Digits only}"))
    }

    func testAPatternWithoutAPatternMessage() {
        assertDiagnostic(
            "missing-field", message: "a text answer with a 'pattern' needs a 'pattern-message'",
            hint: "say in plain words what to type", in: study(answer: "{type: text, pattern: ↓\"^[0-9]{5}$\"}"))
    }

    func testAMaxLengthOutOfRange() {
        assertDiagnostic(
            "out-of-range", message: "must be from 1 to 10000, but it is 0",
            in: study(answer: "{type: text, max-length: ↓0}"))
    }

    // MARK: Dates, times and durations

    func testADateLimitThatIsNotARealDay() {
        assertDiagnostic(
            "wrong-type", message: "'min' must be written as YYYY-MM-DD, today or today-18y, but it is '2024-13-01'",
            in: study(answer: "{type: date, min: ↓2024-13-01}"))
    }

    func testADateLimitWithAnUnknownUnit() {
        assertDiagnostic(
            "wrong-type", message: "'max' must be written as YYYY-MM-DD, today or today-18y, but it is 'today-18x'",
            in: study(answer: "{type: date, max: ↓today-18x}"))
    }

    func testAFixedDateRangeBackwards() {
        assertDiagnostic(
            "min-above-max", message: "the 'max' of question 'item' is below its 'min'",
            in: study(answer: "{type: date, min: 2024-02-01, max: ↓2024-01-01}"))
    }

    func testATimeLimitInTheWrongForm() {
        assertDiagnostic(
            "wrong-type", message: "'min' must be written as HH:MM, but it is '25:00'",
            in: study(answer: "{type: time, min: ↓\"25:00\"}"))
    }

    func testADurationRangeBackwards() {
        assertDiagnostic(
            "min-above-max", message: "the 'max' of question 'item' is below its 'min'",
            in: study(answer: "{type: duration, min: 1h30m, max: ↓45m}"))
    }

    func testRelativeAndWrappingLimitsAreValid() {
        assertNoErrors(study(answer: "{type: date, min: today-120y, max: today}"))
        assertNoErrors(study(answer: "{type: time, min: \"21:00\", max: \"03:00\"}"))
        assertNoErrors(study(answer: "{type: date-time, min: now-7d, max: now}"))
    }
}
