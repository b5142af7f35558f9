import Yams

extension YAMLNode {
    /// The file as Yams composes it, for the files `YAMLComposer` leaves to Yams: it throws
    /// Yams's errors, which the loader turns into diagnostics.
    static func composedByYams(_ text: String) throws -> YAMLNode? {
        try Yams.compose(yaml: text, .basic).map { YAMLNode($0) }
    }

    /// The same tree from Yams's nodes.
    init(_ node: Node) {
        let mark = YAMLMark(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        switch node {
        case let .scalar(scalar):
            self = .scalar(
                YAMLScalar(
                    string: scalar.string, style: YAMLScalar.Style(scalar.style), mark: mark,
                    isString: node.tag == Tag(.str)))
        case let .mapping(mapping):
            self = .mapping(
                YAMLMapping(
                    pairs: mapping.map { YAMLMapping.Pair(key: YAMLNode($0.key), value: YAMLNode($0.value)) },
                    mark: mark))
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
