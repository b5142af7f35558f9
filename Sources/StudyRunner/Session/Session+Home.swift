import Foundation
import StudyModel

extension Session {
    /// After onboarding, and on every later start: the tasks with their status and time.
    /// A survey left half-way is resumed at once, where it was left.
    func home() throws {
        if let pendingNotice {
            _ = try presenter.present(Screen(title: pendingNotice, keys: [KeyTables(ui: ui).next]))
            self.pendingNotice = nil
        }
        if let open = state.openRun(), let task = study.tasks.first(where: { $0.id.value == open.task }) {
            if isStale(open, task) {
                // Yesterday's daily survey (or last week's weekly one) is over: it is kept
                // as stopped, and today's is a new run.
                try record(.taskFinished(task: open.task, run: open.run, status: .stopped))
                if case let .survey(survey) = task.kind { try writeResult(task, survey, open.run) }
                let started = ExpressionDate(open.startedAt.date, timeZone: clock.timeZone).description
                _ = try presenter.present(Screen(title: UIText.fill(ui.runClosed, ["task": text(task.title), "date": started]),
                                                 keys: [KeyTables(ui: ui).next]))
            } else {
                try run(task)
            }
        }
        while true {
            let tasks = orderedTasks()
            let items = tasks.map { task -> ChoiceList.Item in
                ChoiceList.Item(text(task.title), detail: statusLine(task))
            }
            let screen = Screen(context: text(study.title), title: ui.homeTitle,
                                input: .choices(ChoiceList(items: items + [.init(ui.leave)], mode: .menu, cursor: 0)),
                                keys: KeyTables(ui: ui).menu())
            let response = try presenter.present(screen)
            if response.action == .leave || response.action == .interrupt {
                if response.action == .interrupt { try confirmLeave(.interrupt) }
                throw Leave(ending: .left)
            }
            guard let picked = choice(in: response, count: items.count + 1, typedOptions: tasks.map { text($0.title) } + [ui.leave])
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

    private func orderedTasks() -> [StudyTask] {
        TaskSchedule.homeScreenOrder(study.tasks) { status(of: $0) }
    }

    /// "to do · 8 min", "done", "next on 2026-11-28 · 2 min"
    private func statusLine(_ task: StudyTask) -> String {
        var parts: [String] = []
        switch status(of: task) {
        case .toDo: parts.append(ui.statusToDo)
        case .done: parts.append(ui.statusDone)
        case let .doneUntil(next):
            let offset = clock.now().utcOffsetSeconds
            let day = ExpressionDate(next, timeZone: TimeZone(secondsFromGMT: offset) ?? .current)
            parts.append(UIText.fill(ui.statusNextDue, ["date": day.description]))
        }
        if state.openRun(of: task.id.value) != nil { parts[0] += " (…)" }
        if let minutes = task.estimatedMinutes { parts.append(UIText.fill(ui.minutes, ["n": "\(minutes)"])) }
        return parts.joined(separator: " · ")
    }

    private func run(_ task: StudyTask) throws {
        switch task.kind {
        case let .survey(survey):
            try runSurvey(task, survey)
        case .active, .invalid:
            _ = try presenter.present(Screen(context: text(study.title), title: text(task.title), body: [.normal(ui.taskNotYet)],
                                             keys: [KeyTables(ui: ui).next]))
        }
    }
}
