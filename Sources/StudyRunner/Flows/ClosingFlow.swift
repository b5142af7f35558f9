import StudyModel

/// The kind end for someone who does not join (not eligible, quiz not passed, not
/// agreeing): the outcome is recorded, then a last screen.
struct ClosingFlow {
    let context: FlowContext
    let recorder: Recorder

    /// Someone who did not pass the quiz keeps everything (their attempts are part of the
    /// consent record); someone not eligible or not agreeing keeps only the outcome.
    func run(_ decision: OutcomeRecord.Decision, text: String) throws -> FlowOutcome {
        if recorder.store != nil {
            let outcome = try recorder.files.outcome(decision, recorder.state)
            if decision == .quizNotPassed {
                try recorder.writeOnboardingRecord()
                try recorder.write(outcome)
            } else {
                try recorder.keepOnlyOutcome(outcome)
            }
        }
        // The outcome is on disk: input ending or a signal on this last screen changes nothing.
        _ = try? context.presenter.present(context.screens.ending(text))
        return .ended(.closed)
    }
}
