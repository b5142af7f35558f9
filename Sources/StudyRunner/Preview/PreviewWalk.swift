import StudyModel

/// The interactive preview: the runner's own flows for an example participant who exists
/// in memory only (`Recorder(inMemoryOnly: true)`), so everything behaves as in `study run`
/// (answers checked, eligibility decided, the quiz graded, branches followed, a task timed)
/// while no folder is made and nothing is written.
enum PreviewWalk {
    /// One survey (`SurveyFlow`) or active task (`ActiveTaskFlow`), as from the home screen.
    static func task(_ task: StudyTask, _ context: FlowContext) throws {
        let recorder = try exampleParticipant(context)
        switch task.kind {
        case let .survey(survey):
            _ = try SurveyFlow(context: context, recorder: recorder, task: task, survey: survey).run()
        case let .active(active):
            _ = try ActiveTaskFlow(context: context, recorder: recorder, task: task, active: active).run()
        case .invalid: break
        }
    }

    /// The onboarding (`OnboardingSequence`) after the introduction, which here only asks
    /// whether to go on: joining and "already taking part" both do.
    static func onboarding(_ context: FlowContext) throws {
        var showingMore = false
        while true {
            let response = try context.presenter.present(context.screens.introduction(showingMore: showingMore))
            if response.action == .learnMore {
                showingMore.toggle()
                continue
            }
            if response.action == .leave || response.action == .interrupt
                || context.screens.welcomeMenu.choice(in: response) == .leave
            {
                return
            }
            break
        }
        let recorder = try exampleParticipant(context)
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

    /// A recorder that keeps events in memory only, holding an example participant who has
    /// just joined (the flows expect one).
    private static func exampleParticipant(_ context: FlowContext) throws -> Recorder {
        let files = ResultFiles(
            study: context.study, language: context.language, consentText: context.consentText, clock: context.clock)
        let recorder = Recorder(
            files: files, presenter: context.presenter, screens: context.screens, inMemoryOnly: true)
        try recorder.record(
            .joined(
                studyID: context.study.id.value, studyVersion: context.study.version,
                participant: PreviewScreens.exampleParticipantID, language: context.language))
        return recorder
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
