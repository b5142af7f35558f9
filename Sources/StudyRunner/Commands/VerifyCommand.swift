import ArgumentParser
import Foundation
import StudyModel

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check participants' results for edits: the consent's hash, the journal, the results.",
        discussion: """
            PATH is a participant's folder (Output/<study-id>/<participant-id>). Exit status: \
            0 when everything matches, 1 when anything was changed, 2 when a folder cannot be read.
            """
    )

    @Argument(help: "Participant folders.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Name a participant folder, e.g. study verify Output/phq9-mood-check/K7QM-2X9D") }
    }

    func run() throws {
        var changed = false
        for path in paths {
            guard let files = ParticipantFolderReader.files(in: path) else {
                printError("study verify: \(path): not a readable folder")
                throw ExitCode(ExitStatus.usage)
            }
            let problems = ParticipantVerification.verify(files: files)
            if files.isEmpty {
                print("\(path): ok (no files: the folder was being made when the program stopped; it holds no data)")
            } else if problems.isEmpty {
                print("\(path): ok (\(files.count) files)")
            } else {
                changed = true
                // A difference can quote an edited file: inert, so an edit cannot drive the terminal.
                for problem in problems { print("\(path)/" + TerminalSafe.inert("\(problem)")) }
            }
        }
        if changed { throw ExitCode(ExitStatus.invalid) }
    }
}

/// Reads a participant folder's files (and `tasks/`) into memory for verification.
enum ParticipantFolderReader {
    static func files(in folder: String) -> [String: Data]? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
              let names = try? manager.contentsOfDirectory(atPath: folder) else { return nil }
        var files: [String: Data] = [:]
        for name in names where !name.hasPrefix(".") {
            if name == "tasks" {
                for task in (try? manager.contentsOfDirectory(atPath: folder + "/tasks")) ?? [] where !task.hasPrefix(".") {
                    files["tasks/" + task] = manager.contents(atPath: folder + "/tasks/" + task)
                }
            } else if let data = manager.contents(atPath: folder + "/" + name) {
                files[name] = data
            }
        }
        return files
    }
}
