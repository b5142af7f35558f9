/// The Tower of Hanoi: move the tower from peg 1 to peg 3, one disk at a time, never a
/// larger disk on a smaller one. A key names a peg: the first picks up its top disk, the
/// second puts it down there (the same peg again puts it back). A move onto a smaller disk
/// is refused and said; nothing moves. The time limit ends it unsolved.
public struct TowerOfHanoiEngine: ActiveTaskEngine {
    public enum View: Equatable, Sendable {
        case playing(TowerOfHanoiBoard, moves: Int, message: Message?)
        case solved(TowerOfHanoiBoard, moves: Int)
        case timeUp(TowerOfHanoiBoard, moves: Int)
    }

    /// What the last key did that needs saying.
    public enum Message: Equatable, Sendable {
        /// `disk` cannot go on the smaller `onto`.
        case refused(disk: Int, onto: Int)
        case emptyPeg(Int)
    }

    public struct Parameters: Sendable, Equatable {
        public var disks: Int
        public var timeLimitSeconds: Int

        public init(disks: Int, timeLimitSeconds: Int) {
            self.disks = min(max(disks, 1), 9)
            self.timeLimitSeconds = timeLimitSeconds
        }

        public init(_ task: ActiveTask) {
            self.init(disks: task.towerOfHanoi.disks, timeLimitSeconds: task.towerOfHanoi.timeLimitSeconds)
        }
    }

    /// How long the end (solved, or time up) stays on screen.
    public static let endMs = 1500

    public let parameters: Parameters
    public private(set) var view: View
    public private(set) var screenNumber = 1
    public private(set) var deadline: UInt64?
    public private(set) var isFinished = false
    public private(set) var events: [TaskEvent] = []
    private var timeLimit: UInt64?

    /// No practice round: the puzzle is the same every time, so a practice would be a rehearsal.
    public init(_ parameters: Parameters) {
        self.parameters = parameters
        self.view = .playing(TowerOfHanoiBoard(disks: parameters.disks), moves: 0, message: nil)
    }

    private mutating func show(_ next: View) {
        view = next
        screenNumber += 1
    }

    private mutating func log(
        _ kind: TaskEvent.Kind, _ value: String, at time: UInt64, trial: Int? = nil,
        _ detail: [String: String]? = nil
    ) {
        events.append(TaskEvent(kind, value, at: time, trial: trial, detail: detail))
    }

    public mutating func shown(at time: UInt64) {
        switch view {
        case .playing:
            if timeLimit == nil {
                // The board's onset: planning time and the time limit count from here.
                log(.shown, "board", at: time, ["disks": String(parameters.disks)])
                timeLimit = time.adding(milliseconds: parameters.timeLimitSeconds * 1000)
            }
            deadline = timeLimit
        case .solved, .timeUp:
            deadline = time.adding(milliseconds: Self.endMs)
        }
    }

    public mutating func press(_ key: TaskKey, at time: UInt64) {
        guard case .playing(var board, var moves, _) = view, let peg = TowerOfHanoiBoard.peg(for: key) else {
            log(.key, key.description, at: time, ["action": "ignored"])
            return
        }
        var message: Message?
        let pegName = String(peg + 1)
        if let from = board.picked, let disk = board.top(of: from) {
            var detail = ["from": String(from + 1), "to": pegName, "disk": String(disk)]
            board.picked = nil
            if from == peg {
                detail["action"] = "cancel"
                log(.key, key.description, at: time, detail)
            } else if board.allows(from: from, to: peg) {
                board.pegs[peg].append(board.pegs[from].removeLast())
                moves += 1
                detail["action"] = "move"
                log(.key, key.description, at: time, trial: moves, detail)
            } else {
                let onto = board.top(of: peg) ?? 0
                detail["action"] = "illegal"
                detail["onto"] = String(onto)
                log(.key, key.description, at: time, detail)
                message = .refused(disk: disk, onto: onto)
            }
        } else if let disk = board.top(of: peg) {
            board.picked = peg
            log(.key, key.description, at: time, ["action": "pick", "peg": pegName, "disk": String(disk)])
        } else {
            log(.key, key.description, at: time, ["action": "empty", "peg": pegName])
            message = .emptyPeg(peg)
        }
        if board.isSolved {
            log(.mark, "solved", at: time, ["moves": String(moves)])
            show(.solved(board, moves: moves))
        } else {
            show(.playing(board, moves: moves, message: message))
        }
    }

    public mutating func timeUp(at time: UInt64) {
        switch view {
        case let .playing(board, moves, _):
            log(.timeout, "time-limit", at: time)
            var ended = board
            ended.picked = nil
            show(.timeUp(ended, moves: moves))
        case .solved, .timeUp:
            log(.mark, "round-ended", at: time)
            isFinished = true
            deadline = nil
        }
    }
}
