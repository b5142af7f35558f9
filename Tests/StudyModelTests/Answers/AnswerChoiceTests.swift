import Testing

@testable import StudyModel

/// Yes-no, single choice, value pickers and text scales typed in plain mode.
@Suite struct AnswerChoiceTests {
    private let value = { (typed: String, format: AnswerFormat) in Answers.value(typed, format) }
    private let problem = { (typed: String, format: AnswerFormat) in Answers.problem(typed, format) }

    static let diagnosis = Answers.single([
        Answers.choice("type1", "Yes, type 1 diabetes"),
        Answers.choice("type2", "Yes, type 2 diabetes"),
        Answers.choice("not_diagnosed", "No"),
        Answers.choice("not_sure", "I'm not sure"),
    ])

    static let method = Answers.single([
        Answers.choice("fingerprick", "Finger-prick blood glucose meter"),
        Answers.choice("cgm", "Continuous glucose monitor"),
        Answers.choice("other", "Another way", other: true),
    ])

    /// PHQ-9 style: values 0 to 3, shown as lines 1 to 4.
    static let frequency = Answers.single([
        Answers.choice("0", "Not at all"), Answers.choice("1", "Several days"),
        Answers.choice("2", "More than half the days"), Answers.choice("3", "Nearly every day"),
    ])

    @Test(arguments: ["y", "Y", "yes", "YES", " Yes ", "1"])
    func yesSpellings(typed: String) {
        #expect(value(typed, Answers.yesNo()) == .yesNo(true))
    }

    @Test(arguments: ["n", "N", "no", "No", "2"])
    func noSpellings(typed: String) {
        #expect(value(typed, Answers.yesNo()) == .yesNo(false))
    }

    @Test func yesNoRefusals() {
        for typed in ["", "maybe", "3", "0", "yess", "true"] {
            #expect(problem(typed, Answers.yesNo()) == "Enter yes or no.", "\(typed)")
        }
    }

    @Test func customYesNoLabels() {
        let format = Answers.yesNo(yes: Answers.text("Yes, I woke up"), no: Answers.text("No, I slept through"))
        #expect(value("yes, i woke up", format) == .yesNo(true))
        #expect(value("No,  I slept   through", format) == .yesNo(false))
        #expect(value("y", format) == .yesNo(true))
        #expect(value("2", format) == .yesNo(false))
    }

    @Test func yesNoLabelsInTwoLanguages() {
        let format = Answers.yesNo(
            yes: Answers.text([("en", "I did"), ("fr", "Oui, je l'ai fait")]),
            no: Answers.text([("en", "I didn't"), ("fr", "Non")]))
        #expect(Answers.value("oui, je l'ai fait", format, language: "fr") == .yesNo(true))
        #expect(Answers.value("non", format, language: "fr") == .yesNo(false))
        #expect(Answers.value("I did", format, language: "en") == .yesNo(true))
        // Labels are matched in the participant's language only.
        #expect(Answers.value("I did", format, language: "fr") == nil)
    }

    @Test func singleChoiceByNumberLabelOrValue() {
        let format = Self.diagnosis
        #expect(value("2", format) == .choice("type2", otherText: nil))
        #expect(value(" 4 ", format) == .choice("not_sure", otherText: nil))
        #expect(value("yes, type 2 diabetes", format) == .choice("type2", otherText: nil))
        #expect(value("  YES,TYPE 1  DIABETES ", format) == .choice("type1", otherText: nil))
        #expect(value("no", format) == .choice("not_diagnosed", otherText: nil))
        #expect(value("type2", format) == .choice("type2", otherText: nil))
        #expect(value("TYPE2", format) == .choice("type2", otherText: nil))
    }

    @Test func singleChoiceRefusals() {
        for typed in ["", "0", "5", "-1", "type3", "yes", "1, 2", "2.0"] {
            #expect(problem(typed, Self.diagnosis) == "Enter a number from 1 to 4, or a choice as shown.", "\(typed)")
        }
    }

    @Test func wholeNumbersArePositionsNotValues() {
        #expect(value("1", Self.frequency) == .choice("0", otherText: nil))
        #expect(value("4", Self.frequency) == .choice("3", otherText: nil))
        #expect(problem("0", Self.frequency) == "Enter a number from 1 to 4, or a choice as shown.")
        #expect(value("several days", Self.frequency) == .choice("1", otherText: nil))
    }

    @Test func otherChoiceNeedsItsText() {
        let format = Self.method
        #expect(value("3: a smart watch", format) == .choice("other", otherText: "a smart watch"))
        #expect(value("Another way:on my phone ", format) == .choice("other", otherText: "on my phone"))
        #expect(value("3: at 7:30, twice", format) == .choice("other", otherText: "at 7:30, twice"))
        #expect(value("2", format) == .choice("cgm", otherText: nil))
        guard case let .failure(missing) = Answers.parse("3", format) else {
            Issue.record("an other choice without text was accepted")
            return
        }
        #expect(missing.message == "Type what you mean after a colon, e.g. 3: your answer.")
        #expect(missing.kind == .otherTextNeeded(choice: "other"))
        #expect(problem("another way", format) == "Type what you mean after a colon, e.g. 3: your answer.")
        #expect(problem("3:  ", format) == "Type what you mean by \"Another way\".")
        // Only the "other" choice takes text.
        #expect(problem("2: my phone", format) == "Enter a number from 1 to 3, or a choice as shown.")
    }

    @Test func labelsWithColonsAreChoicesNotOtherText() {
        let format = Answers.single([
            Answers.choice("t1", "Yes: type 1"), Answers.choice("other", "Other: say", other: true),
        ])
        #expect(value("yes: type 1", format) == .choice("t1", otherText: nil))
        #expect(value("Other: say: gestational", format) == .choice("other", otherText: "gestational"))
    }

    @Test func keyPickedChoices() {
        #expect(
            AnswerInput.choose(["cgm"], for: Self.method, language: "en") == .success(.choice("cgm", otherText: nil)))
        #expect(AnswerInput.needsOtherText(["other"], for: Self.method))
        #expect(!AnswerInput.needsOtherText(["cgm"], for: Self.method))
        guard case let .failure(problem) = AnswerInput.choose(["other"], for: Self.method, language: "en") else {
            Issue.record("an other choice without text was accepted")
            return
        }
        #expect(problem.kind == .otherTextNeeded(choice: "other"))
        let attached = AnswerInput.attachingOtherText(
            "  a smart watch ", to: .choice("other", otherText: nil),
            for: Self.method, language: "en")
        #expect(attached == .success(.choice("other", otherText: "a smart watch")))
        let empty = AnswerInput.attachingOtherText(
            " ", to: .choice("other", otherText: nil), for: Self.method, language: "en")
        #expect(empty.problemMessage == "Type what you mean by \"Another way\".")
        // Text left over from an "other" choice the participant moved away from is dropped.
        #expect(
            AnswerInput.choose(["cgm"], otherText: "stale", for: Self.method, language: "en")
                == .success(.choice("cgm", otherText: nil)))
        #expect(
            AnswerInput.choose(["unknown"], for: Self.method, language: "en").problemMessage
                == "Enter a number from 1 to 3, or a choice as shown.")
    }

    @Test func choiceLabelsInTwoLanguages() {
        let format = Answers.single([
            Answers.choice("very", label: Answers.text([("en", "Very well rested"), ("zh-Hans", "休息得很好")])),
            Answers.choice("poor", label: Answers.text([("en", "Poorly rested"), ("zh-Hans", "休息得不好")])),
        ])
        #expect(Answers.value("休息得不好", format, language: "zh-Hans") == .choice("poor", otherText: nil))
        #expect(Answers.value("very well rested", format, language: "en") == .choice("very", otherText: nil))
        #expect(Answers.value("Very well rested", format, language: "zh-Hans") == nil)
        #expect(Answers.value("1", format, language: "zh-Hans") == .choice("very", otherText: nil))
        // Full-width digits and letters are folded to their usual width.
        #expect(Answers.value("ＰＯＯＲＬＹ ｒｅｓｔｅｄ", format, language: "en") == .choice("poor", otherText: nil))
    }

    @Test func valuePickerLikeSingleChoice() {
        let format = AnswerFormat.valuePicker(
            Answers.choiceOptions([
                Answers.choice("england", "England"), Answers.choice("northern_ireland", "Northern Ireland"),
                Answers.choice("scotland", "Scotland"), Answers.choice("wales", "Wales"),
            ]))
        #expect(value("northern ireland", format) == .choice("northern_ireland", otherText: nil))
        #expect(value("4", format) == .choice("wales", otherText: nil))
        #expect(problem("Ireland", format) == "Enter a number from 1 to 4, or a choice as shown.")
    }

    @Test func textScaleByPositionOrLabel() {
        let format = Answers.textScale(["Never", "Rarely", "Sometimes", "Often", "Always"].map { Answers.text($0) })
        #expect(value("3", format) == .textScale(3))
        #expect(value("often", format) == .textScale(4))
        #expect(value("ALWAYS", format) == .textScale(5))
        for typed in ["0", "6", "sometime", ""] {
            #expect(
                problem(typed, format)
                    == "Enter a number from 1 to 5, or one of: Never, Rarely, Sometimes, Often, Always.", "\(typed)")
        }
    }

    @Test func textScaleInTwoLanguages() {
        let format = Answers.textScale([
            Answers.text([("en", "Never"), ("zh-Hans", "从不")]),
            Answers.text([("en", "Always"), ("zh-Hans", "总是")]),
        ])
        #expect(Answers.value("总是", format, language: "zh-Hans") == .textScale(2))
        #expect(Answers.problem("x", format, language: "zh-Hans") == "请输入 1 到 2 之间的数字，或以下之一：从不、总是。")
    }
}

extension Result where Failure == AnswerProblem {
    /// The problem's message, or nil on success.
    var problemMessage: String? {
        if case let .failure(problem) = self { return problem.message }
        return nil
    }
}
