import StudyModel

/// One of the participant's results over time, drawn: a heading that says the last value and
/// its band in words, a row of bars (`Sparkline`, the latest runs that fit the width), and a
/// line under it with how many results, their dates and the lowest and highest. `spoken` is
/// the same figures as one sentence, for plain mode and screen readers. A `compact` chart (the
/// dashboard's) is one row: a short run of bars, then the heading beside it.
struct ResultChart: Sendable, Equatable {
    struct Point: Sendable, Equatable {
        var value: Double?
        /// The value as read ("12", "412 ms"); nil when the run gave none.
        var text: String?
        var date: String
    }

    var title: String
    var points: [Point]
    /// The last value's band in words, when it has one.
    var lastBand: String?
    var words: ResultsText
    /// Between the values read out (the catalogue's list separator).
    var separator: String
    /// The dashboard's form: bars and heading on one row, read out as heading and span.
    var compact = false

    func lines(width: Int, glyphs: Glyphs) -> [Line] {
        if compact { return compactLines(width: width, glyphs: glyphs) }
        var lines = Line(heading, .title).wrapped(width: width)
        guard !points.isEmpty else { return lines }
        let sparkline = Sparkline(points.map(\.value))
        lines.append(Line(sparkline.line(width: width, marks: glyphs.chartMarks)))
        lines += Line(caption(sparkline, width: width), .quiet).wrapped(width: width)
        return lines
    }

    /// The cells of the compact chart's bars at this width: a narrow screen keeps most of the
    /// row for words, a wide one shows more of the latest results.
    static func compactCells(width: Int) -> Int {
        min(24, max(8, width / 5))
    }

    /// `▂▂▁▁▁▁▁▁  Minutes to fall asleep: last 14 (quick), on 2026-03-14`, the words wrapped
    /// beside the bars; the bars padded so every chart's words start in the same column.
    private func compactLines(width: Int, glyphs: Glyphs) -> [Line] {
        let cells = Self.compactCells(width: width)
        guard !points.isEmpty, width >= cells + 12 else { return Line(heading, .title).wrapped(width: width) }
        let bars = Line(Sparkline(points.map(\.value)).line(width: cells, marks: glyphs.chartMarks))
        return Line(heading).wrapped(width: width, hanging: bars.padded(to: cells + 2))
    }

    /// "PHQ-9 score: last 6 (mild), on 2026-11-19", or that there is nothing yet.
    var heading: String {
        guard let last = points.last else { return words.fill(words.notYet, ["title": title]) }
        guard let value = last.text else {
            return words.fill(words.headingNoValue, ["title": title, "date": last.date])
        }
        let values = ["title": title, "value": value, "date": last.date, "band": lastBand ?? ""]
        return words.fill(lastBand == nil ? words.heading : words.headingBand, values)
    }

    /// "12 results, 2026-09-01 to 2026-11-19 · lowest 4, highest 12 · bars for the last 38".
    private func caption(_ sparkline: Sparkline, width: Int) -> String {
        let count = words.results(points.count)
        var parts = [
            points.count == 1
                ? words.fill(words.spanOne, ["results": count, "first": points[0].date])
                : words.fill(
                    words.span, ["results": count, "first": points[0].date, "last": points[points.count - 1].date])
        ]
        let shown = points.suffix(sparkline.shownCount(width: width)).filter { $0.value != nil }
        if shown.count > 1, let low = shown.min(by: { $0.value! < $1.value! }),
            let high = shown.max(by: { $0.value! < $1.value! })
        {
            parts.append(words.fill(words.range, ["min": low.text ?? "", "max": high.text ?? ""]))
        }
        if sparkline.shownCount(width: width) < points.count {
            parts.append(words.fill(words.shownLast, ["n": "\(sparkline.shownCount(width: width))"]))
        }
        return parts.joined(separator: " · ")
    }

    /// "PHQ-9 score, 4 results: 12 on 2026-03-03, …, 6 on 2026-03-24. Last 6, mild."; a
    /// compact chart says its heading, how many results from when, the lowest and highest.
    var spoken: String {
        if compact, !points.isEmpty {
            return heading + " · " + caption(Sparkline(points.map(\.value)), width: points.count)
        }
        guard let last = points.last else { return words.fill(words.notYet, ["title": title]) }
        let values = points.map { point in
            point.text.map { words.fill(words.valueOn, ["value": $0, "date": point.date]) }
                ?? words.fill(words.noValueOn, ["date": point.date])
        }
        var filled = [
            "title": title, "results": words.results(points.count),
            "values": values.joined(separator: separator),
        ]
        guard let value = last.text else { return words.fill(words.spokenNoValue, filled) }
        filled["value"] = value
        filled["band"] = lastBand ?? ""
        return words.fill(lastBand == nil ? words.spoken : words.spokenBand, filled)
    }
}
