/// Comparisons and membership at run time. Anything involving a missing value is false;
/// values of kinds that cannot be compared (which the checker prevents) are never equal,
/// ordered or members, and `!=` / `not in` on them is false too.
extension ExpressionEvaluation {
    func compare(_ op: ExpressionBinaryOperator, _ left: ExpressionValue, _ right: ExpressionValue) -> Bool {
        guard left != .missing, right != .missing else { return false }
        switch op {
        case .equal: return Self.equal(left, right) == true
        case .notEqual: return Self.equal(left, right) == false
        case .in, .notIn:
            guard let contained = Self.contains(right, left) else { return false }
            return op == .in ? contained : !contained
        default:
            guard let order = Self.order(left, right) else { return false }
            switch op {
            case .less: return order < 0
            case .lessEqual: return order <= 0
            case .greater: return order > 0
            default: return order >= 0
            }
        }
    }

    /// Numbers are equal when they differ by less than a billionth (relative), so that
    /// `0.1 + 0.2 = 0.3` holds.
    static func equal(_ a: ExpressionValue, _ b: ExpressionValue) -> Bool? {
        if let x = a.numeric, let y = b.numeric { return abs(x - y) <= 1e-9 * Swift.max(1, abs(x), abs(y)) }
        switch (a, b) {
        case (.text(let x), .text(let y)): return x == y
        case (.boolean(let x), .boolean(let y)): return x == y
        case (.choices(let x), .choices(let y)): return x == y
        case (.list(let x), .list(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) == true }
        default:
            guard let (x, y) = temporalPair(a, b) else { return nil }
            return x == y
        }
    }

    /// -1, 0 or 1 for numbers, dates, times and dates with times; nil otherwise.
    static func order(_ a: ExpressionValue, _ b: ExpressionValue) -> Int? {
        if let x = a.numeric, let y = b.numeric {
            if equal(a, b) == true { return 0 }
            return x < y ? -1 : 1
        }
        guard let (x, y) = temporalPair(a, b) else { return nil }
        return x == y ? 0 : (x < y ? -1 : 1)
    }

    /// Two dates or times as comparable (day, minute) pairs; a text on either side is
    /// read in the other side's format (`'2024-01-31'`, `'08:30'`, `'2024-01-31T08:30'`).
    private static func temporalPair(_ a: ExpressionValue, _ b: ExpressionValue) -> ((Int, Int), (Int, Int))? {
        switch (a, b) {
        case (.text(let written), _):
            return ExpressionTemporal.reading(written, like: b).flatMap { temporalPair($0, b) }
        case (_, .text(let written)):
            return ExpressionTemporal.reading(written, like: a).flatMap { temporalPair(a, $0) }
        case (.date(let x), .date(let y)): return ((x.dayNumber, 0), (y.dayNumber, 0))
        case (.time(let x), .time(let y)): return ((0, x), (0, y))
        case (.dateTime(let x, let xm), .dateTime(let y, let ym)): return ((x.dayNumber, xm), (y.dayNumber, ym))
        default: return nil
        }
    }

    /// Whether `container` (a list, or the choices of a multiple-choice answer) holds `item`;
    /// nil when `container` is neither. A number is looked for among choices as written
    /// (`2` finds the choice "2").
    static func contains(_ container: ExpressionValue, _ item: ExpressionValue) -> Bool? {
        switch (container, item) {
        case (.list(let items), _): return items.contains { equal(item, $0) == true }
        case (.choices(let values), .text(let value)): return values.contains(value)
        case (.choices(let values), .number(let value)): return values.contains(ExpressionFormat.number(value))
        default: return nil
        }
    }
}

extension ExpressionTemporal {
    /// `written` read as the same kind of date or time as `value`, if it is written so.
    static func reading(_ written: String, like value: ExpressionValue) -> ExpressionValue? {
        switch value {
        case .date: return self.value(of: written, as: .date)
        case .time: return self.value(of: written, as: .time)
        case .dateTime: return self.value(of: written, as: .dateTime)
        default: return nil
        }
    }
}
