import Foundation
import Testing

@testable import StudyRunner

#if canImport(Glibc)
    import Glibc
#endif

/// The reading threads (`ReadingThreads`) behind `ConcurrentBatch`: every item run once,
/// results in the items' order, several batches in flight at once as the export keeps them.
struct ConcurrentBatchTests {
    @Test func resultsComeInTheItemsOrder() {
        let items = Array(0..<1_000)
        #expect(ConcurrentBatch.map(items) { $0 * $0 } == items.map { $0 * $0 })
    }

    @Test func anEmptyBatchIsDoneAtOnce() {
        #expect(ConcurrentBatch.map([Int]()) { $0 }.isEmpty)
        #expect(ConcurrentBatch.start([String]()) { $0 }.results().isEmpty)
    }

    /// Three batches started before any is waited for (as the export reads two ahead of the
    /// one it writes), waited for in the order they were started, and in the reverse order.
    @Test func batchesStartedTogetherEachGetTheirOwnResults() {
        let batches = (0..<3).map { batch in (0..<64).map { "\(batch)-\($0)" } }
        let started = batches.map { batch in ConcurrentBatch.start(batch) { $0.uppercased() } }
        #expect(started.map { $0.results() } == batches.map { $0.map { $0.uppercased() } })
        let reversed = batches.map { batch in ConcurrentBatch.start(batch) { $0 + "!" } }
        #expect(reversed.reversed().map { $0.results() } == batches.reversed().map { $0.map { $0 + "!" } })
    }

    /// Each item is run exactly once, on more than one thread when there is more than one core.
    @Test func eachItemRunsOnceAndTheWorkIsShared() {
        let runs = Counter()
        let results = ConcurrentBatch.map(Array(0..<2_000)) { item -> Int in
            runs.record(UInt(bitPattern: Int(bitPattern: pthread_self())))
            // Long enough per item that every thread gets some.
            var total = 0
            for value in 0..<2_000 { total &+= value ^ item }
            return total
        }
        #expect(results.count == 2_000)
        #expect(runs.count == 2_000)
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            #expect(runs.threads > 1)
        }
    }

    /// Results that are released when the batch is: nothing is kept after `results()`.
    @Test func resultsAreFreedWithTheBatch() {
        weak var kept: Marker?
        do {
            let results = ConcurrentBatch.map([1, 2, 3]) { _ in Marker() }
            kept = results[0]
            #expect(kept != nil)
        }
        #expect(kept == nil)
    }
}

private final class Marker {}

/// Items run and the threads that ran them, counted under a lock.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    private var names: Set<UInt> = []

    func record(_ thread: UInt) {
        lock.withLock {
            total += 1
            names.insert(thread)
        }
    }

    var count: Int { lock.withLock { total } }
    var threads: Int { lock.withLock { names.count } }
}
