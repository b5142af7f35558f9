import Foundation
import StudyModel

/// `study status --store`: the same figures as from the folders synced to the store, read
/// from the store one participant at a time (`StoreReader`'s cursor). The store holds
/// no survey results files (the journal makes them), so each completed survey run's scores are worked out from the journal and
/// the study file, as its results file was written; participants whose answers the store
/// deleted count with their decision; conflicts (events and files) are listed for the study team.
struct StoreStatusReader {
    var studies: [String: Study]
    /// The moment overdue is judged at (for studies with a study file).
    var now = Date()
    private(set) var problems: [StatusProblem] = []

    init(studies: [String: Study]) {
        self.studies = studies
    }

    /// The report, all read in one snapshot of the store (a deletion or a sync meanwhile is
    /// either wholly in it or not at all, so nobody is counted twice).
    mutating func report(from reader: StoreReader) throws -> StatusReport {
        try reader.inOneSnapshot { () throws(StoreError) in try self.studyStatuses(from: reader) }
    }

    private mutating func studyStatuses(from reader: StoreReader) throws(StoreError) -> StatusReport {
        var statuses: [StudyStatus] = []
        for id in try reader.studies(includingDeletions: true) {
            var status = StudyStatus(studyID: id, schedulesRead: studies[id] != nil)
            if studies[id] == nil {
                problems.append(
                    StatusProblem(
                        file: id, message: "no study file with this id among --studies: scores are not shown",
                        leftOut: false))
            }
            try reader.eachParticipant(of: id, withFiles: false) { participant, journal, _ in
                if let summary = self.participant(participant, journal: journal, study: id) { status.add(summary) }
            }
            for deleted in try reader.deletions(of: id) {
                // The outcome record the folder kept, when the store has it (as the folder
                // counts it); else the decision and when the store deleted the answers.
                if let record = deleted.outcome.flatMap(StatusFolderReader.outcomeRecord(in:)) {
                    status.add(
                        ParticipantSummary(
                            participant: deleted.participant, events: [], outcome: record.decision,
                            decidedAt: record.time, outcomeVersion: record.version))
                } else {
                    status.add(
                        ParticipantSummary(
                            participant: deleted.participant, events: [],
                            outcome: OutcomeRecord.Decision(rawValue: deleted.decision),
                            decidedAt: Timestamp(iso8601: deleted.at)))
                }
            }
            for conflict in try reader.conflicts(of: id) {
                problems.append(
                    StatusProblem(
                        file: id + "/" + conflict.participant + "/journal.jsonl", line: conflict.sequence,
                        message: "another machine sent a different event for this place (kept aside in "
                            + "study_store.conflicts for the study team to resolve): counted with the first"))
            }
            for conflict in try reader.fileConflicts(of: id) {
                problems.append(
                    StatusProblem(
                        file: id + "/" + conflict.participant + "/" + conflict.name,
                        message: "another machine sent other bytes for this file (\(conflict.versions) kept aside in "
                            + "study_store.file_conflicts for the study team to compare): the first bytes sent are used"
                    ))
            }
            statuses.append(status)
        }
        return StatusReport(studies: statuses, problems: problems)
    }

    private mutating func participant(_ id: String, journal: Data, study studyID: String) -> ParticipantSummary? {
        let place = studyID + "/" + id + "/journal.jsonl"
        let events: [JournalEvent]
        do {
            events = try Journal.decode(journal, path: place).events
        } catch let error as JournalReadError {
            problems.append(
                StatusProblem(
                    file: place, line: error.line,
                    message: "\(error.problem) (\(error.reason)): this participant is left out"))
            return nil
        } catch {
            problems.append(StatusProblem(file: place, message: "cannot be read: this participant is left out"))
            return nil
        }
        var summary = ParticipantSummary(participant: id, events: events, outcome: nil, decidedAt: nil)
        if let study = studies[studyID] {
            addScores(to: &summary, study: study, events: events)
            summary.overdueTasks = ParticipantSummary.overdueTasks(study: study, events: events, now: now)
        }
        return summary
    }

    /// The scores a completed survey run's results file holds, worked out again from the
    /// journal (as `study verify --repair` rewrites that file) and read back the same way.
    private func addScores(to summary: inout ParticipantSummary, study: Study, events: [JournalEvent]) {
        let state = ParticipantState.folding(events)
        guard let participant = state.participant, let last = events.last?.time else { return }
        let day = ExpressionDate(last.date, timeZone: TimeZone(secondsFromGMT: last.utcOffsetSeconds) ?? .current)
        for index in summary.runs.indices where summary.runs[index].status == .completed {
            guard let run = state.run(summary.runs[index].run), let task = study.task(run.task),
                case let .survey(survey) = task.kind,
                let data = try? TaskResult.survey(
                    study: study, task: task, survey: survey, run: run, participant: participant,
                    language: state.language ?? study.defaultLanguage, today: day
                ).json()
            else { continue }
            summary.runs[index].scores = StatusFolderReader.scores(inResult: data) ?? []
        }
    }
}
