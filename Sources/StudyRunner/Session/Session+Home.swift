import Foundation
import StudyModel

extension Session {
    /// After onboarding, and on every later start: the tasks with their status and time.
    /// A survey left half-way is resumed at once, where it was left.
    func home() throws {
        try showPendingNotice()
        if let open = state.openRun(), let task = study.tasks.first(where: { $0.id.value == open.task }) {
            if case .active = task.kind {
                // The program stopped mid-task last time (power cut, killed): see closeCutShortActiveRun.
                if try closeCutShortActiveRun(open) {
                    _ = try presenter.present(screens.message(UIText.fill(ui.activeRunClosed, ["task": text(task.title)])))
                }
            } else if isStale(open, task) {
                // Yesterday's daily survey (or last week's weekly one) is over: it is kept
                // as stopped, and today's is a new run.
                try record(.taskFinished(task: open.task, run: open.run, status: .stopped))
                if case let .survey(survey) = task.kind { try writeResult(task, survey, open.run) }
                let started = ExpressionDate(open.startedAt.date, timeZone: clock.timeZone).description
                _ = try presenter.present(screens.message(UIText.fill(ui.runClosed, ["task": text(task.title), "date": started])))
            } else {
                try run(task)
            }
        }
        while true {
            let tasks = orderedTasks()
            let inProgress = Set(state.runs.filter { $0.status == .inProgress }.map(\.task))
            let screen = screens.home(tasks, status: status(of:), inProgress: inProgress, timeZone: clock.timeZone)
            let response = try presenter.present(screen)
            if response.action == .interrupt {
                // "No, stay" returns here: stay on the home screen.
                try confirmLeave(.interrupt)
                continue
            }
            if response.action == .leave { throw Leave(ending: .left) }
            guard let picked = choice(in: response, count: tasks.count + 1, typedOptions: tasks.map { text($0.title) } + [ui.leave])
            else { continue }
            if picked == tasks.count { throw Leave(ending: .left) }
            try run(tasks[picked])
        }
    }

    func status(of task: StudyTask) -> TaskStatus {
        let now = clock.now()
        return TaskSchedule.status(of: task.schedule, completions: state.completions(of: task.id.value).map(\.date),
                                   now: now.date, timeZone: TimeZone(secondsFromGMT: now.utcOffsetSeconds) ?? .current)
    }

    /// A repeating task's run from an earlier period than the current one.
    private func isStale(_ run: TaskRun, _ task: StudyTask) -> Bool {
        let now = clock.now()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: now.utcOffsetSeconds) ?? .current
        switch task.schedule {
        case .once: return false
        case .daily: return !calendar.isDate(run.startedAt.date, inSameDayAs: now.date)
        case .weekly: return now.date.timeIntervalSince(run.startedAt.date) >= 7 * 86_400
        }
    }

    /// Due first, in the study's order; surveys before active tasks, which need more time
    /// and a quiet moment.
    private func orderedTasks() -> [StudyTask] {
        JourneyScreens.homeOrder(study.tasks) { status(of: $0) }
    }

    private func run(_ task: StudyTask) throws {
        switch task.kind {
        case let .survey(survey):
            try runSurvey(task, survey)
        case let .active(active):
            try runActive(task, active)
        case .invalid:
            _ = try presenter.present(screens.taskNotYet(task))
        }
    }
}
