import Foundation
import StudyModel

/// One sitting of a participant with a study: the introduction, then wherever their
/// journal says they are (onboarding, home, a survey). Every accepted answer is written
/// to the journal and flushed before the next screen; the state is always the journal's.
final class Session {
    let study: Study
    let consentDocuments: [String: ConsentDocument]
    let language: String
    let ui: UIText
    let presenter: Presenter
    let clock: WallClock
    let output: String
    var random: any RandomNumberGenerator

    var store: ParticipantStore?
    var state = ParticipantState()
    /// Said once at the start, e.g. that a torn journal line was set aside.
    var pendingNotice: String?
    /// False on the way out, when nobody is there to answer "Retry or leave?".
    var offeringRetry = true

    /// How the session ended, for the exit status.
    enum Ending: Equatable {
        /// Finished or left by choice: answers saved.
        case left
        /// Ctrl-C, confirmed: answers saved, exit 130.
        case interrupted
        /// Not eligible, not agreeing, out of quiz attempts: a kind ending, recorded.
        case closed
        /// The disk refused and the participant chose to leave (or could not answer): exit 3.
        case storageFailed(StorageError)
    }

    struct Leave: Error {
        var ending: Ending
    }

    init(study: Study, consentDocuments: [String: ConsentDocument], language: String, presenter: Presenter,
         clock: WallClock, output: String, random: any RandomNumberGenerator = SystemRandomNumberGenerator()) {
        self.study = study
        self.consentDocuments = consentDocuments
        self.language = language
        self.ui = UIText.forLanguage(language)
        self.presenter = presenter
        self.clock = clock
        self.output = output
        self.random = random
    }

    var screens: JourneyScreens { JourneyScreens(study: study, language: language, ui: ui) }

    var consentText: ConsentText { ConsentText(consent: study.consent, language: language, documents: consentDocuments) }

    func text(_ localized: LocalizedText?) -> String { localized?.resolved(in: language) ?? "" }

    /// Runs until the participant leaves or the study ends for them.
    func run(participant: String?) throws -> Ending {
        do {
            if let participant {
                try open(participant: participant, isNew: false)
            } else {
                try introduction()
            }
            try record(.sessionStarted(mode: presenter.mode == .plain ? .plain : .fullScreen))
            try showPendingNotice()
            try catchUpSummaries()
            try onboarding()
            try home()
            return .left
        } catch let leave as Leave {
            // Every way out first puts back a folder deleted under us (nothing may be lost
            // because the last answers happened to need no write), then notes the ending.
            if !salvageRemovedFolder(), leave.ending == .left || leave.ending == .interrupted {
                return .storageFailed(StorageError(path: store?.journal.path ?? output, operation: "write back", code: ENOENT))
            }
            if leave.ending == .left || leave.ending == .interrupted {
                noteEnding(leave.ending == .left ? .left : .interrupted)
            }
            return leave.ending
        } catch let interrupted as TerminalInterrupted {
            // Everything accepted is already on disk; note why the session ended.
            salvageRemovedFolder()
            if let reason = SessionEndReason(signal: interrupted.signal) { noteEnding(reason) }
            throw interrupted
        } catch TerminalError.endOfInput {
            salvageRemovedFolder()
            noteEnding(.endOfInput)
            throw TerminalError.endOfInput
        }
    }

    /// A notice from reading the journal (a torn last line set aside) comes before any
    /// other screen, wherever the participant resumes, so they check that answer at once.
    func showPendingNotice() throws {
        guard let notice = pendingNotice else { return }
        pendingNotice = nil
        _ = try presenter.present(screens.message(notice))
    }

    // MARK: Recording

    /// Appends an event to the journal (flushed to disk) and applies it to the state. If the
    /// disk refuses, the participant is told and may retry or leave; nothing already
    /// accepted is lost, and the state changes only once the event is safely written.
    func record(_ kind: JournalEvent.Kind) throws {
        guard let store else { return }
        let event = JournalEvent(sequence: state.lastSequence + 1, time: clock.now(), kind: kind)
        try withRetry {
            try store.journal.append(event)
            state.apply(event)
        }
    }

    /// Writes a results file atomically, with the same retry-or-leave offer on failure.
    func write(_ text: String, to name: String) throws {
        guard let store else { return }
        try withRetry { try store.write(text, to: name) }
    }

    /// The last line of a session (why it ended) when it can be written at once: no retry
    /// offer, because the program is already on its way out (a stop signal, input gone).
    func noteEnding(_ reason: SessionEndReason) {
        guard let store else { return }
        let event = JournalEvent(sequence: state.lastSequence + 1, time: clock.now(), kind: .sessionEnded(reason: reason))
        if (try? store.journal.append(event)) != nil { state.apply(event) }
    }

    /// Ending after the folder was deleted under us would drop the journal still held
    /// open: make the folder again and write what can be written, once, without asking.
    /// False if the journal could not be put back.
    @discardableResult
    private func salvageRemovedFolder() -> Bool {
        guard let store else { return true }
        offeringRetry = false
        guard (try? store.restoreIfRemoved()) != nil else { return false }
        try? rewriteDerivedFiles()
        return true
    }

    /// Runs `attempt` until it succeeds or the participant leaves. Before each retry, a
    /// participant folder deleted meanwhile is made again with the whole journal.
    private func withRetry(_ attempt: () throws -> Void) throws {
        var retrying = false
        while true {
            do {
                if retrying, let store, try store.restoreIfRemoved() { try rewriteDerivedFiles() }
                try attempt()
                return
            } catch let error as StorageError {
                guard offeringRetry else { throw error }
                try offerRetry(after: error)
                retrying = true
            }
        }
    }

    /// After the folder was made again: every file that can be rebuilt from the journal.
    /// (An active task's results hold raw events that only that file had; its hash stays in
    /// the journal.)
    private func rewriteDerivedFiles() throws {
        if state.onboardingCompleted {
            try write(SignedConsentDocument.render(study: study, state: state, text: consentText), to: "consent.md")
            try writeOnboardingRecord()
        }
        for run in state.runs {
            if let task = study.tasks.first(where: { $0.id.value == run.task }), case let .survey(survey) = task.kind {
                try writeResult(task, survey, run.run)
            }
        }
    }

    /// "The disk is full…": Retry (returns) or Leave. Anything but a clear Retry leaves
    /// with the storage failure, so the exit status never claims the answer was saved:
    /// Ctrl-C, a stop signal, or the end of piped input.
    func offerRetry(after error: StorageError) throws {
        let screen = screens.storageProblem(advice: error.advice, detail: error.description)
        while true {
            let response: Presenter.Response
            do {
                response = try presenter.present(screen)
            } catch is TerminalInterrupted {
                throw Leave(ending: .storageFailed(error))
            } catch TerminalError.endOfInput {
                throw Leave(ending: .storageFailed(error))
            }
            if response.action == .interrupt || response.action == .leave { throw Leave(ending: .storageFailed(error)) }
            switch choice(in: response, count: 2, typedOptions: screens.retryOptions) {
            case 0?: return
            case 1?: throw Leave(ending: .storageFailed(error))
            default: continue
            }
        }
    }

    // MARK: Leaving

    /// "Leave now? Your answers are saved." Returns only if the participant stays.
    func confirmLeave(_ action: ScreenAction) throws {
        let response = try presenter.present(screens.confirmLeave())
        if response.action == .interrupt || choice(in: response, count: 2, typedOptions: screens.confirmLeaveOptions) == 0 {
            throw Leave(ending: action == .interrupt ? .interrupted : .left)
        }
    }

    /// The item picked on a menu screen: by keys, by number, or by typing its words.
    func choice(in response: Presenter.Response, count: Int, typedOptions: [String]) -> Int? {
        if case let .choose(number) = response.action, (1...count).contains(number) { return number - 1 }
        if let typed = response.typed?.trimmingWhitespace {
            if let number = Int(typed), (1...count).contains(number) { return number - 1 }
            return typedOptions.firstIndex { $0.lowercased() == typed.lowercased() }
        }
        if case let .choices(list) = response.screen.input { return list.cursor }
        return nil
    }
}
