import Foundation

/// A participant's folder as the store names it: `<output>/<study-id>/<participant-id>`.
struct ParticipantFolderName: Equatable {
    var studyID: String
    var participantID: String
    var folder: String

    var journal: String { folder + "/journal.jsonl" }
    /// What is left of a participant who has only their outcome kept: they left asking for
    /// their answers to be deleted, or never joined.
    var outcome: String { folder + "/outcome.json" }
}

enum JournalFolders {
    /// Every participant folder with a journal, or only an outcome, under an output folder,
    /// sorted, so a sync always goes through them in the same order. Hidden names are not
    /// participants.
    static func participants(in output: String) throws(StorageError) -> [ParticipantFolderName] {
        let manager = FileManager.default
        guard let studies = try? manager.contentsOfDirectory(atPath: output) else {
            throw StorageError(path: output, operation: "read the folder", code: errno == 0 ? ENOENT : errno)
        }
        var found: [ParticipantFolderName] = []
        for study in studies.sorted() where !study.hasPrefix(".") {
            let studyFolder = output + "/" + study
            for participant in ((try? manager.contentsOfDirectory(atPath: studyFolder)) ?? []).sorted()
            where !participant.hasPrefix(".") {
                let name = ParticipantFolderName(
                    studyID: study, participantID: participant, folder: studyFolder + "/" + participant)
                if manager.fileExists(atPath: name.journal) || manager.fileExists(atPath: name.outcome) {
                    found.append(name)
                }
            }
        }
        return found
    }
}
