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

    /// How the session ended, for the exit status.
    enum Ending: Equatable {
        /// Finished or left by choice: answers saved.
        case left
        /// Ctrl-C, confirmed: answers saved, exit 130.
        case interrupted
        /// Not eligible, not agreeing, out of quiz attempts: a kind ending, recorded.
        case closed
        case storageFailed(String)
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
            try record(.sessionStarted(mode: presenter.mode == .plain ? "plain" : "full-screen"))
            try showPendingNotice()
            try catchUpSummaries()
            try onboarding()
            try home()
            return .left
        } catch let leave as Leave {
            if leave.ending == .left || leave.ending == .interrupted {
                try? record(.sessionEnded(reason: leave.ending == .left ? "left" : "interrupted"))
            }
            return leave.ending
        } catch let interrupted as TerminalInterrupted {
            // Everything accepted is already on disk; note why the session ended.
            try? record(.sessionEnded(reason: "signal \(interrupted.signal)"))
            throw interrupted
        } catch TerminalError.endOfInput {
            try? record(.sessionEnded(reason: "end of input"))
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
        while true {
            do {
                try store.journal.append(event)
                state.apply(event)
                return
            } catch let error as StorageError {
                try offerRetry(after: error)
            }
        }
    }

    /// Writes a results file atomically, with the same retry-or-leave offer on failure.
    func write(_ text: String, to name: String) throws {
        guard let store else { return }
        while true {
            do {
                try store.write(text, to: name)
                return
            } catch let error as StorageError {
                try offerRetry(after: error)
            }
        }
    }

    private func offerRetry(after error: StorageError) throws {
        let response = try presenter.present(screens.storageProblem(advice: error.advice, detail: error.description))
        if choice(in: response, count: 2, typedOptions: screens.retryOptions) != 0 {
            throw Leave(ending: .storageFailed(error.description))
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
