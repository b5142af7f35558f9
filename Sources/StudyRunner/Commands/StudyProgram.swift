import ArgumentParser
import Foundation

/// The whole `study` program, called by the thin executable in `Sources/study`.
/// Argument parser's usage errors exit with 64 (EX_USAGE); the study tool promises 2 for
/// every usage error, like most Unix tools, so the mapping lives here.
public enum StudyProgram {
    public static func main() {
        do {
            if let validate = ValidateShortcut.command(Array(CommandLine.arguments.dropFirst())) {
                try validate.run()
                return
            }
            if let run = RunShortcut.command(Array(CommandLine.arguments.dropFirst())) {
                try run.run()
                return
            }
            if var sync = SyncShortcut.command(Array(CommandLine.arguments.dropFirst())) {
                try sync.validate()
                try sync.run()
                return
            }
            if let export = ExportShortcut.command(Array(CommandLine.arguments.dropFirst())) {
                try export.validate()
                try export.run()
                return
            }
            var command = try StudyCommand.parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            // A command's own exit status (its message already printed): the parser's
            // `exitCode(for:)` would build its help generator, about 4.6 million
            // instructions, only to return the same number.
            exit(code.rawValue)
        } catch {
            let code = StudyCommand.exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((StudyCommand.fullMessage(for: error) + "\n").utf8))
                FileHandle.standardError.write(Data("Run 'study --help' for usage.\n".utf8))
                exit(ExitStatus.usage)
            }
            StudyCommand.exit(withError: error)
        }
    }
}

/// Exit statuses shared by every command, documented in the README.
enum ExitStatus {
    static let success: Int32 = 0
    /// A study file has errors (or warnings with --strict).
    static let invalid: Int32 = 1
    /// The command was used wrongly: a bad flag, a missing file.
    static let usage: Int32 = 2
    /// Answers could not be written (disk full, no permission); what was given is kept.
    static let storage: Int32 = 3
    /// `study verify`: a folder only interrupted (files one step behind the journal), not edited.
    static let interrupted: Int32 = 3
    /// The same participant is already running in another window.
    static let busy: Int32 = 4
    /// `study verify`: the journal's hash chain is broken (a line edited, removed, added or reordered).
    static let tampered: Int32 = 5
    /// The central store could not be reached, timed out or refused; everything is still in
    /// the local journals, and the next `study sync` sends it.
    static let storeUnavailable: Int32 = 6
    /// The store holds something that disagrees with a journal (a different event at the
    /// same place, a participant id taken by another machine): recorded, needs a person.
    static let storeConflict: Int32 = 7
}
