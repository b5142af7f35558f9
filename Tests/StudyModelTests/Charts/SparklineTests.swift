import Testing

@testable import StudyModel

/// The bars of a result over time: scaled between the lowest and highest shown, one value
/// and equal values at mid height, missing runs as their own mark, and only the latest runs
/// when the width is short.
@Suite struct SparklineTests {
    @Test func barsAreScaledFromTheLowestToTheHighestValue() {
        let line = Sparkline([0, 10, 5, 2.5, 7.5]).line(width: 5)
        #expect(line == "▁█▅▃▆")
    }

    @Test func scalingIsRelativeSoLargeNumbersUseTheWholeHeight() {
        #expect(Sparkline([400, 420, 410]).line(width: 3) == "▁█▅")
    }

    @Test func oneValueStandsAtMidHeight() {
        #expect(Sparkline([12]).line(width: 1) == "▄")
        #expect(Sparkline([12]).range(width: 40) == 12...12)
    }

    @Test func equalValuesStandLevelAtMidHeight() {
        #expect(Sparkline([6, 6, 6]).line(width: 3) == "▄▄▄")
    }

    @Test func aRunWithoutAValueIsMarkedAndLeftOutOfTheScale() {
        let sparkline = Sparkline([4, nil, 12])
        #expect(sparkline.line(width: 3) == "▁·█")
        #expect(sparkline.range(width: 3) == 4...12)
        #expect(Sparkline([nil, nil]).line(width: 2) == "··", "no value at all: only the marks of missing runs")
        #expect(Sparkline([nil, nil]).range(width: 2) == nil)
    }

    @Test func nothingToDrawIsAnEmptyLine() {
        #expect(Sparkline([]).line(width: 80) == "")
    }

    @Test func aNarrowScreenShowsTheLatestRunsThatFit() {
        // 84 daily runs (12 weeks) on a 40-column screen: the last 40, oldest on the left.
        let values: [Double?] = (1...84).map { Double($0) }
        let sparkline = Sparkline(values)
        let line = sparkline.line(width: 40)
        #expect(line.count == 40)
        #expect(DisplayWidth.of(line) == 40)
        #expect(sparkline.shownCount(width: 40) == 40)
        #expect(sparkline.range(width: 40) == 45...84, "the scale is that of the runs shown")
        #expect(line.first == "▁" && line.last == "█")
    }

    @Test func aWideScreenWidensEachBarUpToThreeCells() {
        let sparkline = Sparkline([1, 2, 3, 4])
        let line = sparkline.line(width: 200)
        #expect(line == "▁▁▁▃▃▃▆▆▆███")
        #expect(DisplayWidth.of(line) == 12)
        let many = Sparkline((1...84).map { Double($0) }).line(width: 200)
        #expect(DisplayWidth.of(many) == 168, "84 runs take two cells each on 200 columns")
    }

    @Test func everyLineFitsItsWidthWhateverTheCount() {
        for count in [1, 2, 7, 39, 40, 41, 199, 200, 201, 500] {
            for width in [1, 40, 80, 200] {
                let line = Sparkline((0..<count).map { Double($0 % 5) }).line(width: width)
                #expect(DisplayWidth.of(line) <= width, "\(count) values in \(width) cells")
                #expect(!line.isEmpty)
            }
        }
    }

    @Test func asciiMarksForTerminalsWithoutUnicode() {
        #expect(Sparkline([0, nil, 7]).line(width: 3, marks: .ascii) == "_ @")
    }

    @Test func notANumberIsDrawnAsMissing() {
        #expect(Sparkline([1, .nan, 3]).line(width: 3) == "▁·█")
    }
}
