internal import CYaml

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libyaml's events for one file, parsed on a second thread and taken in order on this one
/// (twelfth round in BENCHMARKS.md). libyaml's parser was about 35 % of validating a large
/// study, the composer taking its events another 15 %: side by side on two cores, the
/// composer mostly waits for the parser instead of the two adding up.
///
/// The events are the ones libyaml gives, moved whole (their texts still libyaml's) in
/// batches, and taken in the order they were parsed, so the tree and every message are the
/// same as on one thread. The taker deletes each event, as it did before. A batch waits
/// under a lock; the parser waits when `maximumWaiting` batches are not yet taken (memory
/// stays bounded), the taker when none is ready.
final class YAMLEventPipe: @unchecked Sendable {
    typealias Batch = [yaml_event_t]

    private let bytes: UnsafeBufferPointer<UInt8>
    private let batchSize: Int
    private let maximumWaiting = 16
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when a batch is ready, when a batch is taken, and when either side stops.
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `lock`:
    private var ready: [Batch] = []
    private var ripe = 0
    private var spare: [Batch] = []
    private var finished = false
    private var cancelled = false

    /// `bytes` must stay valid until the thread running `parse` has been joined.
    init(bytes: UnsafeBufferPointer<UInt8>, batchSize: Int) {
        self.bytes = bytes
        self.batchSize = batchSize
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        changed.deallocate()
        lock.deallocate()
    }

    /// The parser's side, run on the second thread: every event of the file up to its end, an
    /// error, or `cancel`.
    func parse() {
        var batch = Batch()
        batch.reserveCapacity(batchSize)
        YAMLEventSource.parse(bytes) { event in
            batch.append(event)
            if event.type == YAML_STREAM_END_EVENT { return false }
            guard batch.count == batchSize else { return true }
            guard let next = handOver(batch) else {
                batch = []
                return false
            }
            batch = next
            return true
        }
        finish(with: batch)
    }

    /// The taker's side: the next batch in order (giving back the one it has emptied, for the
    /// parser to fill again), or nil once the parser has stopped and every batch is taken.
    func next(returning emptied: Batch?) -> Batch? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let emptied { spare.append(emptied) }
        while ripe == ready.count, !finished {
            pthread_cond_wait(changed, lock)
        }
        guard ripe < ready.count else { return nil }
        let batch = ready[ripe]
        ready[ripe] = []
        ripe += 1
        if ripe == ready.count {
            ready.removeAll(keepingCapacity: true)
            ripe = 0
        }
        pthread_cond_signal(changed)
        return batch
    }

    /// The taker stops early (the file needs Yams): the parser stops at its next batch, and the
    /// events parsed but not taken are deleted.
    func cancel() {
        pthread_mutex_lock(lock)
        cancelled = true
        let left = ready[ripe...]
        ready = []
        ripe = 0
        pthread_cond_signal(changed)
        pthread_mutex_unlock(lock)
        for var batch in left { Self.delete(&batch, from: 0) }
    }

    /// Deletes the events of `batch` from `start` on (the ones nobody will take).
    static func delete(_ batch: inout Batch, from start: Int) {
        for index in start..<batch.count { yaml_event_delete(&batch[index]) }
    }

    /// Puts a full batch in line; the next one to fill, or nil when the taker has stopped.
    private func handOver(_ batch: Batch) -> Batch? {
        pthread_mutex_lock(lock)
        while ready.count - ripe >= maximumWaiting, !cancelled {
            pthread_cond_wait(changed, lock)
        }
        guard !cancelled else {
            pthread_mutex_unlock(lock)
            var dropped = batch
            Self.delete(&dropped, from: 0)
            return nil
        }
        ready.append(batch)
        pthread_cond_signal(changed)
        var next = spare.popLast()
        pthread_mutex_unlock(lock)
        if next == nil {
            next = Batch()
            next?.reserveCapacity(batchSize)
        }
        return next
    }

    /// The parser has stopped: its last batch goes in line, and the taker learns there is no more.
    private func finish(with batch: Batch) {
        pthread_mutex_lock(lock)
        var dropped = batch
        if cancelled {
            pthread_mutex_unlock(lock)
            Self.delete(&dropped, from: 0)
            return
        }
        if !batch.isEmpty { ready.append(batch) }
        finished = true
        pthread_cond_signal(changed)
        pthread_mutex_unlock(lock)
    }
}

/// libyaml's parser over one file's bytes, set up the one way both the composer on one thread
/// and `YAMLEventPipe` use it.
enum YAMLEventSource {
    /// Gives `body` each event in order, its to delete, until `body` answers false, the file
    /// ends or libyaml finds an error.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (yaml_event_t) -> Bool) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        // Registered after the delete above, so it runs first: libyaml frees its own buffer.
        let plainInput = YAMLPlainInput(filling: &parser, with: bytes)
        defer { plainInput?.restore(&parser) }
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            guard body(event) else { return }
        }
    }
}
