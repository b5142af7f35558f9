#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits for input on one descriptor or a signal from the `SignalWatcher`, with one
/// `poll()` (no sleep loops), and reads what arrived. Deadlines are on the monotonic
/// clock; poll's millisecond timeout is rounded up, so a deadline is met at most 1 ms late
/// and never early. (`ppoll`, with nanoseconds, is a GNU extension Swift does not import.)
///
/// Time stamps follow the lab rule: `clock_gettime` is the very next call after `read(2)`
/// returns, before the result is even checked.
///
/// When a signal and input are both ready, the signal is reported first: a participant
/// piping in a long file must still be able to stop the run.
final class InputChannel {
    let descriptor: Int32
    let signals: SignalWatcher?
    private let buffer: UnsafeMutableRawBufferPointer

    enum Arrival: Equatable {
        case bytes([UInt8], at: MonotonicTime)
        case signals([TerminalSignal])
        case timedOut
        case endOfInput
    }

    init(descriptor: Int32, signals: SignalWatcher?, capacity: Int = 4096) {
        self.descriptor = descriptor
        self.signals = signals
        self.buffer = .allocate(byteCount: max(1, capacity), alignment: 1)
    }

    deinit {
        buffer.deallocate()
    }

    /// Waits until input or a signal arrives, or until `deadline` (nil: no deadline), and
    /// reads at most `maximum` bytes. A terminal that went away is reported as the hang-up
    /// signal: when a window is closed the read fails (EIO, or 0 once the terminal is hung
    /// up) before SIGHUP arrives, or SIGHUP never comes (it goes to the session leader).
    func next(maximum: Int, until deadline: MonotonicTime?) throws -> Arrival {
        let signalDescriptor = signals?.readDescriptor ?? -1
        while true {
            var descriptors = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            var timeoutMilliseconds: Int32 = -1
            if let deadline {
                let now = MonotonicClock.now()
                let remaining = deadline > now ? deadline.nanoseconds - now.nanoseconds : 0
                // Rounded up, so poll never returns before the deadline; at most 1 ms late.
                timeoutMilliseconds = Int32(clamping: (remaining + 999_999) / 1_000_000)
            }
            let ready = poll(&descriptors, 2, timeoutMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw TerminalError.system(call: "poll", errno: errno)
            }
            if ready == 0 {
                if let deadline, MonotonicClock.now() < deadline { continue }
                return .timedOut
            }
            if descriptors[1].revents & Int16(POLLIN) != 0, let signals {
                let caught = signals.drain()
                if !caught.isEmpty { return .signals(caught) }
            }
            let events = descriptors[0].revents
            if events & Int16(POLLNVAL) != 0 { throw TerminalError.system(call: "poll", errno: EBADF) }
            guard events & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { continue }
            let count = read(descriptor, buffer.baseAddress, min(maximum, buffer.count))
            let time = MonotonicClock.now()
            if count > 0 {
                return .bytes(Array(UnsafeRawBufferPointer(rebasing: buffer[..<count])), at: time)
            }
            if count == 0 { return isHungUpTerminal ? .signals([.hangup]) : .endOfInput }
            switch errno {
            case EINTR, EAGAIN: continue
            case EIO: return .signals([.hangup])
            default: throw TerminalError.system(call: "read", errno: errno)
            }
        }
    }

    /// A read of nothing is the end of a file or pipe, or Ctrl-D on a terminal in line
    /// mode; on a terminal that was hung up every other call fails with EIO as well.
    private var isHungUpTerminal: Bool {
        var attributes = termios()
        return tcgetattr(descriptor, &attributes) != 0 && errno == EIO
    }
}
