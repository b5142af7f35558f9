import Foundation
import StudyModel

/// At the start of a returning participant's session: when the study file was changed under
/// them (a task removed, a question's type changed, a choice removed), say in plain words
/// what no longer applies, close a run left open whose questions changed (kept as stopped,
/// so nothing is asked again under the old questions), and carry on. Nothing recorded is
/// changed or removed: the journal keeps every earlier answer as it was given.
struct StudyChangeNotice {
    let context: FlowContext
    let recorder: Recorder

    func show() throws {
        let changes = StudyChange.find(study: context.study, state: recorder.state)
        guard !changes.isEmpty else { return }
        let ui = context.ui
        var lines: [String] = []
        if changes.contains(where: { $0.kind == .taskRemoved }) { lines.append(ui.studyChangedTaskRemoved) }
        let changedTasks = changes.filter { $0.kind != .taskRemoved }.map(\.task).uniqued()
        for id in changedTasks {
            guard let task = context.study.task(id) else { continue }
            lines.append(UIText.fill(ui.studyChangedQuestions, ["task": context.text(task.title)]))
        }
        if let open = recorder.state.openRun(), changedTasks.contains(open.task),
            let task = context.study.task(open.task)
        {
            try close(open, task)
            lines.append(UIText.fill(ui.studyChangedRunClosed, ["task": context.text(task.title)]))
        }
        _ = try context.presenter.present(context.screens.studyChanged(lines))
    }

    private func close(_ open: TaskRun, _ task: StudyTask) throws {
        if case .active = task.kind {
            _ = try recorder.closeCutShortActiveRun(open)
        } else {
            try recorder.record(.taskFinished(task: open.task, run: open.run, status: .stopped))
            try recorder.writeSurveyResult(run: open.run)
        }
    }
}
