import Testing

@testable import StudyModel

/// Names, functions, logic and arithmetic: each mistake is one issue, located exactly.
@Suite struct ExpressionCheckerTests {
    @Test(arguments: [
        ("age >= 18 and diagnosis in ['type1', 'type2']", ExpressionType.boolean),
        ("uses_insulin", .boolean),
        ("not uses_insulin or 'fever' in symptoms", .boolean),
        ("phq1 + phq2", .number),
        ("sum(phq1, phq2) / 2", .number),
        ("-age", .number),
        ("nickname", .text),
        ("diagnosis", .singleChoice(values: ["type1", "type2", "gestational"], numeric: false)),
        ("today()", .date),
        ("years_since(birth) >= 18", .boolean),
        ("days_since(visit)", .number),
        ("count(symptoms) >= 2", .boolean),
        ("answered(weight) and exists(diagnosis)", .boolean),
        ("round(weight / 3, 1)", .number),
        ("min(age, 3) + max(phq1, 2, weight)", .number),
        ("if(uses_insulin, 1, 0)", .number),
        ("if(uses_insulin, phq1, weight)", .number),
        ("if(uses_insulin, diagnosis, 'other')", .text),
        ("default(weight, 70)", .number),
        ("default(diagnosis, 'type1')", .singleChoice(values: ["type1", "type2", "gestational"], numeric: false)),
        ("[1, 2]", .list(.number)),
        ("[]", .list(.unknown)),
        ("sleep > 3600 and sleep / 60 < 600", .boolean),
        ("birth < '2000-01-01' and bedtime >= '22:30' and visit > '2024-01-31T08:00'", .boolean),
        ("birth in ['2000-01-01', '2001-01-01']", .boolean),
        ("2 in levels and 3 not in levels", .boolean),
        ("phq1 = 3 or phq1 in [0, 1]", .boolean),
        ("diagnosis != 'gestational'", .boolean),
        ("yes = uses_insulin", .boolean),
        ("nickname = diagnosis", .boolean),
    ])
    func validExpressionsHaveATypeAndNoIssues(text: String, type: ExpressionType) throws {
        let result = try ExpressionTestSupport.check(text)
        #expect(result.issues == [])
        #expect(result.type == type)
    }

    @Test(arguments: [
        // Names.
        ExpressionIssueCase("agee > 3", "unknown name 'agee'", 0..<4, hint: "did you mean 'age'?"),
        ExpressionIssueCase("x > 3", "unknown name 'x'", 0..<1),
        ExpressionIssueCase("dose > 3", "'dose' is asked after this step", 0..<4),
        ExpressionIssueCase("True", "unknown name 'True'", 0..<4, hint: "write 'true' in lower case"),
        ExpressionIssueCase(
            "today > birth", "unknown name 'today'", 0..<5, hint: "'today' is a function: write today()"),
        // Functions.
        ExpressionIssueCase(
            "median(age) > 2", "unknown function 'median'", 0..<6,
            hint: "the functions are answered, exists, count, sum, min, max, round, abs, sqrt, pow, exp, ln, "
                + "if, default, is-missing, score, today, years_since, days_since"),
        ExpressionIssueCase("coun(symptoms)", "unknown function 'coun'", 0..<4, hint: "did you mean 'count'?"),
        ExpressionIssueCase(
            "round(age, 1, 2)", "round() takes 1 or 2 arguments, but 3 were given", 0..<16,
            hint: "write round(x) or round(x, digits)"),
        ExpressionIssueCase("today(1)", "today() takes no arguments, but 1 was given", 0..<8, hint: "write today()"),
        ExpressionIssueCase(
            "sum() > 1", "sum() takes at least 1 argument, but none were given", 0..<5,
            hint: "write sum(a, b, ...)"),
        ExpressionIssueCase(
            "answered(age, weight)", "answered() takes 1 argument, but 2 were given", 0..<21,
            hint: "write answered(question)"),
        ExpressionIssueCase(
            "if(uses_insulin, 1)", "if() takes 3 arguments, but 2 were given", 0..<19,
            hint: "write if(condition, value if true, value if false)"),
        ExpressionIssueCase("answered(3)", "answered() needs a question or score id, e.g. answered(weight)", 9..<10),
        ExpressionIssueCase(
            "count(diagnosis)", "count() needs a multiple choice answer, but 'diagnosis' is a choice", 6..<15,
            hint: "use answered(diagnosis) to test whether it was answered"),
        ExpressionIssueCase("sum(age, nickname)", "sum() needs numbers, but 'nickname' is a text", 9..<17),
        ExpressionIssueCase(
            "round(uses_insulin)", "round() needs a number, but 'uses_insulin' is a yes-no answer", 6..<18,
            hint: "use if(uses_insulin, 1, 0) to count a yes as 1"),
        ExpressionIssueCase("round(age, 1.5)", "round() needs a whole number of digits, but this is 1.5", 11..<14),
        ExpressionIssueCase(
            "if(age, 1, 2)", "if() needs a condition (true or false) first, but 'age' is a number", 3..<6,
            hint: "compare it with a number, e.g. age > 0"),
        ExpressionIssueCase(
            "if(uses_insulin, 1, 'a')", "the two results of if() differ: a number and a text", 0..<24,
            hint: "give both results the same kind of value"),
        ExpressionIssueCase("default(age, 'x')", "the default value is a text, but 'age' is a number", 13..<16),
        ExpressionIssueCase(
            "default(diagnosis, 'type4')",
            "'type4' is not one of the choices of 'diagnosis' (type1, type2, gestational)", 19..<26,
            hint: "did you mean 'type1'?"),
        ExpressionIssueCase("years_since(age)", "years_since() needs a date, but 'age' is a number", 12..<15),
        ExpressionIssueCase("days_since('2024-02-30')", "'2024-02-30' is not a valid date (write YYYY-MM-DD)", 11..<23),
        // Arithmetic.
        ExpressionIssueCase(
            "diagnosis + 1", "'+' needs numbers, but 'diagnosis' is a choice", 0..<9,
            hint: "choices with text values cannot be used in arithmetic"),
        ExpressionIssueCase(
            "uses_insulin * 2", "'*' needs numbers, but 'uses_insulin' is a yes-no answer", 0..<12,
            hint: "use if(uses_insulin, 1, 0) to count a yes as 1"),
        ExpressionIssueCase(
            "1 - symptoms", "'-' needs numbers, but 'symptoms' is a multiple choice answer", 4..<12,
            hint: "use count(symptoms) for the number of choices selected"),
        ExpressionIssueCase(
            "age / '2'", "'/' needs numbers, but this is a text", 6..<9, hint: "write 2 without quotes"),
        ExpressionIssueCase(
            "birth - 1", "'-' needs numbers, but 'birth' is a date", 0..<5,
            hint: "use years_since(birth) or days_since(birth)"),
        ExpressionIssueCase("-nickname", "'-' needs a number, but 'nickname' is a text", 1..<9),
        // Logic.
        ExpressionIssueCase(
            "not age", "'not' needs a condition (true or false), but 'age' is a number", 4..<7,
            hint: "compare it with a number, e.g. age > 0"),
        ExpressionIssueCase(
            "age and uses_insulin",
            "'and' needs a condition (true or false) on each side, but 'age' is a number", 0..<3,
            hint: "compare it with a number, e.g. age > 0"),
        ExpressionIssueCase(
            "uses_insulin or diagnosis",
            "'or' needs a condition (true or false) on each side, but 'diagnosis' is a choice", 16..<25,
            hint: "compare it with a choice, e.g. diagnosis = 'type1'"),
        ExpressionIssueCase(
            "not symptoms",
            "'not' needs a condition (true or false), but 'symptoms' is a multiple choice answer", 4..<12,
            hint: "test whether a choice is selected, e.g. 'fever' in symptoms"),
        ExpressionIssueCase("not (age + 1)", "'not' needs a condition (true or false), but this is a number", 4..<13),
        ExpressionIssueCase("[1, 'a']", "a list cannot mix numbers and texts", 4..<7),
    ])
    func issue(_ example: ExpressionIssueCase) throws {
        let result = try ExpressionTestSupport.check(example.text)
        #expect(result.issues.count == 1, "\(result.issues)")
        let issue = try #require(result.issues.first)
        #expect(issue.message == example.message)
        #expect(issue.range == example.range)
        #expect(issue.hint == example.hint)
    }

    @Test func oneMistakeIsReportedOnce() throws {
        let result = try ExpressionTestSupport.check("agee + 1 > 3 and not agee and count(agee) in [1] and cosh(1) = 2")
        #expect(
            result.issues.map(\.message) == [
                "unknown name 'agee'", "unknown name 'agee'", "unknown name 'agee'", "unknown function 'cosh'",
            ])
        #expect(result.issues.map(\.range) == [0..<4, 21..<25, 36..<40, 53..<57])
        #expect(result.type == .boolean)
    }

    @Test func unavailableNamesKeepTheirTypeSoCheckingGoesOn() throws {
        let result = try ExpressionTestSupport.check("dose + 'x'")
        #expect(
            result.issues.map(\.message) == [
                "'dose' is asked after this step", "'+' needs numbers, but this is a text",
            ])
        #expect(result.issues.map(\.range) == [0..<4, 7..<10])
    }

    @Test(
        arguments: [
            ("age + 1", "criteria must be a condition (true or false), but this is a number", 0..<7, nil),
            (
                "age", "criteria must be a condition (true or false), but 'age' is a number", 0..<3,
                "compare it with a number, e.g. age > 0"
            ),
            (
                "diagnosis", "criteria must be a condition (true or false), but 'diagnosis' is a choice", 0..<9,
                "compare it with a choice, e.g. diagnosis = 'type1'"
            ),
            (
                "(nickname)", "criteria must be a condition (true or false), but 'nickname' is a text", 0..<10,
                "compare it with a text, e.g. nickname = 'value'"
            ),
        ] as [(String, String, Range<Int>, String?)])
    func conditionsMustBeConditions(text: String, message: String, range: Range<Int>, hint: String?) throws {
        let result = try ExpressionTestSupport.check(text, field: "criteria")
        #expect(!result.isCondition)
        #expect(result.issues == [ExpressionIssue(range: range, message: message, hint: hint)])
    }

    @Test func conditionsThatAreConditionsPass() throws {
        for text in ["uses_insulin", "age > 3", "if(uses_insulin, age > 3, yes)", "agee > 1"] {
            let result = try ExpressionTestSupport.check(text, field: "show-if")
            #expect(result.isCondition, "\(text)")
            #expect(result.issues.allSatisfy { !$0.message.hasPrefix("show-if") }, "\(text)")
        }
        // An unknown name is reported once, not again as "not a condition".
        #expect(try ExpressionTestSupport.check("agee", field: "show-if").issues.count == 1)
    }

    @Test func analyzeChecksTypesToo() {
        let analysis = ExpressionLanguage.analyze(
            "age > 3 and diagnosis = 'type9'", scope: ExpressionTestSupport.scope,
            conditionField: "criteria")
        #expect(analysis.expression != nil)
        #expect(analysis.type == .boolean)
        #expect(analysis.issues.map(\.range) == [24..<31])
    }

    @Test func dictionaryScopeSuggests() {
        let scope = DictionaryExpressionScope(["weight": .number, "height": .number])
        #expect(scope.resolve("weight") == .value(.number))
        #expect(scope.resolve("wieght") == .unknown(suggestion: "weight"))
        #expect(scope.resolve("bmi") == .unknown(suggestion: nil))
    }
}
