import StudyModel

/// The interactive preview of an active task: its screens shown one after another through
/// the runner's own presenter. Nothing is recorded and answers are not checked: any answer
/// moves on, back goes to the screen before, leave ends at once (there is nothing to lose,
/// so it is not confirmed). The onboarding and surveys go through the runner's flows
/// (`onboarding(_:)`, `survey(_:_:_:)`) instead.
struct PreviewWalk {
    let screens: [PreviewScreen]
    let presenter: Presenter

    /// How many different screens were shown before the walk ended (by the last screen,
    /// leave, or the end of input). Throws `TerminalInterrupted` on a stop signal.
    func run() throws -> Int {
        var index = 0
        var furthest = 0
        while index < screens.count {
            furthest = max(furthest, index + 1)
            let response: Presenter.Response
            do {
                response = try presenter.present(screens[index].screen)
            } catch TerminalError.endOfInput {
                return furthest
            }
            switch response.action {
            case .back: index = max(0, index - 1)
            case .leave, .interrupt: return furthest
            // The full text of a consent section is the next screen of the walk anyway.
            case .learnMore, .help: continue
            default: index += 1
            }
        }
        return furthest
    }
}

extension PreviewWalk {
    /// A survey walked by the runner's own `SurveyFlow`, with a recorder that follows its
    /// events in memory only: answers are checked, branches and `show-if` followed and the
    /// shown scores computed as in `study run`, and nothing is written anywhere.
    static func survey(_ task: StudyTask, _ survey: Survey, _ context: FlowContext) throws {
        _ = try SurveyFlow(context: context, recorder: inMemoryRecorder(context), task: task, survey: survey).run()
    }

    /// The onboarding through the runner's own flows (eligibility decided, quiz graded,
    /// signature checked, permissions asked), after the introduction, for an example
    /// participant who exists in memory only: no folder is made and nothing is written.
    static func onboarding(_ context: FlowContext) throws {
        var showingMore = false
        while true {
            let response = try context.presenter.present(context.screens.introduction(showingMore: showingMore))
            if response.action == .learnMore {
                showingMore.toggle()
                continue
            }
            // Joining and "already taking part" both go on: a preview has no one to return.
            if response.action == .leave || response.action == .interrupt
                || context.screens.welcomeMenu.choice(in: response) == .leave
            {
                return
            }
            break
        }
        let recorder = inMemoryRecorder(context)
        try recorder.record(
            .joined(
                studyID: context.study.id.value, studyVersion: context.study.version,
                participant: PreviewScreens.exampleParticipantID, language: context.language))
        if context.study.eligibility == nil { try IntroductionFlow.showParticipantID(context, recorder) }
        _ = try OnboardingSequence(context: context, recorder: recorder).run()
    }

    /// The context of a session in `language`, as `Session` builds it.
    static func context(
        _ study: Study, documents: [String: ConsentDocument], language: String, presenter: Presenter,
        clock: WallClock = SystemClock()
    ) -> FlowContext {
        FlowContext(
            study: study, consentDocuments: documents, language: language, ui: UIText.forPreview(language),
            presenter: presenter, clock: clock, random: RandomSource(SystemRandomNumberGenerator()))
    }

    private static func inMemoryRecorder(_ context: FlowContext) -> Recorder {
        let files = ResultFiles(
            study: context.study, language: context.language, consentText: context.consentText, clock: context.clock)
        return Recorder(files: files, presenter: context.presenter, screens: context.screens, inMemoryOnly: true)
    }
}

extension UIText {
    /// The runner's texts with leaving worded for a preview: nothing is saved, so nothing
    /// may say it is.
    static func forPreview(_ language: String) -> UIText {
        var ui = forLanguage(language)
        ui.confirmLeave = ui.previewConfirmLeave
        ui.leaveYes = ui.previewLeaveYes
        ui.keySaveAndLeave = ui.previewKeyLeave
        return ui
    }
}
