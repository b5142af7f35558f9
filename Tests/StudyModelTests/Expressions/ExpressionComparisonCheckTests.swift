import Testing

@testable import StudyModel

/// Comparisons, membership and literals against choices: each mistake is one located issue.
@Suite struct ExpressionComparisonCheckTests {
    @Test(arguments: [
        // Incompatible kinds.
        ExpressionIssueCase("age = diagnosis", "a number is compared with a choice", 0..<15),
        ExpressionIssueCase("diagnosis = 3", "a choice is compared with a number", 0..<13),
        ExpressionIssueCase("age = 'eighteen'", "a number is compared with a text", 0..<16),
        ExpressionIssueCase(
            "birth = 2000", "a date is compared with a number", 0..<12,
            hint: "use years_since(birth) or days_since(birth) to get a number"),
        ExpressionIssueCase("bedtime = visit", "a time of day is compared with a date and time", 0..<15),
        ExpressionIssueCase("[1] = [1]", "a list of numbers is compared with a list of numbers", 0..<9),
        // Yes-no answers and texts.
        ExpressionIssueCase(
            "uses_insulin = 'yes'", "a yes-no answer is compared with a text", 0..<20,
            hint: "write yes without quotes"),
        ExpressionIssueCase(
            "'No' != uses_insulin", "a text is compared with a yes-no answer", 0..<20,
            hint: "write no without quotes"),
        ExpressionIssueCase(
            "uses_insulin = 'daily'", "a yes-no answer is compared with a text", 0..<22,
            hint: "a yes-no answer is true or false: write uses_insulin = yes, or just uses_insulin"),
        ExpressionIssueCase("uses_insulin = 1", "a yes-no answer is compared with a number", 0..<16),
        // Multiple choice compared with =.
        ExpressionIssueCase(
            "symptoms = 'fever'", "a multiple choice answer is compared with a text", 0..<18,
            hint: "use 'in' to test whether a choice is selected, e.g. 'fever' in symptoms"),
        // Quotes around numbers, or missing around texts.
        ExpressionIssueCase(
            "phq1 = '2'", "a choice with numeric values is compared with a text", 0..<10,
            hint: "the choices are numbers: write 2 without quotes"),
        ExpressionIssueCase(
            "diagnosis = 1",
            "a choice is compared with a number", 0..<13),
        // Ordering.
        ExpressionIssueCase(
            "diagnosis < 'type2'",
            "'<' needs numbers, dates or times, but 'diagnosis' is a choice with text values", 0..<9,
            hint: "only numbers, dates and times can be ordered; use '=', '!=' or 'in' for other values"),
        ExpressionIssueCase(
            "nickname >= 'm'", "'>=' needs numbers, dates or times, but 'nickname' is a text", 0..<8,
            hint: "only numbers, dates and times can be ordered; use '=', '!=' or 'in' for other values"),
        ExpressionIssueCase(
            "age > '18'", "'>' needs numbers, dates or times, but this is a text", 6..<10,
            hint: "write 18 without quotes"),
        ExpressionIssueCase(
            "uses_insulin <= no", "'<=' needs numbers, dates or times, but 'uses_insulin' is a yes-no answer",
            0..<12,
            hint: "only numbers, dates and times can be ordered; use '=', '!=' or 'in' for other values"),
        ExpressionIssueCase("birth < bedtime", "a date is compared with a time of day", 0..<15),
        // Date and time literals.
        ExpressionIssueCase("birth > '2000-13-01'", "'2000-13-01' is not a valid date (write YYYY-MM-DD)", 8..<20),
        ExpressionIssueCase("'31/01/2000' = birth", "'31/01/2000' is not a valid date (write YYYY-MM-DD)", 0..<12),
        ExpressionIssueCase("bedtime < '25:00'", "'25:00' is not a valid time (write HH:MM)", 10..<17),
        ExpressionIssueCase(
            "visit >= '2024-01-31'",
            "'2024-01-31' is not a valid date and time (write YYYY-MM-DDTHH:MM)", 9..<21),
        ExpressionIssueCase(
            "birth in ['2000-01-01', 'soon']", "'soon' is not a valid date (write YYYY-MM-DD)", 24..<30),
        // Literals that are not choices.
        ExpressionIssueCase(
            "diagnosis = 'type3'",
            "'type3' is not one of the choices of 'diagnosis' (type1, type2, gestational)", 12..<19,
            hint: "did you mean 'type1'?"),
        ExpressionIssueCase(
            "'Type2' != diagnosis",
            "'Type2' is not one of the choices of 'diagnosis' (type1, type2, gestational)", 0..<7,
            hint: "did you mean 'type2'?"),
        ExpressionIssueCase(
            "diagnosis = 'other'",
            "'other' is not one of the choices of 'diagnosis' (type1, type2, gestational)", 12..<19),
        ExpressionIssueCase(
            "diagnosis in ['type1', 'tipe2']",
            "'tipe2' is not one of the choices of 'diagnosis' (type1, type2, gestational)", 23..<30,
            hint: "did you mean 'type2'?"),
        ExpressionIssueCase(
            "diagnosis not in ['gestationel']",
            "'gestationel' is not one of the choices of 'diagnosis' (type1, type2, gestational)", 18..<31,
            hint: "did you mean 'gestational'?"),
        ExpressionIssueCase("phq1 = 5", "5 is not one of the choices of 'phq1' (0, 1, 2, 3)", 7..<8),
        ExpressionIssueCase("phq1 != -1", "-1 is not one of the choices of 'phq1' (0, 1, 2, 3)", 8..<10),
        ExpressionIssueCase("phq1 in [1, 4]", "4 is not one of the choices of 'phq1' (0, 1, 2, 3)", 12..<13),
        ExpressionIssueCase(
            "'fevr' in symptoms", "'fevr' is not one of the choices of 'symptoms' (fever, cough, none)", 0..<6,
            hint: "did you mean 'fever'?"),
        ExpressionIssueCase(
            "'rash' not in symptoms",
            "'rash' is not one of the choices of 'symptoms' (fever, cough, none)", 0..<6),
        ExpressionIssueCase("4 in levels", "4 is not one of the choices of 'levels' (1, 2, 3)", 0..<1),
        // Membership in the wrong kind of thing.
        ExpressionIssueCase(
            "age in 'abc'",
            "'in' needs a list or a multiple choice answer on its right, but this is a text", 7..<12,
            hint: "to test several values, write age in ['a', 'b']"),
        ExpressionIssueCase(
            "'type1' in diagnosis",
            "'in' needs a list or a multiple choice answer on its right, but 'diagnosis' is a choice", 11..<20,
            hint: "write diagnosis = 'type1'"),
        ExpressionIssueCase(
            "age not in diagnosis",
            "'not in' needs a list or a multiple choice answer on its right, but 'diagnosis' is a choice",
            11..<20,
            hint: "for a single choice, write diagnosis = 'type1' or diagnosis in ['type1', ...]"),
        ExpressionIssueCase(
            "1 in age",
            "'in' needs a list or a multiple choice answer on its right, but 'age' is a number", 5..<8),
        ExpressionIssueCase(
            "symptoms in ['fever']", "a multiple choice answer cannot be in a list", 0..<8,
            hint: "test each choice, e.g. 'a' in symptoms or 'b' in symptoms"),
        ExpressionIssueCase("age in ['a', 'b']", "a number cannot be in a list of texts", 0..<17),
        ExpressionIssueCase(
            "diagnosis in [1, 2]", "a choice cannot be in a list of numbers", 0..<19,
            hint: nil),
        ExpressionIssueCase(
            "uses_insulin in ['yes']", "a yes-no answer cannot be in a list of texts", 0..<23,
            hint: "write yes without quotes"),
        ExpressionIssueCase(
            "age in symptoms", "a number cannot be one of the choices of 'symptoms'", 0..<15,
            hint: "write a choice value in quotes, e.g. 'fever' in symptoms"),
        ExpressionIssueCase(
            "levels in symptoms", "a multiple choice answer cannot be one of the choices of another", 0..<6,
            hint: "test each choice, e.g. 'a' in symptoms"),
    ])
    func issue(_ example: ExpressionIssueCase) throws {
        let result = try ExpressionTestSupport.check(example.text)
        #expect(result.type == .boolean)
        #expect(result.issues.count == 1, "\(result.issues)")
        let issue = try #require(result.issues.first)
        #expect(issue.message == example.message)
        #expect(issue.range == example.range)
        #expect(issue.hint == example.hint)
    }

    @Test(arguments: [
        ("diagnosis = type1", 12..<17, "'type1' is one of the choices of 'diagnosis'"),
        ("gestational != diagnosis", 0..<11, "'gestational' is one of the choices of 'diagnosis'"),
        ("diagnosis in ['type1', type2]", 23..<28, "'type2' is one of the choices of 'diagnosis'"),
        ("fever in symptoms", 0..<5, "'fever' is one of the choices of 'symptoms'"),
        ("default(diagnosis, type1) = 'type2'", 19..<24, "'type1' is one of the choices of 'diagnosis'"),
    ])
    func unquotedChoicesGetAQuoteHint(text: String, range: Range<Int>, hint: String) throws {
        let result = try ExpressionTestSupport.check(text)
        let name = String(text.unicodeScalars.dropFirst(range.lowerBound).prefix(range.count))
        #expect(
            result.issues == [
                ExpressionIssue(
                    range: range, message: "unknown name '\(name)'",
                    hint: "write it in quotes: \(hint)")
            ])
    }

    @Test func everyBadLiteralInAListIsReported() throws {
        let result = try ExpressionTestSupport.check("diagnosis in ['type0', 'type1', 'type9']")
        #expect(result.issues.map(\.range) == [14..<21, 32..<39])
    }

    @Test func longChoiceListsAreShortenedInMessages() throws {
        let values = (1...12).map { "c\($0)" }
        let scope = DictionaryExpressionScope(["pick": .singleChoice(values: values, numeric: false)])
        let node = try ExpressionParser.parse("pick = 'zzz'")
        let issue = try #require(ExpressionChecker(scope: scope).check(node).issues.first)
        #expect(
            issue.message == "'zzz' is not one of the choices of 'pick' (c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, …)")
    }

    @Test func choicesWithUnknownValuesAcceptAnyLiteral() throws {
        let scope = DictionaryExpressionScope(["pick": .singleChoice(values: [], numeric: false)])
        let node = try ExpressionParser.parse("pick = 'anything'")
        #expect(ExpressionChecker(scope: scope).check(node).issues == [])
    }
}
