import XCTest

@testable import StudyModel

/// The Tower of Hanoi: the board's rules, the engine on exact times, and the summary from a
/// hand-written log.
final class TowerOfHanoiTests: XCTestCase {
    private typealias Driver = EngineClock<TowerOfHanoiEngine>

    private let ms: UInt64 = 1_000_000

    func testTheBoardStartsOnPegOneAndRefusesALargerDiskOnASmallerOne() {
        let board = TowerOfHanoiBoard(disks: 3)
        XCTAssertEqual(board.pegs, [[3, 2, 1], [], []])
        XCTAssertFalse(board.isSolved)
        XCTAssertTrue(board.allows(from: 0, to: 1))
        let later = TowerOfHanoiBoard(pegs: [[3, 2], [1], []])
        XCTAssertFalse(later.allows(from: 0, to: 1), "2 on 1 is refused")
        XCTAssertTrue(later.allows(from: 1, to: 0))
        XCTAssertFalse(later.allows(from: 2, to: 0), "an empty peg has nothing to move")
        XCTAssertTrue(TowerOfHanoiBoard(pegs: [[], [], [2, 1]]).isSolved)
        XCTAssertEqual((2...7).map { TowerOfHanoiBoard.minimumMoves(disks: $0) }, [3, 7, 15, 31, 63, 127])
        XCTAssertEqual(
            ["1", "2", "3", "a", "s", "d", "4", "f"].map { TowerOfHanoiBoard.peg(for: .character($0)) },
            [0, 1, 2, 0, 1, 2, nil, nil])
    }

    func testPickPutBackRefuseAndSolveWithExactTimes() {
        var driver = Driver(TowerOfHanoiEngine(.init(disks: 2, timeLimitSeconds: 60)))
        XCTAssertEqual(driver.engine.deadline, 60_000 * ms)
        driver.press("2", after: 1500)
        XCTAssertEqual(driver.message, .emptyPeg(1))
        driver.press("1", after: 500) // 2000: the first pick
        XCTAssertEqual(driver.board.picked, 0)
        XCTAssertNil(driver.message, "a new key clears the message")
        driver.press("a", after: 500) // put back
        XCTAssertNil(driver.board.picked)
        XCTAssertEqual(driver.board.pegs, [[2, 1], [], []], "nothing moved")
        driver.press("1", after: 500)
        driver.press("2", after: 500) // 3500: move 1, disk 1 to peg 2
        XCTAssertEqual(driver.board.pegs, [[2], [1], []])
        driver.press("1", after: 500)
        driver.press("s", after: 500) // 4500: disk 2 on disk 1, refused
        XCTAssertEqual(driver.message, .refused(disk: 2, onto: 1))
        XCTAssertEqual(driver.board.pegs, [[2], [1], []])
        XCTAssertNil(driver.board.picked, "a refused move drops the pick")
        driver.press("1", after: 500)
        driver.press("3", after: 500) // 5500: move 2
        driver.press("2", after: 500)
        driver.press("d", after: 500) // 6500: move 3, solved
        guard case .solved(_, moves: 3) = driver.engine.view else { return XCTFail("solved in 3") }
        driver.press("1", after: 100) // ignored once solved
        driver.wait(ms: TowerOfHanoiEngine.endMs)
        XCTAssertTrue(driver.engine.isFinished)

        let summary = TowerOfHanoiSummary.compute(driver.engine.events)
        XCTAssertEqual(summary.solved, true)
        XCTAssertEqual(summary.moves, 3)
        XCTAssertEqual(summary.minimumMoves, 3)
        XCTAssertEqual(summary.extraMoves, 0)
        XCTAssertEqual(summary.illegalMoves, 1)
        XCTAssertEqual(summary.cancelledPicks, 1)
        XCTAssertEqual(summary.totalTimeMs, 6500)
        XCTAssertEqual(summary.firstMoveLatencyMs, 2000)
        XCTAssertEqual(
            summary.moveList,
            [
                .init(disk: 1, from: 1, to: 2, timeMs: 3500), .init(disk: 2, from: 1, to: 3, timeMs: 5500),
                .init(disk: 1, from: 2, to: 3, timeMs: 6500),
            ])
        let actions = driver.engine.events.filter { $0.kind == .key }.compactMap { $0.detail?["action"] }
        XCTAssertEqual(
            actions,
            ["empty", "pick", "cancel", "pick", "move", "pick", "illegal", "pick", "move", "pick", "move", "ignored"])
    }

    func testTheTimeLimitEndsItUnsolved() {
        var driver = Driver(TowerOfHanoiEngine(.init(disks: 3, timeLimitSeconds: 30)))
        driver.press("1", after: 1000)
        driver.press("3", after: 1000)
        driver.press("1", after: 1000)
        driver.wait(ms: 27_000)
        guard case .timeUp(let board, moves: 1) = driver.engine.view else { return XCTFail("time is up at 30 s") }
        XCTAssertNil(board.picked, "the held disk goes back when time is up")
        driver.press("2", after: 100)
        XCTAssertEqual(driver.engine.events.last?.detail?["action"], "ignored")
        driver.wait(ms: TowerOfHanoiEngine.endMs)
        XCTAssertTrue(driver.engine.isFinished)
        XCTAssertEqual(driver.engine.events.first { $0.kind == .timeout }?.monotonicNs, 30_000 * ms)

        let summary = TowerOfHanoiSummary.compute(driver.engine.events)
        XCTAssertFalse(summary.solved)
        XCTAssertEqual(summary.moves, 1)
        XCTAssertNil(summary.extraMoves)
        XCTAssertNil(summary.totalTimeMs)
        XCTAssertEqual(summary.firstMoveLatencyMs, 1000)
    }

    func testSummaryFromAHandWrittenLog() {
        func key(_ value: String, _ time: UInt64, _ detail: [String: String], trial: Int? = nil) -> TaskEvent {
            TaskEvent(.key, value, at: time * ms, trial: trial, detail: detail)
        }
        let events = [
            TaskEvent(.shown, "board", at: 1000 * ms, detail: ["disks": "2"]),
            key("x", 2000, ["action": "ignored"]),
            key("1", 4000, ["action": "pick", "peg": "1", "disk": "1"]),
            key("3", 4500, ["action": "move", "from": "1", "to": "3", "disk": "1"], trial: 1),
            key("1", 5000, ["action": "pick", "peg": "1", "disk": "2"]),
            key("3", 5200, ["action": "illegal", "from": "1", "to": "3", "disk": "2", "onto": "1"]),
            key("3", 6000, ["action": "pick", "peg": "3", "disk": "1"]),
            key("2", 6400, ["action": "move", "from": "3", "to": "2", "disk": "1"], trial: 2),
            key("1", 7000, ["action": "pick", "peg": "1", "disk": "2"]),
            key("3", 7300, ["action": "move", "from": "1", "to": "3", "disk": "2"], trial: 3),
            key("2", 8000, ["action": "pick", "peg": "2", "disk": "1"]),
            key("3", 8900, ["action": "move", "from": "2", "to": "3", "disk": "1"], trial: 4),
            TaskEvent(.mark, "solved", at: 8900 * ms, detail: ["moves": "4"]),
        ]
        let summary = TowerOfHanoiSummary.compute(events)
        XCTAssertEqual(
            summary,
            TowerOfHanoiSummary(
                solved: true, disks: 2, moves: 4, minimumMoves: 3, extraMoves: 1, illegalMoves: 1, cancelledPicks: 0,
                totalTimeMs: 7900, firstMoveLatencyMs: 3000,
                moveList: [
                    .init(disk: 1, from: 1, to: 3, timeMs: 3500), .init(disk: 1, from: 3, to: 2, timeMs: 5400),
                    .init(disk: 2, from: 1, to: 3, timeMs: 6300), .init(disk: 1, from: 2, to: 3, timeMs: 7900),
                ]))
    }
}

extension EngineClock where Engine == TowerOfHanoiEngine {
    /// The pegs on screen.
    fileprivate var board: TowerOfHanoiBoard {
        switch engine.view {
        case let .playing(board, _, _), let .solved(board, _), let .timeUp(board, _): return board
        }
    }

    /// The message under the pegs, if any.
    fileprivate var message: TowerOfHanoiEngine.Message? {
        if case let .playing(_, _, message) = engine.view { return message }
        return nil
    }
}
