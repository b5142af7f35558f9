import Yams

/// Composes a study file into Yams nodes, which keep each element's line and column.
/// The basic resolver keeps every scalar as written (`no`, `on`, `1.10`); each field
/// converts its own scalars later, so a choice value `no` never turns into `false`.
public enum YAMLLoader {
    public static func compose(_ source: SourceFile) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        let bytes = source.text.utf8.count
        if bytes > StudyLimits.maximumFileBytes {
            return (nil, [.error("file-too-large", StudyLimits.fileTooLargeMessage(bytes: bytes),
                                 at: source.location(line: 1, column: 1),
                                 hint: "is this the right file? A study with long texts can move them into a consent document")])
        }
        if let composed = YAMLComposer.compose(source.text), let root = composed {
            return (root, [])
        }
        if let problem = YAMLLimitScan.problem(in: source.text) {
            return (nil, [.error(problem.code, problem.message,
                                 at: source.location(line: problem.line, column: problem.column), hint: problem.hint)])
        }
        do {
            guard let root = try Yams.compose(yaml: source.text, .basic) else {
                return (nil, [.error("empty-file", "the study file is empty",
                                     at: source.location(line: 1, column: 1),
                                     hint: "start with 'id:', 'title:' and 'version:'; see docs/study-format.md")])
            }
            return (YAMLNode(root), [])
        } catch let error as YamlError {
            return (nil, [diagnostic(for: error, in: source)])
        } catch {
            return (nil, [.error("yaml", "the file could not be read as YAML: \(error)",
                                 at: source.location(line: 1, column: 1))])
        }
    }

    private static func diagnostic(for error: YamlError, in source: SourceFile) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            var hint: String?
            if let context {
                hint = "\(context.text) at line \(context.mark.line), column \(context.mark.column)"
            }
            if problem.contains("tab") {
                hint = "indent with spaces; YAML does not allow tabs for indentation"
            }
            return .error("yaml-syntax", "YAML syntax: \(problem)",
                          at: source.location(line: mark.line, column: mark.column), hint: hint)
        case let .duplicatedKeysInMapping(duplicates, context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return .error("duplicate-key", "the key \(names) appears more than once in the same map",
                          at: source.location(line: context.mark.line, column: context.mark.column),
                          hint: "keep only one of them")
        case let .reader(problem, offset, _, _):
            return .error("yaml-encoding", "the file is not valid UTF-8 text: \(problem)"
                          + (offset.map { " (byte \($0))" } ?? ""),
                          at: source.location(line: 1, column: 1), hint: "save the file as UTF-8")
        default:
            return .error("yaml", "the file could not be read as YAML: \(error)",
                          at: source.location(line: 1, column: 1))
        }
    }
}

extension YAMLNode {
    /// The same tree from Yams's nodes, for the files `YAMLComposer` leaves to Yams.
    init(_ node: Node) {
        let mark = YAMLMark(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        switch node {
        case let .scalar(scalar):
            self = .scalar(YAMLScalar(string: scalar.string, style: YAMLScalar.Style(scalar.style), mark: mark,
                                      isString: node.tag == Tag(.str)))
        case let .mapping(mapping):
            self = .mapping(YAMLMapping(pairs: mapping.map { (YAMLNode($0.key), YAMLNode($0.value)) }, mark: mark))
        case let .sequence(sequence):
            self = .sequence(sequence.map { YAMLNode($0) }, mark: mark)
        case let .alias(alias):
            // Yams's composer already puts the anchored value in place of an alias.
            self = .scalar(YAMLScalar(string: "*\(alias.anchor.rawValue)", style: .plain, mark: mark))
        }
    }
}

extension YAMLScalar.Style {
    init(_ style: Node.Scalar.Style) {
        switch style {
        case .singleQuoted: self = .singleQuoted
        case .doubleQuoted: self = .doubleQuoted
        case .literal: self = .literal
        case .folded: self = .folded
        default: self = .plain
        }
    }
}
