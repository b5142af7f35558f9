import Foundation
import StudyModel

/// What a repair will write, decided from the folder as it is before anything is written.
extension FolderRepair {
    struct Plan {
        var setsAsideTornLine = false
        /// Journal events closing an active task's run left open.
        var closing: [JournalEvent] = []
        var closingNote = ""
        /// Derived files and their new text.
        var files: [(name: String, text: String)] = []
        /// Journal events that name a file written above (a signed document's SHA-256).
        var afterFiles: [JournalEvent] = []
        var afterFilesNote = ""
    }

    func plan(store: ParticipantStore, problems: [ParticipantVerification.Problem]) throws(Refusal) -> Plan {
        var plan = Plan()
        let events: [JournalEvent]
        do {
            let decoded = try Journal.decode(store.read("journal.jsonl") ?? Data(), path: store.journal.path)
            (events, plan.setsAsideTornLine) = (decoded.events, decoded.torn != nil)
        } catch {
            throw .storage("\(error)")
        }
        var state = ParticipantState.folding(events)
        // The day the files would have been written: that of the journal's last event.
        let lastTime = events.last?.time ?? clock.now()
        var closedRun: String?
        if let open = state.openRun(), let task = study.task(open.task),
            case .active = task.kind
        {
            let closing = CutShortActiveRun(open: open, resultFile: store.read(ResultFile.taskPath(run: open.run)))
            let now = clock.now()
            for kind in closing.events {
                let event = JournalEvent(sequence: state.lastSequence + 1, time: now, kind: kind)
                state.apply(event)
                plan.closing.append(event)
            }
            let status = state.runs.last { $0.run == open.run }?.status.rawValue ?? ""
            plan.closingNote = "the run '\(open.run)' left open closed as '\(status)', as the next start closes it"
            closedRun = ResultFile.taskPath(run: open.run)
        }
        for file in Set(problems.map(\.file)).sorted() where file != "journal.jsonl" && file != closedRun {
            if ParticipantVerification.isSignedDocumentName(file) {
                try planReconsentDocument(file, state: state, into: &plan)
                continue
            }
            plan.files.append((file, try rebuilt(file, state: state, lastTime: lastTime)))
        }
        return plan
    }

    /// A re-consent signed but its document not saved: written as the next start writes it,
    /// then its SHA-256 journalled.
    private func planReconsentDocument(_ file: String, state: ParticipantState, into plan: inout Plan)
        throws(Refusal)
    {
        guard let round = state.openRound, round.signature != nil else { throw .notRebuilt(file) }
        let text = ConsentText(
            consent: study.consent, language: state.language ?? study.defaultLanguage, documents: consentDocuments)
        let document = ResultFiles(study: study, language: text.language, consentText: text, clock: clock)
            .reconsentDocument(state, round: round)
        guard document.name == file else { throw .notRebuilt(file) }
        plan.files.append((document.name, document.text))
        let saved = JournalEvent.Kind.documentSaved(
            file: document.name, sha256: SignedConsentDocument.sha256(document.text))
        plan.afterFiles.append(
            JournalEvent(sequence: state.lastSequence + 1, time: clock.now(), kind: saved))
        plan.afterFilesNote = "the SHA-256 of \(document.name) recorded, as the next start records it"
    }

    /// A derived file's text from the journal's state: `onboarding.json` or a survey's results.
    private func rebuilt(_ file: String, state: ParticipantState, lastTime: Timestamp) throws(Refusal) -> String {
        let data: Data?
        if file == "onboarding.json" {
            data = try? OnboardingRecord(study: study, state: state).json()
        } else {
            let runID = String(file.dropFirst("tasks/".count).dropLast(".json".count))
            guard let run = state.runs.last(where: { $0.run == runID }), let participant = state.participant,
                let task = study.task(run.task),
                case let .survey(survey) = task.kind
            else { throw .notRebuilt(file) }
            let day = ExpressionDate(
                lastTime.date, timeZone: TimeZone(secondsFromGMT: lastTime.utcOffsetSeconds) ?? .current)
            data = try? TaskResult.survey(
                study: study, task: task, survey: survey, run: run, participant: participant,
                language: state.language ?? study.defaultLanguage, today: day
            ).json()
        }
        guard let data else { throw .notRebuilt(file) }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
