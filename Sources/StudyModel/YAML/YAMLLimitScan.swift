// libyaml itself, as built inside Yams: its event parser keeps its state on the heap, so
// this pass cannot overflow the stack however deep the input goes.
internal import CYaml

/// A first pass over the file's YAML events, before Yams builds the tree, that refuses
/// nesting deeper than `StudyLimits.maximumYAMLDepth` and aliases that copy more than
/// `StudyLimits.maximumAliasCopies` values.
///
/// Both must be caught before composing: Yams composes recursively (a deep file would
/// overflow the stack) and hashes every mapping key in full with aliases expanded (an
/// alias bomb used as a key would run for hours). Syntax errors are left to Yams, which
/// reports them in its usual words, so this pass stops quietly at the first one.
enum YAMLLimitScan {
    struct Problem: Equatable {
        var code: DiagnosticCode
        var message: String
        var hint: String
        /// 1-based, as in diagnostics.
        var line: Int
        var column: Int
    }

    static func problem(in text: String) -> Problem? {
        _ = loosenLibyamlLimit
        var text = text
        return text.withUTF8 { scan($0) }
    }

    /// libyaml has its own nesting limit (1000), but checks it against how far its scanner
    /// has read ahead: behind 100,000 '[' it fails at the very first one, at column 1, with
    /// a message about a C function. Raised above our limit plus the scanner's look-ahead
    /// (at most 1024 characters for a possible key), it never fires before ours, which
    /// points at the first level too many. Set once: it is a process-wide C variable.
    private static let loosenLibyamlLimit: Void = {
        yaml_set_max_nest_level(Int32(StudyLimits.maximumYAMLDepth + 4_096))
    }()

    /// A map or list that has started and not yet ended.
    private struct Open {
        /// Values inside it so far, aliases counted at their full size.
        var size = 0
        var anchor: String?
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)

        var open: [Open] = []
        // The size of each anchored value, aliases inside it expanded; a later anchor of
        // the same name replaces it, as in YAML.
        var anchors: [String: Int] = [:]
        var copies = 0
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            let type = event.type
            if type == YAML_STREAM_END_EVENT { return nil }
            var size = 0
            switch type {
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if open.count >= StudyLimits.maximumYAMLDepth { return tooDeep(at: event.start_mark) }
                let anchor =
                    type == YAML_SEQUENCE_START_EVENT
                    ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
                open.append(Open(anchor: string(anchor)))
                continue
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { continue }
                size = closed.size + 1
                if let anchor = closed.anchor { anchors[anchor] = size }
            case YAML_SCALAR_EVENT:
                size = 1
                if let anchor = string(event.data.scalar.anchor) { anchors[anchor] = size }
            case YAML_ALIAS_EVENT:
                // An unknown name is Yams's error to report; count it as one value meanwhile.
                size = string(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                copies += size
                if copies > StudyLimits.maximumAliasCopies { return tooManyCopies(at: event.start_mark) }
            default:
                continue
            }
            if !open.isEmpty { open[open.count - 1].size += size }
        }
        // libyaml's own nesting limit should not fire first, but if it does, say so plainly.
        if parser.error == YAML_PARSER_ERROR, let problem = parser.problem,
            String(cString: problem).hasPrefix("Maximum nesting level")
        {
            return tooDeep(at: parser.problem_mark)
        }
        return nil
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func tooDeep(at mark: yaml_mark_t) -> Problem {
        Problem(
            code: .yamlTooDeep,
            message: "maps and lists are nested too deeply here (limit \(StudyLimits.maximumYAMLDepth) levels)",
            hint: "a study needs about 10 levels; check the indentation and that every '[' and '{' is closed",
            line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func tooManyCopies(at mark: yaml_mark_t) -> Problem {
        Problem(
            code: .yamlAliasLimit,
            message:
                "aliases copy too many values by this point (limit \(StudyLimits.maximumAliasCopies) copied values)",
            hint: "an alias (*name) copies everything under its anchor (&name), and copies of copies multiply; "
                + "write the repeated part out, or repeat a smaller block",
            line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
