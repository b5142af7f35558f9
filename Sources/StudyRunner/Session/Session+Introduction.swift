import StudyModel

extension Session {
    /// The first screen: what the study is, "Join the study" and "I am already taking part".
    func introduction() throws {
        var showingMore = false
        let options = screens.introductionOptions
        while true {
            let response = try presenter.present(screens.introduction(showingMore: showingMore))
            switch response.action {
            case .learnMore:
                showingMore.toggle()
                continue
            case .leave:
                throw Leave(ending: .left)
            case .interrupt:
                // Nothing to save yet, so no question; but the status says it was Ctrl-C.
                throw Leave(ending: .interrupted)
            default:
                break
            }
            switch choice(in: response, count: options.count, typedOptions: options) {
            case 0?:
                try join()
                return
            case 1?:
                if try returning() { return }
            case 2?:
                throw Leave(ending: .left)
            default:
                continue
            }
        }
    }

    private func join() throws {
        var participant = ParticipantID.generate(using: &random)
        while ParticipantStore.exists(output: output, studyID: study.id.value, participant: participant) {
            participant = ParticipantID.generate(using: &random)
        }
        try open(participant: participant, isNew: true)
        try record(.joined(studyID: study.id.value, studyVersion: study.version, participant: participant, language: language))
        // Someone who turns out not to be eligible never needs an id: it is shown once they are.
        if study.eligibility == nil { try showParticipantID() }
    }

    func showParticipantID() throws {
        guard let participant = state.participant else { return }
        _ = try presenter.present(screens.participantID(participant))
    }

    /// Asks for the id of someone already taking part; false to go back to the introduction.
    private func returning() throws -> Bool {
        var notice: Notice?
        while true {
            let response = try presenter.present(screens.returning(notice: notice))
            guard response.action == .submit, let typed = response.typed, !typed.trimmingWhitespace.isEmpty else { return false }
            let id = ParticipantID.normalised(typed)
            if ParticipantID.problem(with: id) == nil,
               ParticipantStore.exists(output: output, studyID: study.id.value, participant: id) {
                try open(participant: id, isNew: false)
                return true
            }
            notice = .error(UIText.fill(ui.unknownParticipant, ["id": TerminalSafe.inert(typed)]))
        }
    }

    /// Opens (and locks) the participant's folder and reads their journal.
    func open(participant: String, isNew: Bool) throws {
        if !isNew && !ParticipantStore.exists(output: output, studyID: study.id.value, participant: participant) {
            throw SessionStartError.unknownParticipant(participant)
        }
        while true {
            do {
                let store = try ParticipantStore(output: output, studyID: study.id.value, participant: participant)
                let contents = try Journal.read(path: store.journal.path)
                self.store = store
                state = ParticipantState.folding(contents.events)
                pendingNotice = contents.notice
                break
            } catch ParticipantStore.OpenError.alreadyRunning(let id) {
                throw SessionStartError.alreadyRunning(id)
            } catch ParticipantStore.OpenError.storage(let error) {
                // The folder cannot be made or opened (read-only disk, no permission): the
                // same offer as later on, so the problem can be fixed without starting over.
                try offerRetry(after: error)
            }
        }
        if !isNew && state.participant == nil {
            throw SessionStartError.unknownParticipant(participant)
        }
    }
}

/// Reasons a session cannot start, each with its own message and exit status.
enum SessionStartError: Error {
    case unknownParticipant(String)
    case alreadyRunning(String)
}
