import Foundation
import Testing

@testable import StudyModel
@testable import StudyRunner

/// The PHQ-9 example charts its total and names its severity score with `chart-bands`: from
/// a journal of three weekly questionnaires to the screens, the total's chart says the
/// last value with its band in words, full screen (home row and "My results") and in plain
/// mode's sentences.
@Suite struct ChartBandsScreenTests {
    private static let study = LoadedStudy.phq9.study

    /// Three completed PHQ-9 runs a week apart, the last this morning, whose nine items add
    /// up to `totals` (each item 0 to 3; the first items take what is left).
    private static func state(totals: [Int]) -> ParticipantState {
        var events: [JournalEvent] = []
        for (week, total) in totals.enumerated() {
            let time = Timestamp(
                date: FixedTime.date.addingTimeInterval(Double(week - totals.count + 1) * 7 * 86_400),
                utcOffsetSeconds: 0)
            let run = "phq9-\(week + 1)"
            func add(_ kind: JournalEvent.Kind) {
                events.append(JournalEvent(sequence: events.count + 1, time: time, kind: kind))
            }
            add(.taskStarted(task: "phq9", run: run))
            var left = total
            for item in 1...9 {
                let value = min(3, left)
                left -= value
                let step = StepID("phq9_\(item)")
                add(.stepShown(task: "phq9", run: run, step: step))
                add(
                    .answered(
                        task: "phq9", run: run, step: step, outcome: .answered(.choice("\(value)", otherText: nil))))
            }
            add(.taskFinished(task: "phq9", run: run, status: .completed))
        }
        return ParticipantState.folding(events)
    }

    private static func series(totals: [Int]) -> [ResultSeries] {
        ResultHistory.series(study: study, state: state(totals: totals), timeZone: FixedTime.timeZone) { _, _ in nil }
    }

    @Test func theTotalCarriesTheSeverityBandOfEachRun() throws {
        let series = Self.series(totals: [14, 9, 3])
        #expect(series.count == 1, "the total only: the severity score is not charted itself")
        #expect(series[0].values == [14, 9, 3])
        #expect(
            series[0].points.map { $0.band?.resolved(in: "en") } == [
                "Moderate symptoms", "Mild symptoms", "Minimal symptoms",
            ])
    }

    @Test func myResultsSaysTheLastTotalAndItsBandFullScreenAndPlain() {
        let screen = JourneyScreens(study: Self.study, language: "en")
            .myResults(Self.series(totals: [14, 9, 6]), timeZone: FixedTime.timeZone)
        let full = Render.full(screen).map(\.text)
        #expect(full.contains("Your PHQ-9 score (0 to 27): last 6 (Mild symptoms), on 2026-03-14"), "\(full)")
        let plain = Render.plain(screen).map(\.text).joined(separator: " ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            plain.contains(
                "Your PHQ-9 score (0 to 27), 3 results: 14 on 2026-02-28, 9 on 2026-03-07, 6 on 2026-03-14."
                    + " Last 6, Mild symptoms."), "\(plain)")
    }

    @Test func theHomeRowSaysItToo() {
        let screens = JourneyScreens(study: Self.study, language: "en")
        let dashboard = Dashboard.make(
            study: Self.study, completions: { _ in [FixedTime.date] }, inProgress: [],
            enrolment: FixedTime.date.addingTimeInterval(-14 * 86_400), now: FixedTime.date,
            calendar: .in(FixedTime.timeZone))
        let home = screens.home(dashboard, timeZone: FixedTime.timeZone, results: Self.series(totals: [14, 9, 22]))
        let body = Render.english.body(home, width: 80).map(\.text).joined(separator: " ")
        #expect(body.contains("Your PHQ-9 score (0 to 27): last 22 (Severe symptoms), on"), "\(body)")
        let narrow = Render.english.body(home, width: 40)
        #expect(narrow.allSatisfy { $0.width <= 40 })
        #expect(narrow.map(\.text).joined(separator: " ").contains("(Severe"), "the band is kept at 40 columns")
    }
}
