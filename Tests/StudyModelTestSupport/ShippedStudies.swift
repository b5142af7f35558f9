import Foundation

/// The study files under `Studies/`, as the tests that run something over every shipped
/// study read them.
enum ShippedStudies {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Studies").standardized

    /// Each `.study` file's name and text, in name order.
    static func texts() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".study") }
            .sorted()
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }
}
