import Foundation
import StudyModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The threads that read participants for `study export` and `study status`, two per core,
/// started once and then kept waiting for batches (`ConcurrentBatch`).
///
/// Two per core, not one: a thread reading a file that is not in memory waits for the disk
/// with its core idle. With two, the other thread works meanwhile: 10,000 participants whose
/// files had left the page cache exported in 1.1 s instead of 1.5 s, and in the same time as
/// with one per core (within the noise) when every file was cached (eleventh round of the
/// export in BENCHMARKS.md; more threads than that took longer with the files cached).
///
/// Why not Dispatch's threads: those are made when the first batch is handed over, and Linux
/// puts a new thread on the core of the thread that made it, where it waited until that one
/// stopped (1 to 2 ms of a 60 ms export with both cores meant to be busy, measured in the tenth
/// round of BENCHMARKS.md). Threads made while the study file is still being read are asleep
/// by then, and one woken is put on a core that is free. Work run on them must not wait for
/// another batch: every thread could be waiting, with nobody left to do it.
final class ReadingThreads: @unchecked Sendable {
    /// Made on first use; `start()` makes that early.
    static let shared = ReadingThreads(count: threadsPerCore * ProcessInfo.processInfo.activeProcessorCount)
    static let threadsPerCore = 2

    /// Starts the threads now, before there is anything to read.
    static func start() { _ = shared }

    // Everything below the lock is read and written only with it held.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let workWaiting = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let workDone = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Batches with items nobody has taken yet, oldest first: the batch written next is
    /// finished first.
    private var queue: [ThreadWork] = []
    private var threads: [SecondThread] = []

    private init(count: Int) {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(workWaiting, nil)
        pthread_cond_init(workDone, nil)
        // Never released (`shared` lives as long as the process), so each thread may keep it.
        threads = (0..<max(count, 1)).compactMap { _ in SecondThread.start { self.serve() } }
    }

    /// Hands `work` over; its items are run by whichever threads are free. Without any thread
    /// (none could be started) they are run here, one after another, before this returns.
    func submit(_ work: ThreadWork) {
        guard !threads.isEmpty else {
            for index in 0..<work.count { work.item(index) }
            work.taken = work.count
            work.finished = work.count
            return
        }
        guard work.count > 0 else { return }
        pthread_mutex_lock(lock)
        queue.append(work)
        pthread_cond_broadcast(workWaiting)
        pthread_mutex_unlock(lock)
    }

    /// Returns once every item of `work` has been run.
    func wait(for work: ThreadWork) {
        pthread_mutex_lock(lock)
        while work.finished < work.count { pthread_cond_wait(workDone, lock) }
        pthread_mutex_unlock(lock)
    }

    /// Each thread's loop: take the oldest batch's next item, run it, count it done.
    private func serve() {
        pthread_mutex_lock(lock)
        while true {
            guard let work = queue.first else {
                pthread_cond_wait(workWaiting, lock)
                continue
            }
            let index = work.taken
            work.taken += 1
            if work.taken == work.count { queue.removeFirst() }
            pthread_mutex_unlock(lock)
            work.item(index)
            pthread_mutex_lock(lock)
            work.finished += 1
            if work.finished == work.count { pthread_cond_broadcast(workDone) }
        }
    }
}

/// One batch for the reading threads: `count` items, each run once; `taken` and `finished`
/// are changed only with the threads' lock held.
final class ThreadWork: @unchecked Sendable {
    let count: Int
    let item: @Sendable (Int) -> Void
    fileprivate(set) var taken = 0
    fileprivate(set) var finished = 0

    init(count: Int, item: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.item = item
    }
}
