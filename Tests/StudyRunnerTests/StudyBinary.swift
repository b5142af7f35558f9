import Foundation
import XCTest

/// What one run of the `study` binary did.
struct StudyRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Both streams, for failure messages.
    var transcript: String { "exit status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Runs the built `study` executable as a user would, from the repository's top folder.
enum StudyBinary {
    /// The repository's top folder, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // StudyRunnerTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    /// The binary next to the test bundle (on Linux `Bundle.main` is the build folder),
    /// or else in `.build/debug`.
    static func url() throws -> URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("study"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("study"),
            root.appendingPathComponent(".build/debug/study"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("the study binary was not found; looked at " + candidates.map(\.path).joined(separator: ", "))
        }
        return found
    }

    /// The environment of the tests, without anything that changes the binary's output.
    static var baseEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["TERM"] = "xterm-256color"
        return environment
    }

    /// Runs `study` with `arguments` in `directory` (the repository by default).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = baseEnvironment
    ) throws -> StudyRun {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? root
        process.environment = environment
        // Files rather than pipes: nothing can block however much the binary prints.
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("stdout"), err = folder.url.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return StudyRun(status: process.terminationStatus,
                        stdout: try String(contentsOf: out, encoding: .utf8),
                        stderr: try String(contentsOf: err, encoding: .utf8))
    }

    /// Runs `study` with its standard error on a pseudo-terminal, as when a person runs it;
    /// returns what appeared on the terminal.
    static func runOnTerminal(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, terminal: String) {
        let terminal = try BinaryPseudoTerminal()
        defer { terminal.release() }
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, terminal.readAll())
    }
}

/// A pseudo-terminal pair. The POSIX calls are looked up at run time because Swift's Glibc
/// module does not export them.
final class BinaryPseudoTerminal {
    private typealias Call = @convention(c) (Int32) -> Int32
    private typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    let primary: Int32
    private(set) var secondary: Int32

    init() throws {
        let library = dlopen(nil, RTLD_NOW)
        func function<T>(_ name: String, _ type: T.Type) throws -> T {
            guard let pointer = dlsym(library, name) else { throw XCTSkip("\(name) is not available") }
            return unsafeBitCast(pointer, to: type)
        }
        let openPrimary = try function("posix_openpt", Call.self)
        let grant = try function("grantpt", Call.self), unlock = try function("unlockpt", Call.self)
        let name = try function("ptsname", NameCall.self)
        primary = openPrimary(O_RDWR | O_NOCTTY)
        guard primary >= 0, grant(primary) == 0, unlock(primary) == 0, let path = name(primary) else {
            throw XCTSkip("no pseudo-terminal available")
        }
        secondary = open(path, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { throw XCTSkip("the pseudo-terminal could not be opened") }
    }

    /// Everything written to the terminal so far; closes our end of the secondary first so
    /// that reading stops at the end.
    func readAll() -> String {
        if secondary >= 0 {
            close(secondary)
            secondary = -1
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(primary, &buffer, buffer.count)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        return String(decoding: data, as: UTF8.self)
    }

    func release() {
        if secondary >= 0 { close(secondary) }
        close(primary)
    }
}

/// A folder under the system's temporary folder, removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("study-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` (which may contain folders) and returns its URL.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
