internal import CYaml

/// Composes `YAMLNode`s straight from libyaml's events, for the files almost every study
/// is: one document, no anchors or aliases, no explicit tags, no repeated key, no syntax
/// error, nesting within `StudyLimits.maximumYAMLDepth`. For anything else it answers nil
/// and the loader runs `YAMLLimitScan` and Yams, so the tree and every message about a
/// broken file stay exactly as they were. A file it composes has nothing for the limit scan
/// to find (no aliases, no deep nesting), so that second pass over the file is skipped.
enum YAMLComposer {
    /// `.some(nil)` for an empty file; nil when the file needs Yams.
    static func compose(_ text: String) -> YAMLNode?? {
        var text = text
        return text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var builder = Builder()
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                switch builder.take(event) {
                case .more: continue
                case .done: return .some(builder.root)
                case .needsYams: return nil
                }
            }
            return nil
        }
    }

    /// A map or list not yet closed: where its nodes start in `Builder.nodes`, and its mark.
    private struct Open {
        var isMapping: Bool
        var start: Int
        var mark: YAMLMark
    }

    private enum Step {
        case more, done, needsYams
    }

    /// Finished nodes wait on one stack until the map or list around them closes, which takes
    /// them off in one piece: each map and list is made once at its final size, instead of
    /// growing in place inside an enum (copied out and back for every node, about 15% of
    /// validating a large file).
    private struct Builder {
        /// Nodes of the maps and lists still open, innermost last; a map's keys and values alternate.
        var nodes = NodeStack()
        var open: [Open] = []
        var root: YAMLNode?
        var documents = 0

        mutating func take(_ event: yaml_event_t) -> Step {
            let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return .done
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                return documents > 1 ? .needsYams : .more
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil else { return .needsYams }
                // libyaml has checked the input is UTF-8; a scalar may hold NUL characters.
                let text = String(
                    decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length),
                    as: UTF8.self)
                add(.scalar(YAMLScalar(string: text, style: style(scalar.style), mark: mark)))
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                guard canOpen, start.anchor == nil, start.implicit != 0 || start.tag == nil else { return .needsYams }
                open.append(Open(isMapping: false, start: nodes.count, mark: mark))
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                guard canOpen, start.anchor == nil, start.implicit != 0 || start.tag == nil else { return .needsYams }
                open.append(Open(isMapping: true, start: nodes.count, mark: mark))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                return close()
            case YAML_ALIAS_EVENT:
                return .needsYams
            default:
                break
            }
            return .more
        }

        /// A map or list may open within the depth limit, and not as a key of a map: keys
        /// that are maps or lists are Yams's to compare.
        private var canOpen: Bool {
            guard open.count < StudyLimits.maximumYAMLDepth else { return false }
            guard let innermost = open.last, innermost.isMapping else { return true }
            return (nodes.count - innermost.start) % 2 == 1
        }

        /// Takes the innermost map or list's nodes off the stack as one finished node.
        private mutating func close() -> Step {
            guard let closing = open.popLast() else { return .needsYams }
            let node: YAMLNode
            if closing.isMapping {
                guard (nodes.count - closing.start) % 2 == 0, !nodes.hasRepeatedKey(from: closing.start) else {
                    return .needsYams
                }
                node = .mapping(YAMLMapping(pairs: nodes.takePairs(from: closing.start), mark: closing.mark))
            } else {
                node = .sequence(nodes.takeNodes(from: closing.start), mark: closing.mark)
            }
            add(node)
            return .more
        }

        /// Puts a finished node into the map or list around it, or makes it the root.
        private mutating func add(_ node: YAMLNode) {
            if open.isEmpty {
                root = node
            } else {
                nodes.append(node)
            }
        }

        private func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
            switch style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: return .literal
            case YAML_FOLDED_SCALAR_STYLE: return .folded
            default: return .plain
            }
        }
    }
}
