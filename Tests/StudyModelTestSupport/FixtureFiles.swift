import Foundation

/// Files under `Tests/Fixtures`, found by a test that runs something over every fixture of a
/// kind (every journal, every onboarding record).
enum FixtureFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures").standardized

    /// Every fixture file for which `matches` holds, at any depth.
    static func all(where matches: (URL) -> Bool) -> [URL] {
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter(matches) ?? []
    }

    /// Every fixture journal (`.jsonl`).
    static var journals: [URL] { all { $0.pathExtension == "jsonl" } }
}
