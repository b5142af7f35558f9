import StudyModel
import Testing

@testable import StudyModelTestSupport

/// Inputs that crashed the validator or the answer rules, each kept small and named;
/// the same files are in fuzz/regressions for the fuzzer and the replay test.
@Suite struct FuzzRegressionTests {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        StudyValidation.validate(SourceFile(path: "x.study", text: text)) { _ in .notFound(searched: []) }.diagnostics
    }

    /// Int() of a huge number, `nan` or `inf` trapped while writing "use a whole number
    /// such as …"; found by the fuzzer as `format: 1777…7`.
    @Test(arguments: ["nan", "inf", "1e400", "17777777777777777777777777777777", "-1e300"])
    func aWholeNumberFieldWithAnImpossibleNumberIsAnError(value: String) throws {
        let problem = try #require(diagnostics("format: \(value)\n").first { $0.message.contains("whole number") })
        #expect(problem.message == "'format' of the study must be a whole number, but it is '\(value)'")
        #expect(problem.hint == nil)
    }

    @Test func theHintStillRoundsAnOrdinaryDecimal() throws {
        let problem = try #require(diagnostics("format: 1.6\n").first { $0.message.contains("whole number") })
        #expect(problem.hint == "use a whole number such as 2")
    }

    /// `max - min` overflowed for a scale spanning the whole range of Int.
    @Test(arguments: [("-9223372036854775808", "10"), ("0", "9223372036854775807")])
    func aScaleAsWideAsIntIsTooLong(min: String, max: String) throws {
        let text = StudyTemplate.withSteps(
            """
            - {id: pain, question: Pain?, answer: {type: scale, min: \(min), max: \(max), step: 1}}
            """)
        let problem = try #require(diagnostics(text).first { $0.code == .scaleTooLong })
        #expect(problem.message.hasPrefix("the scale of question 'pain' has more than"))
    }

    /// A step of Int.max is a whole number, so the study is valid; checking an answer
    /// converted it to Int and trapped.
    @Test func anIntegerStepBeyondIntIsCheckedWithoutACrash() throws {
        let text = StudyTemplate.withSteps(
            """
            - {id: count, question: How many?, answer: {type: integer, step: 9223372036854775807}}
            """)
        let result = StudyValidation.validate(SourceFile(path: "x.study", text: text)) { _ in .notFound(searched: []) }
        let format = try #require(result.study?.tasks.first?.survey?.questions.first?.answer)
        let day = CalendarDay(year: 2024, month: 1, day: 1)
        let now = AnswerInput.Moment(day: day, minuteOfDay: 0, utcOffsetMinutes: 0)
        for typed in ["0", "7", "-9223372036854775808"] {
            _ = AnswerInput.parse(typed, for: format, language: "en", today: day, now: now)
        }
        let zero = AnswerInput.parse("0", for: format, language: "en", today: day, now: now)
        #expect((try? zero.get()) != nil)
    }
}
