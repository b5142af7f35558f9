/// Consent must be complete before anyone can agree to it: every section has its full
/// text, the quiz can be passed, and every quiz question has a right answer.
enum ConsentCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        documentLanguages(context) + sectionProblems(context) + unusedHeadings(context)
            + quizProblems(context.study.consent.quiz)
    }

    /// A document per language must cover every language of the study, and no other.
    private static func documentLanguages(_ context: ValidationContext) -> [Diagnostic] {
        guard case let .perLanguage(entries)? = context.study.consent.document, let first = entries.first else {
            return []
        }
        let declared = context.study.languages.map(\.value)
        var diagnostics: [Diagnostic] = []
        for entry in entries where !declared.contains(entry.language) {
            diagnostics.append(
                .error(
                    .unknownLanguage,
                    "the consent document for '\(entry.language)' is for a language the study does not declare",
                    at: entry.file.location,
                    hint: Suggestion.closest(to: entry.language, among: declared).map { "did you mean '\($0)'?" }
                        ?? "the study's languages are: " + declared.joined(separator: ", ")))
        }
        let missing = declared.filter { language in !entries.contains { $0.language == language } }
        if !missing.isEmpty {
            diagnostics.append(
                .error(
                    .missingLanguage,
                    "there is no consent document for \(missing.map { "'\($0)'" }.joined(separator: ", "))",
                    at: first.file.location, hint: "add '\(missing[0]): <file name>' under 'document:'"))
        }
        return diagnostics
    }

    private static func sectionProblems(_ context: ValidationContext) -> [Diagnostic] {
        let consent = context.study.consent
        let files = consent.document?.files ?? []
        var diagnostics: [Diagnostic] = []
        for section in consent.sections where section.learnMore == nil && !section.id.value.rawValue.isEmpty {
            if files.isEmpty {
                diagnostics.append(
                    .error(
                        .consentSectionText, "consent section '\(section.id.value)' has no full text",
                        at: section.location,
                        hint:
                            "add 'learn-more:', or name a document under 'consent: document:' with a heading {#\(section.id.value)}"
                    ))
            }
            for (_, file) in files {
                guard let document = context.consentDocuments[file.value],
                    document.section(section.id.value.rawValue) == nil
                else { continue }
                diagnostics.append(
                    .error(
                        .consentSectionMissing,
                        "consent section '\(section.id.value)' has no heading in '\(file.value)'",
                        at: section.id.location,
                        hint: suggestion(for: section.id.value.rawValue, in: document)
                            ?? "add a heading such as '## \(section.title.resolved(in: context.study.defaultLanguage)) {#\(section.id.value)}'"
                    ))
            }
        }
        return diagnostics
    }

    private static func suggestion(for id: String, in document: ConsentDocument) -> String? {
        Suggestion.closest(to: id, among: document.sections.map(\.id)).map {
            "the document has {#\($0)}; did you mean '\($0)'?"
        }
    }

    private static func unusedHeadings(_ context: ValidationContext) -> [Diagnostic] {
        let ids = Set(context.study.consent.sections.map(\.id.value.rawValue))
        return context.consentDocuments.values.flatMap { document in
            document.sections.filter { !ids.contains($0.id) }.map {
                Diagnostic.warning(
                    .consentHeadingUnused, "the heading {#\($0.id)} matches no consent section of the study",
                    at: $0.location,
                    hint: "participants never see this text; add a section with id '\($0.id)' or remove it")
            }
        }
    }

    private static func quizProblems(_ quiz: Quiz?) -> [Diagnostic] {
        guard let quiz else { return [] }
        var diagnostics: [Diagnostic] = []
        if quiz.passMark.value > quiz.questions.count {
            diagnostics.append(
                .error(
                    .passMark,
                    "the pass mark \(quiz.passMark.value) is higher than the \(quiz.questions.count) quiz questions",
                    at: quiz.passMark.location, hint: "nobody could pass; use at most \(quiz.questions.count)"))
        }
        for question in quiz.questions {
            diagnostics += correctAnswerProblems(question)
        }
        return diagnostics
    }

    private static func correctAnswerProblems(_ question: QuizQuestion) -> [Diagnostic] {
        let name = "quiz question '\(question.id.value)'"
        switch question.answer {
        case .yesNo:
            guard let answer = question.correct.first else { return [] }
            if question.correct.count > 1 || !["yes", "no", "true", "false"].contains(answer.value.lowercased()) {
                return [.error(.quizCorrect, "the correct answer of \(name) must be yes or no", at: answer.location)]
            }
            return []
        case let .singleChoice(options), let .multipleChoice(options):
            var diagnostics: [Diagnostic] = []
            if case .singleChoice = question.answer, question.correct.count > 1 {
                diagnostics.append(
                    .error(
                        .quizCorrect, "\(name) is single choice but lists \(question.correct.count) correct answers",
                        at: question.correct[1].location, hint: "keep one, or make it multiple-choice"))
            }
            for answer in question.correct where !options.values.contains(answer.value) {
                diagnostics.append(
                    .error(
                        .quizCorrect, "the correct answer '\(answer.value)' of \(name) is not one of its choices",
                        at: answer.location,
                        hint: Suggestion.closest(to: answer.value, among: options.values).map {
                            "did you mean '\($0)'?"
                        }
                            ?? "choices: " + options.values.joined(separator: ", ")))
            }
            return diagnostics
        default:
            return []
        }
    }
}
