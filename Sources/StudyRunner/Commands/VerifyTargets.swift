import Foundation

/// The participant folders a path given to `study verify` stands for. A researcher points
/// it at a participant's folder, a study's folder or the whole output folder, the way
/// `study status` and `study export` take `Output/`; a path with no participant's folder
/// anywhere is an error that says what is there instead, never an "ok" over nothing checked.
enum VerifyTargets {
    /// What a path stands for.
    enum Expansion: Equatable {
        /// Participant folders to check, in order, and the entries passed over on the way
        /// (a file in a study's folder, a folder that is not a study's), each with why.
        case participants([String], passedOver: [String])
        /// No participant's folder here: what the path holds instead, in a few words.
        case noParticipants(found: String)
    }

    /// What `path` (a readable folder) stands for.
    static func expand(_ path: String) -> Expansion {
        if isParticipantFolder(path) { return .participants([path], passedOver: []) }
        let entries = visibleEntries(path)
        if entries.isEmpty {
            // An empty folder named like a generated id is what an older version could leave
            // when killed as it made the folder: a participant's, holding no data.
            if looksLikeGeneratedID((path as NSString).lastPathComponent) {
                return .participants([path], passedOver: [])
            }
            return .noParticipants(found: FolderContents.describe([]))
        }
        if entries.contains(where: { $0.isFolder && isParticipantFolder($0.path) }) {
            return studyFolder(entries)
        }
        var participants: [String] = []
        var passedOver: [String] = []
        for entry in entries {
            let inside = entry.isFolder ? visibleEntries(entry.path) : []
            guard entry.isFolder, inside.contains(where: { $0.isFolder && isParticipantFolder($0.path) }) else {
                passedOver.append(entry.path + ": not a study's folder of participants; not checked")
                continue
            }
            guard case let .participants(found, passed) = studyFolder(inside) else { continue }
            participants += found
            passedOver += passed
        }
        guard !participants.isEmpty else {
            let names = FolderContents.visibleNames(entries.map(\.name), in: path)
            return .noParticipants(found: FolderContents.describe(names))
        }
        return .participants(participants, passedOver: passedOver)
    }

    /// A study's folder: every folder in it is a participant's (one without files yet was
    /// being made when its program stopped); anything else is passed over, and said so.
    private static func studyFolder(_ entries: [Entry]) -> Expansion {
        let participants = entries.filter(\.isFolder).map(\.path)
        let passedOver = entries.filter { !$0.isFolder }.map { $0.path + ": not a participant's folder; not checked" }
        return .participants(participants, passedOver: passedOver)
    }

    /// A folder with what a participant's folder has from the moment it exists: its journal,
    /// the record of a deletion (`outcome.json`), its lock or its `tasks/` folder.
    static func isParticipantFolder(_ path: String) -> Bool {
        ["journal.jsonl", "outcome.json", ".lock", "tasks"].contains { name in
            FileManager.default.fileExists(atPath: path + "/" + name)
        }
    }

    /// `K7QM-2X9D`: the shape of the ids the runner makes (`ParticipantID.generate`).
    static func looksLikeGeneratedID(_ name: String) -> Bool {
        let characters = Array(name)
        guard characters.count == 9, characters[4] == "-" else { return false }
        return characters.enumerated().allSatisfy { index, character in
            index == 4 || ParticipantID.alphabet.contains(character)
        }
    }

    private struct Entry {
        var name: String
        var path: String
        var isFolder: Bool
    }

    /// The entries a person would see (no hidden ones: a hidden folder is one being made
    /// under its temporary name), sorted so that every run checks in the same order.
    private static func visibleEntries(_ folder: String) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            return Entry(name: name, path: path, isFolder: exists && isDirectory.boolValue)
        }
    }
}
