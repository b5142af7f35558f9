import Foundation
import StudyModel

/// What the parsers promise for any input whatever, checked on one input at a time.
///
/// Shared by the libFuzzer target (fuzz/build.sh compiles this file into it) and by
/// `ParserFuzzReplayTests`, so both test the same promises. It uses only the public API,
/// because the fuzz target imports StudyModel without `@testable`.
enum ParserInvariants {
    /// The promises `bytes` breaks, in words; empty when all hold. The bytes are tried as
    /// a study file (parse and validate, as `study validate` does, with `consent` as the
    /// Consent folder), as an expression (parse, check, evaluate), as a consent document
    /// and through the two importers (a FHIR Questionnaire, a REDCap data dictionary).
    static func violations(of bytes: [UInt8], consent: [String: SourceFile]) -> [String] {
        // Invalid UTF-8 is refused by the file reader before parsing; repairing it here
        // instead lets the fuzzer's byte mutations still reach the parsers.
        let text = String(decoding: bytes, as: UTF8.self)
        return studyViolations(text, consent: consent) + expressionViolations(text) + consentViolations(text)
            + importViolations(bytes)
    }

    /// An import fails as a whole with a message, or gives a study that validates: what
    /// `study import` checks before it writes, and reports as its own fault.
    static func importViolations(_ bytes: [UInt8]) -> [String] {
        let data = Data(bytes)
        var problems: [String] = []
        let imports = [
            ("FHIR", FHIRQuestionnaireImport.convert(data)), ("REDCap", REDCapImport.convert(data, name: "fuzz.csv")),
        ]
        for (format, result) in imports {
            switch result {
            case .failure(let failure) where failure.message.isEmpty:
                problems.append("the \(format) import failed without a message")
            case .failure: continue
            case .success(let imported):
                let source = SourceFile(path: "imported.study", text: imported.studyText)
                let validation = StudyValidation.validate(source) { _ in .notFound(searched: []) }
                if let error = validation.diagnostics.first(where: { $0.severity == .error }) {
                    problems.append("the \(format) import wrote a study that does not validate: \(error.message)")
                }
            }
        }
        return problems
    }

    static func studyViolations(_ text: String, consent: [String: SourceFile]) -> [String] {
        let source = SourceFile(path: "fuzz.study", text: text)
        let result = StudyValidation.validate(source) { name in
            consent[name].map { .found($0) } ?? .notFound(searched: ["Consent/\(name)"])
        }
        var problems = result.diagnostics.compactMap { misplaced($0, sources: result.sources) }
        // Printed as `study validate` prints them: quoting the line and placing the caret
        // must cope with any location too.
        for diagnostic in result.diagnostics.prefix(50) {
            _ = DiagnosticFormatter(useColor: true).format(diagnostic, sources: result.sources)
        }
        if !result.isValid && !result.diagnostics.hasErrors {
            problems.append("the study was rejected without an error")
        }
        if result.isValid, let study = result.study { answerEveryQuestion(of: study) }
        return problems
    }

    /// A valid study is one a participant can take: every question's rule and hint can
    /// be shown, and typed answers, sensible or not, are read or refused (never a crash,
    /// whatever limits the study sets).
    static func answerEveryQuestion(of study: Study) {
        let formats =
            (study.eligibility?.questions ?? []).compactMap { $0.question?.answer }
            + study.tasks.flatMap { $0.survey?.questions.map(\.answer) ?? [] }
            + (study.consent.quiz?.questions.map(\.answer) ?? [])
        let day = CalendarDay(year: 2024, month: 2, day: 29)
        let now = AnswerInput.Moment(day: day, minuteOfDay: 600, utcOffsetMinutes: 60)
        for format in formats.prefix(200) {
            for language in study.languages.map(\.value) {
                _ = AnswerInput.rule(for: format, language: language, today: day, now: now)
                _ = AnswerInput.expectedForm(for: format, language: language)
                for typed in typedAnswers {
                    _ = AnswerInput.parse(typed, for: format, language: language, today: day, now: now)
                }
            }
        }
    }

    static let typedAnswers = [
        "", " ", "0", "-1", "1.5", "7", "1e308", "-1e308", "99999999999999999999", "nan", "inf", "abc", "yes", "no",
        "1", "170 cm", "5 ft 7 in", "70 kg", "154 lb", "2024-02-29", "0000-01-01", "9999-12-31", "22:30", "24:00",
        "2024-02-29 22:30", "1h 30m", "999999 hours", "Several days", "a@example.org",
    ]

    static func expressionViolations(_ text: String) -> [String] {
        let length = text.unicodeScalars.count
        let analysis = ExpressionLanguage.analyze(text, scope: scope, conditionField: "show-if")
        var problems: [String] = []
        if analysis.expression == nil && analysis.issues.isEmpty {
            problems.append("the expression was rejected without an issue")
        }
        for issue in analysis.issues where issue.range.lowerBound < 0 || issue.range.upperBound > length {
            problems.append("expression issue '\(issue.message)' at \(issue.range) is outside 0..<\(length)")
        }
        if let expression = analysis.expression {
            // Whatever checks, evaluates without crashing, with and without answers.
            _ = ExpressionEvaluator.evaluate(expression, answers: answers, today: today)
            _ = ExpressionEvaluator.evaluateCondition(expression, answers: [:], today: today)
            _ = expression.description
        }
        return problems
    }

    static func consentViolations(_ text: String) -> [String] {
        let source = SourceFile(path: "fuzz.md", text: text)
        return ConsentDocument.parse(source).diagnostics.compactMap { misplaced($0, sources: [source.path: source]) }
    }

    /// Why `diagnostic` does not point inside its file, or nil when it does: a line of the
    /// file and a column on that line (one past its end for "missing here" messages).
    static func misplaced(_ diagnostic: Diagnostic, sources: [String: SourceFile]) -> String? {
        let what = "\(diagnostic.severity) '\(diagnostic.message)'"
        guard let location = diagnostic.location else { return "\(what) has no location" }
        guard let source = sources[location.file] else { return "\(what) is in unknown file \(location.file)" }
        guard let line = source.line(location.line) else {
            return "\(what) is at line \(location.line) of \(source.lines.count)"
        }
        let width = line.unicodeScalars.count
        guard (1...(width + 1)).contains(location.column) else {
            return "\(what) is at \(location.line):\(location.column), but the line has \(width) characters"
        }
        return nil
    }

    /// One name of each type, so the checker and evaluator reach every rule.
    static let scope = DictionaryExpressionScope([
        "age": .number, "nickname": .text, "uses_insulin": .boolean, "birth": .date, "bedtime": .time,
        "visit": .dateTime, "sleep": .duration,
        "diagnosis": .singleChoice(values: ["type1", "type2"], numeric: false),
        "phq1": .singleChoice(values: ["0", "1", "2", "3"], numeric: true),
        "symptoms": .multipleChoice(values: ["fever", "cough", "none"]),
    ])

    static let answers: [String: ExpressionValue] = [
        "age": .number(40), "nickname": .text("Sam"), "uses_insulin": .boolean(true),
        "birth": .date(ExpressionDate(year: 1984, month: 2, day: 29)!), "bedtime": .time(minutes: 1_350),
        "visit": .dateTime(ExpressionDate(year: 2024, month: 2, day: 1)!, minutes: 600),
        "sleep": .duration(seconds: 25_000), "diagnosis": .text("type1"), "phq1": .number(2),
        "symptoms": .choices(["fever"]),
    ]

    static let today = ExpressionDate(year: 2024, month: 3, day: 1)!
}
