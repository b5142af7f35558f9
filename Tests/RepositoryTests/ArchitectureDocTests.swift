import Foundation
import Testing

/// Keeps `docs/architecture.md` current: every source folder has an entry, and every
/// `Sources/…` path the document names exists.
@Suite struct ArchitectureDocTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func document() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    }

    /// Every folder under `Sources/`, as a path relative to `Sources/` ("StudyModel/Answers").
    static func sourceFolders() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        guard
            let walker = FileManager.default.enumerator(
                at: sources, includingPropertiesForKeys: [.isDirectoryKey])
        else { return [] }
        var folders: [String] = []
        for case let url as URL in walker
        where (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true {
            folders.append(String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1)))
        }
        return folders.sorted()
    }

    /// The texts the document puts in backticks.
    static func codeSpans(in document: String) -> Set<String> {
        var spans: Set<String> = []
        for (index, piece) in document.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 {
            spans.insert(String(piece))
        }
        return spans
    }

    /// A folder is named when the document has it in backticks as `Sources/Target/Folder/`, as `Target/Folder/`,
    /// as `Folder/` (inside its target's section), or under a parent written with a wildcard (`ActiveTasks/*/`).
    static func isNamed(_ folder: String, in spans: Set<String>) -> Bool {
        let parts = folder.split(separator: "/").map(String.init)
        let inTarget = parts.dropFirst().joined(separator: "/")
        var candidates = ["Sources/\(folder)/", "Sources/\(folder)", "\(folder)/"]
        if !inTarget.isEmpty { candidates += ["\(inTarget)/"] }
        if parts.count > 2 {
            let parent = parts.dropFirst().dropLast().joined(separator: "/")
            candidates += ["\(parent)/*/", "Sources/\(parts.dropLast().joined(separator: "/"))/*/"]
        }
        return candidates.contains(where: spans.contains)
    }

    @Test func everySourceFolderHasAnEntry() throws {
        let spans = Self.codeSpans(in: try Self.document())
        let missing = try Self.sourceFolders().filter { !Self.isNamed($0, in: spans) }
        #expect(missing.isEmpty, "docs/architecture.md has no entry for: \(missing.joined(separator: ", "))")
    }

    @Test func everyNamedSourcePathExists() throws {
        let named = Self.codeSpans(in: try Self.document()).filter { $0.hasPrefix("Sources/") && !$0.contains("*") }
        let absent = named.filter { !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path) }
        #expect(absent.isEmpty, "docs/architecture.md names paths that do not exist: \(absent.sorted())")
    }

    @Test func theCheckNoticesAFolderWithoutAnEntry() {
        let spans = Self.codeSpans(in: "`Sources/StudyModel/` and `Answers/` and `ActiveTasks/*/`")
        #expect(Self.isNamed("StudyModel/Answers", in: spans))
        #expect(Self.isNamed("StudyModel/ActiveTasks/Stroop", in: spans))
        #expect(!Self.isNamed("StudyModel/Limits", in: spans))
    }
}
