import Yams

/// Composes a study file into nodes that keep each element's line and column.
/// The basic resolver keeps every scalar as written (`no`, `on`, `1.10`); each field
/// converts its own scalars later, so a choice value `no` never turns into `false`.
public enum YAMLLoader {
    public static func compose(_ source: SourceFile) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        let composed = compose(source, itemReader: nil)
        return (composed.root, composed.diagnostics)
    }

    /// `compose(_:)`, handing `itemReader` the items of its list as each is composed.
    /// `itemsRead` is true when the tree is the one those items came from: false when Yams
    /// composed it again (a file with tags or repeated keys, a broken file).
    static func compose(
        _ source: SourceFile, itemReader: (any YAMLListItemReader)?
    ) -> (root: YAMLNode?, diagnostics: [Diagnostic], itemsRead: Bool) {
        let bytes = source.text.utf8.count
        if bytes > StudyLimits.maximumFileBytes {
            return (nil, [fileTooLarge(source.path, bytes: bytes)], false)
        }
        if let composed = YAMLComposer.compose(source.text, itemReader: itemReader), let root = composed {
            return (root, [], itemReader != nil)
        }
        let (root, diagnostics) = composedByYams(source)
        return (root, diagnostics, false)
    }

    /// The tree and messages of a file the composer leaves to Yams, after the limit scan.
    private static func composedByYams(_ source: SourceFile) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        if let problem = YAMLLimitScan.problem(in: source.text) {
            return (
                nil,
                [
                    .error(
                        problem.code, problem.message,
                        at: source.location(line: problem.line, column: problem.column), hint: problem.hint)
                ]
            )
        }
        do {
            guard let root = try YAMLNode.composedByYams(source.text) else {
                return (
                    nil,
                    [
                        .error(
                            .emptyFile, "the study file is empty",
                            at: source.location(line: 1, column: 1),
                            hint: "start with 'id:', 'title:' and 'version:'; see docs/study-format.md")
                    ]
                )
            }
            return (root, [])
        } catch let error as YamlError {
            return (nil, [diagnostic(for: error, in: source)])
        } catch {
            return (
                nil,
                [
                    .error(
                        .yaml, "the file could not be read as YAML: \(error)",
                        at: source.location(line: 1, column: 1))
                ]
            )
        }
    }

    /// The error for a file over `StudyLimits.maximumFileBytes`, at its first character: the
    /// whole file is refused. `bytes` is nil when the size is unknown (a device, a pipe).
    static func fileTooLarge(_ path: String, bytes: Int?) -> Diagnostic {
        .error(
            .fileTooLarge, StudyLimits.fileTooLargeMessage(bytes: bytes),
            at: SourceLocation(file: path, line: 1, column: 1),
            hint: "is this the right file? A study with long texts can move them into a consent document")
    }

    private static func diagnostic(for error: YamlError, in source: SourceFile) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            let place = context.map { ($0.text, "line \($0.mark.line), column \($0.mark.column)") }
            let location = source.location(line: mark.line, column: mark.column)
            let found = YAMLSyntaxWording.Problem(
                problem: problem, context: place,
                line: source.line(location.line) ?? "", column: location.column)
            let parserWords = problem + (place.map { " \($0.0) at \($0.1)" } ?? "")
            guard let plain = YAMLSyntaxWording.wording(for: found) else {
                return .error(
                    .yamlSyntax, "YAML syntax: \(problem)", at: location,
                    hint: place.map { "\($0.0) at \($0.1)" })
            }
            return Diagnostic(
                .error, .yamlSyntax, plain.message, at: location, hint: plain.hint,
                note: "the YAML reader said: \(parserWords)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return .error(
                .duplicateKey, "the key \(names) appears more than once in the same map",
                at: source.location(line: context.mark.line, column: context.mark.column),
                hint: "keep only one of them")
        case let .reader(problem, offset, _, _):
            return .error(
                .yamlEncoding,
                "the file is not valid UTF-8 text: \(problem)"
                    + (offset.map { " (byte \($0))" } ?? ""),
                at: source.location(line: 1, column: 1), hint: "save the file as UTF-8")
        default:
            return .error(
                .yaml, "the file could not be read as YAML: \(error)",
                at: source.location(line: 1, column: 1))
        }
    }
}
