import Foundation
import StudyModel

/// After onboarding, and on every later start: the tasks with their status and time. A
/// survey left half-way is resumed at once, where it was left. Each menu choice is handed
/// to its flow; a new entry on the home screen is a `HomeChoice` case and its flow.
struct HomeFlow {
    let context: FlowContext
    let recorder: Recorder

    func run() throws -> FlowOutcome {
        let resumed = try resumeOpenRun()
        if resumed != .carryOn { return resumed }
        let screens = context.screens
        while true {
            let tasks = JourneyScreens.homeOrder(context.study.tasks) { status(of: $0) }
            let inProgress = Set(recorder.state.runs.filter { $0.status == .inProgress }.map(\.task))
            let screen = screens.home(
                tasks, status: status(of:), inProgress: inProgress, timeZone: context.clock.timeZone)
            let response = try context.presenter.present(screen)
            if response.action == .interrupt {
                // "No, stay" returns here: stay on the home screen.
                if let ending = try context.leaving.confirm(.interrupt) { return .ended(ending) }
                continue
            }
            if response.action == .leave { return .ended(.left) }
            guard let choice = screens.homeMenu(tasks).choice(in: response) else { continue }
            let outcome = try perform(choice)
            if outcome != .carryOn { return outcome }
        }
    }

    private func perform(_ choice: HomeChoice) throws -> FlowOutcome {
        switch choice {
        case let .task(task): return try run(task)
        case .profile: return try ProfileFlow(context: context, recorder: recorder).run()
        case .leave: return .ended(.left)
        }
    }

    private func run(_ task: StudyTask) throws -> FlowOutcome {
        switch task.kind {
        case let .survey(survey):
            return try SurveyFlow(context: context, recorder: recorder, task: task, survey: survey).run()
        case let .active(active):
            return try ActiveTaskFlow(context: context, recorder: recorder, task: task, active: active).run()
        case .invalid:
            _ = try context.presenter.present(context.screens.taskNotYet(task))
            return .carryOn
        }
    }

    /// A run the journal has open from last time: an active task cut short is closed, a
    /// repeating survey from an earlier period is kept as stopped, any other survey resumes.
    private func resumeOpenRun() throws -> FlowOutcome {
        let state = recorder.state
        guard let open = state.openRun(), let task = context.study.task(open.task)
        else { return .carryOn }
        let ui = context.ui
        if case .active = task.kind {
            // The program stopped mid-task last time (power cut, killed): see closeCutShortActiveRun.
            if try recorder.closeCutShortActiveRun(open) {
                let notice = UIText.fill(ui.activeRunClosed, ["task": context.text(task.title)])
                _ = try context.presenter.present(context.screens.message(notice))
            }
        } else if isStale(open, task) {
            // Yesterday's daily survey (or last week's weekly one) is over: it is kept as
            // stopped, and today's is a new run.
            try recorder.record(.taskFinished(task: open.task, run: open.run, status: .stopped))
            try recorder.writeSurveyResult(run: open.run)
            let started = ExpressionDate(open.startedAt.date, timeZone: context.clock.timeZone).description
            let notice = UIText.fill(ui.runClosed, ["task": context.text(task.title), "date": started])
            _ = try context.presenter.present(context.screens.message(notice))
        } else {
            return try run(task)
        }
        return .carryOn
    }

    private func status(of task: StudyTask) -> TaskStatus {
        let now = context.clock.now()
        return TaskSchedule.status(
            of: task.schedule, completions: recorder.state.completions(of: task.id.value).map(\.date),
            now: now.date, timeZone: TimeZone(secondsFromGMT: now.utcOffsetSeconds) ?? .current)
    }

    /// A repeating task's run from an earlier period than the current one.
    private func isStale(_ run: TaskRun, _ task: StudyTask) -> Bool {
        let now = context.clock.now()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: now.utcOffsetSeconds) ?? .current
        switch task.schedule {
        case .once: return false
        case .daily: return !calendar.isDate(run.startedAt.date, inSameDayAs: now.date)
        case .weekly: return now.date.timeIntervalSince(run.startedAt.date) >= 7 * 86_400
        }
    }
}
