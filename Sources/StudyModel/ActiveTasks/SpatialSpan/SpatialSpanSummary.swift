/// The figures of a spatial-span run, from its measured events: per sequence, the cells lit,
/// the labels typed and when (from the "your turn" onset), and whether it was recalled.
public struct SpatialSpanSummary: TaskSummary, Equatable {
    /// One sequence as it was shown and recalled.
    public struct Attempt: Encodable, Sendable, Equatable {
        public var sequence: Int
        public var span: Int
        /// The labels of the cells lit, in order.
        public var cellsShown: [String]
        /// The labels typed, in order (the last one is the wrong one when not correct).
        public var keysTyped: [String]
        public var correct: Bool
        /// For each key typed, milliseconds from the "your turn" onset.
        public var responseTimesMs: [Double]
    }

    /// The longest sequence recalled in full; 0 when none was.
    public var bestSpan: Int
    /// Sequences that ended (recalled or failed), in order; one cut short by a pause is left out.
    public var sequences: [Attempt]
    /// Failed sequences.
    public var errors: Int
    /// From the first cell's onset to the last key of the last sequence that ended.
    public var totalTimeMs: Double?

    public static func compute(_ events: [TaskEvent]) -> SpatialSpanSummary {
        var sequences: [Attempt] = []
        var open: Attempt?
        var yourTurn: UInt64?
        var firstOnset: UInt64?
        var lastKey: UInt64?
        for event in events.measured {
            switch event.kind {
            case .shown where event.value == "your-turn":
                yourTurn = event.monotonicNs
            case .shown where event.detail?["position"] != nil:
                firstOnset = firstOnset ?? event.monotonicNs
                let number = event.trial ?? 0
                if open?.sequence != number {
                    open = Attempt(
                        sequence: number, span: Int(event.detail?["span"] ?? "") ?? 0, cellsShown: [],
                        keysTyped: [], correct: false, responseTimesMs: [])
                    yourTurn = nil
                }
                open?.cellsShown.append(event.value)
            case .key:
                guard let correct = event.detail?["correct"], var sequence = open, let onset = yourTurn else {
                    continue
                }
                sequence.keysTyped.append(event.value)
                sequence.responseTimesMs.append(milliseconds(from: onset, to: event.monotonicNs))
                let failed = correct != "true"
                if failed || sequence.keysTyped.count == sequence.span {
                    sequence.correct = !failed
                    sequences.append(sequence)
                    lastKey = event.monotonicNs
                    open = nil
                } else {
                    open = sequence
                }
            default:
                break
            }
        }
        let total = firstOnset.flatMap { start in lastKey.map { milliseconds(from: start, to: $0) } }
        for index in sequences.indices {
            sequences[index].responseTimesMs = sequences[index].responseTimesMs.map { TaskStatistics.rounded($0) ?? $0 }
        }
        return SpatialSpanSummary(
            bestSpan: sequences.filter(\.correct).map(\.span).max() ?? 0, sequences: sequences,
            errors: sequences.filter { !$0.correct }.count, totalTimeMs: TaskStatistics.rounded(total))
    }
}
