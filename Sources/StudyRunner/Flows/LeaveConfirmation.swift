/// "Leave now? Your answers are saved." — the one place leaving is confirmed. Leaving
/// comes back as the session's ending, staying as nil; nothing is thrown.
struct LeaveConfirmation {
    let presenter: Presenter
    let screens: JourneyScreens

    /// Asks after the participant pressed leave or Ctrl-C (`action`); Ctrl-C again on the
    /// question leaves too.
    func confirm(_ action: ScreenAction) throws -> SessionEnding? {
        let response = try presenter.present(screens.confirmLeave())
        guard response.action == .interrupt || screens.confirmLeaveMenu.choice(in: response) == .leave else {
            return nil
        }
        return action == .interrupt ? .interrupted : .left
    }

    /// For a screen that offers leaving: nil when the participant did not ask to leave;
    /// otherwise `.carryOn` when they stay, or the ending when they leave.
    func outcome(of response: Presenter.Response) throws -> FlowOutcome? {
        guard response.action == .leave || response.action == .interrupt else { return nil }
        return try confirm(response.action).map(FlowOutcome.ended) ?? .carryOn
    }
}
