import Foundation
import StudyModel

/// "My results": each score and active-task figure the study charts for participants, as bars
/// over time with the last value and its band in words (plain mode reads the same figures out).
extension JourneyScreens {
    var resultsText: ResultsText { ResultsText.forLanguage(language) }

    func myResults(_ series: [ResultSeries], timeZone: TimeZone) -> Screen {
        let words = resultsText
        let dates = DashboardDates(timeZone: timeZone)
        return Screen(
            context: studyTitle, title: words.title, body: [.quiet(words.howToRead)],
            charts: series.map { chart($0, dates) }, keys: [keys.next])
    }

    func chart(_ series: ResultSeries, _ dates: DashboardDates) -> ResultChart {
        let unit: ResultFigure.Unit? = if case let .figure(figure) = series.source { figure.unit } else { nil }
        let points = series.points.map { point in
            ResultChart.Point(
                value: point.value, text: point.value.map { valueText($0, unit) }, date: dates.day(point.date))
        }
        return ResultChart(
            title: title(of: series), points: points, lastBand: series.points.last?.band.map(text),
            words: resultsText, separator: ui.listSeparator)
    }

    /// A score by its label (the task's title when it has none); a figure as "task: figure".
    func title(of series: ResultSeries) -> String {
        switch series.source {
        case let .score(score): return score.label.map(text) ?? text(series.task.title)
        case let .figure(figure):
            return resultsText.fill(
                resultsText.figureTitle, ["task": text(series.task.title), "figure": figureName(figure)])
        }
    }

    /// A value as read: a score or a count with at most one decimal, milliseconds whole,
    /// seconds with one decimal, a percentage whole; in the language's decimal separator.
    func valueText(_ value: Double, _ unit: ResultFigure.Unit?) -> String {
        let words = resultsText
        let separator = TextCatalogue.for(language).answers.decimalSeparator
        func number(_ places: Int) -> String {
            let written = NumberText.text(value, upTo: places)
            return separator == "." ? written : written.replacingOccurrences(of: ".", with: separator)
        }
        switch unit {
        case nil, .count?: return number(1)
        case .milliseconds?: return words.fill(words.valueMs, ["n": number(0)])
        case .seconds?: return words.fill(words.valueSeconds, ["n": number(1)])
        case .percent?: return words.fill(words.valuePercent, ["n": number(0)])
        }
    }

    private func figureName(_ figure: ResultFigure) -> String {
        let words = resultsText
        let names: [String: String] = [
            "taps": words.figureTaps, "taps-per-second": words.figureTapsPerSecond,
            "median-reaction-time": words.figureMedianReactionTime,
            "mean-reaction-time": words.figureMeanReactionTime, "accuracy": words.figureAccuracy,
            "stroop-effect": words.figureStroopEffect, "correct": words.figureCorrect,
            "best-span": words.figureBestSpan, "part-b-time": words.figurePartBTime,
            "part-a-time": words.figurePartATime, "moves": words.figureMoves, "total-time": words.figureTotalTime,
            "duration": words.figureDuration,
        ]
        return names[figure.name] ?? figure.name
    }
}
