import Foundation

@testable import StudyRunner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose ends the test controls.
final class TestPipe {
    private(set) var readEnd: Int32
    private(set) var writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0)
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    func send(_ text: String) {
        send(Array(text.utf8))
    }

    func send(_ bytes: [UInt8]) {
        var error: Int32?
        OutputWriter.writeAll(bytes, to: writeEnd, error: &error)
    }

    func closeReadEnd() {
        if readEnd >= 0 { close(readEnd) }
        readEnd = -1
    }

    func closeWriteEnd() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }

    /// Whatever is in the pipe now, without waiting.
    func available() -> String {
        var bytes: [UInt8] = []
        var waitFor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while poll(&waitFor, 1, 0) > 0 {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }
}

/// Sends a signal to the process (not to this thread, which may block it: test threads
/// come from a pool that blocks signals, as a runner's main thread does not).
func signalProcess(_ number: Int32) {
    kill(getpid(), number)
}

/// Sends a signal to this process from another thread after a delay, while the test
/// thread is blocked reading.
func sendSignal(_ number: Int32, afterMilliseconds delay: Int) {
    let thread = Thread {
        usleep(UInt32(delay * 1000))
        kill(getpid(), number)
    }
    thread.start()
}

/// Types into a pseudo-terminal from another thread, after pauses, while the test thread
/// is blocked reading; remembers when the first bytes were written.
final class Typist: @unchecked Sendable {
    private let lock = NSLock()
    private var firstWrite: MonotonicTime?
    private let done = DispatchSemaphore(value: 0)

    /// Each step: a pause in microseconds, then the bytes.
    init(into descriptor: Int32, _ steps: [(pause: UInt32, text: String)]) {
        Thread { [self] in
            for step in steps {
                usleep(step.pause)
                let time = MonotonicClock.now()
                lock.withLock { if firstWrite == nil { firstWrite = time } }
                var error: Int32?
                OutputWriter.writeAll(Array(step.text.utf8), to: descriptor, error: &error)
            }
            done.signal()
        }.start()
    }

    var typedAt: MonotonicTime? {
        lock.withLock { firstWrite }
    }

    func finish() {
        done.wait()
    }
}
