import ArgumentParser
import Foundation
import StudyModel

/// `study export --store`: every study the store holds, each participant read as from their
/// folder (their journal, and the files only the folder had: active tasks' results, sealed
/// records) and written as they come (the store's cursors hand over one participant at a
/// time), all from one snapshot of the store.
extension ExportJob {
    mutating func runFromStore(_ address: StoreAddress, into target: String) throws -> [String] {
        do {
            let reader = try StoreReader(address: address)
            let exported = try reader.inOneSnapshot { () throws -> [String] in
                var exported: [String] = []
                for id in try reader.studies(includingDeletions: true) {
                    guard let study = studies[id] else {
                        problems.append(
                            ExportProblem(
                                file: id,
                                problem: "no study file with id '\(id)' among --studies; this study is not exported",
                                leftOut: true))
                        continue
                    }
                    try checkIdentityKey(opens: study)
                    try export(study, from: reader, into: target + "/" + id)
                    exported.append(id)
                }
                return exported
            }
            if identityKey != nil { try writeLinkingFiles(into: target + "/" + IdentityLinking.folder) }
            return exported
        } catch let error as StoreError {
            printError("study export: the store could not be read: " + TerminalSafe.inert(error.message))
            throw ExitCode(error.isTransient ? ExitStatus.storeUnavailable : ExitStatus.usage)
        }
    }

    /// One study's files from the store.
    private mutating func export(_ study: Study, from reader: StoreReader, into folder: String) throws {
        let id = study.id.value
        let journals = ExportReader(study: study, folder: "", name: id, selection: selection)
        var stream = ExportStream(study: study, format: format)
        try FileDescriptorIO.makeFolder(folder)
        let files = try StreamedExportFiles(folder: folder, stream: stream)
        var studyProblems: [ExportProblem] = []
        var failure: StorageError?
        var linking = identityKey.map(IdentityLinking.init(key:))
        let add = { (found: (ExportParticipant?, [ExportProblem]), stored: [String: Data]) in
            studyProblems += found.1
            guard failure == nil, let participant = found.0 else { return }
            do throws(StorageError) {
                try files.write(stream.add(participant))
            } catch { failure = error }
            linking?.add(participant, place: id + "/" + participant.id) { stored[$0] }
        }
        // Participants whose answers were deleted come in id order among the others, as their
        // folders (holding only outcome.json) sort among the rest.
        var deletions = try reader.deletions(of: id)[...]
        try reader.eachParticipant(of: id) { participantID, journal, stored in
            while let deleted = deletions.first, deleted.participant.utf8.lexicographicallyPrecedes(participantID.utf8)
            {
                add(Self.deletedParticipant(deleted, reader: journals, study: id), [:])
                deletions.removeFirst()
            }
            let place = id + "/" + participantID
            add(journals.participant(journal: journal, place: place, folder: nil, stored: stored), stored)
        }
        for deleted in deletions { add(Self.deletedParticipant(deleted, reader: journals, study: id), [:]) }
        if let failure { throw failure }
        problems += studyProblems
        if let linking {
            // As from the folders: the linking file's problems are the export's, not the study's.
            linkingFiles.append(linking.file(study: id))
            problems += linking.problems
        }
        try files.write(studyFiles: stream.studyFiles())
        try files.finish(stream, exportTime: exportTime, problems: studyProblems)
    }

    /// A participant whose answers the store deleted, from the outcome record it keeps (as
    /// from their folder); a record made before the store kept it has the decision only.
    private static func deletedParticipant(_ deleted: StoreReader.Deletion, reader: ExportReader, study id: String)
        -> (ExportParticipant?, [ExportProblem])
    {
        let place = id + "/" + deleted.participant
        if let outcome = deleted.outcome {
            return reader.deletedParticipant(outcome: outcome, entry: deleted.participant, place: place)
        }
        guard deleted.decision == OutcomeRecord.Decision.withdrewAnswersDeleted.rawValue else { return (nil, []) }
        let problem =
            "withdrew and had their answers deleted; the store keeps only that decision (a record from before "
            + "'study store init' added the outcome record), so they have no '\(ExportParticipant.deletedStatus)' "
            + "rows here (an export of the results folder has them)"
        return (nil, [ExportProblem(file: place, problem: problem, leftOut: false)])
    }
}
