import Foundation
import StudyModel

/// The one place that writes the participant's folder: journal events (flushed before the
/// next screen), results files, and what to do when the disk refuses. The state is always
/// the journal's: it changes only once an event is safely written.
final class Recorder {
    /// Thrown when the disk refused and the participant chose to leave (or could not
    /// answer): the session ends with the storage failure, so the exit status never claims
    /// the answer was saved.
    struct Abandoned: Error {
        let error: StorageError
    }

    let files: ResultFiles
    private let presenter: Presenter
    private let screens: JourneyScreens
    private var clock: WallClock { files.clock }

    private(set) var store: ParticipantStore?
    private(set) var state = ParticipantState()
    /// The state as the journal has it, without what the sitting alone knows (a sealed
    /// identity): the files derived from the journal are built from it, so they hold
    /// nothing the journal does not.
    private var asJournalled = ParticipantState()
    /// The folder was opened for a participant joining now, not someone returning (set by
    /// `open`): the store's lease is then taken without making them wait.
    var openedAsNew = false
    /// Said once at the start, e.g. that a torn journal line was set aside.
    var startNotice: String?
    /// The sealed files of the folder (written in this sitting, or found at its start), by
    /// name: a folder made again gets them back byte for byte, since sealing again gives
    /// other bytes than the SHA-256 the journal holds, and the names are not in the journal.
    var sealedFiles: [String: String] = [:]
    /// False on the way out, when nobody is there to answer "Retry or leave?".
    private var offeringRetry = true
    /// `study preview`: there is never a folder, and events are followed in memory only, so
    /// the flows behave as in a real run while nothing is written.
    let inMemoryOnly: Bool
    /// Told the participant's folder after each event reached the journal (the central
    /// store's background sender); must return at once.
    var journalled: ((String) -> Void)?

    init(files: ResultFiles, presenter: Presenter, screens: JourneyScreens, inMemoryOnly: Bool = false) {
        self.files = files
        self.presenter = presenter
        self.screens = screens
        self.inMemoryOnly = inMemoryOnly
    }

    /// Takes over an opened participant folder and the state its journal folds to.
    func adopt(_ store: ParticipantStore, events: [JournalEvent], notice: String?) {
        self.store = store
        state = ParticipantState.folding(events)
        asJournalled = state
        startNotice = notice
    }

    /// A file of the participant's folder as it is on disk, or nil.
    func read(_ name: String) -> Data? { store?.read(name) }

    /// Appends an event to the journal (flushed to disk) and applies it to the state. If the
    /// disk refuses, the participant is told and may retry or leave; nothing already
    /// accepted is lost. `known` is what the sitting keeps in memory instead, when the
    /// journal's line holds less (a sealed signature keeps the names out of the journal).
    /// `flush: false` leaves a line that records nothing entered to the next line's flush
    /// (`Journal.append`), unless the central store copies the journal: it must never hold
    /// a line the journal could still lose.
    func record(_ kind: JournalEvent.Kind, known: JournalEvent.Kind? = nil, flush: Bool = true) throws {
        let event = JournalEvent(sequence: state.lastSequence + 1, time: clock.now(), kind: kind)
        let folded = JournalEvent(sequence: event.sequence, time: event.time, kind: known ?? kind)
        guard let store else {
            if inMemoryOnly { apply(event, known: folded) }
            return
        }
        try withRetry {
            try store.journal.append(event, flush: flush || journalled != nil)
            apply(event, known: folded)
        }
        journalled?(store.folder)
    }

    private func apply(_ event: JournalEvent, known: JournalEvent) {
        state.apply(known)
        asJournalled.apply(event)
    }

    /// Writes a results file atomically, with the same retry-or-leave offer on failure.
    func write(_ file: ResultFile) throws {
        guard let store else { return }
        try withRetry { try store.write(file.text, to: file.name) }
    }

    /// A survey run's results, rewritten from the journal.
    func writeSurveyResult(run: String) throws {
        if let file = try files.surveyResult(run: run, asJournalled) { try write(file) }
    }

    func writeOnboardingRecord() throws {
        try write(files.onboardingRecord(asJournalled))
    }

    /// Whether `data` is, byte for byte, the record `writeOnboardingRecord` would write now.
    func isOnboardingRecordAsWritten(_ data: Data) -> Bool {
        guard let file = try? files.onboardingRecord(asJournalled) else { return false }
        return Data(file.text.utf8) == data
    }

    /// Someone not eligible or not agreeing keeps nothing but the outcome.
    func keepOnlyOutcome(_ file: ResultFile) throws {
        guard let store else { return }
        try withRetry { try store.keepOnlyOutcome(file.text) }
        // The central store deletes its copy too (`StoreSync`).
        journalled?(store.folder)
    }

    /// The last line of a session (why it ended) when it can be written at once: no retry
    /// offer, because the program is already on its way out (a stop signal, input gone).
    func noteEnding(_ reason: SessionEndReason) {
        guard let store else { return }
        let event = JournalEvent(
            sequence: state.lastSequence + 1, time: clock.now(), kind: .sessionEnded(reason: reason))
        if (try? store.journal.append(event)) != nil {
            apply(event, known: event)
            journalled?(store.folder)
        }
    }

    /// Ending after the folder was deleted under us would drop the journal still held
    /// open: make the folder again and write what can be written, once, without asking
    /// (nobody is there to answer). False if the journal could not be put back.
    @discardableResult
    func salvageRemovedFolder() -> Bool {
        // Only the outcome is kept on purpose (not joining, or a deletion asked for): nothing to put back.
        guard let store, !store.keepsOnlyOutcome else { return true }
        offeringRetry = false
        guard let restored = try? store.restoreIfRemoved() else { return false }
        // Only a folder made again needs its files: rewriting them at every ending would
        // replace the signed consent (whose SHA-256 the journal holds) with one rendered
        // from choices changed later in the profile.
        if restored { try? rewriteDerivedFiles() }
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
        // A sealed file cannot be made again (each seal is new, and the names are not in the
        // journal): the bytes kept in this sitting are put back.
        for (name, text) in sealedFiles.sorted(by: { $0.key < $1.key }) {
            try write(ResultFile(name: name, text: text))
        }
        if state.onboardingCompleted {
            if files.study.sealingKey == nil { try write(files.consentDocument(state)) }
            try writeOnboardingRecord()
        }
        for round in state.consentRounds where round.document != nil && files.study.sealingKey == nil {
            try write(files.reconsentDocument(state, round: round))
        }
        for run in state.runs { try writeSurveyResult(run: run.run) }
    }

    /// "The disk is full…": Retry (returns) or Leave (throws `Abandoned`). Anything but a
    /// clear Retry leaves: Ctrl-C, a stop signal, or the end of piped input.
    func offerRetry(after error: StorageError) throws {
        let screen = screens.storageProblem(advice: error.advice, detail: error.description)
        while true {
            let response: Presenter.Response
            do {
                response = try presenter.present(screen)
            } catch is TerminalInterrupted {
                throw Abandoned(error: error)
            } catch TerminalError.endOfInput {
                throw Abandoned(error: error)
            }
            if response.action == .interrupt || response.action == .leave { throw Abandoned(error: error) }
            switch screens.storageProblemMenu.choice(in: response) {
            case .retry?: return
            case .leave?: throw Abandoned(error: error)
            case nil: continue
            }
        }
    }
}
