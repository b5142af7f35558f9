import Foundation

/// One thing the participant's "My results" screen charts: a score of a survey (`chart: true`
/// on the score) or a figure of an active task (`chart: true` on the task), with its value at
/// each completed run, oldest first.
public struct ResultSeries: Sendable {
    public enum Source: Sendable {
        case score(Score)
        case figure(ResultFigure)
    }

    public struct Point: Sendable, Equatable {
        /// When the run ended.
        public var date: Date
        /// Nil when the run gave no value (an answer the score needs was skipped, nothing measured).
        public var value: Double?
        /// The band in words at this value: the score's own, or its `chart-bands` score's,
        /// when it has bands and one holds it.
        public var band: LocalizedText?

        public init(date: Date, value: Double?, band: LocalizedText? = nil) {
            self.date = date
            self.value = value
            self.band = band
        }
    }

    public var task: StudyTask
    public var source: Source
    public var points: [Point]

    public var values: [Double?] { points.map(\.value) }
}

/// The participant's results over time, from the study and their journal's state. Pure: an
/// active task's figure is in its results file, so the caller reads it (`figureValue`, the
/// number as the file has it; the series holds it as shown, seconds or percent).
public enum ResultHistory {
    /// Whether the study charts anything for participants (and so offers "My results").
    public static func chartsAnything(_ study: Study) -> Bool {
        study.tasks.contains { task in
            switch task.kind {
            case let .survey(survey): return survey.scores.contains(where: \.chart)
            case let .active(active): return active.chart != nil
            case .invalid: return false
            }
        }
    }

    /// Every charted series, in the study's order of tasks and, within a survey, of scores.
    public static func series(
        study: Study, state: ParticipantState, timeZone: TimeZone,
        figureValue: (TaskRun, ResultFigure) -> Double?
    ) -> [ResultSeries] {
        var all: [ResultSeries] = []
        for task in study.tasks {
            let runs = state.runs.filter { $0.task == task.id.value && $0.status == .completed }
            switch task.kind {
            case let .survey(survey):
                let charted = survey.scores.filter(\.chart)
                guard !charted.isEmpty else { continue }
                let perRun = runs.map { scores(of: $0, survey, timeZone: timeZone) }
                for score in charted {
                    // The band in words is the score's own, or that of the score it names
                    // with `chart-bands` (a severity computed from the charted total).
                    let banded = score.chartBands?.value ?? score.id.value
                    let points = zip(runs, perRun).map { run, results in
                        let result = results.first { $0.id == score.id.value }
                        let band = results.first { $0.id == banded }?.band
                        return ResultSeries.Point(date: ended(run), value: result?.value, band: band)
                    }
                    all.append(ResultSeries(task: task, source: .score(score), points: points))
                }
            case let .active(active):
                guard let figure = active.chart else { continue }
                let points = runs.map {
                    ResultSeries.Point(date: ended($0), value: figureValue($0, figure).map(figure.shown))
                }
                all.append(ResultSeries(task: task, source: .figure(figure), points: points))
            case .invalid:
                continue
            }
        }
        return all
    }

    private static func ended(_ run: TaskRun) -> Date {
        (run.endedAt ?? run.startedAt).date
    }

    /// The survey's scores for one run, as they were on the day it ended.
    private static func scores(of run: TaskRun, _ survey: Survey, timeZone: TimeZone) -> [ScoreResult] {
        let onPath = Set(run.trail)
        let answers = AnswerSheet.expressionValues(run.answers.filter { onPath.contains($0.key) }, steps: survey.steps)
        return ScoreCalculator(survey: survey).results(
            answers: answers, today: ExpressionDate(ended(run), timeZone: timeZone))
    }
}
