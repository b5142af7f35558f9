import StudyModel

/// The Tower of Hanoi on the terminal: three pegs named by 1, 2, 3 (or a, s, d); one key
/// picks up a peg's top disk, the next puts it down.
struct TowerOfHanoiKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { false }

    var defaultInstructions: [String] {
        let time = words.length(seconds: task.towerOfHanoi.timeLimitSeconds)
        return words.towerOfHanoi.instructions.map { TaskWords.fill($0, ["time": time]) }
    }

    func engine(practice: Bool, random: SeededRandom) -> TowerOfHanoiEngine {
        TowerOfHanoiEngine(.init(task))
    }

    func screen(for view: TowerOfHanoiEngine.View, practice: Bool) -> TaskScreen {
        let own = words.towerOfHanoi
        let keys = own.keys + " · " + words.escPause
        func status(_ moves: Int) -> String { TaskWords.fill(own.moves, ["n": "\(moves)"]) }
        func body(_ board: TowerOfHanoiBoard, _ message: Line) -> [Line] {
            FixedWidthBlock.centred(TowerOfHanoiLines.lines(board) + [.empty, message])
        }
        switch view {
        case let .playing(board, moves, message):
            return TaskScreen(
                title: title, status: status(moves), body: body(board, line(for: message, board: board)), keys: keys)
        case let .solved(board, moves):
            let text = TaskWords.fill(own.solved, ["n": "\(moves)"])
            return TaskScreen(
                title: title, status: status(moves), body: body(board, Line("✓ " + text, .success)),
                keys: words.escPause)
        case let .timeUp(board, moves):
            return TaskScreen(
                title: title, status: status(moves), body: body(board, Line(own.timeUp, .title)), keys: words.escPause)
        }
    }

    /// What the last key did, or what to do next.
    private func line(for message: TowerOfHanoiEngine.Message?, board: TowerOfHanoiBoard) -> Line {
        let own = words.towerOfHanoi
        switch message {
        case let .refused(disk, onto):
            return Line("✗ " + TaskWords.fill(own.refused, ["disk": "\(disk)", "onto": "\(onto)"]), .error)
        case let .emptyPeg(peg):
            return Line("✗ " + TaskWords.fill(own.emptyPeg, ["peg": "\(peg + 1)"]), .error)
        case nil:
            guard let picked = board.picked, let disk = board.top(of: picked) else { return .empty }
            return Line(TaskWords.fill(own.pickedUp, ["disk": "\(disk)"]))
        }
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        TowerOfHanoiSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let s = TowerOfHanoiSummary.compute(events)
        let own = words.towerOfHanoi
        guard let total = s.totalTimeMs else {
            return TaskWords.fill(own.notSolved, ["moves": "\(s.moves)", "refused": "\(s.illegalMoves)"])
        }
        let seconds = NumberText.text((total / 100).rounded() / 10, places: 1)
        return TaskWords.fill(
            own.end,
            [
                "moves": "\(s.moves)", "fewest": "\(s.minimumMoves)", "refused": "\(s.illegalMoves)",
                "seconds": seconds,
            ])
    }
}
