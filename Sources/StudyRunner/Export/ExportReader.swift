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

    func participantFolders() -> (folders: [String], problems: [ExportProblem]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var folders: [String] = []
        var problems: [ExportProblem] = []
        for entry in names where !entry.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + entry, isDirectory: &isDirectory)
            if isDirectory.boolValue {
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
        guard let journal = FileManager.default.contents(atPath: path + "/journal.jsonl") else {
            if FileManager.default.fileExists(atPath: path + "/outcome.json") { return (nil, []) }
            return (
                nil,
                [ExportProblem(file: place, problem: "no journal.jsonl: not a participant's folder", leftOut: true)]
            )
        }
        return participant(journal: journal, place: place, folder: path)
    }

    /// The participant whose journal is `journal` (named `place` in messages); `folder` is
    /// where their other files are, nil for a journal from the central store, which holds
    /// journals only (the consent version then comes from the journal's signature).
    func participant(journal: Data, place: String, folder path: String?) -> (ExportParticipant?, [ExportProblem]) {
        var (events, problems) = JournalLines.read(journal, file: place + "/journal.jsonl")
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
        // The version signed last, from the whole journal (a re-consent's, else the onboarding's).
        let signedVersion = ParticipantState.folding(events).signedConsentVersion
        events = selection.events(events)
        let (results, resultProblems) = activeResults(events: events, path: path, place: place)
        let consent = path.map(consentVersion) ?? storedConsentVersion(events)
        return (
            ExportParticipant(
                id: participant, studyVersion: version, consentVersion: signedVersion ?? consent,
                events: events,
                activeResults: results),
            problems + resultProblems
        )
    }

    /// For a journal from the store: the consent version signed, or, for a journal written
    /// before signatures recorded it, the one `onboarding.json` would be written with again
    /// from this journal (the study's), once onboarding is complete.
    private func storedConsentVersion(_ events: [JournalEvent]) -> String? {
        let state = ParticipantState.folding(events)
        return state.signature?.consentVersion ?? (state.onboardingCompleted ? study.consent.version : nil)
    }

    /// The version `onboarding.json` names, for journals written before signatures recorded it.
    private func consentVersion(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path + "/onboarding.json"),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object["consentVersion"] as? String
    }

    /// The results files of the active runs that saved one, decoded.
    private func activeResults(events: [JournalEvent], path: String?, place: String) -> (
        [ActiveTaskFile], [ExportProblem]
    ) {
        let state = ParticipantState.folding(events)
        var files: [ActiveTaskFile] = []
        var problems: [ExportProblem] = []
        for run in state.runs where run.resultSHA256 != nil {
            let file = "tasks/\(run.run).json"
            guard let path else {
                problems.append(
                    ExportProblem(
                        file: place + "/" + file,
                        problem: "kept only on the machine where the task ran (the store holds journals); "
                            + "its trials are not exported", leftOut: true))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path + "/" + file) else {
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
