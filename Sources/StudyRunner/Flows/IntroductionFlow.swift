import StudyModel

/// The first screen: what the study is, "Join the study" and "I am already taking part".
/// Carries on once a participant's folder is open (a new one, or someone returning).
struct IntroductionFlow {
    let context: FlowContext
    let recorder: Recorder
    let output: String

    func run() throws -> FlowOutcome {
        let screens = context.screens
        var showingMore = false
        while true {
            let response = try context.presenter.present(screens.introduction(showingMore: showingMore))
            switch response.action {
            case .learnMore:
                showingMore.toggle()
                continue
            case .leave:
                return .ended(.left)
            case .interrupt:
                // Nothing to save yet, so no question; but the status says it was Ctrl-C.
                return .ended(.interrupted)
            default:
                break
            }
            switch screens.welcomeMenu.choice(in: response) {
            case .join?:
                try join()
                return .carryOn
            case .returning?:
                if try returning() { return .carryOn }
            case .leave?:
                return .ended(.left)
            case nil:
                continue
            }
        }
    }

    private var studyID: String { context.study.id.value }

    private func join() throws {
        var participant = context.random.participantID()
        while ParticipantStore.exists(output: output, studyID: studyID, participant: participant) {
            participant = context.random.participantID()
        }
        try recorder.open(output: output, studyID: studyID, participant: participant, isNew: true)
        try recorder.record(
            .joined(
                studyID: studyID, studyVersion: context.study.version, participant: participant,
                language: context.language))
        // Someone who turns out not to be eligible never needs an id: it is shown once they are.
        if context.study.eligibility == nil { try Self.showParticipantID(context, recorder) }
    }

    static func showParticipantID(_ context: FlowContext, _ recorder: Recorder) throws {
        guard let participant = recorder.state.participant else { return }
        _ = try context.presenter.present(context.screens.participantID(participant))
    }

    /// Asks for the id of someone already taking part; false to go back to the introduction.
    private func returning() throws -> Bool {
        var notice: Notice?
        while true {
            let response = try context.presenter.present(context.screens.returning(notice: notice))
            guard response.action == .submit, let typed = response.typed, !typed.trimmingWhitespace.isEmpty else {
                return false
            }
            let id = ParticipantID.normalised(typed)
            if ParticipantID.problem(with: id) == nil,
                ParticipantStore.exists(output: output, studyID: studyID, participant: id)
                    || Recorder.deletionRecord(output: output, studyID: studyID, participant: id) != nil
            {
                try recorder.open(output: output, studyID: studyID, participant: id, isNew: false)
                return true
            }
            notice = .error(UIText.fill(context.ui.unknownParticipant, ["id": TerminalSafe.inert(typed)]))
        }
    }
}
