@testable import StudyRunner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
