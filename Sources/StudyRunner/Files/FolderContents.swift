import Foundation
import StudyModel

/// What a folder holds, in a few words, for the message about a folder with no study files:
/// "found 3 .yaml files: a.yaml, b.yaml, c.yaml" tells the researcher what went wrong.
enum FolderContents {
    /// How many names are listed before "…".
    static let namesShown = 5

    /// The names a person would see in the folder, sorted, each folder ending in "/".
    static func visibleNames(_ names: [String], in folder: String) -> [String] {
        names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            var isDirectory: ObjCBool = false
            let isFolder =
                FileManager.default.fileExists(atPath: "\(folder)/\(name)", isDirectory: &isDirectory)
                && isDirectory.boolValue
            return isFolder ? name + "/" : name
        }
    }

    /// "the folder is empty", "found 3 .yaml files: …" or "found 2 files and 1 folder: …".
    static func describe(_ names: [String]) -> String {
        guard !names.isEmpty else { return "the folder is empty" }
        let listed = names.prefix(namesShown).joined(separator: ", ") + (names.count > namesShown ? ", …" : "")
        let folders = names.filter { $0.hasSuffix("/") }.count
        let files = names.count - folders
        let extensions = Set(names.map { ($0 as NSString).pathExtension })
        if folders == 0, extensions.count == 1, let only = extensions.first, !only.isEmpty {
            return "found \(counted(files, ".\(only) file")): \(listed)"
        }
        let parts = [files > 0 ? counted(files, "file") : nil, folders > 0 ? counted(folders, "folder") : nil]
        return "found \(parts.compactMap { $0 }.joined(separator: " and ")): \(listed)"
    }
}
