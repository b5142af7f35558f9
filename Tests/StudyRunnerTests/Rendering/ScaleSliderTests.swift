import Testing

@testable import StudyRunner

extension RenderingTests {
    /// Scales: the chosen point marked by shape, end labels under the ends, a vertical list
    /// when the points do not fit.
    @Suite struct ScaleSliderTests {
        static let confidence = ScaleSlider(
            min: 0, max: 10, value: 5, minLabel: "Not at all confident", maxLabel: "Completely confident"
        )

        @Test func zeroToTenAt40WrapsTheEndLabelsInTwoColumns() {
            #expect(Self.confidence.form(width: 40) == .horizontal)
            #expect(
                texts(Self.confidence.lines(width: 40)) == [
                    "0  1  2  3  4  5  6  7  8  9  10",
                    "○──○──○──○──○──●──○──○──○──○──○",
                    "Not at all            Completely",
                    "confident              confident",
                ])
        }

        @Test func zeroToTenAt72() {
            #expect(
                texts(Self.confidence.lines(width: 72)) == [
                    "0      1      2      3      4      5      6      7      8      9      10",
                    "○──────○──────○──────○──────○──────●──────○──────○──────○──────○──────○",
                    "Not at all confident                                Completely confident",
                ])
        }

        @Test func chineseEndLabels() {
            let slider = ScaleSlider(min: 0, max: 10, value: 7, minLabel: "完全没有信心", maxLabel: "完全有信心")
            #expect(
                texts(slider.lines(width: 40)) == [
                    "0  1  2  3  4  5  6  7  8  9  10",
                    "○──○──○──○──○──○──○──●──○──○──○",
                    "完全没有信心          完全有信心",
                ])
            #expect(
                texts(slider.lines(width: 72)) == [
                    "0      1      2      3      4      5      6      7      8      9      10",
                    "○──────○──────○──────○──────○──────○──────○──────●──────○──────○──────○",
                    "完全没有信心                                                  完全有信心",
                ])
        }

        @Test func aShortScaleKeepsItsGapsModest() {
            let slider = ScaleSlider(min: 1, max: 5, value: 2, minLabel: "Never", maxLabel: "Always")
            let expected = [
                "1       2       3       4       5",
                "○───────●───────○───────○───────○",
                "Never                      Always",
            ]
            #expect(texts(slider.lines(width: 40)) == expected)
            #expect(texts(slider.lines(width: 72)) == expected)
        }

        @Test func asciiMarksTheChosenPointWithX() {
            let slider = ScaleSlider(
                min: 1, max: 7, value: 4, minLabel: "Strongly disagree", maxLabel: "Strongly agree")
            #expect(
                texts(slider.lines(width: 40, glyphs: .ascii)) == [
                    "1     2     3     4     5     6     7",
                    "o-----o-----o-----X-----o-----o-----o",
                    "Strongly disagree      Strongly agree",
                ])
        }

        @Test func wordLabelsFallBackToAListAt40() {
            let slider = ScaleSlider(points: ["Never", "Rarely", "Sometimes", "Often", "Always"], selected: 2)
            #expect(slider.form(width: 40) == .vertical)
            #expect(
                texts(slider.lines(width: 40)) == [
                    "  ○ Never",
                    "  ○ Rarely",
                    "› ● Sometimes",
                    "  ○ Often",
                    "  ○ Always",
                ])
            #expect(slider.form(width: 72) == .horizontal)
            #expect(
                texts(slider.lines(width: 72)) == [
                    "Never     Rarely  Sometimes   Often     Always",
                    "  ○─────────○─────────●─────────○─────────○",
                ])
        }

        @Test func chineseWordLabelsFitAt40() {
            let slider = ScaleSlider(points: ["从不", "很少", "有时", "经常", "总是"], selected: 2)
            let expected = [
                "从不    很少    有时    经常    总是",
                " ○───────○───────●───────○───────○",
            ]
            #expect(texts(slider.lines(width: 40)) == expected)
            #expect(texts(slider.lines(width: 72)) == expected)
        }

        @Test func theVerticalListPutsEndLabelsBesideTheEnds() {
            #expect(
                texts(Self.confidence.lines(width: 20)) == [
                    "  ○  0  Not at all",
                    "        confident",
                    "  ○  1",
                    "  ○  2",
                    "  ○  3",
                    "  ○  4",
                    "› ●  5",
                    "  ○  6",
                    "  ○  7",
                    "  ○  8",
                    "  ○  9",
                    "  ○ 10  Completely",
                    "        confident",
                ])
        }

        @Test func nothingChosenYet() {
            let slider = ScaleSlider(min: 1, max: 3)
            #expect(
                texts(slider.lines(width: 40)) == [
                    "1       2       3",
                    "○───────○───────○",
                ])
        }

        @Test func theChosenPointIsStyledAsWellAsShaped() {
            let lines = ScaleSlider(min: 1, max: 2, value: 2).lines(width: 40)
            #expect(lines[0] == Line("1       ") + Line("2", .selected))
            #expect(lines[1] == Line("○") + Line("───────", .quiet) + Line("●", .selected))
        }

        @Test func noLineIsWiderThanTheWidth() {
            for width in 10...80 {
                for line in Self.confidence.lines(width: width) {
                    #expect(line.width <= width, "\(width): \(line)")
                }
            }
        }
    }
}
