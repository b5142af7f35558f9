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

    /// A map or list not yet closed, with what it holds so far.
    private enum Open {
        case sequence([YAMLNode], YAMLMark)
        case mapping([(key: YAMLNode, value: YAMLNode)], pendingKey: YAMLNode?, YAMLMark)
    }

    private enum Step {
        case more, done, needsYams
    }

    private struct Builder {
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
                return add(.scalar(YAMLScalar(string: text, style: style(scalar.style), mark: mark)))
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                guard open.count < StudyLimits.maximumYAMLDepth, start.anchor == nil,
                    start.implicit != 0 || start.tag == nil
                else { return .needsYams }
                open.append(.sequence([], mark))
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                guard open.count < StudyLimits.maximumYAMLDepth, start.anchor == nil,
                    start.implicit != 0 || start.tag == nil
                else { return .needsYams }
                open.append(.mapping([], pendingKey: nil, mark))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                switch open.popLast() {
                case let .sequence(nodes, start)?: return add(.sequence(nodes, mark: start))
                case let .mapping(pairs, nil, start)?:
                    guard !Self.hasRepeatedKey(pairs) else { return .needsYams }
                    return add(.mapping(YAMLMapping(pairs: pairs, mark: start)))
                default: return .needsYams
                }
            case YAML_ALIAS_EVENT:
                return .needsYams
            default:
                break
            }
            return .more
        }

        /// Puts a finished node into the map or list around it, or makes it the root.
        private mutating func add(_ node: YAMLNode) -> Step {
            guard let last = open.indices.last else {
                root = node
                return .more
            }
            switch open[last] {
            case .sequence(var nodes, let mark):
                open[last] = .sequence([], mark) // so `nodes` is the only reference and grows in place
                nodes.append(node)
                open[last] = .sequence(nodes, mark)
            case .mapping(var pairs, let key?, let mark):
                open[last] = .mapping([], pendingKey: nil, mark)
                pairs.append((key, node))
                open[last] = .mapping(pairs, pendingKey: nil, mark)
            case let .mapping(pairs, nil, mark):
                // Keys that are maps or lists are Yams's to compare.
                guard node.scalar != nil else { return .needsYams }
                open[last] = .mapping(pairs, pendingKey: node, mark)
            }
            return .more
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

        /// A key written twice: Yams reports it (its message names every repeated key).
        private static func hasRepeatedKey(_ pairs: [(key: YAMLNode, value: YAMLNode)]) -> Bool {
            let keys = pairs.map { $0.key.scalar?.string ?? "" }
            if keys.count <= 16 {
                for index in keys.indices where keys[..<index].contains(keys[index]) { return true }
                return false
            }
            return Set(keys).count != keys.count
        }
    }
}
