import Testing

@testable import StudyRunner

extension RenderingTests {
    /// Key help laid out across lines, entries never split.
    @Suite struct KeyFooterTests {
        static let english = KeyFooter([
            (keys: "↑/↓", label: "move"), (keys: "space", label: "choose"), (keys: "enter", label: "next"),
            (keys: "b", label: "back"), (keys: "?", label: "help"), (keys: "q", label: "save and quit"),
        ])
        static let chinese = KeyFooter([
            (keys: "↑/↓", label: "移动"), (keys: "空格", label: "选择"), (keys: "回车", label: "下一步"),
            (keys: "b", label: "返回"), (keys: "q", label: "保存并退出"),
        ])

        @Test func englishAt40And72() {
            #expect(
                texts(Self.english.lines(width: 40)) == [
                    "↑/↓ move   space choose   enter next",
                    "b back   ? help   q save and quit",
                ])
            #expect(
                texts(Self.english.lines(width: 72)) == [
                    "↑/↓ move   space choose   enter next   b back   ? help   q save and quit"
                ])
        }

        @Test func chineseAt40And72() {
            #expect(
                texts(Self.chinese.lines(width: 40)) == [
                    "↑/↓ 移动   空格 选择   回车 下一步",
                    "b 返回   q 保存并退出",
                ])
            #expect(
                texts(Self.chinese.lines(width: 72)) == [
                    "↑/↓ 移动   空格 选择   回车 下一步   b 返回   q 保存并退出"
                ])
        }

        @Test func keysAreActionsAndLabelsQuiet() {
            let line = KeyFooter([KeyHelp(keys: "enter", label: "next"), KeyHelp(keys: "q", label: "quit")]).lines(
                width: 40)
            #expect(
                line == [
                    Line("enter", .action) + Line(" next", .quiet) + Line("   ") + Line("q", .action)
                        + Line(" quit", .quiet)
                ])
        }

        @Test func anEntryWiderThanTheLineWraps() {
            let footer = KeyFooter([
                (keys: "q", label: "save your answers and leave the study for now"), (keys: "?", label: "help"),
            ])
            #expect(
                texts(footer.lines(width: 20)) == ["q save your answers", "and leave the study", "for now   ? help"])
        }
    }
}
