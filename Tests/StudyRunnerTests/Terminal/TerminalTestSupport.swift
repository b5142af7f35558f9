#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import StudyRunner

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

/// A pseudo-terminal: the test types into `main` as a keyboard would, and the code under
/// test uses `secondary` as its terminal.
final class PseudoTerminal {
    /// -1 once `hangUp()` closed it.
    private(set) var main: Int32
    let secondary: Int32
    /// The secondary's path, for another process to open.
    let path: String

    init() throws {
        main = Self.libc.openMain(O_RDWR | O_NOCTTY)
        guard main >= 0, Self.libc.grant(main) == 0, Self.libc.unlock(main) == 0, let name = Self.libc.name(main) else {
            throw TerminalError.system(call: "posix_openpt", errno: errno)
        }
        path = String(cString: name)
        secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { throw TerminalError.system(call: "open", errno: errno) }
    }

    /// Swift's Glibc module leaves out the X/Open pty functions (`posix_openpt`,
    /// `grantpt`, `unlockpt`, `ptsname`), so they are looked up in the C library by name.
    private struct LibC {
        let openMain: @convention(c) (Int32) -> Int32
        let grant: @convention(c) (Int32) -> Int32
        let unlock: @convention(c) (Int32) -> Int32
        let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

        init() {
            func symbol<T>(_ name: String, as type: T.Type) -> T {
                guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
                    fatalError("\(name) not found in the C library")
                }
                return unsafeBitCast(address, to: type)
            }
            openMain = symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
            grant = symbol("grantpt", as: (@convention(c) (Int32) -> Int32).self)
            unlock = symbol("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
            name = symbol("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        }
    }

    private static let libc = LibC()

    /// Types bytes as the keyboard would.
    func type(_ bytes: [UInt8]) {
        var error: Int32?
        OutputWriter.writeAll(bytes, to: main, error: &error)
    }

    func type(_ text: String) {
        type(Array(text.utf8))
    }

    /// What the program wrote to the terminal so far (waiting up to `wait` for the first
    /// bytes).
    func screen(wait: Int32 = 50) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var waitFor = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
        var timeout = wait
        while poll(&waitFor, 1, timeout) > 0 {
            let count = read(main, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
            timeout = 20
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func setSize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(main, UInt(TIOCSWINSZ), &size)
    }

    var attributes: termios {
        (try? TerminalAttributes.current(of: secondary)) ?? termios()
    }

    /// Closes the main side, as closing the terminal window does.
    func hangUp() {
        if main >= 0 { close(main) }
        main = -1
    }

    deinit {
        close(secondary)
        hangUp()
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

import Foundation

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
