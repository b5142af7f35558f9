import Foundation
import Testing

@testable import StudyModel
@testable import StudyRunner

/// "My results" and the home screen that offers it, at 80 × 24, 40 × 20 and 200 × 50, in
/// English and Chinese, and in plain mode: the sleep diary's minutes to fall asleep (a
/// charted, banded score) over twelve weeks with two nights missing, and the morning
/// tapping task's taps over six mornings.
@Suite struct ScreenSnapshotResults {
    func check(_ lines: [Line], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertSnapshot(lines, named: name, in: Self.self, sourceLocation: sourceLocation)
    }

    /// The bilingual sleep study, with its latency score and its tapping task charted.
    static var study: Study {
        var study = LoadedStudy.sleep.study
        for index in study.tasks.indices {
            switch study.tasks[index].kind {
            case var .survey(survey):
                let here = survey.scores[0].location
                survey.scores[0].chart = true
                survey.scores[0].bands = [
                    makeBand(0, 20, en: "quick", zh: "较快", at: here), makeBand(21, 600, en: "slow", zh: "较慢", at: here),
                ]
                study.tasks[index].kind = .survey(survey)
            case var .active(task):
                task.chart = ResultFigure.defaultFigure(of: task.kind)
                study.tasks[index].kind = .active(task)
            case .invalid: break
            }
        }
        return study
    }

    static func makeBand(_ min: Double, _ max: Double, en: String, zh: String, at location: StudyModel.SourceLocation)
        -> Score.Band
    {
        let texts = [(Located("en", at: location), en), (Located("zh-Hans", at: location), zh)]
        return Score.Band(
            min: min, max: max, label: LocalizedText(.perLanguage(texts.map { ($0.0, $0.1) }), at: location),
            location: location)
    }

    /// 84 nights ending today, minutes falling from 45 to 12 with nights 30 and 31 missing;
    /// six mornings of tapping.
    static func series(_ study: Study) -> [ResultSeries] {
        let day = 86_400.0
        let nights = (0..<84).map { night -> ResultSeries.Point in
            let date = FixedTime.date.addingTimeInterval(Double(night - 83) * day)
            let minutes = night == 30 || night == 31 ? nil : Double(45 - (night * 33) / 83 + (night % 3))
            let band = minutes.map { $0 <= 20 ? "quick" : "slow" }
            return ResultSeries.Point(date: date, value: minutes, band: band.flatMap { Self.band(for: $0, study) })
        }
        let taps: [Double] = [52, 58, 55, 61, 64, 63]
        let mornings = taps.enumerated().map { index, value in
            ResultSeries.Point(date: FixedTime.date.addingTimeInterval(Double(index - 5) * day), value: value)
        }
        let diary = study.tasks[0]
        let tapping = study.tasks.first { $0.activeTask != nil }!
        return [
            ResultSeries(task: diary, source: .score(diary.survey!.scores[0]), points: nights),
            ResultSeries(task: tapping, source: .figure(tapping.activeTask!.chart!), points: mornings),
        ]
    }

    static func band(for english: String, _ study: Study) -> LocalizedText? {
        study.tasks[0].survey!.scores[0].bands.first { $0.label.resolved(in: "en") == english }?.label
    }

    static func screen(_ language: String) -> Screen {
        let study = study
        return JourneyScreens(study: study, language: language).myResults(series(study), timeZone: FixedTime.timeZone)
    }

    @Test func myResultsInEnglish() {
        let screen = Self.screen("en")
        check(Render.full(screen), "results")
        check(Render.full(screen, width: 40, rows: 20), "results.narrow")
        check(Render.full(screen, width: 200, rows: 50), "results.wide")
        check(Render.plain(screen), "results.plain")
    }

    @Test func myResultsInChinese() {
        let screen = Self.screen("zh-Hans")
        check(Render.full(screen, chinese: true), "results.zh")
        check(Render.full(screen, width: 40, rows: 20, chinese: true), "results.zh.narrow")
        check(Render.full(screen, width: 200, rows: 50, chinese: true), "results.zh.wide")
        check(Render.plain(screen, ui: .chinese), "results.zh.plain")
    }

    /// The study's encouragement on the home screen: last week's summary with its weekly line
    /// above, and its daily line as a notice under the menu.
    @Test func homeWithEncouragement() {
        var study = Self.study
        let here = study.title.location
        let texts = { (en: String, zh: String) in
            LocalizedText(.perLanguage([(Located("en", at: here), en), (Located("zh-Hans", at: here), zh)]), at: here)
        }
        study.encouragement = Encouragement(
            daily: texts("That's all for today. Thank you!", "今天的任务都完成了，谢谢您！"),
            weekly: texts("Every night you record helps.", "您记录的每一晚都有帮助。"))
        for (language, suffix) in [("en", ""), ("zh-Hans", ".zh")] {
            let screens = JourneyScreens(study: study, language: language)
            let dashboard = Dashboard.make(
                study: study, completions: { _ in [FixedTime.date.addingTimeInterval(-3600)] }, inProgress: [],
                enrolment: FixedTime.date.addingTimeInterval(-8 * 86_400), now: FixedTime.date,
                calendar: .in(FixedTime.timeZone))
            let home = screens.home(
                dashboard, timeZone: FixedTime.timeZone,
                greeting: screens.weekGreeting(WeekSummary(week: 1, done: 12, due: 14)),
                notice: screens.dayDoneNotice)
            let chinese = language != "en"
            check(Render.full(home, chinese: chinese), "home-encouragement" + suffix)
            check(Render.full(home, width: 40, rows: 20, chinese: chinese), "home-encouragement\(suffix).narrow")
            check(Render.full(home, width: 200, rows: 50, chinese: chinese), "home-encouragement\(suffix).wide")
        }
        let plain = JourneyScreens(study: study, language: "en")
        #expect(plain.weekGreeting(nil).isEmpty, "nothing to sum up: no greeting")
        var silent = Self.study
        silent.encouragement = Encouragement()
        #expect(JourneyScreens(study: silent, language: "en").dayDoneNotice == nil, "no daily line written")
        #expect(
            JourneyScreens(study: silent, language: "en").weekGreeting(WeekSummary(week: 1, done: 1, due: 2))
                .isEmpty)
    }

    /// The dashboard itself charts each result in one row: a short run of bars (wider on a
    /// wide screen), the last value and its band in words beside it; plain mode says the
    /// same figures as a line. Nothing is wider than the screen, in English or Chinese.
    @Test func homeChartsEachResultInOneRow() {
        let study = Self.study
        for (language, suffix) in [("en", ""), ("zh-Hans", ".zh")] {
            let screens = JourneyScreens(study: study, language: language)
            // Every day of the two weeks done, the last this morning.
            let days = (0..<14).map { FixedTime.date.addingTimeInterval(Double(-$0) * 86_400 - 3600) }
            let dashboard = Dashboard.make(
                study: study, completions: { _ in days }, inProgress: [],
                enrolment: FixedTime.date.addingTimeInterval(-13 * 86_400), now: FixedTime.date,
                calendar: .in(FixedTime.timeZone))
            let home = screens.home(dashboard, timeZone: FixedTime.timeZone, results: Self.series(study))
            #expect(home.charts.count == 2 && home.charts.allSatisfy(\.compact))
            let chinese = language != "en"
            check(Render.full(home, chinese: chinese), "home-charts" + suffix)
            check(Render.full(home, width: 40, rows: 20, chinese: chinese), "home-charts\(suffix).narrow")
            check(Render.full(home, width: 200, rows: 50, chinese: chinese), "home-charts\(suffix).wide")
            check(Render.plain(home, ui: chinese ? .chinese : .english), "home-charts\(suffix).plain")
            for width in [40, 80, 200] {
                let renderer = chinese ? Render.chinese : Render.english
                let body = renderer.body(home, width: width)
                #expect(body.allSatisfy { $0.width <= width }, "a line wider than \(width) cells")
                // Each chart's row starts with its bars, padded to the same column.
                let cells = ResultChart.compactCells(width: width)
                let rows = body.filter { $0.text.first.map { "▁▂▃▄▅▆▇█·".contains($0) } ?? false }
                #expect(rows.count == 2, "one row of bars per chart at \(width)")
                #expect(rows.allSatisfy { $0.text.prefix(cells + 2).hasSuffix("  ") })
            }
        }
    }

    /// A series with no results yet is left off the dashboard ("My results" says so).
    @Test func homeLeavesOutResultsNotYetGiven() {
        let study = Self.study
        let screens = JourneyScreens(study: study, language: "en")
        let dashboard = Dashboard.make(
            study: study, completions: { _ in [] }, inProgress: [], enrolment: FixedTime.date, now: FixedTime.date,
            calendar: .in(FixedTime.timeZone))
        var empty = Self.series(study)
        empty[1].points = []
        let home = screens.home(dashboard, timeZone: FixedTime.timeZone, results: empty)
        #expect(home.charts.map(\.title) == ["Minutes taken to fall asleep"])
    }

    /// The home screen offers "My results" after the tasks, whose numbers do not move.
    @Test func homeOffersMyResultsAfterTheTasks() {
        for (language, suffix) in [("en", ""), ("zh-Hans", ".zh")] {
            let screens = JourneyScreens(study: Self.study, language: language)
            let dashboard = Dashboard.make(
                study: Self.study, completions: { _ in [FixedTime.date.addingTimeInterval(-3600)] }, inProgress: [],
                enrolment: FixedTime.date.addingTimeInterval(-6 * 86_400), now: FixedTime.date,
                calendar: .in(FixedTime.timeZone))
            let home = screens.home(dashboard, timeZone: FixedTime.timeZone)
            let chinese = language != "en"
            check(Render.full(home, chinese: chinese), "home" + suffix)
            check(Render.full(home, width: 40, rows: 20, chinese: chinese), "home\(suffix).narrow")
            check(Render.full(home, width: 200, rows: 50, chinese: chinese), "home\(suffix).wide")
        }
    }
}
