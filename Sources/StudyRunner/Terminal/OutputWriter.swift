#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Collects output and writes it to a descriptor with `write(2)`, all of it: partial
/// writes are continued, EINTR is retried, and a non-blocking descriptor that is full
/// (EAGAIN) is waited on with `poll()`. A whole screen goes out in as few writes as
/// possible, so it appears at once instead of being drawn line by line.
///
/// Output errors are not thrown: a participant's terminal that has gone away is reported
/// by SIGHUP or the end of input, and the runner must still be able to save. The last
/// error is kept for diagnosis.
final class OutputWriter {
    let descriptor: Int32
    private var pending: [UInt8] = []
    private(set) var lastError: Int32?

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    var hasPendingOutput: Bool { !pending.isEmpty }

    /// The output cannot be written any more: the terminal hung up (EIO, ENXIO) or the
    /// reader of a pipe went away (EPIPE, with SIGPIPE ignored by `SignalWatcher`).
    var outputIsGone: Bool {
        guard let lastError else { return false }
        return lastError == EPIPE || lastError == EIO || lastError == ENXIO
    }

    /// Throws a hang-up when the output is gone, so the runner saves and stops instead
    /// of asking questions nobody can see.
    func checkOutput() throws {
        if outputIsGone { throw TerminalInterrupted(signal: .hangup) }
    }

    func append(_ text: String) {
        pending.append(contentsOf: text.utf8)
    }

    /// Writes everything pending; returns the time right after the last write returned.
    @discardableResult
    func flush() -> MonotonicTime {
        guard !pending.isEmpty else { return MonotonicClock.now() }
        let bytes = pending
        pending.removeAll(keepingCapacity: true)
        return Self.writeAll(bytes, to: descriptor, error: &lastError)
    }

    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, error: inout Int32?) -> MonotonicTime {
        var time = MonotonicClock.now()
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                time = MonotonicClock.now()
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var waitFor = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&waitFor, 1, -1)
                } else {
                    error = count < 0 ? errno : EIO
                    return
                }
            }
        }
        return time
    }
}
