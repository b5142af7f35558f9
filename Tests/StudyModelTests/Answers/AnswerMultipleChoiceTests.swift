import Testing

@testable import StudyModel

/// Multiple choice: lists of numbers or words, exclusive choices, "other" text, and the
/// number of selections.
@Suite struct AnswerMultipleChoiceTests {
    static let challenges = Answers.multiple(
        [
            Answers.choice("remembering", "Remembering to take medicines"),
            Answers.choice("food", "Planning meals"),
            Answers.choice("hypo_fear", "Worrying about hypos"),
            Answers.choice("other", "Something else", other: true),
            Answers.choice("nothing", "Nothing in particular", exclusive: true),
        ], min: 1, max: 3)

    private func value(_ typed: String, _ format: AnswerFormat = challenges) -> AnswerValue? {
        Answers.value(typed, format)
    }

    private func problem(_ typed: String, _ format: AnswerFormat = challenges) -> String? {
        Answers.problem(typed, format)
    }

    @Test func numbersSeparatedByCommasOrSpaces() {
        #expect(value("1, 3") == .choices(["remembering", "hypo_fear"], otherText: nil))
        #expect(value("3,1") == .choices(["remembering", "hypo_fear"], otherText: nil))
        #expect(value("3 1 2") == .choices(["remembering", "food", "hypo_fear"], otherText: nil))
        #expect(value("1,,2,") == .choices(["remembering", "food"], otherText: nil))
        #expect(value("2, 2") == .choices(["food"], otherText: nil))
    }

    @Test func wordsAndValues() {
        #expect(value("planning meals, worrying about hypos") == .choices(["food", "hypo_fear"], otherText: nil))
        #expect(value("food, 1") == .choices(["remembering", "food"], otherText: nil))
        #expect(value("nothing in particular") == .choices(["nothing"], otherText: nil))
    }

    @Test func labelsContainingCommas() {
        let format = Answers.multiple([
            Answers.choice("t1", "Yes, type 1"), Answers.choice("t2", "Yes, type 2"), Answers.choice("no", "No"),
        ])
        #expect(value("yes, type 1, Yes, type 2", format) == .choices(["t1", "t2"], otherText: nil))
        #expect(value("No, yes,type 2", format) == .choices(["t2", "no"], otherText: nil))
    }

    @Test func longPastedListsAreReadQuickly() {
        let format = Answers.multiple((1...40).map { Answers.choice("c\($0)", "Choice, number \($0)") }, min: 0)
        let typed = Array(repeating: "1, 2, choice, number 3", count: 2000).joined(separator: ", ")
        #expect(value(typed, format) == .choices(["c1", "c2", "c3"], otherText: nil))
        #expect(problem(String(repeating: "1, x: ", count: 2000), format) != nil)
        #expect(problem(String(repeating: "x: ", count: 4000), format) != nil)
        #expect(problem(String(repeating: "x: ", count: 4000), Self.challenges) != nil)
        #expect(Answers.problem(String(repeating: "x: ", count: 4000), AnswerChoiceTests.method) != nil)
        let long = String(repeating: "long, ", count: 2000)
        #expect(
            value("1, 4: " + long, Self.challenges)
                == .choices(["remembering", "other"], otherText: long.trimmingWhitespace))
        #expect(
            Answers.value("3: " + long, AnswerChoiceTests.method)
                == .choice("other", otherText: long.trimmingWhitespace))
    }

    @Test func oneWordChoicesSeparatedBySpaces() {
        let format = Answers.multiple(["Morning", "Afternoon", "Evening"].map { Answers.choice($0) })
        #expect(value("morning evening", format) == .choices(["Morning", "Evening"], otherText: nil))
    }

    @Test func unknownItemsAreRefused() {
        let rule = "Enter numbers from 1 to 5, separated by commas, e.g. 1, 3."
        for typed in ["1, 6", "planning", "1 and 2", "0", "1; 2"] {
            #expect(problem(typed) == rule, "\(typed)")
        }
    }

    @Test func exclusiveChoiceStandsAlone() {
        #expect(problem("1, 5") == "\"Nothing in particular\" can't be chosen together with other answers.")
        #expect(
            problem("nothing in particular, planning meals")
                == "\"Nothing in particular\" can't be chosen together with other answers.")
        // An exclusive choice alone is enough even when more are required.
        let atLeastTwo = Answers.multiple(
            [Answers.choice("a"), Answers.choice("b"), Answers.choice("none", exclusive: true)],
            min: 2)
        #expect(value("3", atLeastTwo) == .choices(["none"], otherText: nil))
        #expect(problem("1", atLeastTwo) == "Choose at least 2 answers.")
    }

    @Test func selectionCounts() {
        #expect(problem("1, 2, 3, 4: cycling") == "Choose from 1 to 3 answers.")
        #expect(problem("") == "Choose from 1 to 3 answers.")
        let options = ["a", "b", "c", "d"].map { Answers.choice($0) }
        #expect(problem("", Answers.multiple(options)) == "Choose at least 1 answer.")
        #expect(problem("1, 2, 3", Answers.multiple(options, max: 2)) == "Choose from 1 to 2 answers.")
        #expect(problem("1, 2, 3", Answers.multiple(options, min: 0, max: 2)) == "Choose up to 2 answers.")
        #expect(problem("1", Answers.multiple(options, min: 2, max: 2)) == "Choose 2 answers.")
        #expect(problem("1, 2", Answers.multiple(options, max: 1)) == "Choose 1 answer.")
        #expect(problem("1", Answers.multiple(options, min: 3)) == "Choose at least 3 answers.")
        // Nothing at all is an answer only when the study allows it.
        #expect(value("", Answers.multiple(options, min: 0)) == .choices([], otherText: nil))
        #expect(value("  ", Answers.multiple(options, min: 0, max: 2)) == .choices([], otherText: nil))
    }

    @Test func otherTextAfterTheLastChoice() {
        #expect(value("1, 4: cycling, swimming") == .choices(["remembering", "other"], otherText: "cycling, swimming"))
        #expect(value("something else: being tired") == .choices(["other"], otherText: "being tired"))
        #expect(value("4:work") == .choices(["other"], otherText: "work"))
        guard case let .failure(missing) = Answers.parse("1, 4", Self.challenges) else {
            Issue.record("an other choice without text was accepted")
            return
        }
        #expect(missing.message == "Type what you mean after a colon, e.g. 4: your answer.")
        #expect(missing.kind == .otherTextNeeded(choice: "other"))
        #expect(problem("1, 4:") == "Type what you mean by \"Something else\".")
        #expect(problem("1: tired, 2") == "Enter numbers from 1 to 5, separated by commas, e.g. 1, 3.")
    }

    @Test func keyPickedSelections() {
        let format = Self.challenges
        #expect(
            AnswerInput.choose(["hypo_fear", "remembering"], for: format, language: "en")
                == .success(.choices(["remembering", "hypo_fear"], otherText: nil)))
        #expect(
            AnswerInput.choose(["food", "nothing"], for: format, language: "en").problemMessage
                == "\"Nothing in particular\" can't be chosen together with other answers.")
        #expect(AnswerInput.choose([], for: format, language: "en").problemMessage == "Choose from 1 to 3 answers.")
        let picked = AnswerValue.choices(["food", "other"], otherText: nil)
        #expect(
            AnswerInput.attachingOtherText("my job", to: picked, for: format, language: "en")
                == .success(.choices(["food", "other"], otherText: "my job")))
        #expect(
            AnswerInput.validate(
                .choices(["other", "food"], otherText: "x"), for: format, language: "en",
                today: Answers.today, now: Answers.now)
                == .success(.choices(["food", "other"], otherText: "x")))
    }

    @Test func exampleFollowsTheList() {
        let two = Answers.multiple([Answers.choice("a"), Answers.choice("b")])
        #expect(problem("3", two) == "Enter numbers from 1 to 2, separated by commas, e.g. 1, 2.")
        let pickOne = Answers.multiple([Answers.choice("a"), Answers.choice("b"), Answers.choice("c")], max: 1)
        #expect(problem("4", pickOne) == "Enter numbers from 1 to 3, separated by commas, e.g. 1.")
    }
}
