import StudyModel

/// "Leave the study" from the profile. The confirmation says what happens to the answers
/// already given, as the study's withdrawal policy has it; nothing is preselected. Leaving
/// is journalled first (`withdrew`); if the participant asked, their answers and every file
/// derived from them are then removed, keeping only `outcome.json`. A kill in between is
/// finished at the next start (`Recorder.open`). The session then ends: nothing more is
/// collected, and a later start only says that they left.
struct WithdrawalFlow {
    let context: FlowContext
    let recorder: Recorder

    func run() throws -> FlowOutcome {
        let screens = context.screens
        let response = try context.presenter.present(screens.leaveStudy())
        guard let choice = screens.leaveStudyMenu.choice(in: response), choice != .stay else { return .carryOn }
        let answers: WithdrawalChoice = choice == .leaveDeleting ? .deleted : .kept
        if answers == .kept { try closeOpenRuns() }
        try recorder.record(.withdrew(answers: answers))
        try recorder.finishWithdrawal()
        let words = screens.profileText
        // The choice is on disk: input ending or a signal on this last screen changes nothing.
        _ = try? context.presenter.present(screens.ending(answers == .deleted ? words.leftDeleted : words.leftKept))
        return .ended(.closed)
    }

    /// A survey left half-way is kept as stopped, so its results say it will not go on.
    private func closeOpenRuns() throws {
        for run in recorder.state.runs where run.status == .inProgress {
            try recorder.record(.taskFinished(task: run.task, run: run.run, status: .stopped))
            try recorder.writeSurveyResult(run: run.run)
        }
    }
}
