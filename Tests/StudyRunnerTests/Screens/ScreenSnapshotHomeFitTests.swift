import Foundation
import StudyModel
import Testing

@testable import StudyRunner

/// The diabetes study's home (seven tasks, then "My profile" and "Leave") fits one 80 × 24
/// screen: each task on one line, its status in a column beside its name, with the week,
/// the progress, what is due and what is next above. In English and with the runner's
/// Chinese texts (the study itself is English only, so its titles stay English), and at
/// 40 × 20, where the status goes under each name and the list pages.
@Suite struct ScreenSnapshotHomeFit {
    func check(_ lines: [Line], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertSnapshot(lines, named: name, in: Self.self, sourceLocation: sourceLocation)
    }

    private let day = 86_400.0

    /// Joined on 10 March, the baseline done that day, the check-in and reaction task on
    /// 12 March, the rest not yet; today is 14 March.
    private func midWeek(_ language: String) -> Screen {
        let tenth = FixedTime.date.addingTimeInterval(-4 * day)
        let twelfth = FixedTime.date.addingTimeInterval(-2 * day)
        return InlineScreens(.diabetes, language: language).home(
            completions: ["baseline": [tenth], "weekly_checkin": [twelfth], "reaction_time": [twelfth]],
            enrolment: tenth)
    }

    /// Everything of the week done on 12 March but the memory task, which is started and
    /// not finished: every kind of row at once.
    private var weekDone: Screen {
        let tenth = FixedTime.date.addingTimeInterval(-4 * day)
        let twelfth = FixedTime.date.addingTimeInterval(-2 * day)
        let done: [TaskID: [Date]] = [
            "baseline": [tenth], "weekly_checkin": [twelfth], "reaction_time": [twelfth],
            "glucose_readings": [twelfth], "step_counts": [twelfth], "medicines_list": [twelfth],
        ]
        return InlineScreens(.diabetes).home(completions: done, openRun: "spatial_memory", enrolment: tenth)
    }

    /// The glucose, activity and medicines permissions declined (or taken back in the
    /// profile), reminders allowed: their three tasks are not offered, each saying why.
    private func declined(_ language: String) -> Screen {
        let tenth = FixedTime.date.addingTimeInterval(-4 * day)
        let twelfth = FixedTime.date.addingTimeInterval(-2 * day)
        return InlineScreens(.diabetes, language: language).home(
            completions: ["baseline": [tenth], "weekly_checkin": [twelfth], "reaction_time": [twelfth]],
            enrolment: tenth, granted: ["reminders"])
    }

    /// Every entry of the menu is on the screen, each on a line of its own, and nothing
    /// is left for a second page.
    private func expectOnePage(
        _ screen: Screen, chinese: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let lines = Render.full(screen, chinese: chinese)
        #expect(lines.count == 24, sourceLocation: sourceLocation)
        #expect(lines.allSatisfy { $0.width <= 80 }, sourceLocation: sourceLocation)
        guard case let .choices(menu) = screen.input else {
            Issue.record("the home has a menu", sourceLocation: sourceLocation)
            return
        }
        let texts = lines.map(\.text)
        for (index, item) in menu.items.enumerated() {
            let row = texts.filter { $0.contains("\(index + 1). \(item.label)") }
            #expect(row.count == 1, "\(item.label) is on the screen", sourceLocation: sourceLocation)
            if let detail = item.detail {
                #expect(row.first?.contains(detail) == true, "\(detail) beside it", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theDiabetesHomeFitsOneScreenInEnglish() {
        expectOnePage(midWeek("en"))
        check(Render.full(midWeek("en")), "diabetes-home")
    }

    @Test func theDiabetesHomeFitsOneScreenWithTheChineseTexts() {
        expectOnePage(midWeek("zh-Hans"), chinese: true)
        check(Render.full(midWeek("zh-Hans"), chinese: true), "diabetes-home.zh")
    }

    @Test func aWeekDoneWithOneTaskStartedFitsToo() {
        expectOnePage(weekDone)
        check(Render.full(weekDone), "diabetes-home-week-done")
    }

    /// Three permissions declined: each of their tasks keeps its number and says on its own
    /// row that it is not offered and why (choosing it names the permission); the week,
    /// progress, what is due and what is next are all there, and it fits one screen with
    /// room for the weekly summary's two lines above.
    @Test func threePermissionsDeclinedStillFitOneScreen() {
        for (language, chinese, suffix) in [("en", false, ""), ("zh-Hans", true, ".zh")] {
            let screen = declined(language)
            expectOnePage(screen, chinese: chinese)
            let lines = Render.full(screen, chinese: chinese).map(\.text)
            let body = lines.dropFirst(2).dropLast(2)
            let spare = body.suffix(2).filter { $0.isEmpty }.count
            #expect(spare == 2, "two lines to spare (\(language))")
            let rows = lines.filter { $0.contains(InlineScreens(.diabetes, language: language).ui.statusNotAllowed) }
            #expect(rows.count == 3, "one row each, with its status (\(language))")
            check(Render.full(screen, chinese: chinese), "diabetes-home-declined" + suffix)
        }
        let narrow = Render.full(declined("en"), width: 40, rows: 20)
        #expect(narrow.allSatisfy { $0.width <= 40 })
        check(narrow, "diabetes-home-declined.narrow")
        let plain = Render.plain(declined("en")).map(\.text)
        let row = plain.firstIndex { $0.contains("5. Your glucose readings this week") }
        #expect(row.map { plain[$0 + 1].trimmingWhitespace } == "not offered: you have not allowed it", "\(plain)")
    }

    @Test func aNarrowScreenPutsEachStatusUnderItsTask() {
        let lines = Render.full(midWeek("en"), width: 40, rows: 20)
        #expect(lines.allSatisfy { $0.width <= 40 })
        let texts = lines.map(\.text)
        let row = texts.firstIndex { $0.contains("1. About you and your diabetes") }
        #expect(row.map { texts[$0 + 1].trimmingWhitespace } == "done on 2026-03-10")
        check(lines, "diabetes-home.narrow")
    }

    /// Plain mode is read top to bottom: each status stays on its own line under the task.
    @Test func plainModeKeepsEachStatusOnItsOwnLine() {
        let texts = Render.plain(midWeek("en")).map(\.text)
        let row = texts.firstIndex { $0.contains("1. About you and your diabetes") }
        #expect(row.map { texts[$0 + 1].trimmingWhitespace } == "done on 2026-03-10")
    }
}
