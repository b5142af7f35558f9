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
        .deletingLastPathComponent() // StudyRunnerTestSupport
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
        try TestProcess(arguments, in: directory, environment: environment).finish()
    }

    /// Runs `study` with its standard error on a pseudo-terminal, as when a person runs it;
    /// returns what appeared on the terminal.
    static func runOnTerminal(
        _ arguments: [String], environment: [String: String]
    ) throws -> (status: Int32, terminal: String) {
        let terminal: PseudoTerminal
        do { terminal = try PseudoTerminal() } catch { throw XCTSkip("no pseudo-terminal available: \(error)") }
        let errors = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
        let run = try TestProcess(arguments, environment: environment, standardError: errors).finish()
        return (run.status, terminal.screen())
    }
}
