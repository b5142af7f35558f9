#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One piece of work on a thread of its own, waited for with `join`: how validating a large
/// file uses the machine's second core (libyaml's parser beside the composer, the checks in
/// two halves, ICU set up beside the parse), and what the export's and status's reading
/// threads run (`ReadingThreads`, in the runner). A plain POSIX thread, not a task or a
/// dispatch queue: it starts in tens of microseconds, needs no runtime set up first, and the
/// work is ordinary blocking code.
///
/// Whatever the work makes is handed back through memory the caller owns: `join` returns
/// only after the work has finished, and everything the thread wrote is then visible.
public final class SecondThread {
    private let thread: pthread_t
    private var joined = false
    private static let stackBytes = 8 << 20

    /// Starts `work`; nil when no thread could be started, and the caller then does the
    /// work itself, in order, as it would without a second core.
    public static func start(_ work: @escaping @Sendable () -> Void) -> SecondThread? {
        let box = Unmanaged.passRetained(WorkBox(work)).toOpaque()
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // As much stack as the main thread usually has (8 MiB), so the nesting limits sized
        // for it (`StudyLimits`) hold here too; only the pages used are ever touched.
        pthread_attr_setstacksize(&attributes, stackBytes)
        let started = pthread_create(
            &thread, &attributes,
            { context in
                // `context` is never nil: it is the box passed just above.
                let box = Unmanaged<WorkBox>.fromOpaque(context!).takeRetainedValue()
                box.work()
                return nil
            }, box)
        guard started == 0 else {
            Unmanaged<WorkBox>.fromOpaque(box).release()
            return nil
        }
        return SecondThread(thread: thread)
    }

    private init(thread: pthread_t) {
        self.thread = thread
    }

    /// Waits until the work has finished.
    public func join() {
        guard !joined else { return }
        joined = true
        pthread_join(thread, nil)
    }

    /// A thread dropped without `join` is still waited for, so no work outlives what it reads.
    deinit {
        join()
    }
}

/// The closure a new thread runs, kept alive by one retain until it has run.
private final class WorkBox {
    let work: @Sendable () -> Void

    init(_ work: @escaping @Sendable () -> Void) {
        self.work = work
    }
}
