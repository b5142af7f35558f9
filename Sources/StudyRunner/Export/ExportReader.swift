import Foundation
import StudyModel

/// Reads one study's folder of participants for the export, one participant at a time:
/// their journal, consent version and active tasks' results. Whatever cannot be read is a
/// located problem, never a silent gap.
struct ExportReader {
    var study: Study
    /// The study's folder, and how messages name it (relative to the output folder).
    var folder: String
    var name: String
    var selection: ExportSelection
    /// The study folder opened once, its participants' files opened relative to it; nil to
    /// open each by its whole path.
    var folderDescriptor: Int32? = nil

    func participantFolders() -> (folders: [String], problems: [ExportProblem]) {
        let entries = (FolderEntries.of(folder) ?? []).sorted { $0.name < $1.name }
        var folders: [String] = []
        var problems: [ExportProblem] = []
        for found in entries {
            let entry = found.name
            if entry.hasPrefix(".") {
                guard found.isFolder, AtomicFile.isTemporary(entry) else { continue }
                problems.append(
                    ExportProblem(
                        file: name + "/" + entry,
                        problem: "a participant's folder being made (or left by a stopped run); it holds no answers",
                        leftOut: false))
            } else if found.isFolder {
                folders.append(entry)
            } else {
                problems.append(
                    ExportProblem(
                        file: name + "/" + entry, problem: "not a participant's folder; not exported",
                        leftOut: true))
            }
        }
        return (folders, problems)
    }

    /// The participant in `entry`, or nil with the reason when there is nothing to export.
    func participant(_ entry: String) -> (ExportParticipant?, [ExportProblem]) {
        let path = folder + "/" + entry
        let place = name + "/" + entry
        guard let journal = contents(of: path + "/journal.jsonl") else {
            if FileManager.default.fileExists(atPath: path + "/outcome.json") {
                return deletedParticipant(path, entry: entry, place: place)
            }
            return (
                nil,
                [ExportProblem(file: place, problem: "no journal.jsonl: not a participant's folder", leftOut: true)]
            )
        }
        return participant(journal: journal, place: place, folder: path)
    }

    /// The participant whose journal is `journal` (named `place` in messages); `folder` is
    /// where their other files are, nil for a journal from the central store, which holds the
    /// journal and the files only the folder had (`stored`, by name: active tasks' results,
    /// sealed records); the consent version then comes from the journal's signature.
    func participant(
        journal: Data, place: String, folder path: String?, stored: [String: Data] = [:]
    ) -> (ExportParticipant?, [ExportProblem]) {
        let (events, found) = JournalLines.read(journal, file: place + "/journal.jsonl")
        var problems = found
        guard case let .joined(studyID, version, participant, _) = events.first?.kind else {
            problems.append(
                ExportProblem(file: place + "/journal.jsonl", line: 1, problem: "no 'joined' line first", leftOut: true)
            )
            return (nil, problems)
        }
        guard selection.includes(participant) else { return (nil, []) }
        if studyID != study.id.value {
            problems.append(
                ExportProblem(
                    file: place + "/journal.jsonl", line: 1,
                    problem: "joined study '\(studyID)', not '\(study.id.value)'; exported with this study",
                    leftOut: false))
        }
        if version != study.version {
            problems.append(
                ExportProblem(
                    file: place + "/journal.jsonl", line: 1,
                    problem: "joined version \(version) of the study; the study file is version \(study.version) "
                        + "(answers to steps it does not have are in \(ExportFiles.longFile) only)",
                    leftOut: false))
        }
        // Folded once for all that follows (and once more only if `--since` leaves events out).
        let whole = ParticipantState.folding(events)
        if let withdrawal = whole.withdrawal, withdrawal.answers == .deleted {
            problems.append(
                ExportProblem(
                    file: place + "/journal.jsonl",
                    problem: "they withdrew and asked for their answers to be deleted, but the deletion was cut "
                        + "short; their answers are not exported ('study verify --repair' finishes the deletion)",
                    leftOut: false))
            let deletion = ExportParticipant.Deletion(joinedAt: events.first?.time, leftAt: withdrawal.time)
            guard selection.includes(deletion) else { return (nil, problems) }
            return (
                ExportParticipant(
                    id: participant, studyVersion: version, consentVersion: consentVersion(whole, path: path),
                    deletion: deletion),
                problems
            )
        }
        // The version signed last, from the whole journal (a re-consent's, else the onboarding's).
        let consent = consentVersion(whole, path: path)
        let selected = selection.events(events)
        let state = selected.count == events.count ? whole : ParticipantState.folding(selected)
        let (results, resultProblems) = activeResults(state: state, path: path, stored: stored, place: place)
        return (
            ExportParticipant(
                id: participant, studyVersion: version, consentVersion: consent, events: selected, state: state,
                activeResults: results),
            problems + resultProblems
        )
    }

    /// Someone whose folder holds only `outcome.json`: who withdrew and asked for their
    /// answers to be deleted (rows that say so), or who never joined (nothing to export).
    private func deletedParticipant(_ path: String, entry: String, place: String) -> (
        ExportParticipant?, [ExportProblem]
    ) {
        deletedParticipant(
            outcome: FileManager.default.contents(atPath: path + "/outcome.json"), entry: entry, place: place)
    }

    /// The same from the record's bytes (a folder's `outcome.json`, or the store's copy of it).
    func deletedParticipant(outcome data: Data?, entry: String, place: String) -> (
        ExportParticipant?, [ExportProblem]
    ) {
        guard let data, let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            let problem = "cannot be read as an outcome record; whoever it records is not exported"
            return (nil, [ExportProblem(file: place + "/outcome.json", problem: problem, leftOut: true)])
        }
        guard object["decision"] as? String == OutcomeRecord.Decision.withdrewAnswersDeleted.rawValue else {
            return (nil, [])
        }
        let id = object["participant"] as? String ?? entry
        let deletion = ExportParticipant.Deletion(
            joinedAt: (object["joinedAt"] as? String).flatMap(Timestamp.init(iso8601:)),
            leftAt: (object["decidedAt"] as? String).flatMap(Timestamp.init(iso8601:)))
        guard selection.includes(id), selection.includes(deletion) else { return (nil, []) }
        let version = (object["study"] as? [String: Any])?["version"] as? String ?? study.version
        return (
            ExportParticipant(
                id: id, studyVersion: version, consentVersion: object["consentVersion"] as? String, deletion: deletion),
            []
        )
    }

    /// The consent version signed last, else what `onboarding.json` (or, for a journal from
    /// the store, the journal) says.
    private func consentVersion(_ state: ParticipantState, path: String?) -> String? {
        // A closure, not `consentVersion` as a value, which copied the reader for each call.
        state.signedConsentVersion ?? path.map { consentVersion($0) } ?? storedConsentVersion(state)
    }

    /// For a journal from the store: the consent version signed, or, for a journal written
    /// before signatures recorded it, the one `onboarding.json` would be written with again
    /// from this journal (the study's), once onboarding is complete.
    private func storedConsentVersion(_ state: ParticipantState) -> String? {
        state.signature?.consentVersion ?? (state.onboardingCompleted ? study.consent.version : nil)
    }

    /// The version `onboarding.json` names, for journals written before signatures recorded it.
    private func consentVersion(_ path: String) -> String? {
        contents(of: path + "/onboarding.json").flatMap(OnboardingRecord.consentVersion(in:))
    }

    /// A participant's file read with `open` and `read`, as it nearly always can be (relative
    /// to the open study folder when the path is in it); anything else through Foundation, as
    /// before.
    private func contents(of path: String) -> Data? {
        if let folderDescriptor, path.hasPrefix(folder + "/"),
            let data = RegularFileBytes.contents(
                of: String(path.dropFirst(folder.count + 1)), in: folderDescriptor, upTo: Int(Int32.max))
        {
            return data
        }
        return RegularFileBytes.contents(of: path, upTo: Int(Int32.max)) ?? FileManager.default.contents(atPath: path)
    }

    /// The results files of the active runs that saved one, decoded.
    private func activeResults(state: ParticipantState, path: String?, stored: [String: Data], place: String) -> (
        [ActiveTaskFile], [ExportProblem]
    ) {
        var files: [ActiveTaskFile] = []
        var problems: [ExportProblem] = []
        for run in state.runs where run.resultSHA256 != nil {
            let file = "tasks/\(run.run).json"
            let found = if let path { contents(of: path + "/" + file) } else { stored[file] }
            guard let data = found else {
                guard path != nil else {
                    problems.append(
                        ExportProblem(
                            file: place + "/" + file,
                            problem: "not in the store (still only on the machine where the task ran: 'study sync' "
                                + "there sends it); its trials are not exported", leftOut: true))
                    continue
                }
                problems.append(
                    ExportProblem(
                        file: place + "/" + file,
                        problem: "missing, though the journal says it was saved; its trials are not exported",
                        leftOut: true))
                continue
            }
            do {
                files.append(try ActiveTaskFile.decode(data))
            } catch {
                problems.append(
                    ExportProblem(
                        file: place + "/" + file,
                        problem: "cannot be read (\(JournalEvent.readingProblem(error))); its trials are not exported",
                        leftOut: true))
            }
        }
        return (files, problems)
    }
}
