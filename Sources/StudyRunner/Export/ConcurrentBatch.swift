import Foundation

/// Work done for each item of a batch on every core, its results kept in the batch's order:
/// what `study export` and `study status` do with each participant's folder (reading,
/// decoding, folding) is that participant's own, so only what follows in folder order
/// (writing, counting) is done one by one.
enum ConcurrentBatch {
    /// How many participants are read at once: enough to keep the cores busy, few enough
    /// that memory holds only a batch (two, while one is written and the next read).
    static let size = 64

    /// `items` cut into batches of `size`, in order.
    static func batches<Item>(_ items: [Item]) -> [[Item]] {
        stride(from: 0, to: items.count, by: size).map { Array(items[$0..<min($0 + size, items.count)]) }
    }

    /// `work` of every item, on every core, in the items' order.
    static func map<Item: Sendable, Result>(_ items: [Item], _ work: @escaping @Sendable (Item) -> Result) -> [Result] {
        start(items, work).results()
    }

    /// The same, begun on the reading threads (`ReadingThreads`) and returned at once, to be
    /// waited for with `results()` while this thread does something else.
    static func start<Item: Sendable, Result>(
        _ items: [Item], _ work: @escaping @Sendable (Item) -> Result
    ) -> Pending<Result> {
        let slots = Slots<Result>(count: items.count)
        let pending = Pending(slots: slots, work: ThreadWork(count: items.count) { slots.buffer[$0] = work(items[$0]) })
        ReadingThreads.shared.submit(pending.work)
        return pending
    }

    /// A batch being worked on.
    struct Pending<Result> {
        fileprivate let slots: Slots<Result>
        fileprivate let work: ThreadWork

        /// Every item's result, in the items' order, once all are done.
        func results() -> [Result] {
            ReadingThreads.shared.wait(for: work)
            return slots.buffer.map { $0! }
        }
    }
}

/// One slot per iteration of a concurrent loop: each iteration writes only its own, and
/// they are read once the loop has returned, so no two threads ever touch the same memory.
final class Slots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }
}
