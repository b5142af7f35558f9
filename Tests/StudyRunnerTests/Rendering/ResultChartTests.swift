import Testing

@testable import StudyModel
@testable import StudyRunner

/// A chart of results over time says its figures in words (the last value and its band, the
/// count, the dates, the lowest and highest), fits any width, and reads out as one sentence.
@Suite struct ResultChartTests {
    private func chart(_ values: [Double?], band: String? = nil, language: String = "en") -> ResultChart {
        let points = values.enumerated().map { index, value in
            ResultChart.Point(
                value: value, text: value.map { NumberText.text($0) }, date: "2026-03-\(10 + index)")
        }
        let catalogue = TextCatalogue.for(language)
        return ResultChart(
            title: language == "en" ? "PHQ-9 score" : "PHQ-9 总分", points: points, lastBand: band,
            words: catalogue.results, separator: catalogue.ui.listSeparator)
    }

    @Test func theHeadingSaysTheLastValueAndItsBandInWords() {
        #expect(chart([12, 9, 6], band: "mild").heading == "PHQ-9 score: last 6 (mild), on 2026-03-12")
        #expect(chart([12, 9, 6]).heading == "PHQ-9 score: last 6, on 2026-03-12")
        #expect(chart([12, nil]).heading == "PHQ-9 score: the last time, on 2026-03-11, gave no result")
        #expect(chart([]).heading == "PHQ-9 score: no results yet.")
    }

    @Test func underTheBarsTheCountDatesAndRange() {
        let lines = chart([12, nil, 6, 9], band: "mild").lines(width: 80, glyphs: .unicode).map(\.text)
        #expect(
            lines == [
                "PHQ-9 score: last 9 (mild), on 2026-03-13",
                "███···▁▁▁▅▅▅",
                "4 results, 2026-03-10 to 2026-03-13 · lowest 6, highest 12",
            ])
    }

    @Test func oneResultHasNoRange() {
        let lines = chart([12]).lines(width: 80, glyphs: .unicode).map(\.text)
        #expect(lines == ["PHQ-9 score: last 12, on 2026-03-10", "▄▄▄", "1 result, 2026-03-10"])
    }

    @Test func aNarrowScreenSaysOnlyTheLatestBarsAreShown() {
        let many: [Double?] = (0..<84).map { Double($0 % 27) }
        let lines = chart(many).lines(width: 40, glyphs: .unicode)
        #expect(lines.allSatisfy { $0.width <= 40 })
        #expect(lines[1].width == 40)
        #expect(lines.map(\.text).joined(separator: " ").contains("bars for the last 40"))
    }

    @Test func chineseWordsFitByDisplayWidth() {
        let lines = chart([12, 9, 6], band: "轻度", language: "zh").lines(width: 40, glyphs: .unicode)
        #expect(lines.allSatisfy { $0.width <= 40 }, "\(lines.map(\.text))")
        #expect(lines.count == 5, "the heading and the line under the bars wrap at 40 columns")
        let wide = chart([12, 9, 6], band: "轻度", language: "zh").lines(width: 80, glyphs: .unicode)
        #expect(wide[0].text == "PHQ-9 总分：最近一次 6（轻度），2026-03-12")
        #expect(wide[2].text == "3 个结果，2026-03-10 至 2026-03-12 · 最低 6，最高 12")
    }

    @Test func plainModeReadsEveryValueOut() {
        #expect(
            chart([12, nil, 6], band: "mild").spoken
                == "PHQ-9 score, 3 results: 12 on 2026-03-10, no result on 2026-03-11, 6 on 2026-03-12. Last 6, mild.")
        #expect(chart([]).spoken == "PHQ-9 score: no results yet.")
        #expect(chart([5, nil]).spoken == "PHQ-9 score, 2 results: 5 on 2026-03-10, no result on 2026-03-11.")
    }

    @Test func asciiGlyphsDrawAsciiBars() {
        let lines = chart([0, 7]).lines(width: 80, glyphs: .ascii).map(\.text)
        #expect(lines[1] == "___@@@")
    }
}
