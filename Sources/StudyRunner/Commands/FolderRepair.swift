import Foundation
import StudyModel

/// `study verify --repair STUDY-FILE FOLDER`: brings an interrupted folder up to date from
/// its journal without running the study, as the participant's next start would: a torn
/// last line is set aside, an active task's run left open is closed (`CutShortActiveRun`,
/// shared with the next start), and survey results and `onboarding.json` one step behind
/// the journal are written again from it. Called only for folders whose every problem is an
/// interruption; the participant's lock is held meanwhile, so a running session is never
/// written under. Everything is decided before anything is written, so a refusal leaves the
/// folder exactly as it was.
struct FolderRepair {
    let study: Study
    /// The study's consent documents, for a re-consent's signed document cut short.
    var consentDocuments: [String: ConsentDocument] = [:]
    var clock: WallClock = SystemClock()

    enum Refusal: Error, CustomStringConvertible {
        case otherStudy(folder: String, study: String)
        case takingPart
        case storage(String)
        case notRebuilt(String)
        /// A write failed after others had been made: says exactly which.
        case partly(done: [String], failure: String)

        var description: String {
            switch self {
            case let .otherStudy(folder, study):
                return "the folder belongs to study '\(folder)', not to '\(study)' (the study file given)"
            case .takingPart:
                return "the participant is taking part right now; repair once they have finished"
            case let .storage(detail):
                return detail
            case let .notRebuilt(file):
                return "\(file) cannot be rebuilt from the journal with this study file; nothing was written"
            case let .partly(done, failure):
                return "\(failure); written before it failed: "
                    + (done.isEmpty ? "nothing" : done.joined(separator: ", "))
                    + " (run the repair again once the problem is fixed)"
            }
        }
    }

    /// Rewrites what `problems` name; returns what was done, one entry a file (the journal
    /// when a torn line was set aside or a run closed).
    func repair(folder: String, problems: [ParticipantVerification.Problem]) throws(Refusal) -> [String] {
        let store = try open(folder)
        if let finished = try finishDeletion(store) { return finished }
        let plan = try self.plan(store: store, problems: problems)
        var done: [String] = []
        do {
            if plan.setsAsideTornLine {
                _ = try Journal.read(path: store.journal.path) // sets the torn line aside, as `study run` does
                done.append("journal.jsonl (torn last line set aside)")
            }
            if !plan.closing.isEmpty {
                for event in plan.closing { try store.journal.append(event) }
                done.append("journal.jsonl (" + plan.closingNote + ")")
            }
            for file in plan.files {
                try store.write(file.text, to: file.name)
                done.append(file.name)
            }
            // A signed document's SHA-256 goes in the journal only once the document is on disk.
            if !plan.afterFiles.isEmpty {
                for event in plan.afterFiles { try store.journal.append(event) }
                done.append("journal.jsonl (" + plan.afterFilesNote + ")")
            }
        } catch {
            throw .partly(done: done, failure: "\(error)")
        }
        return done
    }

    /// A deletion the participant asked for, cut short: finished as their next start would
    /// (the record first, then every other file, the journal last). Nil when there is none.
    private func finishDeletion(_ store: ParticipantStore) throws(Refusal) -> [String]? {
        var files: [String: Data] = [:]
        for name in ["journal.jsonl", "outcome.json"] { files[name] = store.read(name) }
        guard let withdrawal = ParticipantVerification.withdrawal(files: files), withdrawal.answers == .deleted
        else { return nil }
        do {
            var record = files["outcome.json"].map { String(decoding: $0, as: UTF8.self) }
            if record == nil, let journal = files["journal.jsonl"] {
                let state = ParticipantState.folding(try Journal.decode(journal, path: store.journal.path).events)
                let files = ResultFiles(
                    study: study, language: "",
                    consentText: ConsentText(consent: study.consent, language: study.defaultLanguage, documents: [:]),
                    clock: clock)
                record = try files.deletionRecord(state)?.text
            }
            guard let record else { throw Refusal.notRebuilt("outcome.json") }
            try store.keepOnlyOutcome(record)
        } catch let refusal as Refusal {
            throw refusal
        } catch {
            throw .storage("\(error)")
        }
        return ["outcome.json (the deletion the participant asked for, finished: every other file removed)"]
    }

    /// The participant's store, locked: refused for another study's folder or while the
    /// participant is taking part.
    private func open(_ folder: String) throws(Refusal) -> ParticipantStore {
        let url = URL(fileURLWithPath: folder).standardizedFileURL
        let studyFolder = url.deletingLastPathComponent()
        guard studyFolder.lastPathComponent == study.id.value else {
            throw .otherStudy(folder: studyFolder.lastPathComponent, study: study.id.value)
        }
        do {
            return try ParticipantStore(
                output: studyFolder.deletingLastPathComponent().path,
                studyID: study.id.value, participant: url.lastPathComponent)
        } catch {
            switch error {
            case .alreadyRunning: throw .takingPart
            case let .storage(failure): throw .storage(failure.description)
            }
        }
    }
}
