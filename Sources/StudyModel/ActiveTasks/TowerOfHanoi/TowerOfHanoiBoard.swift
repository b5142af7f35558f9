/// The three pegs of the Tower of Hanoi and the disks on them. Disks are numbered by size,
/// 1 the smallest; pegs are 0, 1, 2 here and 1, 2, 3 on screen and in the log.
public struct TowerOfHanoiBoard: Equatable, Sendable {
    /// Each peg's disks, bottom first.
    public var pegs: [[Int]]
    /// The peg whose top disk is picked up, if one is.
    public var picked: Int?

    /// All `disks` on the first peg, the largest at the bottom.
    public init(disks: Int) {
        pegs = [Array((1...max(1, disks)).reversed()), [], []]
    }

    public init(pegs: [[Int]], picked: Int? = nil) {
        self.pegs = pegs
        self.picked = picked
    }

    public var diskCount: Int { pegs.reduce(0) { $0 + $1.count } }

    /// Solved when every disk is on the third peg.
    public var isSolved: Bool { pegs[2].count == diskCount }

    public func top(of peg: Int) -> Int? { pegs[peg].last }

    /// Whether the top disk of `from` may go on `to`: never a larger disk on a smaller one.
    public func allows(from: Int, to: Int) -> Bool {
        guard let disk = top(of: from) else { return false }
        return top(of: to).map { disk < $0 } ?? true
    }

    /// The peg a key names: 1, 2, 3, or a, s, d (the home row, for one hand).
    public static func peg(for key: TaskKey) -> Int? {
        switch key.letter {
        case "1", "a": return 0
        case "2", "s": return 1
        case "3", "d": return 2
        default: return nil
        }
    }

    /// The fewest moves that solve `disks` disks: 2^disks − 1.
    public static func minimumMoves(disks: Int) -> Int {
        (1 << max(0, disks)) - 1
    }
}
