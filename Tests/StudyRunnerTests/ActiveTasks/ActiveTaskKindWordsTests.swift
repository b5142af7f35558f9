import StudyModel
import XCTest

@testable import StudyRunner

/// The spatial-span, trail-making and Tower of Hanoi screens read their words from the text
/// catalogue: the same texts in English and Simplified Chinese as when each kind chose them
/// itself (cognition.study: a 3 × 3 grid, both trail parts in 180 s, the tower in 300 s).
final class ActiveTaskKindWordsTests: XCTestCase {
    private func activeTask(_ id: String) throws -> ActiveTask {
        try ActiveTaskHarness().activeTask(id)
    }

    private func texts(_ screen: TaskScreen) -> [String] {
        screen.body.map { $0.text.trimmingCharacters(in: .whitespaces) }
    }

    func testSpatialSpanInChineseAndEnglish() throws {
        let task = try activeTask("spatial_span")
        let chinese = SpatialSpanKind(task: task, title: "记位置", words: .forLanguage("zh-Hans"))
        let english = SpatialSpanKind(task: task, title: "Remembering places", words: .forLanguage("en"))
        XCTAssertEqual(chinese.defaultInstructions[1], "然后按同样的顺序输入这些方格上的字母。答对了，下一组就多一个方格。")
        let trial = SpatialSpanEngine.Trial(number: 1, cells: [4, 0, 8])
        let recall = chinese.screen(for: .recall(trial, typed: [4], highlighted: false), practice: false)
        XCTAssertEqual(recall.status, "第 1 组 · 3 个方格")
        XCTAssertEqual(recall.keys, "按顺序输入字母 · Esc：暂停")
        XCTAssertTrue(texts(recall).contains("轮到您了：按顺序输入方格上的字母。"))
        let wrong = SpatialSpanEngine.View.feedback(trial, typed: [4, 1], correct: false)
        XCTAssertTrue(texts(chinese.screen(for: wrong, practice: false)).contains("✗ 不对。正确顺序是：e a i"))
        XCTAssertTrue(texts(english.screen(for: wrong, practice: false)).contains("✗ Not right. The order was: e a i"))
        XCTAssertEqual(english.screen(for: .watch(trial), practice: false).keys, "Watch · Esc: pause")
    }

    func testTrailMakingInChineseAndEnglish() throws {
        let task = try activeTask("trails")
        let chinese = TrailMakingKind(task: task, title: "连线", words: .forLanguage("zh-Hans"))
        let english = TrailMakingKind(task: task, title: "Connecting labels", words: .forLanguage("en"))
        XCTAssertEqual(chinese.defaultInstructions.first, "共两部分。A 部分：数字散布在屏幕上。请按顺序尽快输入它们：1、2、3，依此类推。")
        XCTAssertEqual(chinese.defaultInstructions.last, "每部分最多 3 分钟。")
        XCTAssertEqual(english.defaultInstructions.last, "You have up to 3 minutes for each part.")
        var trail = chinese.engine(practice: false, random: SeededRandom(seed: 77)).trails[0]
        trail.reached = 4
        trail.typed = "1"
        trail.error = "7"
        let typing = chinese.screen(for: .trail(trail), practice: false)
        XCTAssertEqual(typing.status, "A 部分 · 已到 4 / 10 · 最后：4")
        XCTAssertTrue(texts(typing).contains("输入：1_"))
        XCTAssertTrue(texts(typing).contains("✗ 7 不是下一个。"))
        XCTAssertTrue(
            texts(chinese.screen(for: .partEnded(trail, finished: false), practice: false)).contains("A 部分时间到。"))
        XCTAssertTrue(
            texts(english.screen(for: .partEnded(trail, finished: false), practice: false)).contains(
                "Time is up for part a."))
        XCTAssertTrue(
            texts(english.screen(for: .partEnded(trail, finished: true), practice: false)).contains("✓ Part A done."))
        XCTAssertEqual(chinese.screen(for: .nextPart(.b), practice: false).keys, "回车或空格：开始 · Esc：暂停")
    }

    func testTowerOfHanoiInChineseAndEnglish() throws {
        let task = try activeTask("hanoi")
        let chinese = TowerOfHanoiKind(task: task, title: "汉诺塔", words: .forLanguage("zh-Hans"))
        let english = TowerOfHanoiKind(task: task, title: "Tower puzzle", words: .forLanguage("en"))
        XCTAssertEqual(chinese.defaultInstructions.last, "每次只移动一个圆盘，大圆盘不能放在小圆盘上。请用尽量少的步数。最多 5 分钟。")
        XCTAssertTrue(english.defaultInstructions.last?.hasSuffix("You have up to 5 minutes.") == true)
        let board = TowerOfHanoiBoard(disks: 3)
        let refused = chinese.screen(
            for: .playing(board, moves: 3, message: .refused(disk: 2, onto: 1)), practice: false)
        XCTAssertEqual(refused.status, "已移动 3 步")
        XCTAssertEqual(refused.keys, "1 2 3（或 a s d）：先拿起，再放下 · 同一根柱子：放回 · Esc：暂停")
        XCTAssertTrue(texts(refused).contains("✗ 圆盘 2 不能放在更小的圆盘 1 上。没有移动。"))
        let empty = english.screen(for: .playing(board, moves: 0, message: .emptyPeg(1)), practice: false)
        XCTAssertEqual(empty.status, "Moves: 0")
        XCTAssertTrue(texts(empty).contains("✗ Peg 2 has no disk."))
        XCTAssertTrue(texts(chinese.screen(for: .solved(board, moves: 7), practice: false)).contains("✓ 完成！共 7 步。"))
    }

    func testNumbersInTaskTextsUseTheLanguagesDecimalSeparator() throws {
        var task = try activeTask("psat")
        task.parameters["interval-ms"] = .integer(2500)
        let german = PsatKind(task: task, title: "PASAT", words: .forLanguage("de"))
        XCTAssertTrue(german.defaultInstructions[0].contains("alle 2,5 Sekunden"), german.defaultInstructions[0])
        let english = PsatKind(task: task, title: "PASAT", words: .forLanguage("en"))
        XCTAssertTrue(english.defaultInstructions[0].contains("one every 2.5 seconds"), english.defaultInstructions[0])
    }
}
