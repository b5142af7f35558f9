import ArgumentParser
import Foundation
import StudyModel

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check participants' results for edits: the consent's hash, the journal, the results.",
        discussion: """
            PATH is a participant's folder (Output/<study-id>/<participant-id>), a study's folder \
            (each participant in it) or the output folder (every study's participants). Exit status: \
            0 when everything matches, 5 when the journal's hash chain is broken (a line of the \
            record edited, removed, added or reordered), 1 when anything else was edited (a file \
            disagreeing with the journal), 3 when a folder was only interrupted (results one step behind the journal: the program stopped between two \
            writes; --repair or the participant's next start brings them up to date), 2 when a \
            folder cannot be read.
            """
    )

    @Argument(help: "Participant folders, study folders or output folders.")
    var paths: [String]

    @Option(
        help: ArgumentHelp(
            "Bring interrupted folders up to date from their journals, using the study file they belong to "
                + "(an active task's run left open is closed as the next start closes it). "
                + "Folders that show edits are left as they are.",
            valueName: "study-file"))
    var repair: String?

    @Option(
        help: ArgumentHelp(
            "The study file the folders belong to: each survey's scores are then recomputed from the "
                + "journal's answers and checked against its results (implied by --repair).",
            valueName: "study-file"))
    var study: String?

    func validate() throws {
        if paths.isEmpty {
            throw ValidationError("Name a participant folder, e.g. study verify Output/phq9-mood-check/K7QM-2X9D")
        }
    }

    func run() throws {
        let repairing = try repair.map { try Self.study(at: $0) }
        let scoringStudy = try study.map { try Self.study(at: $0).study } ?? repairing?.study
        let repairer = repairing.map { FolderRepair(study: $0.study, consentDocuments: $0.documents) }
        let folders = try Self.participantFolders(paths)
        var tally = VerifyTally()
        for path in folders {
            var files = ParticipantFolderReader.files(in: path) ?? [:]
            var problems = Self.problems(files, study: scoringStudy)
            if let repairer, !problems.isEmpty, problems.allSatisfy({ $0.kind == .interrupted }) {
                do throws(FolderRepair.Refusal) {
                    let written = try repairer.repair(folder: path, problems: problems)
                    // File names come from the folder: inert, like the problems.
                    print("\(path): repaired from the journal: " + TerminalSafe.inert(written.joined(separator: ", ")))
                    files = ParticipantFolderReader.files(in: path) ?? [:]
                    problems = Self.problems(files, study: scoringStudy)
                } catch {
                    // Refused before writing anything, or stopped by a failed write after some.
                    let lead: String
                    if case .partly = error { lead = "repair stopped part-way: " } else { lead = "not repaired: " }
                    printError("study verify: \(path): " + lead + TerminalSafe.inert("\(error)"))
                }
            }
            report(path, files: files, problems: problems)
            tally.add(problems.map(\.kind))
        }
        // A study's or the output folder stood for several participants: the count says
        // how many were checked, so a folder that held fewer than expected shows.
        if folders.count > paths.count { print(tally.summary) }
        let brokenChain = tally.brokenChain > 0
        let edited = tally.edited > 0
        let interrupted = tally.interrupted > 0
        if brokenChain { throw ExitCode(ExitStatus.tampered) }
        if edited { throw ExitCode(ExitStatus.invalid) }
        if interrupted { throw ExitCode(ExitStatus.interrupted) }
    }

    private func report(_ path: String, files: [String: Data], problems: [ParticipantVerification.Problem]) {
        if files.isEmpty {
            print("\(path): ok (no files: the folder was being made when the program stopped; it holds no data)")
            return
        }
        if problems.isEmpty {
            let unchained = ParticipantVerification.chainStatus(files: files) == .unchained
            let chain = unchained ? "; journal unchained: written before the hash chain" : ""
            print("\(path): ok (\(files.count) files\(chain))" + Self.withdrawalNote(files))
            return
        }
        // A difference can quote an edited file: inert, so an edit cannot drive the terminal.
        for problem in problems { print("\(path)/" + TerminalSafe.inert("\(problem)")) }
        if problems.contains(where: { $0.kind != .interrupted }) {
            if repair != nil {
                printError("study verify: \(path): not repaired: it shows edits, not only an interruption")
            }
        } else if repair == nil {
            print(
                "\(path): interrupted, not edited. To bring it up to date: study verify --repair STUDY-FILE "
                    + ResumeCommand.shellWord(path) + " (or the participant's next start does it)")
        }
    }

    /// The participant folders the paths stand for (a participant's, a study's or the output
    /// folder), every path checked before any folder is: a path that cannot be read or holds
    /// no participant's folder is a usage error, with what it holds instead.
    private static func participantFolders(_ paths: [String]) throws -> [String] {
        var folders: [String] = []
        for path in paths {
            guard ParticipantFolderReader.files(in: path) != nil else {
                printError("study verify: \(path): not a readable folder")
                throw ExitCode(ExitStatus.usage)
            }
            switch VerifyTargets.expand(path) {
            case let .participants(found, passedOver):
                for note in passedOver { print(TerminalSafe.inert(note)) }
                folders += found
            case let .noParticipants(found):
                printError(
                    "study verify: \(path): no participant's folder here (\(TerminalSafe.inert(found))). "
                        + "Give a participant's folder (Output/<study-id>/<participant-id>), a study's folder "
                        + "(Output/<study-id>) or the output folder.")
                throw ExitCode(ExitStatus.usage)
            }
        }
        return folders
    }

    /// What the folder shows; with the study file, scores recomputed from the answers too.
    private static func problems(_ files: [String: Data], study: Study?) -> [ParticipantVerification.Problem] {
        let found = ParticipantVerification.verify(files: files)
        guard let study else { return found }
        // A file already found different (or one step behind) is not scored again: its
        // answers differ, so its scores would too, and an interruption must stay one.
        let differing = Set(found.map(\.file))
        return found
            + ParticipantVerification.scoreProblems(
                files: files.filter { $0.key == "journal.jsonl" || !differing.contains($0.key) }, study: study)
    }

    /// "; the participant left the study on …", with what became of their answers.
    static func withdrawalNote(_ files: [String: Data]) -> String {
        guard let withdrawal = ParticipantVerification.withdrawal(files: files) else { return "" }
        let day = JourneyScreens.day(withdrawal.time)
        switch withdrawal.answers {
        case .kept: return "; the participant left the study on \(day), their answers kept"
        case .deleted:
            return "; the participant left the study on \(day) and asked for their answers to be deleted: "
                + "only outcome.json, the record of that, is kept"
        }
    }

    /// The study the folders belong to, for `--repair` and `--study`: only a valid study file.
    /// The study file and its consent documents (a re-consent's signed document is rebuilt from them).
    private static func study(at path: String) throws -> (study: Study, documents: [String: ConsentDocument]) {
        switch StudyFileReader.validation(at: path) {
        case let .success(result):
            if let study = result.study, result.isValid { return (study, result.consentDocuments) }
            printError("study verify: \(path) has errors; see 'study validate \(path)'.")
        case let .failure(failure):
            printError("study verify: \(failure.message)")
        }
        throw ExitCode(ExitStatus.usage)
    }
}

/// Reads a participant folder's files (and `tasks/`) into memory for verification.
enum ParticipantFolderReader {
    static func files(in folder: String) -> [String: Data]? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? manager.contentsOfDirectory(atPath: folder)
        else { return nil }
        var files: [String: Data] = [:]
        for name in names where !name.hasPrefix(".") {
            if name == "tasks" {
                for task in (try? manager.contentsOfDirectory(atPath: folder + "/tasks")) ?? []
                where !task.hasPrefix(".") {
                    files["tasks/" + task] = manager.contents(atPath: folder + "/tasks/" + task)
                }
            } else if let data = manager.contents(atPath: folder + "/" + name) {
                files[name] = data
            }
        }
        return files
    }
}
