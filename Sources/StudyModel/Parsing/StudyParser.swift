/// Reads a study file into a `Study`, reporting every problem of shape it meets: syntax,
/// unknown or missing fields, scalars of the wrong type. Checks that need the whole study
/// (ids, references, expressions, branching) are the validator's.
public enum StudyParser {
    /// The study (nil only when the file is not YAML or not a map) and what was found wrong.
    /// `leavingTreeToExit`: the YAML tree is kept until the process ends instead of freed here
    /// (`LeftToExit`), for a command that exits right after. `composed`: the tree
    /// `YAMLLoader.compose` would make of the file, when the caller already has it (`study
    /// import` wrote the file from it); a file over the size limit is still refused.
    /// `readingTasksEarly` is there for the tests, to compare with the tasks read in order.
    public static func parse(
        _ source: SourceFile, leavingTreeToExit: Bool = false, composed: YAMLNode? = nil,
        readingTasksEarly: Bool = true
    ) -> (
        study: Study?, diagnostics: [Diagnostic]
    ) {
        let given = source.text.utf8.count <= StudyLimits.maximumFileBytes ? composed : nil
        // A file large enough for libyaml to run on a second thread has its tasks read while
        // it runs (`EarlyTasks`).
        let early =
            given == nil && readingTasksEarly && source.text.utf8.count >= TwoThreads.worthItFromBytes
            ? EarlyTasks(source: source) : nil
        let (root, yamlDiagnostics, itemsRead) =
            given.map { (Optional($0), [Diagnostic](), false) } ?? YAMLLoader.compose(source, itemReader: early)
        guard let root else { return (nil, yamlDiagnostics) }
        if leavingTreeToExit { LeftToExit.keep(root) }
        let reader = StudyReader(source: source)
        let study = readStudy(root, reader, earlyTasks: itemsRead ? early : nil)
        return (study, reader.diagnostics)
    }

    private static func readStudy(_ root: YAMLNode, _ reader: StudyReader, earlyTasks: EarlyTasks?) -> Study? {
        guard let fields = FieldReader(root, "the study", .study, reader: reader) else { return nil }
        let placeholder = LocalizedText(.same(""), at: fields.location)
        let format = fields.integer("format")?.value ?? 1
        let id = fields.string("id", required: true)
        if let id, let problem = IDRules.studyIDProblem(with: id.value) {
            reader.report(
                .error(
                    .malformedID, "the study id '\(id.value)' \(problem)", at: id.location,
                    hint: IDRules.repaired(id.value).map { "for example '\($0)'" },
                    length: id.value.unicodeScalars.count))
        }
        let languages = readLanguages(fields, reader)
        var study = Study(
            format: format,
            id: id ?? Located("", at: fields.location),
            title: fields.text("title", required: true) ?? placeholder,
            version: fields.string("version", required: true)?.value ?? "",
            organisation: fields.text("organisation", required: true) ?? placeholder,
            contact: fields.required("contact").flatMap { readContact($0, reader) }
                ?? Contact(name: "", email: "", phone: nil, location: fields.location),
            estimatedMinutes: fields.integer("estimated-minutes")?.value,
            languages: languages,
            introduction: fields.required("introduction").flatMap { readIntroduction($0, reader) }
                ?? Introduction(
                    title: placeholder, text: placeholder, learnMore: nil, callToAction: nil,
                    location: fields.location),
            eligibility: fields.optional("eligibility").flatMap { readEligibility($0, reader) },
            consent: fields.required("consent").flatMap { readConsent($0, reader) }
                ?? Consent.missing(at: fields.location),
            permissions: fields.list("permissions")?.compactMap { readPermission($0, reader) } ?? [],
            tasks: readTasks(fields, reader, earlyTasks: earlyTasks),
            sourcePath: reader.source.path,
            declaredWithdrawal: fields.word("withdrawal").flatMap { word in
                WithdrawalPolicy(rawValue: word.value).map { Located($0, at: word.location) }
            },
            privacyNotice: fields.text("privacy-notice"),
            identityKey: fields.string("identity-key").flatMap { readIdentityKey($0, reader) }
        )
        study.encouragement = Encouragement(
            daily: fields.text("daily-encouragement"), weekly: fields.text("weekly-encouragement"))
        return study
    }

    private static func readLanguages(_ fields: FieldReader, _ reader: StudyReader) -> [Located<String>] {
        guard let nodes = fields.list("languages") else {
            return [Located("en", at: fields.location)]
        }
        let languages = nodes.compactMap { node -> Located<String>? in
            guard let code = reader.string(node, "a language code") else { return nil }
            if LanguageCode.isWellFormed(code.value) { return code }
            reader.error(
                .malformedLanguage, "'\(code.value)' is not a language code", at: node,
                hint: "use a BCP 47 code such as 'en', 'fr' or 'zh-Hans'")
            return nil
        }
        if languages.isEmpty, let node = fields.optional("languages") {
            reader.error(.emptyList, "'languages' lists no language", at: node, hint: "for example: languages: [en]")
            return [Located("en", at: fields.location)]
        }
        return languages
    }

    private static func readContact(_ node: YAMLNode, _ reader: StudyReader) -> Contact? {
        guard let fields = FieldReader(node, "the contact", .contact, reader: reader) else {
            return nil
        }
        let email = fields.string("email", required: true)
        if let email, !EmailAddress.isPlausible(email.value) {
            reader.report(
                .error(
                    .malformedEmail, "'\(email.value)' is not an email address", at: email.location,
                    hint: "write it as name@example.org"))
        }
        return Contact(
            name: fields.string("name", required: true)?.value ?? "", email: email?.value ?? "",
            phone: fields.string("phone")?.value, location: fields.location)
    }

    private static func readTasks(_ fields: FieldReader, _ reader: StudyReader, earlyTasks: EarlyTasks?) -> [StudyTask]
    {
        guard let nodes = fields.list("tasks", required: true) else { return [] }
        if nodes.isEmpty, let node = fields.optional("tasks") {
            reader.error(
                .emptyList, "the study has no tasks", at: node,
                hint: "add at least one survey or active task under 'tasks:'")
        }
        if let read = earlyTasks?.tasks(of: nodes) {
            for diagnostic in read.diagnostics { reader.report(diagnostic) }
            return read.tasks
        }
        return readTaskList(nodes, reader)
    }
}

/// Language codes in the BCP 47 shape: `en`, `pt-BR`, `zh-Hans`.
enum LanguageCode {
    static func isWellFormed(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
            first.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy {
                    $0.properties.isASCIIHexDigit || ("A"..."Z").contains($0) || ("a"..."z").contains($0)
                        || ("0"..."9").contains($0)
                }
        }
    }
}

/// A light check of email addresses: one '@', a dot in the domain, no spaces.
public enum EmailAddress {
    public static func isPlausible(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
            !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
            !text.unicodeScalars.contains(where: { $0.properties.isWhitespace })
        else { return false }
        return true
    }
}
