import Foundation
import StudyModel

/// Sets up a session on a terminal and guarantees the way out: the terminal is restored
/// on every ending, the participant is told their answers are saved, and the exit status
/// says how it ended.
struct Journey {
    let study: Study
    let consentDocuments: [String: ConsentDocument]
    let language: String
    let terminal: any Terminal
    let environment: [String: String]
    let colour: Bool?
    let output: String
    /// The study file as the participant named it, for "to come back, run …".
    let studyPath: String
    /// The options "to come back, run …" must repeat (`ResumeCommand.options`).
    var resumeOptions: [String] = []
    var clock: WallClock = SystemClock()
    /// Where active tasks get their seeds; a seeded generator in tests.
    var random: any RandomNumberGenerator = SystemRandomNumberGenerator()
    /// The central store the journal is copied to in the background, if any.
    var storeAddress: StoreAddress?
    /// How long the end of a session waits for the store to take what is pending.
    static let storeGrace = 2.0

    func run(participant: String?) -> Int32 {
        if let participant, let failed = fetchFromStore(participant: participant) { return failed }
        let fullScreen = terminal.isInteractive
        let ui = UIText.forLanguage(language)
        let presenter = Presenter.forParticipant(
            terminal: terminal, language: language, colour: colour,
            environment: environment)
        let session = Session(
            study: study, consentDocuments: consentDocuments, language: language, presenter: presenter,
            clock: clock, output: output, random: random)
        let sender = storeAddress.map { BackgroundSync(address: $0) }
        if let sender {
            session.recorder.journalled = { sender.journalled(folder: $0) }
            presenter.shown = { sender.screenShown() }
            presenter.statusLine = { sender.isOffline ? ui.storeOffline : nil }
        }
        defer { sender?.finish(waitingAtMost: Self.storeGrace) }
        var lease: StoreLease?
        if storeAddress != nil {
            let recorder = session.recorder
            session.opened = { lease = try claim(folder: $0, participant: $1, recorder: recorder, sender: sender) }
        }
        defer { lease?.release() }
        if fullScreen { terminal.enterFullScreen() }
        let status: Int32
        var farewell: String?
        var storageFailure: StorageError?
        do {
            switch try session.run(participant: participant) {
            case .left:
                status = ExitStatus.success
                farewell = session.state.participant == nil ? nil : ui.saved
            case .interrupted:
                status = 130
                farewell = session.state.participant == nil ? nil : ui.saved
            case .closed:
                status = ExitStatus.success
            case let .storageFailed(error):
                status = ExitStatus.storage
                storageFailure = error
            }
        } catch let interrupted as TerminalInterrupted {
            status = interrupted.exitStatus
            farewell = session.state.participant == nil ? nil : ui.saved
        } catch TerminalError.endOfInput {
            status = ExitStatus.success
            farewell = session.state.participant == nil ? nil : ui.saved
        } catch let error as SessionStartError {
            terminal.restore()
            return report(error, ui: ui)
        } catch {
            status = ExitStatus.storage
            farewell = "study run: \(error)"
        }
        terminal.restore()
        if let storageFailure {
            // What was accepted before the failure is in the journal; the rest was not kept.
            printError("study run: \(storageFailure.description). \(storageFailure.advice)")
            if let participant = session.state.participant {
                print(comeBack(participant, ui: ui))
            }
        }
        if var farewell {
            if farewell == ui.saved, let participant = session.state.participant {
                farewell += "\n" + comeBack(participant, ui: ui)
            }
            print(farewell)
        }
        return status
    }

    /// "To continue later, run: …" with everything resuming needs.
    private func comeBack(_ participant: String, ui: UIText) -> String {
        let command = ResumeCommand.line(studyPath: studyPath, participant: participant, options: resumeOptions)
        return UIText.fill(ui.comeBack, ["command": command])
    }

    func report(_ error: SessionStartError, ui: UIText) -> Int32 {
        switch error {
        case let .withdrawn(id, withdrawal):
            // Not a mistake: the participant chose this. Said plainly, and nothing is run.
            let words = ProfileText.forLanguage(language)
            let text = withdrawal.answers == .deleted ? words.alreadyLeftDeleted : words.alreadyLeft
            let screens = JourneyScreens(study: study, language: language, ui: ui)
            print(
                words.fill(
                    text, ["id": id, "date": JourneyScreens.day(withdrawal.time), "contact": screens.teamContact]))
            return ExitStatus.success
        case let .unknownParticipant(id):
            printError("study run: " + UIText.fill(ui.unknownParticipant, ["id": id]))
            return ExitStatus.usage
        case let .alreadyRunning(id):
            printError(
                "study run: participant \(id) is already taking part in another window. Finish there first, or close it, then run this again."
            )
            return ExitStatus.busy
        case let .takingPartElsewhere(id, until):
            printError(
                "study run: participant \(id) is taking part on another machine right now (the central store "
                    + "holds their session until \(until), renewed while it runs). Finish there first. If that "
                    + "machine stopped without finishing, run this again after that time.")
            return ExitStatus.busy
        }
    }
}
