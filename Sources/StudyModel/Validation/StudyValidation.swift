/// Where a consent document was found, or why not. The runner does the file I/O; the
/// validator only says which names it needs.
public enum ConsentFileLookup: Sendable {
    case found(SourceFile)
    case notFound(searched: [String])
    case unreadable(path: String, reason: String)
}

/// Limits behind the guideline warnings; documented in docs/study-format.md.
public struct ValidationOptions: Sendable {
    /// Surveys longer than this are better split ("several short surveys beat one long one").
    public var surveyQuestionLimit = 25
    /// Longer question texts do not fit one screen of a small terminal.
    public var questionTextLimit = 300
    /// `validate --strict`: also the checks that only a strict review asks for
    /// (identities stored in plain text).
    public var strict = false
    /// False in a process that exits right after reporting (`study validate`): the file's
    /// YAML tree is then left for the exit to reclaim instead of freed node by node
    /// (`LeftToExit`; the eighth round in BENCHMARKS.md).
    public var freesTree = true
    /// The day the check is made, for date ranges mixing a fixed limit and one relative to
    /// today (`min: 2030-01-01, max: today`), which are empty on some days only: one empty
    /// on this day is an error. Nil (the model has no clock) leaves them unchecked. Asked
    /// for only when a study has such a range: working out the local day sets up a calendar
    /// and a time zone, about 2 % of validating a 1,000-question study (ninth round).
    public var today: (@Sendable () -> CalendarDay)?
    /// The file's YAML tree as `YAMLLoader.compose` makes it, when the caller has it already
    /// (`study import` wrote the file from it): the file is then not read a second time.
    public var composedTree: YAMLNode?

    public init() {}
}

public struct ValidationResult: Sendable {
    /// The study; nil when the file could not be read as a study at all.
    public var study: Study?
    /// Every problem, in file order.
    public var diagnostics: [Diagnostic]
    /// Texts of every file the diagnostics may point into, for quoting lines.
    public var sources: [String: SourceFile]
    /// The consent documents by the file name written in the study.
    public var consentDocuments: [String: ConsentDocument]

    public var isValid: Bool { study != nil && !diagnostics.hasErrors }
}

/// Parse, then run every check over the whole study, collecting all problems in one pass.
public enum StudyValidation {
    public static func validate(
        _ source: SourceFile,
        options: ValidationOptions = ValidationOptions(),
        consentFile: (String) -> ConsentFileLookup
    ) -> ValidationResult {
        // One budget for every "did you mean" of this file, so validation time stays linear.
        Suggestion.$budget.withValue(SuggestionBudget()) {
            validateWithinBudget(source, options: options, consentFile: consentFile)
        }
    }

    private static func validateWithinBudget(
        _ source: SourceFile, options: ValidationOptions, consentFile: (String) -> ConsentFileLookup
    ) -> ValidationResult {
        let patternCompiler = PatternCompilerStart.beside(source)
        defer { patternCompiler?.join() }
        var (study, diagnostics) = StudyParser.parse(
            source, leavingTreeToExit: !options.freesTree, composed: options.composedTree)
        var sources = [source.path: source]
        guard let study else {
            return ValidationResult(
                study: nil, diagnostics: diagnostics.sortedByLocation(), sources: sources,
                consentDocuments: [:])
        }
        let (documents, documentDiagnostics) = ConsentDocumentLoader.load(study.consent, lookup: consentFile)
        diagnostics += documentDiagnostics
        for document in documents.values { sources[document.source.path] = document.source }
        let context = ValidationContext(study: study, consentDocuments: documents, options: options)
        diagnostics += CheckRun.diagnostics(
            earlier: earlierChecks, later: laterChecks, in: context,
            onTwoThreads: source.text.utf8.count >= TwoThreads.worthItFromBytes)
        return ValidationResult(
            study: study, diagnostics: deduplicated(diagnostics).sortedByLocation(),
            sources: sources, consentDocuments: documents)
    }

    /// The result for a file refused before it was read whole, being over
    /// `StudyLimits.maximumFileBytes`: one located error, so it is reported like any other.
    public static func refusedAsTooLarge(path: String, bytes: Int?) -> ValidationResult {
        ValidationResult(
            study: nil, diagnostics: [YAMLLoader.fileTooLarge(path, bytes: bytes)], sources: [:],
            consentDocuments: [:])
    }

    /// Each check is a small pure function of the study; the two lists, in order, read as the
    /// table of contents. Up to the expression check. A large study runs the expression check on
    /// a second thread and every other check on this one (`CheckRun`).
    static let earlierChecks: [CheckRun.Check] = [
        IdentifierCheck.run,
        LanguageCheck.run,
        RunnerLanguageCheck.run,
        AnswerFormatCheck.run,
        CodingCheck.run,
        ConsentCheck.run,
        WithdrawalCheck.run,
        PermissionUseCheck.run,
        ReconsentCheck.run,
    ]

    /// From the expression check on, the largest (about half of the checks' work for a
    /// generated study, thirteenth round).
    static let laterChecks: [CheckRun.Check] = [
        ExpressionUseCheck.run,
        BranchingCheck.run,
        RepeatingGroupCheck.run,
        ScoreBandCheck.run,
        ChartBandsCheck.run,
        GuidelineCheck.run,
        IdentityProtectionCheck.run,
        IdentifierQuestionCheck.run,
    ]

    private static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
