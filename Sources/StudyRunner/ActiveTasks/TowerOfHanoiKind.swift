import StudyModel

/// The Tower of Hanoi on the terminal: three pegs named by 1, 2, 3 (or a, s, d); one key
/// picks up a peg's top disk, the next puts it down.
struct TowerOfHanoiKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { false }

    var defaultInstructions: [String] {
        let limit = task.towerOfHanoi.timeLimitSeconds
        let time =
            limit % 60 == 0
            ? (words.isChinese ? "\(limit / 60) 分钟" : limit == 60 ? "1 minute" : "\(limit / 60) minutes")
            : (words.isChinese ? "\(limit) 秒" : "\(limit) seconds")
        return words.isChinese
            ? [
                "把整座圆盘塔从第 1 根柱子移到第 3 根柱子。",
                "按柱子的编号（1、2、3，或 a、s、d）拿起它最上面的圆盘，再按要放上去的柱子的编号。再按同一根柱子就放回原处。",
                "每次只移动一个圆盘，大圆盘不能放在小圆盘上。请用尽量少的步数。最多 \(time)。",
            ]
            : [
                "Move the whole tower of disks from peg 1 to peg 3.",
                "Press a peg's number (1, 2 or 3; or a, s, d) to pick up its top disk, then the number of the peg to put it on. Press the same peg again to put it back.",
                "Move one disk at a time, and never put a larger disk on a smaller one. Use as few moves as you can. You have up to \(time).",
            ]
    }

    func engine(practice: Bool, random: SeededRandom) -> TowerOfHanoiEngine {
        TowerOfHanoiEngine(.init(task))
    }

    func screen(for view: TowerOfHanoiEngine.View, practice: Bool) -> TaskScreen {
        let zh = words.isChinese
        let keys =
            (zh ? "1 2 3（或 a s d）：先拿起，再放下 · 同一根柱子：放回" : "1 2 3 (or a s d): pick up, then put down · same peg: put back")
            + " · " + words.escPause
        func status(_ moves: Int) -> String { zh ? "已移动 \(moves) 步" : "Moves: \(moves)" }
        func body(_ board: TowerOfHanoiBoard, _ message: Line) -> [Line] {
            FixedWidthBlock.centred(TowerOfHanoiLines.lines(board) + [.empty, message])
        }
        switch view {
        case let .playing(board, moves, message):
            return TaskScreen(
                title: title, status: status(moves), body: body(board, line(for: message, board: board)), keys: keys)
        case let .solved(board, moves):
            let text = zh ? "完成！共 \(moves) 步。" : "Solved in \(moves) moves."
            return TaskScreen(
                title: title, status: status(moves), body: body(board, Line("✓ " + text, .success)),
                keys: words.escPause)
        case let .timeUp(board, moves):
            return TaskScreen(
                title: title, status: status(moves), body: body(board, Line(zh ? "时间到。" : "Time is up.", .title)),
                keys: words.escPause)
        }
    }

    /// What the last key did, or what to do next.
    private func line(for message: TowerOfHanoiEngine.Message?, board: TowerOfHanoiBoard) -> Line {
        let zh = words.isChinese
        switch message {
        case let .refused(disk, onto):
            return Line(
                "✗ "
                    + (zh
                        ? "圆盘 \(disk) 不能放在更小的圆盘 \(onto) 上。没有移动。"
                        : "Disk \(disk) cannot go on the smaller disk \(onto). Nothing moved."),
                .error)
        case let .emptyPeg(peg):
            return Line("✗ " + (zh ? "第 \(peg + 1) 根柱子上没有圆盘。" : "Peg \(peg + 1) has no disk."), .error)
        case nil:
            guard let picked = board.picked, let disk = board.top(of: picked) else { return .empty }
            return Line(zh ? "已拿起圆盘 \(disk)。按要放上去的柱子。" : "Disk \(disk) picked up. Press the peg to put it on.")
        }
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        TowerOfHanoiSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let s = TowerOfHanoiSummary.compute(events)
        let zh = words.isChinese
        guard let total = s.totalTimeMs else {
            return zh
                ? "未完成 · 移动 \(s.moves) 步 · 被拒绝 \(s.illegalMoves) 次"
                : "Not solved · \(s.moves) moves · \(s.illegalMoves) refused"
        }
        let seconds = NumberText.text((total / 100).rounded() / 10, places: 1)
        return zh
            ? "完成：\(s.moves) 步（最少 \(s.minimumMoves) 步）· 被拒绝 \(s.illegalMoves) 次 · \(seconds) 秒"
            : "Solved in \(s.moves) moves (fewest possible: \(s.minimumMoves)) · \(s.illegalMoves) refused · \(seconds) s"
    }
}
