import Testing

@testable import StudyModel

/// Answers as expressions see them, of the types the type checker expects.
@Suite struct AnswerExpressionValueTests {
    private func value(_ answer: AnswerValue, _ format: AnswerFormat) -> ExpressionValue {
        answer.expressionValue(for: format)
    }

    @Test func everyAnswerType() {
        let may1 = ExpressionDate(year: 2024, month: 5, day: 1)!
        #expect(value(.yesNo(true), Answers.yesNo()) == .boolean(true))
        #expect(value(.choice("type2", otherText: nil), AnswerChoiceTests.diagnosis) == .text("type2"))
        #expect(value(.choice("other", otherText: "a watch"), AnswerChoiceTests.method) == .text("other"))
        #expect(value(.choice("2", otherText: nil), AnswerChoiceTests.frequency) == .number(2))
        #expect(
            value(.choices(["food", "other"], otherText: "x"), AnswerMultipleChoiceTests.challenges)
                == .choices(["food", "other"]))
        #expect(value(.integer(42), Answers.integer()) == .number(42))
        #expect(value(.decimal(7.5), Answers.decimal()) == .number(7.5))
        #expect(value(.scale(7), Answers.scale(0, 10)) == .number(7))
        #expect(value(.textScale(3), Answers.textScale([])) == .number(3))
        #expect(value(.height(centimetres: 170.2), Answers.height()) == .number(170.2))
        #expect(value(.weight(kilograms: 70), Answers.weight()) == .number(70))
        #expect(value(.date(Answers.day("2024-05-01")), Answers.date()) == .date(may1))
        #expect(value(.time(minuteOfDay: 450), Answers.time()) == .time(minutes: 450))
        #expect(
            value(.dateTime(Answers.day("2024-05-01"), minuteOfDay: 450, utcOffsetMinutes: 60), Answers.dateTime())
                == .dateTime(may1, minutes: 450))
        #expect(value(.duration(seconds: 5400), Answers.duration()) == .duration(seconds: 5400))
        #expect(value(.text("Sam"), Answers.textAnswer()) == .text("Sam"))
        #expect(value(.email("a@b.org"), .email) == .text("a@b.org"))
    }

    @Test func valuesHaveTheCheckedTypes() {
        let samples: [(AnswerFormat, AnswerValue)] = [
            (Answers.yesNo(), .yesNo(true)), (AnswerChoiceTests.diagnosis, .choice("type1", otherText: nil)),
            (Answers.integer(), .integer(1)), (Answers.decimal(), .decimal(1)), (Answers.scale(0, 3), .scale(1)),
            (Answers.textScale([Answers.text("a")]), .textScale(1)), (Answers.textAnswer(), .text("a")),
            (.email, .email("a@b.c")),
            (Answers.date(), .date(Answers.today)), (Answers.time(), .time(minuteOfDay: 1)),
            (Answers.dateTime(), .dateTime(Answers.today, minuteOfDay: 1, utcOffsetMinutes: 0)),
            (Answers.duration(), .duration(seconds: 1)), (Answers.height(), .height(centimetres: 1)),
            (Answers.weight(), .weight(kilograms: 1)),
        ]
        for (format, answer) in samples {
            let kind: ExpressionType
            switch answer.expressionValue(for: format) {
            case .number: kind = .number
            case .text: kind = .text
            case .boolean: kind = .boolean
            case .date: kind = .date
            case .time: kind = .time
            case .dateTime: kind = .dateTime
            case .duration: kind = .duration
            default: kind = .unknown
            }
            let expected: ExpressionType =
                if case .singleChoice = format.expressionType { .text } else { format.expressionType }
            #expect(kind == expected, "\(format.typeName)")
        }
    }

    @Test func skippedAndDeclinedAreMissing() {
        #expect(AnswerOutcome.skipped.expressionValue(for: Answers.integer()) == .missing)
        #expect(AnswerOutcome.preferNotToAnswer.expressionValue(for: Answers.weight()) == .missing)
        #expect(AnswerOutcome.answered(.integer(3)).expressionValue(for: Answers.integer()) == .number(3))
    }
}
