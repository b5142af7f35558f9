import Testing

@testable import StudyModel

/// Run-time values: arithmetic, logic, membership and missing answers.
@Suite struct ExpressionEvaluatorTests {
    private let evaluate = ExpressionTestSupport.evaluate
    private let condition = ExpressionTestSupport.condition

    @Test(arguments: [
        ("1 + 2 * 3", 7.0),
        ("(1 + 2) * 3", 9),
        ("-2 * 3", -6),
        ("7 / 2", 3.5),
        ("10 - 4 - 3", 3),
        ("2 - -2", 4),
        ("sum(1, 2, 3.5)", 6.5),
        ("min(4, 2, 8)", 2),
        ("max(4, 2, 8)", 8),
        ("round(2.5)", 3),
        ("round(-2.5)", -3),
        ("round(2.4)", 2),
        ("round(3.14159, 2)", 3.14),
        ("round(1234, -2)", 1200),
        ("if(yes, 1, 2)", 1),
        ("if(no, 1, 2)", 2),
        ("default(1, 2)", 1),
        ("count([1, 2, 3])", 3),
    ])
    func arithmetic(text: String, expected: Double) throws {
        #expect(try evaluate(text, [:], "2024-03-01") == .number(expected))
    }

    @Test func divisionByZeroIsMissing() throws {
        #expect(try evaluate("1 / 0", [:], "2024-03-01") == .missing)
        #expect(try evaluate("1 / (2 - 2) + 5", [:], "2024-03-01") == .missing)
        #expect(try condition("1 / 0 > 0", [:], "2024-03-01") == false)
        #expect(try condition("1 / 0 <= 0", [:], "2024-03-01") == false)
    }

    @Test func missingAnswers() throws {
        let none: [String: ExpressionValue] = [:]
        // Arithmetic gives missing; sum, min and max too.
        #expect(try evaluate("weight + 1", none, "2024-03-01") == .missing)
        #expect(try evaluate("-weight", none, "2024-03-01") == .missing)
        #expect(try evaluate("sum(1, weight)", none, "2024-03-01") == .missing)
        #expect(try evaluate("max(1, weight)", none, "2024-03-01") == .missing)
        #expect(try evaluate("round(weight)", none, "2024-03-01") == .missing)
        // Every comparison with a missing value is false, = and != alike.
        for text in [
            "weight > 3", "weight <= 3", "weight = 3", "weight != 3", "3 != weight",
            "diagnosis = 'type1'", "diagnosis != 'type1'", "weight = weight",
        ] {
            #expect(try evaluate(text, none, "2024-03-01") == .boolean(false), "\(text)")
        }
        // So negating a comparison with a missing value is true.
        #expect(try condition("not (weight > 3)", none, "2024-03-01"))
        // A missing yes-no answer is neither true nor false.
        #expect(try evaluate("uses_insulin", none, "2024-03-01") == .missing)
        #expect(try evaluate("not uses_insulin", none, "2024-03-01") == .missing)
        #expect(try condition("uses_insulin", none, "2024-03-01") == false)
        #expect(try condition("not uses_insulin", none, "2024-03-01") == false)
        // answered / exists / default / count.
        #expect(try evaluate("answered(weight)", none, "2024-03-01") == .boolean(false))
        #expect(try evaluate("exists(weight)", ["weight": .number(70)], "2024-03-01") == .boolean(true))
        #expect(try evaluate("default(weight, 70)", none, "2024-03-01") == .number(70))
        #expect(try evaluate("default(weight, 70)", ["weight": .number(64)], "2024-03-01") == .number(64))
        #expect(try evaluate("count(symptoms)", none, "2024-03-01") == .number(0))
        // if() takes the second branch when its condition is missing.
        #expect(try evaluate("if(uses_insulin, 1, 0)", none, "2024-03-01") == .number(0))
    }

    @Test func threeValuedLogic() throws {
        let answers: [String: ExpressionValue] = ["age": .number(40)]
        #expect(try evaluate("uses_insulin or age > 30", answers, "2024-03-01") == .boolean(true))
        #expect(try evaluate("age > 30 or uses_insulin", answers, "2024-03-01") == .boolean(true))
        #expect(try evaluate("uses_insulin or age > 50", answers, "2024-03-01") == .missing)
        #expect(try evaluate("uses_insulin and age > 50", answers, "2024-03-01") == .boolean(false))
        #expect(try evaluate("age > 50 and uses_insulin", answers, "2024-03-01") == .boolean(false))
        #expect(try evaluate("uses_insulin and age > 30", answers, "2024-03-01") == .missing)
        #expect(try evaluate("yes and not no", answers, "2024-03-01") == .boolean(true))
        #expect(try evaluate("no or no", answers, "2024-03-01") == .boolean(false))
    }

    @Test func singleChoiceMembershipAndEquality() throws {
        let answers: [String: ExpressionValue] = ["diagnosis": .text("type2"), "phq1": .number(2)]
        #expect(try condition("diagnosis in ['type1', 'type2']", answers, "2024-03-01"))
        #expect(try condition("diagnosis not in ['type1', 'type2']", answers, "2024-03-01") == false)
        #expect(try condition("diagnosis not in ['type1']", answers, "2024-03-01"))
        #expect(try condition("diagnosis = 'type2' and diagnosis != 'type1'", answers, "2024-03-01"))
        #expect(try condition("phq1 in [1, 2]", answers, "2024-03-01"))
        #expect(try condition("phq1 >= 2 and phq1 + 1 = 3", answers, "2024-03-01"))
        // A missing answer is in nothing, and not "not in" anything either.
        #expect(try condition("weight in [1, 2]", [:], "2024-03-01") == false)
        #expect(try condition("weight not in [1, 2]", [:], "2024-03-01") == false)
        #expect(try condition("1 in [weight, 1]", [:], "2024-03-01"))
    }

    @Test func multipleChoiceMembership() throws {
        let answers: [String: ExpressionValue] = [
            "symptoms": .choices(["fever", "cough"]), "levels": .choices(["1", "3"]), "nothing": .choices([]),
        ]
        #expect(try condition("'fever' in symptoms", answers, "2024-03-01"))
        #expect(try condition("'none' in symptoms", answers, "2024-03-01") == false)
        #expect(try condition("'none' not in symptoms", answers, "2024-03-01"))
        #expect(try condition("'fever' not in symptoms", answers, "2024-03-01") == false)
        #expect(try condition("3 in levels and 2 not in levels", answers, "2024-03-01"))
        #expect(try evaluate("count(symptoms)", answers, "2024-03-01") == .number(2))
        #expect(try evaluate("count(nothing)", answers, "2024-03-01") == .number(0))
        #expect(try condition("answered(nothing)", answers, "2024-03-01"))
        // Missing multiple choice: both tests are false.
        #expect(try condition("'fever' in other", answers, "2024-03-01") == false)
        #expect(try condition("'fever' not in other", answers, "2024-03-01") == false)
    }

    @Test func equalityDetails() throws {
        #expect(try condition("0.1 + 0.2 = 0.3", [:], "2024-03-01"))
        #expect(try condition("1 != 1.000001", [:], "2024-03-01"))
        #expect(try condition("yes = true and no = false", [:], "2024-03-01"))
        #expect(try condition("'a' = \"a\"", [:], "2024-03-01"))
        #expect(try condition("'a' = 'A'", [:], "2024-03-01") == false)
        #expect(try condition("'e\u{301}' = '\u{E9}'", [:], "2024-03-01"))
        #expect(try condition("[1, 'a'] = [1, 'a']", [:], "2024-03-01"))
        // Values of kinds that cannot be compared are neither equal nor different.
        #expect(try condition("x = 'a'", ["x": .number(1)], "2024-03-01") == false)
        #expect(try condition("x != 'a'", ["x": .number(1)], "2024-03-01") == false)
        #expect(try condition("'a' < 'b'", [:], "2024-03-01") == false)
    }

    @Test func durationsAreSeconds() throws {
        let answers: [String: ExpressionValue] = ["sleep": .duration(seconds: 27_000)]
        #expect(try condition("sleep > 7 * 3600", answers, "2024-03-01"))
        #expect(try evaluate("sleep / 3600", answers, "2024-03-01") == .number(7.5))
    }

    @Test func valuesDescribeThemselves() {
        let date = ExpressionTestSupport.date("2024-03-01")
        #expect(ExpressionValue.number(2).description == "2")
        #expect(ExpressionValue.text("it's").description == #"'it\'s'"#)
        #expect(ExpressionValue.time(minutes: 545).description == "09:05")
        #expect(ExpressionValue.dateTime(date, minutes: 1439).description == "2024-03-01T23:59")
        #expect(ExpressionValue.choices(["b", "a"]).description == "{a, b}")
        #expect(ExpressionValue.missing.description == "missing")
    }

    @Test func closureAnswersAreAskedByName() throws {
        let node = try ExpressionParser.parse("a + b")
        var asked: [String] = []
        let value = ExpressionEvaluator.evaluate(
            node,
            answers: { name in
                asked.append(name)
                return .number(name == "a" ? 1 : 2)
            }, today: ExpressionTestSupport.date("2024-03-01"))
        #expect(value == .number(3))
        #expect(asked == ["a", "b"])
    }
}
