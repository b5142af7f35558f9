import Foundation
import Testing

@testable import StudyModel
@testable import StudyModelTestSupport

/// The participant's results over time: the charted scores of each completed survey run, as
/// they were on the day, and an active task's figure read from its results file.
@Suite struct ResultHistoryTests {
    private let utc = TimeZone(identifier: "UTC")!

    @Test func eachChartedScoreHasAPointPerCompletedRunWithItsBand() throws {
        let state = ChartTestStudy.state(moods: [(3, 2), (10, nil), (17, 7)])
        let series = ResultHistory.series(
            study: ChartTestStudy.study, state: state, timeZone: utc, figureValue: { _, _ in 412 })
        #expect(series.count == 2, "the charted score and the reaction task; not the hidden score")
        let mood = series[0]
        guard case let .score(score) = mood.source else {
            Issue.record("not a score")
            return
        }
        #expect(score.id.value == "mood_score")
        #expect(mood.values == [2, nil, 7], "a skipped answer leaves that run without a value")
        #expect(mood.points.map { $0.band?.resolved(in: "en") } == ["low", nil, "good"])
        #expect(mood.points.map(\.date) == [3, 10, 17].map { ChartTestStudy.time(day: $0, hour: 11).date })
    }

    /// The PHQ-9's way: the total charted, its severity a second score worked out from it;
    /// `chart-bands` puts the severity's band in words beside each charted total.
    @Test func chartBandsTakesTheBandOfTheNamedScore() throws {
        let scores = """
                  - id: mood_score
                    label: Your mood
                    value: "mood"
                    chart: true
                    chart-bands: mood_words
                  - id: mood_words
                    value: "mood_score"
                    bands:
                      - {min: 0, max: 4, label: low}
                      - {min: 5, max: 10, label: good}
            """
        let start = try #require(ChartTestStudy.tasks.range(of: "      - id: mood_score"))
        let end = try #require(ChartTestStudy.tasks.range(of: "  - id: reaction"))
        let tasks = ChartTestStudy.tasks.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: scores + "\n")
        let checked = StudyCheck.validate(StudyTemplate(tasks: tasks).text)
        #expect(!checked.diagnostics.contains { $0.severity == .error }, "\(StudyCheck.dump(checked.diagnostics))")
        let study = try #require(checked.study)
        let state = ChartTestStudy.state(moods: [(3, 2), (10, nil), (17, 7)])
        let series = ResultHistory.series(study: study, state: state, timeZone: utc) { _, _ in 412 }
        #expect(series.count == 2, "the charted total and the reaction task; the band score is not charted")
        #expect(series[0].values == [2, nil, 7])
        #expect(series[0].points.map { $0.band?.resolved(in: "en") } == ["low", nil, "good"])
    }

    @Test func anActiveTaskChartsItsKindsDefaultFigureFromTheResultsFile() throws {
        let state = ChartTestStudy.state(moods: [])
        var asked: [String] = []
        let series = ResultHistory.series(
            study: ChartTestStudy.study, state: state, timeZone: utc,
            figureValue: { run, figure in
                asked.append("\(run.run) \(figure.name)")
                return 412
            })
        #expect(asked == ["reaction-1 median-reaction-time"])
        #expect(series.last?.values == [412])
        #expect(series.first?.points.isEmpty == true, "no mood run yet: an empty series, still listed")
    }

    @Test func aStudyChartingNothingOffersNoResults() throws {
        let plain = try #require(StudyCheck.validate(StudyTemplate().text).study)
        #expect(!ResultHistory.chartsAnything(plain))
        #expect(ResultHistory.chartsAnything(ChartTestStudy.study))
        #expect(ResultHistory.series(study: plain, state: ParticipantState(), timeZone: utc) { _, _ in nil }.isEmpty)
    }

    @Test func aFigureIsReadFromTheSummaryOfTheResultsFile() throws {
        let file = Data(#"{"summary": {"medianMs": 401.5, "partB": {"totalTimeMs": 30500}, "solved": true}}"#.utf8)
        let median = try #require(ResultFigure.figures(of: .reactionTime).first)
        #expect(median.value(inResultFile: file) == 401.5)
        let partB = try #require(ResultFigure.figures(of: .trailMaking).first)
        #expect(partB.value(inResultFile: file) == 30500)
        #expect(partB.shown(30500) == 30.5, "shown in seconds")
        let nothing = Data(#"{"summary": null}"#.utf8)
        #expect(median.value(inResultFile: nothing) == nil, "a run where nothing was measured")
        #expect(median.value(inResultFile: Data("not json".utf8)) == nil)
    }

    @Test func everyKindHasADefaultFigure() {
        for kind in ActiveTaskKind.allCases {
            #expect(!ResultFigure.figures(of: kind).isEmpty, "\(kind)")
        }
        #expect(ResultFigure.defaultFigure(of: .reactionTime).name == "median-reaction-time")
    }
}
