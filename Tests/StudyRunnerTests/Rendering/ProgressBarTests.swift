import Testing

@testable import StudyRunner

extension RenderingTests {
    /// Progress bars read without colour: `[██░░]  50%`, `[##--]  50%` in ASCII.
    @Suite struct ProgressBarTests {
        @Test func halfwayAt40() {
            #expect(texts(ProgressBar(fraction: 0.5).lines(width: 40)) == ["[████████████████░░░░░░░░░░░░░░░░░]  50%"])
            #expect(
                texts(ProgressBar(fraction: 0.5).lines(width: 40, glyphs: .ascii)) == [
                    "[################-----------------]  50%"
                ])
        }

        @Test func halfwayAt72() {
            #expect(
                texts(ProgressBar(fraction: 0.5).lines(width: 72)) == [
                    "[████████████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]  50%"
                ])
            #expect(
                texts(ProgressBar(fraction: 0.5).lines(width: 72, glyphs: .ascii)) == [
                    "[################################---------------------------------]  50%"
                ])
        }

        @Test func withALabel() {
            let english = ProgressBar(completed: 3, of: 12, label: "Question 3 of 12")
            #expect(texts(english.lines(width: 40)) == ["Question 3 of 12  [███░░░░░░░░░░░░]  25%"])
            #expect(
                texts(english.lines(width: 72)) == [
                    "Question 3 of 12  [███████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]  25%"
                ])
            let chinese = ProgressBar(completed: 3, of: 12, label: "第 3 题，共 12 题")
            #expect(texts(chinese.lines(width: 40)) == ["第 3 题，共 12 题  [███░░░░░░░░░░░]  25%"])
            #expect(
                texts(chinese.lines(width: 72)) == [
                    "第 3 题，共 12 题  [███████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]  25%"
                ])
        }

        @Test func aLongLabelGoesAboveTheBar() {
            let bar = ProgressBar(completed: 1, of: 4, label: "Weekly check-in: question 1 of 4")
            #expect(
                texts(bar.lines(width: 40)) == [
                    "Weekly check-in: question 1 of 4", "[████████░░░░░░░░░░░░░░░░░░░░░░░░░]  25%",
                ])
        }

        @Test func styles() {
            let line = ProgressBar(fraction: 0.5).bar(width: 11, glyphs: .ascii)
            #expect(line == Line("[", .quiet) + Line("##", .progress) + Line("--]", .quiet) + Line("  50%"))
        }

        @Test func percentRoundsDownSoOnlyDoneIs100() {
            #expect(ProgressBar(completed: 2, of: 3).percent == 66)
            #expect(ProgressBar(completed: 29, of: 100).percent == 29)
            #expect(ProgressBar(fraction: 0.999).percent == 99)
            #expect(texts(ProgressBar(fraction: 1).lines(width: 20, glyphs: .ascii)) == ["[#############] 100%"])
            #expect(texts(ProgressBar(fraction: 0).lines(width: 20, glyphs: .ascii)) == ["[-------------]   0%"])
        }

        @Test func outOfRangeValuesAreClamped() {
            #expect(ProgressBar(fraction: -1).percent == 0)
            #expect(ProgressBar(fraction: 7).percent == 100)
            #expect(ProgressBar(fraction: .nan).percent == 0)
            #expect(ProgressBar(completed: 1, of: 0).percent == 0)
        }

        @Test func tooNarrowForABarShowsThePercentage() {
            #expect(texts(ProgressBar(fraction: 0.5).lines(width: 6)) == ["50%"])
        }
    }
}
