import Foundation
import Yams

/// One language's catalogue file (`Catalogues/es.yaml`) read into flat entries: each text by
/// its path (`ui.joinStudy`, `task.psat.keys`), with the line it is on, so every problem and
/// every compiler error in the generated Swift points at the file a translator edits.
struct CatalogueFile {
    /// A text, a list of texts (one paragraph each), a yes/no setting, or a text chosen by a count.
    enum Value: Equatable {
        case text(String)
        case list([String])
        case flag(Bool)
        case plural(one: String?, other: String)
    }

    struct Entry {
        var path: String
        var value: Value
        var line: Int
    }

    /// The keys that describe the file rather than hold texts.
    static let aboutKeys: Set<String> = ["language", "name", "nativeName", "zeroIsSingular", "keptInEnglish"]

    let path: String
    var language = ""
    /// The English name, which also names the Swift value (`Spanish` → `TextCatalogue.spanish`).
    var name = ""
    var nativeName = ""
    /// French and Portuguese use the `one` form for 0 as well as 1.
    var zeroIsSingular = false
    var keptInEnglish: [String] = []
    var entries: [Entry] = []

    init(path: String) throws {
        self.path = path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let root = try Yams.compose(yaml: text), let mapping = root.mapping else {
            throw CatalogueProblem(path: path, line: 1, message: "a catalogue is a map of tables (ui:, task:, …)")
        }
        for (key, node) in mapping {
            let name = key.string ?? ""
            if Self.aboutKeys.contains(name) {
                try readAbout(name, node)
            } else {
                try collect(node, at: name)
            }
        }
    }

    private mutating func readAbout(_ key: String, _ node: Node) throws {
        switch key {
        case "language": language = try scalar(node, key)
        case "name": name = try scalar(node, key)
        case "nativeName": nativeName = try scalar(node, key)
        case "zeroIsSingular": zeroIsSingular = try scalar(node, key) == "true"
        default: keptInEnglish = node.sequence.map { $0.compactMap(\.string) } ?? []
        }
    }

    private func scalar(_ node: Node, _ key: String) throws -> String {
        guard let text = node.scalar?.string else { throw problem(node, "'\(key)' is a single word or text") }
        return text
    }

    /// Tables nest (`task:` holds `psat:`); a leaf is a text, a list of texts, `true`/`false`,
    /// or a map of `one:` and `other:`.
    private mutating func collect(_ node: Node, at path: String) throws {
        let line = node.mark.map { $0.line } ?? 1
        switch node {
        case let .scalar(scalar):
            let isFlag = scalar.style == .plain && ["true", "false"].contains(scalar.string)
            let value: Value = isFlag ? .flag(scalar.string == "true") : .text(scalar.string)
            entries.append(Entry(path: path, value: value, line: line))
        case let .sequence(items):
            let texts = items.compactMap(\.scalar?.string)
            guard texts.count == items.count else { throw problem(node, "\(path): a list holds texts only") }
            entries.append(Entry(path: path, value: .list(texts), line: line))
        case let .mapping(mapping):
            let keys = Set(mapping.keys.compactMap(\.string))
            if keys.contains("other"), keys.isSubset(of: ["one", "other"]) {
                let other = mapping["other"]?.string ?? ""
                entries.append(Entry(path: path, value: .plural(one: mapping["one"]?.string, other: other), line: line))
                return
            }
            for (key, child) in mapping { try collect(child, at: path + "." + (key.string ?? "?")) }
        case .alias:
            throw problem(node, "\(path): write the text out instead of an alias")
        }
    }

    func problem(_ node: Node, _ message: String) -> CatalogueProblem {
        CatalogueProblem(path: path, line: node.mark?.line ?? 1, message: message)
    }
}

/// A mistake in a catalogue file, printed as `file:line: error: message` so the build shows it
/// where the translator can fix it.
struct CatalogueProblem: Error, CustomStringConvertible {
    var path: String
    var line: Int
    var message: String

    var description: String { "\(path):\(line): error: \(message)" }
}
