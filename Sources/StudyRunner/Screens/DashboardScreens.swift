import Foundation
import StudyModel

/// The participant's home: where they are in the study, what is due, what comes next and
/// what is done, then the tasks in the study's order (their numbers never move) and the
/// way out. Plain words only: no colour or symbol carries meaning on its own.
extension JourneyScreens {
    /// `greeting`: lines above the rest (the summary of last week on a new week's first start);
    /// `notice`: under the menu (the study's encouragement when the day's tasks are done);
    /// `results`: the charted series, one compact row of bars each above the menu ("My
    /// results" has them in full).
    func home(
        _ dashboard: Dashboard, timeZone: TimeZone, greeting: [String] = [], notice: Notice? = nil,
        results: [ResultSeries] = []
    ) -> Screen {
        let dates = DashboardDates(timeZone: timeZone)
        let items = dashboard.entries.map { entry in
            ChoiceList.Item(text(entry.task.title), detail: statusLine(entry, dates))
        }
        // After the tasks, the menu's other entries (leaving), as the home flow reads them.
        let tasks = dashboard.entries.map(\.task)
        let others = homeMenu(tasks).labels.dropFirst(tasks.count).map { ChoiceList.Item($0) }
        // One line a task where the width allows, so a study's home fits one 80 × 24 screen.
        var menu = ChoiceList(items: items + others, mode: .menu, cursor: 0)
        menu.detailsBeside = true
        return Screen(
            context: studyTitle, title: ui.homeTitle,
            body: greeting.map(Screen.Paragraph.normal) + summary(dashboard, dates),
            charts: results.filter { !$0.points.isEmpty }.map { series in
                var row = chart(series, dates)
                row.compact = true
                return row
            },
            input: .choices(menu), notice: notice,
            keys: keys.menu(count: items.count + others.count))
    }

    /// Why a task cannot be started now, and when it can.
    func taskClosed(_ entry: Dashboard.Entry, timeZone: TimeZone) -> Screen {
        let dates = DashboardDates(timeZone: timeZone)
        let task = text(entry.task.title)
        let message: String
        switch entry.status {
        case _ where !entry.isOffered:
            message = UIText.fill(ui.taskNotAllowed, ["task": task, "permissions": withheld(entry)])
        case let .notYet(opens), let .doneUntil(opens):
            message = UIText.fill(ui.taskOpensLater, ["task": task, "date": dates.moment(opens)])
        case .over:
            message = UIText.fill(ui.taskScheduleOver, ["task": task])
        case .done, .toDo:
            let day = entry.timeline.lastDone.map(dates.day) ?? ""
            message = UIText.fill(ui.taskDoneOnce, ["task": task, "date": day])
        }
        return Screen(context: studyTitle, title: task, body: [.normal(message)], keys: [keys.next])
    }

    /// What no longer applies since the study file changed, one paragraph each.
    func studyChanged(_ lines: [String]) -> Screen {
        Screen(context: studyTitle, title: ui.studyChanged, body: lines.map { .normal($0) }, keys: [keys.next])
    }

    /// The lines above the menu: the week, what is done so far, what is due and what is
    /// next. What is done, with its date, is on each task's row.
    private func summary(_ dashboard: Dashboard, _ dates: DashboardDates) -> [Screen.Paragraph] {
        var lines: [String] = []
        if let week = dashboard.week {
            lines.append(
                dashboard.weeks.map { UIText.fill(ui.dashboardWeekOf, ["n": "\(week)", "count": "\($0)"]) }
                    ?? UIText.fill(ui.dashboardWeek, ["n": "\(week)"]))
        }
        if dashboard.occurrencesBegun > 0 {
            lines.append(
                UIText.fill(
                    ui.dashboardProgress,
                    ["done": "\(dashboard.occurrencesDone)", "count": "\(dashboard.occurrencesBegun)"]))
        }
        var body = [Screen.Paragraph.quiet(lines.joined(separator: " · "))].filter { !$0.text.isEmpty }
        let due = dashboard.due.map { text($0.task.title) }
        body.append(
            .strong(
                due.isEmpty
                    ? ui.dashboardNothingDue
                    : UIText.fill(ui.dashboardDueNow, ["tasks": due.joined(separator: ui.listSeparator)])))
        if let next = dashboard.upcoming.first {
            body.append(
                .normal(
                    UIText.fill(
                        ui.dashboardNext, ["task": text(next.entry.task.title), "date": dates.moment(next.opensAt)])
                ))
        }
        return body
    }

    /// A task's status in the menu: to do (since when), done on a day, next on a day; the
    /// minutes it takes only while it is to do, where they help decide what to do now.
    /// Each case says its status in words, so nothing depends on colour.
    private func statusLine(_ entry: Dashboard.Entry, _ dates: DashboardDates) -> String {
        var parts: [String] = []
        switch entry.status {
        // Short, to stay on the task's row beside the longest title (three declined in the
        // diabetes study still fit 80 × 24); choosing the task names the permissions.
        case _ where !entry.isOffered: parts.append(ui.statusNotAllowed)
        case _ where entry.inProgress: parts.append(ui.statusInProgress)
        case .toDo where entry.timeline.overdue:
            parts.append(UIText.fill(ui.statusToDoSince, ["date": entry.timeline.dueSince.map(dates.day) ?? ""]))
        case .toDo: parts.append(ui.statusToDo)
        case .done:
            parts.append(
                entry.timeline.lastDone.map { UIText.fill(ui.statusDoneOn, ["date": dates.day($0)]) } ?? ui.statusDone)
        case let .doneUntil(next):
            if let last = entry.timeline.lastDone {
                parts.append(UIText.fill(ui.statusDoneOn, ["date": dates.day(last)]))
            }
            parts.append(UIText.fill(ui.statusNextDue, ["date": dates.moment(next)]))
        case let .notYet(opens): parts.append(UIText.fill(ui.statusOpensOn, ["date": dates.moment(opens)]))
        case .over: parts.append(ui.statusOver)
        }
        if let minutes = entry.task.estimatedMinutes, entry.canStart, entry.inProgress || entry.status == .toDo {
            parts.append(UIText.fill(ui.minutes, ["n": "\(minutes)"]))
        }
        return parts.joined(separator: " · ")
    }

    /// The permissions a task is waiting for, by the titles the participant was asked with.
    func withheld(_ entry: Dashboard.Entry) -> String {
        entry.withheld.map { text($0.title) }.joined(separator: ui.listSeparator)
    }
}

/// Dates as the dashboard writes them: the day (`2026-03-19`), and the time of day too
/// when something opens at a time other than the day's start (`2026-03-19 08:00`).
struct DashboardDates {
    let timeZone: TimeZone

    func day(_ date: Date) -> String {
        ExpressionDate(date, timeZone: timeZone).description
    }

    func moment(_ date: Date) -> String {
        let calendar = Calendar.in(timeZone)
        let minute = ScheduleCalendar.minuteOfDay(of: date, calendar: calendar)
        guard minute != 0, date != calendar.startOfDay(for: date) else { return day(date) }
        return day(date) + " " + NumberText.padded(minute / 60, width: 2) + ":"
            + NumberText.padded(minute % 60, width: 2)
    }
}
