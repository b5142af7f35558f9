import Foundation

/// Every file under a folder by its path relative to the folder: what export tests compare
/// (a golden folder, an export from folders beside one from the store).
enum FolderContents {
    static func files(under root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath {
                files[relative] = data
            }
        }
        return files
    }

    /// The same, as text: an assertion that fails then shows the lines that differ.
    static func texts(under root: URL) -> [String: String] {
        files(under: root).mapValues { String(decoding: $0, as: UTF8.self) }
    }
}
