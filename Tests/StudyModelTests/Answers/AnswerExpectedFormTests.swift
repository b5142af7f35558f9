import Testing

@testable import StudyModel

/// The hints shown under the input, and the rules available up front.
@Suite struct AnswerExpectedFormTests {
    private func form(_ format: AnswerFormat, language: String = "en") -> String {
        AnswerInput.expectedForm(for: format, language: language)
    }

    @Test func hints() {
        #expect(form(Answers.yesNo()) == "yes or no")
        #expect(form(AnswerChoiceTests.diagnosis) == "a number from 1 to 4, or a choice as shown")
        #expect(form(AnswerMultipleChoiceTests.challenges) == "numbers from 1 to 5, separated by commas, e.g. 1, 3")
        #expect(form(Answers.integer(min: 0, max: 120)) == "a whole number from 0 to 120")
        #expect(form(Answers.integer()) == "a whole number")
        #expect(form(Answers.decimal(min: 0, max: 50, step: 0.5)) == "a number from 0 to 50 in steps of 0.5")
        #expect(form(Answers.scale(1, 7)) == "a whole number from 1 to 7")
        #expect(
            form(Answers.textScale([Answers.text("Never"), Answers.text("Always")]))
                == "a number from 1 to 2, or one of: Never, Always")
        #expect(form(Answers.textAnswer(maxLength: 200)) == "up to 200 characters")
        #expect(form(Answers.textAnswer()) == "text")
        #expect(form(.email) == "name@example.org")
        #expect(form(Answers.date(max: "today")) == "YYYY-MM-DD")
        #expect(form(Answers.time()) == "HH:MM")
        #expect(form(Answers.dateTime()) == "YYYY-MM-DD HH:MM")
        #expect(form(Answers.duration()) == "e.g. 1h 30m")
        #expect(form(Answers.height()) == "170 cm or 5 ft 7 in")
        #expect(form(Answers.height(.imperial)) == "5 ft 7 in or 170 cm")
        #expect(form(Answers.weight()) == "70 kg or 154 lb")
        #expect(form(Answers.weight(.imperial)) == "154 lb or 70 kg")
        #expect(form(.invalid) == "")
    }

    @Test func rulesUpFront() {
        let rule = { (format: AnswerFormat) in
            AnswerInput.rule(for: format, language: "en", today: Answers.today, now: Answers.now)
        }
        #expect(rule(Answers.integer(min: 0, max: 120)) == "Enter a whole number from 0 to 120.")
        #expect(rule(Answers.date(max: "today")) == "Enter a date as YYYY-MM-DD, no later than today.")
        #expect(rule(Answers.height(.imperial)) == "Enter your height as 5 ft 7 in or 170 cm.")
        #expect(
            rule(AnswerTextTests.postcode) == "Please enter only the first part of your postcode, such as LS2 or SW1A.")
        #expect(rule(.invalid) == TextCatalogue.english.answers.unanswerable)
        #expect(Answers.problem("anything", .invalid) == TextCatalogue.english.answers.unanswerable)
    }

    @Test func theTupleFormOfNow() {
        let parsed = AnswerInput.parse(
            "2024-05-01 07:30", for: Answers.dateTime(max: "now"), language: "en",
            today: Answers.today, now: (day: Answers.today, minuteOfDay: 450, utcOffsetMinutes: 120))
        #expect(parsed == .success(.dateTime(Answers.today, minuteOfDay: 450, utcOffsetMinutes: 120)))
    }
}
