import ArgumentParser
import Foundation
import StudyModel

/// `study sync Output/ --store URL`: sends every journal event the store does not have yet.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Send every participant's answers that the central store does not have yet.",
        discussion: """
            Reads FOLDER (default: Output) as 'study run' writes it and sends each journal's \
            events the store lacks, in order; the store keeps each event once, so running it \
            again, or after it was stopped, never doubles anything. Nothing local is changed \
            (a participant's first sync adds its secret, .store-secret). A folder that keeps \
            only its outcome (the participant left asking for their answers to be deleted, or \
            never joined) has their events deleted in the store as well, which keeps the record \
            of the decision and takes no event of theirs again. The store comes from \
            --store or \(StoreAddress.environmentVariable); the rest from the PG* variables and \
            ~/.pgpass, as for psql. Exit status: 0 everything sent, 2 usage, 6 the store could \
            not be reached or timed out (run again later: nothing is lost), 7 something needs a \
            person: a different event already at the same place (recorded in the store as a \
            conflict), a file already there with other bytes (recorded beside them), a \
            participant id taken by another machine, a participant whose answers \
            were deleted in the store at their request (delete this copy too), or a journal \
            line that cannot be sent.
            """
    )

    @Argument(help: "The output folder 'study run' wrote to.")
    var folder = RunCommand.defaultOutput

    @Option(help: "The store, e.g. postgresql://collector@db.example.org/study.")
    var store: String?

    @Flag(name: [.short, .long], help: "No progress bar on standard error while the participants are sent.")
    var quiet = false

    func run() throws {
        let address = try StoreOptions.address(store, command: "sync")
        let participants: [ParticipantFolderName]
        do {
            participants = try JournalFolders.participants(in: folder)
        } catch {
            printError(
                "study sync: \(folder) is not a readable folder (\(error)). Name the folder 'study run' wrote to.")
            throw ExitCode(ExitStatus.usage)
        }
        let sync = StoreSync(address: address)
        var needsPerson = false
        var totals = (sent: 0, alreadyThere: 0)
        let progress = WorkProgress(total: participants.count, quiet: quiet)
        // Participants never sent from here go several to a call (`sendNewTogether`), a
        // hundred folders at a time so that the progress bar moves; the rest one by one.
        var sentTogether: [Int: StoreSync.Report] = [:]
        for (index, name) in participants.enumerated() {
            if index % Self.foldersAtATime == 0 {
                let next = participants[index..<min(index + Self.foldersAtATime, participants.count)]
                sentTogether = Dictionary(
                    uniqueKeysWithValues: sync.sendNewTogether(Array(next)).map { ($0.key + index, $0.value) })
            }
            let report: StoreSync.Report
            do throws(StoreError) {
                if let together = sentTogether[index] { report = together } else { report = try sync.send(name) }
                progress.advance()
            } catch {
                progress.finish()
                let left = participants.count - index
                printError(
                    "study sync: the store could not be reached: " + TerminalSafe.inert(error.message)
                        + ". \(left) participant(s) not sent yet; everything is kept here, run study sync again.")
                throw ExitCode(ExitStatus.storeUnavailable)
            }
            totals.sent += report.sent
            totals.alreadyThere += report.alreadyThere
            needsPerson = Self.show(report) || needsPerson
        }
        print(
            "\(totals.sent) event(s) sent, \(totals.alreadyThere) already in the store, \(participants.count) participant(s)."
        )
        if needsPerson { throw ExitCode(ExitStatus.storeConflict) }
    }

    static let foldersAtATime = 100

    /// Prints what happened to one participant; true when something needs a person.
    private static func show(_ report: StoreSync.Report) -> Bool {
        let who = TerminalSafe.inert(report.name.studyID + "/" + report.name.participantID)
        if report.sent > 0 { print("\(who): \(report.sent) event(s) sent") }
        if report.files.sent > 0 { print("\(who): \(report.files.sent) file(s) sent") }
        for file in report.files.conflicts {
            printError(
                "study sync: \(who)/\(TerminalSafe.inert(file)): the store already holds other bytes under this "
                    + "name; the store's are kept and this folder's recorded beside them (study_store.file_conflicts) "
                    + "for the study team to compare")
        }
        for problem in report.files.notSent {
            printError("study sync: \(who)/\(TerminalSafe.inert(problem)); not sent")
        }
        if let deleted = report.deleted, deleted > 0 {
            print("\(who): only the outcome is kept here, so the store deleted their \(deleted) event(s) too")
        }
        if !report.conflicts.isEmpty {
            let places = report.conflicts.map(String.init).joined(separator: ", ")
            printError(
                "study sync: \(who): the store already holds a different event at \(places); "
                    + "both are kept (study_store.conflicts) for the study team to resolve")
        }
        if report.earlierConflicts > 0 {
            printError(
                "study sync: \(who): the store holds \(report.earlierConflicts) conflict(s) for this participant "
                    + "(study_store.conflicts) for the study team to resolve")
        }
        if report.earlierFileConflicts > 0 {
            printError(
                "study sync: \(who): the store holds \(report.earlierFileConflicts) file(s) of this participant "
                    + "sent with other bytes than it keeps (study_store.file_conflicts) for the study team to compare")
        }
        if let refusal = report.refusal { printError("study sync: \(who): refused: " + TerminalSafe.inert(refusal)) }
        if let unsendable = report.unsendable {
            printError(
                "study sync: \(report.name.journal): \(unsendable), so it and what follows were not sent; "
                    + "check it with study verify")
        }
        return !report.conflicts.isEmpty || report.earlierConflicts > 0 || report.earlierFileConflicts > 0
            || report.refusal != nil
            || report.unsendable != nil || !report.files.conflicts.isEmpty || !report.files.notSent.isEmpty
    }
}
