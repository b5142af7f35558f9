extension StudyParser {
    static func readConsent(_ node: YAMLNode, _ reader: StudyReader) -> Consent? {
        guard let fields = FieldReader(node, "the consent", .consent, reader: reader) else { return nil }
        let sections = fields.list("sections", required: true) ?? []
        if sections.isEmpty, let node = fields.optional("sections") {
            reader.error(
                .emptyList, "the consent has no sections", at: node,
                hint: "add one section per aspect: overview, data gathering, privacy, …")
        }
        return Consent(
            version: fields.string("version", required: true)?.value ?? "",
            versions: (fields.list("versions") ?? []).compactMap { readVersion($0, reader) },
            document: fields.optional("document").flatMap { readDocumentReference($0, reader) },
            sections: sections.compactMap { readSection($0, reader) },
            quiz: fields.optional("quiz").flatMap { readQuiz($0, reader) },
            review: fields.text("review"),
            signature: fields.required("signature").flatMap { readSignature($0, reader) }
                ?? Signature(fields: [], meaning: nil, location: fields.location),
            location: fields.location
        )
    }

    private static func readDocumentReference(_ node: YAMLNode, _ reader: StudyReader) -> Consent.DocumentReference? {
        if node.scalar != nil {
            return reader.string(node, "the consent document").map { .same($0) }
        }
        guard let mapping = node.mapping else {
            reader.error(
                .wrongType, "the consent document must be a file name, or a map from language to file name",
                at: node)
            return nil
        }
        let entries = mapping.compactMap { key, value -> (language: String, file: Located<String>)? in
            guard let language = reader.string(key, "a language code"),
                let file = reader.string(value, "the consent document for '\(language.value)'")
            else { return nil }
            return (language.value, file)
        }
        return .perLanguage(entries)
    }

    private static func readVersion(_ node: YAMLNode, _ reader: StudyReader) -> ConsentVersion? {
        guard let fields = FieldReader(node, "a consent version", .consentVersion, reader: reader),
            let version = fields.string("version", required: true)
        else { return nil }
        let reconsent = fields.word("reconsent")?.value ?? ConsentVersion.required
        return ConsentVersion(
            version: version, reconsentRequired: reconsent != ConsentVersion.notRequired, location: fields.location)
    }

    private static func readSection(_ node: YAMLNode, _ reader: StudyReader) -> ConsentSection? {
        let what = reader.name(of: node, "consent section")
        guard let fields = FieldReader(node, what, .consentSection, reader: reader) else {
            return nil
        }
        let id = fields.required("id").flatMap { reader.id($0, "the consent section id", as: ConsentSectionID.self) }
        let kind = fields.word("kind", required: true).flatMap { ConsentSection.Kind(rawValue: $0.value) }
        let placeholder = LocalizedText(.same(""), at: fields.location)
        return ConsentSection(
            id: id ?? Located("", at: fields.location),
            kind: kind ?? .custom,
            title: fields.required("title").flatMap { reader.text($0, "the title of \(what)") } ?? placeholder,
            summary: fields.required("summary").flatMap { reader.text($0, "the summary of \(what)") } ?? placeholder,
            learnMore: fields.text("learn-more"),
            location: fields.location
        )
    }

    private static func readQuiz(_ node: YAMLNode, _ reader: StudyReader) -> Quiz? {
        guard let fields = FieldReader(node, "the quiz", .quiz, reader: reader) else { return nil }
        let questions = fields.list("questions", required: true) ?? []
        if questions.isEmpty, let node = fields.optional("questions") {
            reader.error(.emptyList, "the quiz has no questions", at: node)
        }
        return Quiz(
            passMark: fields.integer("pass-mark", required: true) ?? Located(0, at: fields.location),
            attempts: fields.integer("attempts", required: true) ?? Located(1, at: fields.location),
            questions: questions.compactMap { readQuizQuestion($0, reader) },
            location: fields.location
        )
    }

    private static func readQuizQuestion(_ node: YAMLNode, _ reader: StudyReader) -> QuizQuestion? {
        let what = reader.name(of: node, "quiz question")
        guard let fields = FieldReader(node, what, .quizQuestion, reader: reader) else {
            return nil
        }
        let id = fields.required("id").flatMap { reader.id($0, "the quiz question id", as: QuizQuestionID.self) }
        let answer =
            fields.required("answer").map { readAnswerFormat($0, reader, owner: LazyDescription(what)) } ?? .invalid
        switch answer {
        case .yesNo, .singleChoice, .multipleChoice, .invalid: break
        default:
            if let node = fields.optional("answer") {
                reader.error(
                    .quizAnswerType,
                    "\(what) must be answered yes-no, single-choice or multiple-choice, not \(answer.typeName)",
                    at: node, hint: "a quiz needs answers that are simply right or wrong")
            }
        }
        var correct: [Located<String>] = []
        if let node = fields.optional("correct") {
            if let items = node.sequence {
                correct = items.compactMap { reader.string($0, "a correct answer of \(what)") }
            } else if let one = reader.string(node, "the correct answer of \(what)") {
                correct = [one]
            }
        } else {
            reader.report(
                .error(
                    .quizNoCorrectAnswer, "\(what) has no correct answer", at: fields.location,
                    hint: "add 'correct:' with the right answer"))
        }
        if !fields.has("explanation") {
            reader.report(
                .error(
                    .missingField, "\(what) is missing the required field 'explanation'",
                    at: fields.location, hint: "explain the right answer; participants see it after answering"))
        }
        return QuizQuestion(
            id: id ?? Located("", at: fields.location),
            question: fields.text("question", required: true) ?? LocalizedText(.same(""), at: fields.location),
            answer: answer, correct: correct, explanation: fields.text("explanation"), location: fields.location
        )
    }

    private static func readSignature(_ node: YAMLNode, _ reader: StudyReader) -> Signature? {
        guard let fields = FieldReader(node, "the signature", .signature, reader: reader) else {
            return nil
        }
        let allowed = Signature.Field.allCases.map(\.rawValue)
        let chosen = (fields.list("fields") ?? []).compactMap { node -> Signature.Field? in
            if node.scalar?.string == "name" || node.scalar?.string == "full-name" {
                reader.warning(.redundantField, "the full name is always collected; no need to list it", at: node)
                return nil
            }
            return reader.word(node, "a signature field", from: allowed).flatMap { Signature.Field(rawValue: $0.value) }
        }
        if !fields.has("meaning") {
            reader.report(
                .error(
                    .missingSignatureMeaning, "the signature does not say what signing means",
                    at: fields.location,
                    hint: "add 'meaning:', e.g. \"I agree to take part in this research study.\""))
        }
        return Signature(fields: chosen, meaning: fields.text("meaning"), location: fields.location)
    }
}

extension Consent {
    static func missing(at location: SourceLocation) -> Consent {
        Consent(
            version: "", document: nil, sections: [], quiz: nil, review: nil,
            signature: Signature(fields: [], meaning: nil, location: location), location: location)
    }
}
