import StudyModel

/// The interactive preview: the screens of one part shown one after another through the
/// runner's own presenter, as a participant meets them. Nothing is recorded and answers are
/// not checked: any answer moves on, back goes to the screen before, leave ends at once
/// (there is nothing to lose, so it is not confirmed).
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
