/// One problem found in a study file, in the shape a compiler reports it.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case error
        case warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    public var severity: Severity
    /// Where the problem is; nil only when the file itself cannot be read.
    public var location: SourceLocation?
    /// The kind of problem; its raw value (e.g. `unknown-key`) is the stable name tools see.
    public var code: DiagnosticCode
    public var message: String
    /// How to fix it, when we can tell ("did you mean 'insulin_dose'?").
    public var hint: String?
    /// What the YAML parser itself said, when the message puts it in plain words: kept
    /// for searching the web and for reporting a parser bug.
    public var note: String?
    /// How many columns the caret underline spans (1 = a single caret).
    public var length: Int

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at location: SourceLocation?, hint: String? = nil, note: String? = nil, length: Int = 1
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.hint = hint
        self.note = note
        self.length = max(1, length)
    }

    public static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, hint: String? = nil, length: Int = 1
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, hint: hint, length: length)
    }

    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, hint: String? = nil, length: Int = 1
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, hint: hint, length: length)
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// In file order, so output reads top to bottom like a compiler's.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let l = a.element.location
            let r = b.element.location
            switch (l, r) {
            case let (l?, r?) where l.file != r.file: return l.file < r.file
            case let (l?, r?) where l.line != r.line: return l.line < r.line
            case let (l?, r?) where l.column != r.column: return l.column < r.column
            case (nil, _?): return true
            case (_?, nil): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }
}
