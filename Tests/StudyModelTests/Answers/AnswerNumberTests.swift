import Testing

@testable import StudyModel

/// Integers, decimals (with the decimal comma) and number scales.
@Suite struct AnswerNumberTests {
    @Test func integersInRange() {
        let age = Answers.integer(min: 0, max: 120, unit: "years")
        #expect(Answers.value("42", age) == .integer(42))
        #expect(Answers.value(" 0 ", age) == .integer(0))
        #expect(Answers.value("120", age) == .integer(120))
        #expect(Answers.value("+7", age) == .integer(7))
        #expect(Answers.value("42 years", age) == .integer(42))
        #expect(Answers.value("42YEARS", age) == .integer(42))
        for typed in ["-1", "121", "42.5", "4 2", "forty", "", "1e2", "42 months", "0x10", "٤٢"] {
            #expect(Answers.problem(typed, age) == "Enter a whole number from 0 to 120.", "\(typed)")
        }
    }

    @Test func integerRuleWording() {
        #expect(Answers.problem("x", Answers.integer()) == "Enter a whole number.")
        #expect(Answers.problem("x", Answers.integer(min: 18)) == "Enter a whole number of at least 18.")
        #expect(Answers.problem("x", Answers.integer(max: 10)) == "Enter a whole number of at most 10.")
        #expect(Answers.problem("-3", Answers.integer(min: -2, max: 5)) == "Enter a whole number from -2 to 5.")
    }

    @Test func integerSteps() {
        let minutes = Answers.integer(min: 5, max: 60, step: 5)
        #expect(Answers.value("10", minutes) == .integer(10))
        #expect(Answers.problem("12", minutes) == "Enter a whole number from 5 to 60 in steps of 5.")
        let even = Answers.integer(step: 2)
        #expect(Answers.value("-4", even) == .integer(-4))
        #expect(Answers.problem("-3", even) == "Enter a whole number in steps of 2.")
    }

    @Test func decimals() {
        let dose = Answers.decimal(min: 0, max: 50, step: 0.5)
        #expect(Answers.value("7.5", dose) == .decimal(7.5))
        #expect(Answers.value("7", dose) == .decimal(7))
        #expect(Answers.value(".5", dose) == .decimal(0.5))
        #expect(Answers.value("50.0", dose) == .decimal(50))
        for typed in ["7.2", "50.5", "-0.5", "7.5.1", "abc", "1e1", "nan", "inf", "7. 5"] {
            #expect(Answers.problem(typed, dose) == "Enter a number from 0 to 50 in steps of 0.5.", "\(typed)")
        }
        #expect(Answers.value("0.3", Answers.decimal(min: 0, max: 1, step: 0.1)) == .decimal(0.3))
    }

    @Test func decimalComma() {
        let format = Answers.decimal(min: 0, max: 5000)
        #expect(Answers.value("7,5", format) == .decimal(7.5))
        #expect(Answers.value("0,125", format) == .decimal(0.125))
        #expect(Answers.value("12,25", format) == .decimal(12.25))
        #expect(Answers.value(",5", format) == .decimal(0.5))
        // Could be a thousands separator: refused, not guessed.
        for typed in ["1,500", "1.500,5", "1,5,0", "1 500"] {
            #expect(Answers.problem(typed, format) == "Enter a number from 0 to 5000.", "\(typed)")
        }
    }

    @Test func decimalPlaces() {
        let units = Answers.decimal(min: 1, max: 300, places: 1, unit: "units")
        #expect(Answers.value("12.5 units", units) == .decimal(12.5))
        #expect(Answers.value("12.50", units) == .decimal(12.5))
        #expect(Answers.value("12", units) == .decimal(12))
        #expect(Answers.problem("12.25", units) == "Enter a number from 1 to 300 with up to 1 decimal place.")
        #expect(Answers.problem("x", Answers.decimal(places: 2)) == "Enter a number with up to 2 decimal places.")
        #expect(
            Answers.problem("1.5", Answers.decimal(min: 0, max: 9, places: 0)) == "Enter a whole number from 0 to 9.")
        #expect(Answers.value("3,0", Answers.decimal(min: 0, max: 9, places: 0)) == .decimal(3))
    }

    @Test func scales() {
        let confidence = Answers.scale(0, 10, minLabel: "Not at all confident", maxLabel: "Completely confident")
        #expect(Answers.value("7", confidence) == .scale(7))
        #expect(Answers.value("0", confidence) == .scale(0))
        #expect(Answers.value("not at all confident", confidence) == .scale(0))
        #expect(Answers.value("Completely confident", confidence) == .scale(10))
        for typed in ["11", "-1", "7.5", "seven", ""] {
            #expect(Answers.problem(typed, confidence) == "Enter a whole number from 0 to 10.", "\(typed)")
        }
        let stepped = Answers.scale(0, 100, step: 10)
        #expect(Answers.value("30", stepped) == .scale(30))
        #expect(Answers.problem("35", stepped) == "Enter a whole number from 0 to 100 in steps of 10.")
        let fromOne = Answers.scale(1, 7, step: 2)
        #expect(Answers.value("5", fromOne) == .scale(5))
        #expect(Answers.problem("4", fromOne) == "Enter a whole number from 1 to 7 in steps of 2.")
    }

    @Test func validatingKeyPickedNumbers() {
        let scale = Answers.scale(0, 10)
        let validate = { (value: AnswerValue) in
            AnswerInput.validate(value, for: scale, language: "en", today: Answers.today, now: Answers.now)
        }
        #expect(validate(.scale(3)) == .success(.scale(3)))
        #expect(validate(.scale(12)).problemMessage == "Enter a whole number from 0 to 10.")
        #expect(validate(.integer(3)).problemMessage == "Enter a whole number from 0 to 10.")
    }
}
