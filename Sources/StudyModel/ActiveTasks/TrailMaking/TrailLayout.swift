/// Part A of the trail-making test joins numbers (1, 2, 3 …); part B alternates numbers and
/// letters (1, A, 2, B, 3 …).
public enum TrailPart: String, Sendable, Equatable, CaseIterable {
    case a = "A"
    case b = "B"

    /// The labels of a trail of `count` points, in the order they are to be reached.
    public func labels(count: Int) -> [String] {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return (0..<max(0, count)).map { index in
            switch self {
            case .a: return String(index + 1)
            case .b: return index.isMultiple(of: 2) ? String(index / 2 + 1) : String(letters[index / 2 % letters.count])
            }
        }
    }
}

/// One label of a trail and where it stands in the field (row and column from 0). It is
/// drawn `width` cells wide: the label with one cell either side for its mark.
public struct TrailPoint: Equatable, Sendable {
    public var label: String
    public var row: Int
    public var column: Int

    public init(label: String, row: Int, column: Int) {
        self.label = label
        self.row = row
        self.column = column
    }

    public var width: Int { label.count + 2 }
}

/// Where a trail's labels go: scattered over a field of 60 columns × 14 rows (it fits an
/// 80 × 24 window with the header, the messages and the keys), from the seed.
///
/// The field is cut into 50 slots of 6 columns × 3 rows; each label takes a random slot and
/// a random place inside it, on the slot's first two rows and first five columns. The last
/// row and column of every slot stay blank, so two labels can never overlap or touch, not
/// even diagonally, without any trial and error.
public enum TrailLayout {
    public static let columns = 60
    public static let rows = 14
    static let slotColumns = 6
    static let slotRows = 3
    /// The widest label drawn: two characters and their marks.
    static let widestPoint = 4

    /// 10 slots across, 5 down (the last slot row needs no blank row below it: 5 × 3 − 1 = 14).
    public static var slotCount: Int { (columns / slotColumns) * ((rows + 1) / slotRows) }

    public static func place(_ labels: [String], using random: inout SeededRandom) -> [TrailPoint] {
        let across = columns / slotColumns
        var slots = Array(0..<slotCount)
        let count = min(labels.count, slotCount)
        for index in 0..<count {
            slots.swapAt(index, Int.random(in: index..<slotCount, using: &random))
        }
        return (0..<count).map { index in
            let label = labels[index]
            let width = min(label.count + 2, widestPoint)
            let slot = slots[index]
            let row = (slot / across) * slotRows + Int.random(in: 0...(slotRows - 2), using: &random)
            let column = (slot % across) * slotColumns + Int.random(in: 0...(slotColumns - 1 - width), using: &random)
            return TrailPoint(label: label, row: row, column: column)
        }
    }
}
