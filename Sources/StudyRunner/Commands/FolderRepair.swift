import Foundation
import StudyModel

/// `study verify --repair STUDY-FILE FOLDER`: brings an interrupted folder up to date from
/// its journal without running the study, as the participant's next start would: a torn
/// last line is set aside, and survey results and `onboarding.json` one step behind the
/// journal are written again from it. Called only for folders whose every problem is an
/// interruption; the participant's lock is held meanwhile, so a running session is never
/// written under.
struct FolderRepair {
    let study: Study

    enum Refusal: Error, CustomStringConvertible {
        case otherStudy(folder: String, study: String)
        case takingPart
        case storage(String)
        case notRebuilt(String)

        var description: String {
            switch self {
            case let .otherStudy(folder, study):
                return "the folder belongs to study '\(folder)', not to '\(study)' (the study file given)"
            case .takingPart:
                return "the participant is taking part right now; repair once they have finished"
            case let .storage(detail):
                return detail
            case let .notRebuilt(file):
                return "\(file) is not rebuilt from the journal here: the participant's next start closes the run"
            }
        }
    }

    /// Rewrites what `problems` name; returns the files written (the journal included when a
    /// torn line was set aside).
    func repair(folder: String, problems: [ParticipantVerification.Problem]) throws(Refusal) -> [String] {
        let url = URL(fileURLWithPath: folder).standardizedFileURL
        let studyFolder = url.deletingLastPathComponent()
        guard studyFolder.lastPathComponent == study.id.value else {
            throw .otherStudy(folder: studyFolder.lastPathComponent, study: study.id.value)
        }
        let store: ParticipantStore
        do {
            store = try ParticipantStore(
                output: studyFolder.deletingLastPathComponent().path,
                studyID: study.id.value, participant: url.lastPathComponent)
        } catch {
            switch error {
            case .alreadyRunning: throw .takingPart
            case let .storage(failure): throw .storage(failure.description)
            }
        }
        let events: [JournalEvent]
        do {
            events = try Journal.read(path: store.journal.path).events
        } catch {
            throw .storage("\(error)")
        }
        let state = ParticipantState.folding(events)
        var written: [String] = []
        for file in Set(problems.map(\.file)).sorted() {
            if file != "journal.jsonl" { try rewrite(file, state: state, lastTime: events.last?.time, store: store) }
            written.append(file)
        }
        return written
    }

    private func rewrite(_ file: String, state: ParticipantState, lastTime: Timestamp?, store: ParticipantStore)
        throws(Refusal)
    {
        let data: Data?
        if file == "onboarding.json" {
            data = try? OnboardingRecord(study: study, state: state).json()
        } else {
            let runID = String(file.dropFirst("tasks/".count).dropLast(".json".count))
            guard let run = state.runs.last(where: { $0.run == runID }), let participant = state.participant,
                let task = study.tasks.first(where: { $0.id.value == run.task }),
                case let .survey(survey) = task.kind
            else { throw .notRebuilt(file) }
            // The day the file would have been written: that of the journal's last event.
            let time = lastTime ?? Timestamp(date: Date(), utcOffsetSeconds: 0)
            let day = ExpressionDate(time.date, timeZone: TimeZone(secondsFromGMT: time.utcOffsetSeconds) ?? .current)
            data = try? TaskResult.survey(
                study: study, task: task, survey: survey, run: run, participant: participant,
                language: state.language ?? study.defaultLanguage, today: day
            ).json()
        }
        guard let data else { throw .notRebuilt(file) }
        do {
            try store.write(String(decoding: data, as: UTF8.self) + "\n", to: file)
        } catch {
            throw .storage(error.description)
        }
    }
}
