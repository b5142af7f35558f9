/// The figures of a Tower of Hanoi run, from its events: whether and how fast it was solved,
/// the moves against the fewest possible, refused moves, and the planning time before the
/// first disk was picked up.
public struct TowerOfHanoiSummary: TaskSummary, Equatable {
    public struct Move: Encodable, Sendable, Equatable {
        public var disk: Int
        /// Pegs 1 to 3.
        public var from: Int
        public var to: Int
        /// From the board's onset to the key that put the disk down.
        public var timeMs: Double
    }

    public var solved: Bool
    public var disks: Int
    /// Legal moves made.
    public var moves: Int
    /// 2^disks − 1.
    public var minimumMoves: Int
    /// Moves beyond the fewest possible; null when not solved.
    public var extraMoves: Int?
    /// Moves refused because a larger disk would have gone on a smaller one.
    public var illegalMoves: Int
    /// Picked-up disks put back on their own peg.
    public var cancelledPicks: Int
    /// From the board's onset to the move that solved it; null when not solved.
    public var totalTimeMs: Double?
    /// Planning time: from the board's onset to the first key that picked up a disk.
    public var firstMoveLatencyMs: Double?
    /// Every legal move, in order.
    public var moveList: [Move]

    public static func compute(_ events: [TaskEvent]) -> TowerOfHanoiSummary {
        var onset: UInt64?
        var disks = 0
        var firstPick: UInt64?
        var solvedAt: UInt64?
        var illegal = 0
        var cancelled = 0
        var moves: [Move] = []
        for event in events.measured {
            let detail = event.detail ?? [:]
            switch (event.kind, event.value) {
            case (.shown, "board"):
                onset = event.monotonicNs
                disks = Int(detail["disks"] ?? "") ?? 0
            case (.mark, "solved"):
                solvedAt = event.monotonicNs
            case (.key, _):
                switch detail["action"] {
                case "pick": firstPick = firstPick ?? event.monotonicNs
                case "illegal": illegal += 1
                case "cancel": cancelled += 1
                case "move":
                    guard let onset, let disk = Int(detail["disk"] ?? ""), let from = Int(detail["from"] ?? ""),
                        let to = Int(detail["to"] ?? "")
                    else { continue }
                    moves.append(Move(disk: disk, from: from, to: to, timeMs: since(onset, event.monotonicNs)))
                default: break
                }
            default:
                break
            }
        }
        let minimum = TowerOfHanoiBoard.minimumMoves(disks: disks)
        let solved = solvedAt != nil
        return TowerOfHanoiSummary(
            solved: solved, disks: disks, moves: moves.count, minimumMoves: minimum,
            extraMoves: solved ? moves.count - minimum : nil, illegalMoves: illegal, cancelledPicks: cancelled,
            totalTimeMs: onset.flatMap { start in solvedAt.map { since(start, $0) } },
            firstMoveLatencyMs: onset.flatMap { start in firstPick.map { since(start, $0) } }, moveList: moves)
    }

    private static func since(_ start: UInt64, _ end: UInt64) -> Double {
        TaskStatistics.rounded(milliseconds(from: start, to: end)) ?? 0
    }
}
