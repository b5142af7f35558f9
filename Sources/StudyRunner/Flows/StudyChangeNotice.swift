import Foundation
import StudyModel

/// At the start of a returning participant's session: when the study file was changed under
/// them (a task removed, a question's type changed, a choice removed), say in plain words
/// what no longer applies, close a run left open whose questions changed (kept as stopped,
/// so nothing is asked again under the old questions), and carry on. Nothing recorded is
/// changed or removed: the journal keeps every earlier answer as it was given. The notice is
/// shown once per study version (journalled `study-change-shown` before it is drawn, like every
/// event): the same changes are not announced again at every start, unless a run is closed.
struct StudyChangeNotice {
    let context: FlowContext
    let recorder: Recorder

    func show() throws {
        let changes = StudyChange.find(study: context.study, state: recorder.state)
        guard !changes.isEmpty else { return }
        let closesARun =
            recorder.state.openRun().map { open in changes.contains { $0.task == open.task && $0.kind != .taskRemoved }
            }
            ?? false
        let version = context.study.version
        guard closesARun || !recorder.state.studyChangesShown.contains(version) else { return }
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
        if !recorder.state.studyChangesShown.contains(version) {
            try recorder.record(.studyChangeShown(version: version))
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
