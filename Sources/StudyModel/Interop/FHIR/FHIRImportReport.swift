/// Something in a Questionnaire the import could not carry into the study, or chose to leave
/// out, located by its JSON path (`item[2].enableWhen[0]`).
public struct FHIRImportNote: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Has a meaning the study cannot hold: the import fails unless partial imports are allowed.
        case notConverted = "not converted"
        /// Presentation only (render hints for other screens), left out on purpose.
        case ignored
    }

    public var kind: Kind
    public var path: String
    public var reason: String

    public init(_ kind: Kind, _ path: String, _ reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(kind.rawValue): \(reason)" }
}

/// Why a file could not be imported at all (nothing is written): malformed JSON, another
/// resource type, another FHIR version, a file too large, no items.
public struct FHIRImportFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path, or "" for the whole file.
    public var path: String
    public var message: String
    public var hint: String?

    public init(_ path: String, _ message: String, hint: String? = nil) {
        self.path = path
        self.message = message
        self.hint = hint
    }

    public var description: String { (path.isEmpty ? "" : "\(path): ") + message }
}

/// A converted Questionnaire: the study file's text and what was left out.
public struct FHIRImportResult: Sendable {
    public var studyText: String
    public var notes: [FHIRImportNote]
    /// The tree the validator's composer reads from `studyText`, marks included, when the
    /// importer's own writer made both (nil when Yams wrote the text): `study import` checks
    /// its study from it instead of reading its own text back.
    public var studyTree: YAMLNode?

    /// Whether anything with a meaning was left out (ignored render hints do not count).
    public var isPartial: Bool { notes.contains { $0.kind == .notConverted } }
}
