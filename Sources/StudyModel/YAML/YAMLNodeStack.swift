/// The finished nodes of the maps and lists `YAMLComposer` has not closed yet, innermost
/// last, in memory of its own: closing a map moves its nodes into the map's pairs. On an
/// `Array`, each node was copied into its map (a reference count per text) and the copies
/// left behind were then released one by one, and every map's pairs were grown from an
/// empty array: about 3 % of validating a large study (tenth round, callgrind).
final class NodeStack {
    private var base: UnsafeMutablePointer<YAMLNode>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ node: consuming YAMLNode) {
        if count == capacity {
            let larger = UnsafeMutablePointer<YAMLNode>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: node)
        count += 1
    }

    /// The nodes from `start` on, taken off as the keys and values of a map, in order.
    ///
    /// Made with `reserveCapacity` and `append`, not `init(unsafeUninitializedCapacity:)`:
    /// the latter reaches the standard library's unspecialised allocation, which looks the
    /// array's storage type up in the runtime's generic metadata cache each time, about 460
    /// instructions for every map and list of the file (eleventh round, callgrind).
    func takePairs(from start: Int) -> [YAMLMapping.Pair] {
        let pairCount = (count - start) / 2
        guard pairCount > 0 else { return [] }
        var pairs: [YAMLMapping.Pair] = []
        pairs.reserveCapacity(pairCount)
        for index in 0..<pairCount {
            let key = (base + start + 2 * index).move()
            let value = (base + start + 2 * index + 1).move()
            pairs.append(YAMLMapping.Pair(key: key, value: value))
        }
        count = start
        return pairs
    }

    /// The nodes from `start` on, taken off as the entries of a list, in order (made as in
    /// `takePairs`).
    func takeNodes(from start: Int) -> [YAMLNode] {
        let taken = count - start
        guard taken > 0 else { return [] }
        var nodes: [YAMLNode] = []
        nodes.reserveCapacity(taken)
        for index in start..<count { nodes.append((base + index).move()) }
        count = start
        return nodes
    }

    /// The text of the last node when it is a scalar: in a map, the key of the value that
    /// comes next.
    var lastScalarText: String? {
        guard count > 0, case let .scalar(scalar) = base[count - 1] else { return nil }
        return scalar.string
    }

    /// Whether a key of the map whose keys and values start at `start` is written twice
    /// (Yams reports that, naming every repeated key). A key that is not text counts as "".
    func hasRepeatedKey(from start: Int) -> Bool {
        let pairCount = (count - start) / 2
        func key(_ index: Int) -> String {
            if case let .scalar(scalar) = base[start + 2 * index] { return scalar.string }
            return ""
        }
        if pairCount <= 16 {
            for index in 0..<pairCount {
                let name = key(index)
                for earlier in 0..<index where key(earlier) == name { return true }
            }
            return false
        }
        return Set((0..<pairCount).map(key)).count != pairCount
    }
}
