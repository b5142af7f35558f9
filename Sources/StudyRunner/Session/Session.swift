import Foundation
import StudyModel

/// One sitting of a participant with a study: the introduction, then wherever their
/// journal says they are (onboarding, home, a survey). The flows (`Flows/`) each return an
/// outcome; the `Recorder` writes everything; this sequences them and settles the way out.
final class Session {
    let context: FlowContext
    let recorder: Recorder
    let output: String
    /// Told the folder and id of the participant once their folder is open and locked here
    /// (the store's lease across machines): for a returning participant before anything is
    /// written, and may refuse the start; for one who has just joined, right after `joined`.
    var opened: ((_ folder: String, _ participant: String) throws -> Void)?

    /// The participant's state as the journal has it.
    var state: ParticipantState { recorder.state }

    init(
        study: Study, consentDocuments: [String: ConsentDocument], language: String, presenter: Presenter,
        clock: WallClock, output: String, random: any RandomNumberGenerator = SystemRandomNumberGenerator()
    ) {
        context = FlowContext(
            study: study, consentDocuments: consentDocuments, language: language,
            ui: UIText.forLanguage(language), presenter: presenter, clock: clock,
            random: RandomSource(random))
        let files = ResultFiles(study: study, language: language, consentText: context.consentText, clock: clock)
        recorder = Recorder(files: files, presenter: presenter, screens: context.screens)
        self.output = output
    }

    /// Runs until the participant leaves or the study ends for them.
    func run(participant: String?) throws -> SessionEnding {
        do {
            return settle(try flows(participant: participant))
        } catch let abandoned as Recorder.Abandoned {
            recorder.salvageRemovedFolder()
            return .storageFailed(abandoned.error)
        } catch let interrupted as TerminalInterrupted {
            // Everything accepted is already on disk; note why the session ended.
            recorder.salvageRemovedFolder()
            if let reason = SessionEndReason(signal: interrupted.signal) { recorder.noteEnding(reason) }
            throw interrupted
        } catch TerminalError.endOfInput {
            recorder.salvageRemovedFolder()
            recorder.noteEnding(.endOfInput)
            throw TerminalError.endOfInput
        }
    }

    /// The flows in order, each handing back whether the session goes on.
    private func flows(participant: String?) throws -> SessionEnding {
        if let participant {
            try recorder.open(output: output, studyID: context.study.id.value, participant: participant, isNew: false)
            if let folder = recorder.store?.folder { try opened?(folder, participant) }
        } else {
            let introduction = IntroductionFlow(context: context, recorder: recorder, output: output)
            if case let .ended(ending) = try introduction.run() { return ending }
            if let folder = recorder.store?.folder, let id = recorder.state.participant { try opened?(folder, id) }
        }
        // Bookkeeping, not an answer: flushed with the sitting's next line, not before the
        // first screen (a returning participant waited on a disk round trip for it).
        try recorder.record(
            .sessionStarted(mode: context.presenter.mode == .plain ? .plain : .fullScreen), flush: false)
        try showStartNotice()
        try recorder.catchUpSummaries()
        if case let .ended(ending) = try OnboardingSequence(context: context, recorder: recorder).run() {
            return ending
        }
        // A new version of the consent to agree to comes before any task is offered.
        if case let .ended(ending) = try ReconsentFlow(context: context, recorder: recorder).run() { return ending }
        if case let .ended(ending) = try HomeFlow(context: context, recorder: recorder).run() { return ending }
        return .left
    }

    /// Every way out first puts back a folder deleted under us (nothing may be lost because
    /// the last answers happened to need no write), then notes a chosen ending.
    private func settle(_ ending: SessionEnding) -> SessionEnding {
        let chosen = ending == .left || ending == .interrupted
        if !recorder.salvageRemovedFolder(), chosen {
            let path = recorder.store?.journal.path ?? output
            return .storageFailed(StorageError(path: path, operation: "write back", code: ENOENT))
        }
        if chosen { recorder.noteEnding(ending == .left ? .left : .interrupted) }
        return ending
    }

    /// A notice from reading the journal (a torn last line set aside) comes before any
    /// other screen, wherever the participant resumes, so they check that answer at once.
    private func showStartNotice() throws {
        guard let notice = recorder.startNotice else { return }
        recorder.startNotice = nil
        _ = try context.presenter.present(context.screens.message(notice))
    }
}
