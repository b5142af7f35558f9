/// Why a cell of the wide files has no answer, written as a code in the cell itself so that
/// every reader (R's `na.strings`, SPSS's `MISSING VALUES`, pandas' `na_values`) can tell
/// the reasons apart. The codes are negative and outside what the shipped studies accept;
/// docs/export.md lists them.
public enum MissingCode: Int, CaseIterable, Sendable {
    /// The question was passed over by the study's branching (`show-if` false, or a jump).
    case notShown = -91
    /// The participant skipped an optional question.
    case skipped = -92
    /// The participant chose "prefer not to answer".
    case preferNotToAnswer = -93
    /// The run ended (or is still open) before the question was reached.
    case notReached = -94
    /// The participant withdrew and asked for their answers to be deleted.
    case withdrawnAndDeleted = -95
    /// A score that cannot be computed because an answer it needs is missing.
    case notComputable = -96
    /// An identifying answer (an `email` question) that a de-identified export never holds.
    case identifierRemoved = -97

    public var cell: String { String(rawValue) }

    public var meaning: String {
        switch self {
        case .notShown: return "not shown (passed over by the study's branching)"
        case .skipped: return "skipped (an optional question)"
        case .preferNotToAnswer: return "prefer not to answer"
        case .notReached: return "not reached (the run ended or is still open before this question)"
        case .withdrawnAndDeleted: return "withdrawn and deleted"
        case .notComputable: return "score not computable (an answer it needs is missing)"
        case .identifierRemoved:
            return
                "removed: an identifier (an email answer, or a question marked identifier), never in a de-identified export"
        }
    }

    public static var cells: [String] { allCases.map(\.cell) }
}
