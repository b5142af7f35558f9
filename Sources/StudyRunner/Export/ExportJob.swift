import ArgumentParser
import Crypto
import Foundation
import StudyModel

/// One `study export`: finds the study folders in the results folder, reads each
/// participant, and builds every study's files, collecting the problems met on the way.
struct ExportJob {
    var output: String
    var studies: [String: Study]
    var selection: ExportSelection
    var exportTime: Timestamp?
    var quiet: Bool
    var format: ExportFiles.Format
    /// `--identities`: the study team's private key; each study's linking file is then
    /// written under `identities/`.
    var identityKey: Curve25519.KeyAgreement.PrivateKey?
    private(set) var problems: [ExportProblem] = []
    private var linkingFiles: [ExportFiles.File] = []

    init(
        output: String, studies: [String: Study], selection: ExportSelection, exportTime: Timestamp?, quiet: Bool,
        format: ExportFiles.Format
    ) {
        self.format = format
        self.output = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        self.studies = studies
        self.selection = selection
        self.exportTime = exportTime
        self.quiet = quiet
    }

    /// When set, participants come from the central store instead of `output`.
    var store: StoreAddress?

    mutating func run() throws -> [(id: String, files: [ExportFiles.File])] {
        if let store { return try runFromStore(store) }
        let found = try studyFolders()
        var exported: [(id: String, files: [ExportFiles.File])] = []
        for (id, folder) in found {
            guard let study = studies[id] else {
                problems.append(
                    ExportProblem(
                        file: id, problem: "no study file with id '\(id)' among --studies; this study is not exported",
                        leftOut: true))
                continue
            }
            if let identityKey, !IdentityLinking.opens(study, with: identityKey) {
                printError(
                    "study export: the private key given with --identities is not the pair of study '\(id)''s "
                        + "identity-key; give that study team's key (study-team.key from 'study keygen'). "
                        + "Nothing was written.")
                throw ExitCode(ExitStatus.usage)
            }
            exported.append((id, export(study, folder: folder)))
        }
        if identityKey != nil { exported.append((IdentityLinking.folder, linkingFiles)) }
        return exported
    }

    /// The study folders: OUTPUT's folders, or OUTPUT itself when it is one study's folder.
    private mutating func studyFolders() throws -> [(String, String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: output)
        else {
            printError("study export: \(output): not a readable folder; name the results folder, e.g. Output/")
            throw ExitCode(ExitStatus.usage)
        }
        let base = (output as NSString).lastPathComponent
        if studies[base] != nil { return [(base, output)] }
        var folders: [(String, String)] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = output + "/" + name
            isDirectory = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if isDirectory.boolValue { folders.append((name, path)) }
        }
        return folders
    }

    /// Every study the store holds, each participant read as from their folder.
    private mutating func runFromStore(_ address: StoreAddress) throws -> [(id: String, files: [ExportFiles.File])] {
        var exported: [(id: String, files: [ExportFiles.File])] = []
        do throws(StoreError) {
            let reader = try StoreReader(address: address)
            for id in try reader.studies() {
                guard let study = studies[id] else {
                    problems.append(
                        ExportProblem(
                            file: id,
                            problem: "no study file with id '\(id)' among --studies; this study is not exported",
                            leftOut: true))
                    continue
                }
                let journals = ExportReader(study: study, folder: "", name: id, selection: selection)
                var participants: [ExportParticipant] = []
                var studyProblems: [ExportProblem] = []
                try reader.eachParticipant(of: id) { participantID, journal in
                    let (participant, found) = journals.participant(
                        journal: journal, place: id + "/" + participantID, folder: nil)
                    participants += participant.map { [$0] } ?? []
                    studyProblems += found
                }
                problems += studyProblems
                exported.append((id, files(study, participants, studyProblems)))
            }
        } catch {
            printError("study export: the store could not be read: " + TerminalSafe.inert(error.message))
            throw ExitCode(error.isTransient ? ExitStatus.storeUnavailable : ExitStatus.usage)
        }
        return exported
    }

    private func files(
        _ study: Study, _ participants: [ExportParticipant], _ problems: [ExportProblem]
    ) -> [ExportFiles.File] {
        let time = ExportFiles.exportTime(given: exportTime, participants: participants)
        return ExportFiles.files(
            study: study, participants: participants, exportTime: time, problems: problems, format: format)
    }

    private mutating func export(_ study: Study, folder: String) -> [ExportFiles.File] {
        let reader = ExportReader(study: study, folder: folder, name: study.id.value, selection: selection)
        let (entries, folderProblems) = reader.participantFolders()
        problems += folderProblems
        var studyProblems = folderProblems
        var participants: [ExportParticipant] = []
        let progress = ExportProgress(total: entries.count, quiet: quiet)
        var linking = identityKey.map(IdentityLinking.init(key:))
        for entry in entries {
            let (participant, found) = reader.participant(entry)
            participants += participant.map { [$0] } ?? []
            if let participant, linking != nil {
                let path = folder + "/" + entry
                linking?.add(participant, place: reader.name + "/" + entry) {
                    FileManager.default.contents(atPath: path + "/" + $0)
                }
            }
            studyProblems += found
            problems += found
            progress.advance()
        }
        if let linking {
            linkingFiles.append(linking.file(study: study.id.value))
            problems += linking.problems
        }
        return files(study, participants, studyProblems)
    }
}
