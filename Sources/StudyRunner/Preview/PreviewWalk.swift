import StudyModel

/// The interactive preview of the onboarding or an active task: its screens shown one after
/// another through the runner's own presenter. Nothing is recorded and answers are not
/// checked: any answer moves on, back goes to the screen before, leave ends at once (there
/// is nothing to lose, so it is not confirmed). Surveys go through `survey(…)` instead.
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
    static func survey(
        _ task: StudyTask, _ survey: Survey, study: Study, documents: [String: ConsentDocument], language: String,
        presenter: Presenter, clock: WallClock = SystemClock()
    ) throws {
        let context = FlowContext(
            study: study, consentDocuments: documents, language: language, ui: UIText.forLanguage(language),
            presenter: presenter, clock: clock, random: RandomSource(SystemRandomNumberGenerator()))
        let files = ResultFiles(study: study, language: language, consentText: context.consentText, clock: clock)
        let recorder = Recorder(files: files, presenter: presenter, screens: context.screens, inMemoryOnly: true)
        _ = try SurveyFlow(context: context, recorder: recorder, task: task, survey: survey).run()
    }
}
