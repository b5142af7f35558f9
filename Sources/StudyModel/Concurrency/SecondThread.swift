#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One piece of work on a thread of its own, waited for with `join`: how validating a large
/// file uses the machine's second core (libyaml's parser beside the composer, the tasks read
/// and the checks run in two halves). A plain POSIX thread, not a task or a dispatch queue: it
/// starts in tens of microseconds, needs no runtime set up first, and the work is ordinary
/// blocking code.
///
/// Whatever the work makes is handed back through memory the caller owns: `join` returns
/// only after the work has finished, and everything the thread wrote is then visible (the
/// two meet under a lock).
final class SecondThread {
    private let completion: Completion
    private static let stackBytes = 8 << 20

    /// Starts `work`; nil when no thread could be started, and the caller then does the
    /// work itself, in order, as it would without a second core.
    static func start(_ work: @escaping @Sendable () -> Void) -> SecondThread? {
        let completion = Completion()
        let box = Unmanaged.passRetained(WorkBox(work, completion)).toOpaque()
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // As much stack as the main thread usually has (8 MiB), so the nesting limits sized
        // for it (`StudyLimits`) hold here too; only the pages used are ever touched.
        pthread_attr_setstacksize(&attributes, stackBytes)
        // Waited for through `Completion`, not `pthread_join`: the thread ends on its own.
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let started = pthread_create(
            &thread, &attributes,
            { context in
                // `context` is never nil: it is the box passed just above.
                let box = Unmanaged<WorkBox>.fromOpaque(context!).takeRetainedValue()
                box.work()
                box.completion.finish()
                return nil
            }, box)
        guard started == 0 else {
            Unmanaged<WorkBox>.fromOpaque(box).release()
            return nil
        }
        return SecondThread(completion)
    }

    private init(_ completion: Completion) {
        self.completion = completion
    }

    /// Waits until the work has finished.
    func join() {
        completion.wait()
    }

    /// A thread dropped without `join` is still waited for, so no work outlives what it reads.
    deinit {
        completion.wait()
    }
}

/// The closure a new thread runs, kept alive by one retain until it has run.
private final class WorkBox {
    let work: @Sendable () -> Void
    let completion: Completion

    init(_ work: @escaping @Sendable () -> Void, _ completion: Completion) {
        self.work = work
        self.completion = completion
    }
}

/// Whether the work has finished, under a lock.
private final class Completion: @unchecked Sendable {
    private let lock = PollingLock()
    private var finished = false

    func finish() {
        lock.withLock { finished = true }
        lock.signal()
    }

    func wait() {
        lock.withLock { lock.wait(until: { finished }) }
    }
}

/// A mutex with a condition, whose waiter polls before it sleeps. On this machine (a virtual
/// machine with two cores) a thread woken from sleep waited about 0.1 ms for its core to come
/// back: at a few dozen waits a file, more than the second core saved (twelfth round in
/// BENCHMARKS.md). A waiter first gives its core up briefly (`sched_yield`) and looks again,
/// many times, and sleeps only when the wait is long (another program holding the cores).
final class PollingLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Looks before sleeping: each about a microsecond, so tens of milliseconds in all.
    private static let polls = 50_000

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    func withLock<Value>(_ body: () -> Value) -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Wakes a waiter, if one sleeps (without a system call when none does).
    func signal() {
        pthread_cond_signal(changed)
    }

    /// Called holding the lock: returns, holding it, once `condition` is true.
    func wait(until condition: () -> Bool) {
        var polls = 0
        while !condition() {
            if polls < Self.polls {
                polls += 1
                pthread_mutex_unlock(mutex)
                sched_yield()
                pthread_mutex_lock(mutex)
            } else {
                pthread_cond_wait(changed, mutex)
            }
        }
    }
}
