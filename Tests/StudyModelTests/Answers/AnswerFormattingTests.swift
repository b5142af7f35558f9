import Testing

@testable import StudyModel

/// Answers written back out: for review screens, and for the back key, whose text must
/// read back as the same answer.
@Suite struct AnswerFormattingTests {
    private func display(_ value: AnswerValue, _ format: AnswerFormat, language: String = "en") -> String {
        AnswerFormatting.display(value, for: format, language: language)
    }

    @Test func reviewTexts() {
        #expect(display(.yesNo(true), Answers.yesNo()) == "Yes")
        #expect(display(.yesNo(false), Answers.yesNo(no: Answers.text("No, I slept through"))) == "No, I slept through")
        #expect(display(.choice("type2", otherText: nil), AnswerChoiceTests.diagnosis) == "Yes, type 2 diabetes")
        #expect(display(.choice("other", otherText: "a watch"), AnswerChoiceTests.method) == "Another way: a watch")
        #expect(
            display(.choices(["food", "other"], otherText: "work"), AnswerMultipleChoiceTests.challenges)
                == "Planning meals; Something else: work")
        #expect(display(.choices([], otherText: nil), Answers.multiple([Answers.choice("a")], min: 0)) == "None chosen")
        #expect(display(.integer(42), Answers.integer(unit: "years")) == "42 years")
        #expect(display(.decimal(12.5), Answers.decimal(places: 2, unit: "units")) == "12.50 units")
        #expect(display(.decimal(0.5), Answers.decimal()) == "0.5")
        #expect(display(.scale(0), Answers.scale(0, 10, minLabel: "No pain")) == "0 (No pain)")
        #expect(display(.scale(4), Answers.scale(0, 10, minLabel: "No pain")) == "4")
        #expect(display(.textScale(2), Answers.textScale([Answers.text("Never"), Answers.text("Often")])) == "Often")
        #expect(display(.date(Answers.day("2024-05-01")), Answers.date()) == "2024-05-01")
        #expect(display(.time(minuteOfDay: 450), Answers.time()) == "07:30")
        #expect(
            display(.dateTime(Answers.day("2024-05-01"), minuteOfDay: 450, utcOffsetMinutes: 60), Answers.dateTime())
                == "2024-05-01 07:30")
        #expect(display(.duration(seconds: 5400), Answers.duration()) == "1h 30m")
        #expect(display(.text("Hi"), Answers.textAnswer()) == "Hi")
        #expect(display(.email("a@b.org"), .email) == "a@b.org")
    }

    @Test func measuresInTheQuestionsSystemFirst() {
        #expect(display(.height(centimetres: 170.2), Answers.height()) == "170.2 cm (5 ft 7 in)")
        #expect(display(.height(centimetres: 170.2), Answers.height(.imperial)) == "5 ft 7 in (170.2 cm)")
        #expect(display(.height(centimetres: 170), Answers.height()) == "170 cm (5 ft 7 in)")
        #expect(display(.weight(kilograms: 70), Answers.weight()) == "70 kg (154 lb)")
        #expect(display(.weight(kilograms: 69.9), Answers.weight(.imperial)) == "154 lb (69.9 kg)")
    }

    @Test func labelsInTheParticipantsLanguage() {
        let format = Answers.single([
            Answers.choice("very", label: Answers.text([("en", "Very well rested"), ("zh-Hans", "休息得很好")]))
        ])
        #expect(display(.choice("very", otherText: nil), format, language: "zh-Hans") == "休息得很好")
        #expect(
            AnswerFormatting.editableText(.choice("very", otherText: nil), for: format, language: "zh-Hans") == "休息得很好")
    }

    @Test func answersThatNoLongerFitTheirQuestion() {
        #expect(display(.choice("gone", otherText: nil), AnswerChoiceTests.diagnosis) == "gone")
        #expect(display(.integer(3), Answers.yesNo()) == "3")
        #expect(display(.height(centimetres: 170.2), .invalid) == "170.2 cm")
    }

    @Test func editableTexts() {
        let edit = { (value: AnswerValue, format: AnswerFormat) in
            AnswerFormatting.editableText(value, for: format, language: "en")
        }
        #expect(edit(.yesNo(true), Answers.yesNo()) == "Yes")
        #expect(edit(.choice("type2", otherText: nil), AnswerChoiceTests.diagnosis) == "Yes, type 2 diabetes")
        #expect(edit(.choice("other", otherText: "a watch"), AnswerChoiceTests.method) == "Another way: a watch")
        #expect(
            edit(.choices(["other", "food"], otherText: "work, mostly"), AnswerMultipleChoiceTests.challenges)
                == "Planning meals, Something else: work, mostly")
        #expect(edit(.integer(42), Answers.integer(unit: "years")) == "42")
        #expect(edit(.height(centimetres: 170.2), Answers.height(.imperial)) == "5 ft 7 in")
        #expect(edit(.height(centimetres: 171), Answers.height(.imperial)) == "5 ft 7.32 in")
        #expect(edit(.height(centimetres: 171), Answers.height()) == "171 cm")
        #expect(edit(.weight(kilograms: 69.9), Answers.weight(.imperial)) == "154 lb")
        #expect(edit(.duration(seconds: 5400), Answers.duration()) == "1h 30m")
        // Words that would be read as another choice fall back to the number.
        let numbers = Answers.single([Answers.choice("a", "2"), Answers.choice("b", "1")])
        #expect(edit(.choice("a", otherText: nil), numbers) == "1")
        let twins = Answers.single([Answers.choice("a", "Same"), Answers.choice("b", "Same")])
        #expect(edit(.choice("b", otherText: nil), twins) == "2")
        let confusing = Answers.yesNo(yes: Answers.text("No"), no: Answers.text("Yes"))
        #expect(edit(.yesNo(true), confusing) == "No")
        #expect(Answers.value("No", confusing) == .yesNo(true))
    }

    /// Each pair: a question, and answers to it in canonical form.
    static let roundTrips: [(AnswerFormat, [AnswerValue])] = [
        (Answers.yesNo(), [.yesNo(true), .yesNo(false)]),
        (Answers.yesNo(yes: Answers.text("Yes, I woke up"), no: Answers.text("2")), [.yesNo(true), .yesNo(false)]),
        (
            AnswerChoiceTests.diagnosis,
            ["type1", "type2", "not_diagnosed", "not_sure"].map { .choice($0, otherText: nil) }
        ),
        (AnswerChoiceTests.frequency, ["0", "1", "2", "3"].map { .choice($0, otherText: nil) }),
        (
            AnswerChoiceTests.method,
            [.choice("cgm", otherText: nil), .choice("other", otherText: "at 7:30, on my phone")]
        ),
        (
            Answers.single([Answers.choice("x", "Yes: type 1"), Answers.choice("o", "Other: say", other: true)]),
            [.choice("x", otherText: nil), .choice("o", otherText: "a: b")]
        ),
        (
            AnswerMultipleChoiceTests.challenges,
            [
                .choices(["remembering"], otherText: nil),
                .choices(["remembering", "food", "hypo_fear"], otherText: nil),
                .choices(["food", "other"], otherText: "work, family: both"), .choices(["nothing"], otherText: nil),
            ]
        ),
        (
            Answers.multiple([
                Answers.choice("t1", "Yes, type 1"), Answers.choice("t2", "Yes, type 2"), Answers.choice("n", "No"),
            ]),
            [.choices(["t1", "t2", "n"], otherText: nil), .choices(["t2"], otherText: nil)]
        ),
        (
            Answers.multiple([Answers.choice("a", "1"), Answers.choice("b", "b c"), Answers.choice("c", "b")], min: 0),
            [.choices([], otherText: nil), .choices(["a", "c"], otherText: nil), .choices(["b"], otherText: nil)]
        ),
        (
            Answers.integer(min: -10, max: 120, unit: "years"),
            [.integer(-10), .integer(0), .integer(42), .integer(120)]
        ),
        (Answers.decimal(min: 0, max: 50, step: 0.5), [.decimal(0), .decimal(7.5), .decimal(50)]),
        (Answers.decimal(places: 2), [.decimal(0.1), .decimal(-3.25), .decimal(1234.5), .decimal(0.07)]),
        (Answers.decimal(), [.decimal(0.000_000_1), .decimal(1e20), .decimal(3.141_592_653_589_793)]),
        (Answers.scale(0, 10, minLabel: "None", maxLabel: "Worst"), [.scale(0), .scale(5), .scale(10)]),
        (
            Answers.textScale(["Never", "2", "Often"].map { Answers.text($0) }),
            [.textScale(1), .textScale(2), .textScale(3)]
        ),
        (Answers.textAnswer(), [.text("Sam"), .text("a: b, c"), .text("1")]),
        (Answers.textAnswer(multiline: true), [.text("line one\nline two")]),
        (.email, [.email("sam@example.org")]),
        (Answers.date(), [.date(Answers.day("2024-02-29")), .date(Answers.day("0999-01-01"))]),
        (Answers.time(), (0..<1440).map { .time(minuteOfDay: $0) }),
        (Answers.dateTime(), [.dateTime(Answers.day("2024-04-30"), minuteOfDay: 1170, utcOffsetMinutes: 60)]),
        (Answers.duration(), [0, 1, 59, 60, 2700, 5400, 86399, 86400, 90061, 604_800].map { .duration(seconds: $0) }),
        (
            Answers.height(),
            stride(from: 40.0, through: 250, by: 0.1).map { .height(centimetres: NumberText.rounded($0, places: 1)) }
        ),
        (
            Answers.height(.imperial),
            stride(from: 40.0, through: 250, by: 0.1).map { .height(centimetres: NumberText.rounded($0, places: 1)) }
        ),
        (
            Answers.weight(),
            stride(from: 1.0, through: 300, by: 0.1).map { .weight(kilograms: NumberText.rounded($0, places: 1)) }
        ),
        (
            Answers.weight(.imperial),
            stride(from: 1.0, through: 300, by: 0.1).map { .weight(kilograms: NumberText.rounded($0, places: 1)) }
        ),
    ]

    @Test func editableTextReadsBackAsTheSameAnswer() {
        for (format, values) in Self.roundTrips {
            for value in values {
                let text = AnswerFormatting.editableText(value, for: format, language: "en")
                let parsed = Answers.parse(text, format)
                #expect(parsed == .success(value), "\(format.typeName) \(value) → '\(text)'")
            }
        }
    }

    @Test func everyAnswerIsValidForItsQuestion() {
        for (format, values) in Self.roundTrips {
            for value in values {
                #expect(
                    AnswerInput.validate(value, for: format, language: "en", today: Answers.today, now: Answers.now)
                        == .success(value), "\(format.typeName) \(value)")
            }
        }
    }
}
