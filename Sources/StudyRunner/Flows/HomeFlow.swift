import Foundation
import StudyModel

/// After onboarding, and on every later start: the dashboard, with the tasks in the
/// study's order (numbers never move), what is due, what comes next and what is done. A
/// survey left half-way is resumed at once, where it was left. Each menu choice is handed
/// to its flow; a new entry on the home screen is a `HomeChoice` case and its flow.
struct HomeFlow {
    let context: FlowContext
    let recorder: Recorder

    func run() throws -> FlowOutcome {
        try StudyChangeNotice(context: context, recorder: recorder).show()
        let resumed = try resumeOpenRun()
        if resumed != .carryOn { return resumed }
        let screens = context.screens
        // Shown once, on the first home screen of a new week's first start.
        var greeting = screens.weekGreeting(weekSummary())
        var notice: Notice?
        while true {
            let dashboard = self.dashboard()
            let screen = screens.home(
                dashboard, timeZone: context.clock.timeZone, greeting: greeting, notice: notice,
                results: resultSeries())
            greeting = []
            notice = nil
            let response = try context.presenter.present(screen)
            if response.action == .interrupt {
                // "No, stay" returns here: stay on the home screen.
                if let ending = try context.leaving.confirm(.interrupt) { return .ended(ending) }
                continue
            }
            if response.action == .leave { return .ended(.left) }
            guard let choice = screens.homeMenu(dashboard.entries.map(\.task)).choice(in: response) else { continue }
            let outcome = try perform(choice, dashboard)
            if outcome != .carryOn { return outcome }
            if case let .task(task) = choice, finishedTheDay(with: task, before: dashboard) {
                notice = screens.dayDoneNotice
            }
        }
    }

    private func perform(_ choice: HomeChoice, _ dashboard: Dashboard) throws -> FlowOutcome {
        switch choice {
        case let .task(task):
            if let entry = dashboard.entries.first(where: { $0.task.id.value == task.id.value }), !entry.canStart {
                // A `once` task that is done, a closed window, an ended schedule: say why, stay home.
                _ = try context.presenter.present(
                    context.screens.taskClosed(entry, timeZone: context.clock.timeZone))
                return .carryOn
            }
            return try run(task)
        case .results:
            let series = resultSeries()
            _ = try context.presenter.present(context.screens.myResults(series, timeZone: context.clock.timeZone))
            return .carryOn
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
    /// repeating survey from an earlier occurrence is kept as stopped, any other survey resumes.
    private func resumeOpenRun() throws -> FlowOutcome {
        let state = recorder.state
        guard let open = state.openRun(), let task = context.study.task(open.task)
        else { return .carryOn }
        let ui = context.ui
        let withheld = context.study.withheldPermissions(of: task, granted: state.grantedPermissions)
        if !withheld.isEmpty {
            // The permission was taken back since the run began: nothing more is collected
            // under it, and what was given before it is kept.
            if case .active = task.kind {
                _ = try recorder.closeCutShortActiveRun(open)
            } else {
                try stop(open)
            }
            let names = withheld.map { context.text($0.title) }.joined(separator: ui.listSeparator)
            let notice = UIText.fill(ui.runStoppedNotAllowed, ["task": context.text(task.title), "permissions": names])
            _ = try context.presenter.present(context.screens.message(notice))
        } else if case .active = task.kind {
            // The program stopped mid-task last time (power cut, killed): see closeCutShortActiveRun.
            if try recorder.closeCutShortActiveRun(open) {
                let notice = UIText.fill(ui.activeRunClosed, ["task": context.text(task.title)])
                _ = try context.presenter.present(context.screens.message(notice))
            }
        } else if isStale(open, task) {
            // Yesterday's daily survey (or last week's weekly one) is over: it is kept as
            // stopped, and today's is a new run.
            try stop(open)
            let started = ExpressionDate(open.startedAt.date, timeZone: context.clock.timeZone).description
            let notice = UIText.fill(ui.runClosed, ["task": context.text(task.title), "date": started])
            _ = try context.presenter.present(context.screens.message(notice))
        } else {
            return try run(task)
        }
        return .carryOn
    }

    /// Keeps an open survey run as stopped, with its results file.
    private func stop(_ open: TaskRun) throws {
        try recorder.record(.taskFinished(task: open.task, run: open.run, status: .stopped))
        try recorder.writeSurveyResult(run: open.run)
    }

    private var calendar: Calendar { .in(context.clock.timeZone) }

    /// Every score and figure the study charts, from the journal and the active tasks' results files.
    private func resultSeries() -> [ResultSeries] {
        guard ResultHistory.chartsAnything(context.study) else { return [] }
        return ResultHistory.series(
            study: context.study, state: recorder.state, timeZone: context.clock.timeZone,
            figureValue: { run, figure in recorder.read(ResultFile.taskPath(run: run.run)).flatMap(figure.value) })
    }

    private func dashboard() -> Dashboard {
        Dashboard.make(
            study: context.study, state: recorder.state, now: context.clock.now().date, calendar: calendar)
    }

    /// Last week's summary when this is the first start of a new study week.
    private func weekSummary() -> WeekSummary? {
        let state = recorder.state
        // The session started now is the last; the one before it says where they were.
        let previous = state.sessionStarts.dropLast().last
        return WeekSummary.make(
            study: context.study, completions: { state.completions(of: $0).map(\.date) },
            enrolment: state.joinedAt?.date, granted: state.grantedPermissions, previousStart: previous?.date,
            now: context.clock.now().date,
            calendar: calendar)
    }

    /// Whether doing `task` just now finished everything that was due today: it was due, it
    /// is done, and nothing else is.
    private func finishedTheDay(with task: StudyTask, before: Dashboard) -> Bool {
        guard before.due.contains(where: { $0.task.id.value == task.id.value }) else { return false }
        let after = dashboard()
        let done = after.entries.first { $0.task.id.value == task.id.value }
        return after.due.isEmpty && done?.status != .toDo && done?.inProgress == false
    }

    /// A repeating task's run from an earlier occurrence than the current one.
    private func isStale(_ run: TaskRun, _ task: StudyTask) -> Bool {
        !TaskSchedule.sameOccurrence(
            run.startedAt.date, context.clock.now().date, of: task.schedule,
            enrolment: recorder.state.joinedAt?.date, calendar: calendar)
    }
}
