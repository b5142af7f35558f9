import Foundation
import StudyModel

/// A file of the participant's folder other than the journal: its name and its whole text.
struct ResultFile {
    let name: String
    let text: String

    init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// A JSON record, ended by a newline like every results file.
    init(name: String, json: Data) {
        self.init(name: name, text: String(decoding: json, as: UTF8.self) + "\n")
    }

    /// Where an active task's or a survey's run is kept.
    static func taskPath(run: String) -> String { "tasks/\(run).json" }
}

/// The files derived from the journal, built from the study and the participant's state:
/// the signed consent, the onboarding record, a survey's results, the outcome of someone
/// who did not join. (An active task's results hold events only its run has; that flow
/// builds them.)
struct ResultFiles {
    let study: Study
    let language: String
    let consentText: ConsentText
    let clock: WallClock

    func consentDocument(_ state: ParticipantState) -> ResultFile {
        ResultFile(
            name: "consent.md", text: SignedConsentDocument.render(study: study, state: state, text: consentText))
    }

    /// The signed document of a re-consent: the name it was saved under, or for a new one
    /// its version's (`consent-v2.md`), never the name of a document already journalled.
    func reconsentDocument(_ state: ParticipantState, round: ConsentRound) -> ResultFile {
        ResultFile(
            name: round.document
                ?? Reconsent.documentName(version: round.version, taken: Set(state.savedDocuments.keys)),
            text: SignedConsentDocument.render(study: study, state: state, round: round, text: consentText))
    }

    func onboardingRecord(_ state: ParticipantState) throws -> ResultFile {
        ResultFile(name: "onboarding.json", json: try OnboardingRecord(study: study, state: state).json())
    }

    /// A survey run's results as the journal has them; nil before anyone joined, or for a
    /// run the journal does not know.
    func surveyResult(run runID: String, _ state: ParticipantState) throws -> ResultFile? {
        guard let run = state.run(runID), let participant = state.participant,
            let task = study.task(run.task), case let .survey(survey) = task.kind
        else { return nil }
        let result = TaskResult.survey(
            study: study, task: task, survey: survey, run: run, participant: participant,
            language: language, today: clock.today)
        return ResultFile(name: ResultFile.taskPath(run: runID), json: try result.json())
    }

    /// All that is kept of someone who left and asked for their answers to be deleted; nil
    /// unless the journal says so.
    func deletionRecord(_ state: ParticipantState) throws -> ResultFile? {
        guard let withdrawal = state.withdrawal, withdrawal.answers == .deleted else { return nil }
        let record = OutcomeRecord(
            study: study, participant: state.participant ?? "", decision: .withdrewAnswersDeleted,
            time: withdrawal.time, joinedAt: state.joinedAt)
        return ResultFile(name: "outcome.json", json: try record.json())
    }

    func outcome(_ decision: OutcomeRecord.Decision, _ state: ParticipantState) throws -> ResultFile {
        let record = OutcomeRecord(
            study: study, participant: state.participant ?? "", decision: decision, time: clock.now())
        return ResultFile(name: "outcome.json", json: try record.json())
    }
}
