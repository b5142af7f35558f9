internal import CYaml

/// Composes `YAMLNode`s straight from libyaml's events, for the files almost every study
/// is: one document, no explicit tags, no repeated key, no syntax error, nesting within
/// `StudyLimits.maximumYAMLDepth`, aliases within `StudyLimits.maximumAliasCopies`. For
/// anything else it answers nil and the loader runs `YAMLLimitScan` and Yams, so the tree
/// and every message about a broken file stay exactly as they were. A file it composes has
/// nothing for the limit scan to find (it counts alias copies the way the scan does), so
/// that second pass over the file is skipped.
///
/// Anchors and aliases are composed here too (phq9.study shares its answer choices through
/// one): left to Yams, such a file cost a returning participant's start about 33 million
/// instructions, nearly half of it, for Yams's tree and its resolver's regular expressions.
/// An alias is the anchored node itself, marks included, as Yams puts it in place.
enum YAMLComposer {
    /// Events handed from the parser's thread at a time: about 50 KB, parsed in about a
    /// tenth of a millisecond, so the hand-overs are few and the composer starts early.
    static let pipedBatchSize = 512

    /// `.some(nil)` for an empty file; nil when the file needs Yams. The tree is the same
    /// whether libyaml runs on this thread or on a second one (`pipedFrom` and `batchSize`
    /// are there for the tests to choose).
    /// `itemReader` is given the items of its list as each is composed.
    static func compose(
        _ text: String, pipedFrom: Int = TwoThreads.worthItFromBytes, batchSize: Int = pipedBatchSize,
        itemReader: (any YAMLListItemReader)? = nil
    ) -> YAMLNode?? {
        var text = text
        return text.withUTF8 { bytes in
            if bytes.count >= pipedFrom,
                let piped = composePiped(bytes, batchSize: batchSize, itemReader: itemReader)
            {
                return piped.root
            }
            var builder = Builder(itemReader: itemReader)
            var root: YAMLNode??
            YAMLEventSource.parse(bytes) { event in
                var event = event
                defer { yaml_event_delete(&event) }
                switch builder.take(event) {
                case .more: return true
                case .done: root = .some(builder.root)
                case .needsYams: break
                }
                return false
            }
            return root
        }
    }

    /// libyaml on a second thread, its events taken here in order; nil (and nothing done)
    /// when no thread could be started. `bytes` stays valid: the thread is joined before
    /// this returns.
    private static func composePiped(
        _ bytes: UnsafeBufferPointer<UInt8>, batchSize: Int, itemReader: (any YAMLListItemReader)?
    ) -> Piped? {
        let pipe = YAMLEventPipe(bytes: bytes, batchSize: batchSize)
        guard let parser = SecondThread.start({ pipe.parse() }) else { return nil }
        var builder = Builder(itemReader: itemReader)
        var root: YAMLNode??
        var emptied: YAMLEventPipe.Batch?
        taking: while var batch = pipe.next(returning: emptied) {
            for index in batch.indices {
                let step = builder.take(batch[index])
                yaml_event_delete(&batch[index])
                guard case .more = step else {
                    if case .done = step { root = .some(builder.root) }
                    YAMLEventPipe.delete(&batch, from: index + 1)
                    break taking
                }
            }
            batch.removeAll(keepingCapacity: true)
            emptied = batch
        }
        // After the end of the file the parser has stopped already; after a file that needs
        // Yams it stops at its next batch, and what it parsed beyond is deleted.
        pipe.cancel()
        parser.join()
        return Piped(root: root)
    }

    /// What `composePiped` composed: `compose`'s answer.
    private struct Piped {
        var root: YAMLNode??
    }

    /// A map or list not yet closed: where its nodes start in `Builder.nodes`, its mark,
    /// its anchor, and how many values it holds so far with aliases counted at their full
    /// size (as `YAMLLimitScan` counts them).
    private struct Open {
        var isMapping: Bool
        var start: Int
        var mark: YAMLMark
        var anchor: String?
        var size = 0
        /// The list whose items go to the builder's `itemReader`.
        var itemsAreRead = false
    }

    /// An anchored value and its size, aliases inside it expanded.
    private struct Anchored {
        var node: YAMLNode
        var size: Int
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
        /// Each anchor's latest value: a later anchor of the same name replaces it, as in YAML.
        var anchors: [String: Anchored] = [:]
        /// Values copied by aliases so far, at their full size.
        var copies = 0
        /// Whether sizes are counted: from the first anchor on, since only an anchored value's
        /// size is ever asked for, and its values all come after its anchor. Counting every
        /// node of every file cost about 1,700 instructions a question.
        var countsSizes = false
        /// Given each item of its list as it is finished.
        let itemReader: (any YAMLListItemReader)?

        init(itemReader: (any YAMLListItemReader)? = nil) {
            self.itemReader = itemReader
        }

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
                guard scalar.tag == nil else { return .needsYams }
                // libyaml has checked the input is UTF-8; a scalar may hold NUL characters.
                let text = String(
                    decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length),
                    as: UTF8.self)
                let node = YAMLNode.scalar(YAMLScalar(string: text, style: style(scalar.style), mark: mark))
                // Two branches so the usual one hands the node on without a copy.
                if let anchor = Self.name(scalar.anchor) {
                    countsSizes = true
                    anchors[anchor] = Anchored(node: node, size: 1)
                    add(node, size: 1)
                } else {
                    add(node, size: 1)
                }
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                guard canOpen, start.implicit != 0 || start.tag == nil else { return .needsYams }
                let itemsAreRead = opensReadList
                open.append(Open(isMapping: false, start: nodes.count, mark: mark, anchor: anchor(start.anchor)))
                open[open.count - 1].itemsAreRead = itemsAreRead
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                guard canOpen, start.implicit != 0 || start.tag == nil else { return .needsYams }
                open.append(Open(isMapping: true, start: nodes.count, mark: mark, anchor: anchor(start.anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                return close()
            case YAML_ALIAS_EVENT:
                return alias(Self.name(event.data.alias.anchor))
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

        /// Whether a list opening now is the value of `itemReader`'s key in the top-level map.
        private var opensReadList: Bool {
            guard let itemReader, open.count == 1, open[0].isMapping, (nodes.count - open[0].start) % 2 == 1 else {
                return false
            }
            return nodes.lastScalarText == itemReader.key
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
            let size = closing.size + 1
            if let anchor = closing.anchor {
                anchors[anchor] = Anchored(node: node, size: size)
                add(node, size: size)
            } else {
                add(node, size: size)
            }
            return .more
        }

        /// An alias: the anchored node put in its place. An unknown name, too many copies (an
        /// alias bomb) and a map or list as a key are left to Yams and the limit scan, whose
        /// messages they are.
        private mutating func alias(_ name: String?) -> Step {
            guard let name, let anchored = anchors[name] else { return .needsYams }
            copies += anchored.size
            guard copies <= StudyLimits.maximumAliasCopies else { return .needsYams }
            if anchored.node.scalar == nil, let innermost = open.last, innermost.isMapping,
                (nodes.count - innermost.start) % 2 == 0
            {
                return .needsYams
            }
            add(anchored.node, size: anchored.size)
            return .more
        }

        /// Puts a finished node into the map or list around it, or makes it the root.
        private mutating func add(_ node: YAMLNode, size: Int) {
            if open.isEmpty {
                root = node
            } else {
                if open.count == 2, open[1].itemsAreRead { itemReader?.read(node) }
                nodes.append(node)
                if countsSizes { open[open.count - 1].size += size }
            }
        }

        /// A map or list's anchor, if it has one; sizes are counted from there on.
        private mutating func anchor(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            guard let name = Self.name(pointer) else { return nil }
            countsSizes = true
            return name
        }

        private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
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
