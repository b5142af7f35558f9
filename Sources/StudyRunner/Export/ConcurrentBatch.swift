import Foundation

/// Work done for each item of a batch on every core, its results kept in the batch's order:
/// what `study export` and `study status` do with each participant's folder (reading,
/// decoding, folding) is that participant's own, so only what follows in folder order
/// (writing, counting) is done one by one.
enum ConcurrentBatch {
    /// How many participants are read at once: enough to keep the cores busy, few enough
    /// that memory holds only a batch (two, while one is written and the next read).
    static let size = 64

    /// `work` of every item, on every core, in the items' order.
    static func map<Item: Sendable, Result>(_ items: [Item], _ work: @Sendable (Item) -> Result) -> [Result] {
        let slots = Slots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.buffer[index] = work(items[index])
        }
        return slots.buffer.map { $0! }
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
