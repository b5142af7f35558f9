import Testing

@testable import StudyRunner

extension RenderingTests {
    /// Choice lists: marks that read without colour, wrapped labels aligned after the mark.
    @Suite struct ChoiceListTests {
        static let single = ChoiceList(
            items: [
                .init("Yes, most days"),
                .init("Only sometimes, when I remember to take a reading before breakfast"),
                .init("No"),
            ],
            mode: .single, chosen: [0], cursor: 1
        )

        static let multiple = ChoiceList(
            items: [
                .init("Walking"),
                .init("Cycling", detail: "Including an exercise bike at home or at the gym"),
                .init("Other", isOther: true, otherText: "gardening"),
                .init("None of these", isExclusive: true),
            ],
            mode: .multiple, chosen: [0, 2], cursor: 3
        )

        static let chinese = ChoiceList(
            items: [
                .init("几乎每天"),
                .init("有时候，如果我记得在早餐前测量血糖的话就会这样做"),
                .init("其他：", isOther: true, otherText: "周末"),
            ],
            mode: .single, chosen: [2], cursor: 0
        )

        @Test func singleChoiceAt40() {
            #expect(
                texts(Self.single.lines(width: 40)) == [
                    "  1. (•) Yes, most days",
                    "› 2. ( ) Only sometimes, when I remember",
                    "         to take a reading before",
                    "         breakfast",
                    "  3. ( ) No",
                ])
        }

        @Test func singleChoiceAt72() {
            #expect(
                texts(Self.single.lines(width: 72)) == [
                    "  1. (•) Yes, most days",
                    "› 2. ( ) Only sometimes, when I remember to take a reading before",
                    "         breakfast",
                    "  3. ( ) No",
                ])
        }

        @Test func multipleChoiceWithDetailOtherAndExclusiveAt40() {
            #expect(
                texts(Self.multiple.lines(width: 40)) == [
                    "  1. [x] Walking",
                    "  2. [ ] Cycling",
                    "         Including an exercise bike at",
                    "         home or at the gym",
                    "  3. [x] Other: gardening",
                    "",
                    "› 4. ( ) None of these",
                ])
        }

        @Test func multipleChoiceAt72() {
            #expect(
                texts(Self.multiple.lines(width: 72)) == [
                    "  1. [x] Walking",
                    "  2. [ ] Cycling",
                    "         Including an exercise bike at home or at the gym",
                    "  3. [x] Other: gardening",
                    "",
                    "› 4. ( ) None of these",
                ])
        }

        @Test func chineseAt40And72() {
            #expect(
                texts(Self.chinese.lines(width: 40)) == [
                    "› 1. ( ) 几乎每天",
                    "  2. ( ) 有时候，如果我记得在早餐前测量",
                    "         血糖的话就会这样做",
                    "  3. (•) 其他：周末",
                ])
            #expect(
                texts(Self.chinese.lines(width: 72)) == [
                    "› 1. ( ) 几乎每天",
                    "  2. ( ) 有时候，如果我记得在早餐前测量血糖的话就会这样做",
                    "  3. (•) 其他：周末",
                ])
        }

        @Test func asciiMarksAndNoCursorForPlainMode() {
            var list = Self.multiple
            list.cursor = nil
            #expect(
                texts(list.lines(width: 72, glyphs: .ascii)) == [
                    "  1. [x] Walking",
                    "  2. [ ] Cycling",
                    "         Including an exercise bike at home or at the gym",
                    "  3. [x] Other: gardening",
                    "",
                    "  4. ( ) None of these",
                ])
            var chosenNone = list
            chosenNone.chosen = [3]
            #expect(texts(chosenNone.lines(width: 72, glyphs: .ascii)).last == "  4. (*) None of these")
        }

        @Test func withoutNumbers() {
            let list = ChoiceList(
                items: [.init("Yes"), .init("No")], mode: .single, chosen: [1], cursor: 1, showsNumbers: false)
            #expect(texts(list.lines(width: 40)) == ["  ( ) Yes", "› (•) No"])
        }

        @Test func numbersAlignPastNine() {
            let items = (1...10).map { ChoiceList.Item("Item \($0)") }
            let lines = texts(ChoiceList(items: items, mode: .multiple).lines(width: 40))
            #expect(lines[0] == "   1. [ ] Item 1")
            #expect(lines[9] == "  10. [ ] Item 10")
        }

        @Test func stylesOfTheCursorRow() {
            let line = Self.single.lines(width: 72)[1]
            #expect(
                line == Line("›", .selected) + Line(" ") + Line("2.", .action) + Line(" ")
                    + Line("( )", .selected) + Line(" ")
                    + Line("Only sometimes, when I remember to take a reading before", .selected))
            #expect(Self.single.lines(width: 72)[0] == Line("  ") + Line("1.", .action) + Line(" (•) Yes, most days"))
        }

        @Test func lineRangesOfItems() {
            #expect(Self.single.lineRange(ofItem: 1, width: 40) == 1..<4)
            #expect(Self.single.lineRange(ofItem: 2, width: 40) == 4..<5)
            // The blank line before an exclusive choice is not part of it.
            #expect(Self.multiple.lineRange(ofItem: 3, width: 40) == 6..<7)
            #expect(Self.multiple.lineRange(ofItem: 9, width: 40) == 0..<0)
        }

        @Test func hostileLabelsAreInert() {
            let list = ChoiceList(items: [.init("\u{1B}[2JYes")], mode: .single)
            #expect(texts(list.lines(width: 40)) == ["  1. ( ) ^[[2JYes"])
        }
    }
}
