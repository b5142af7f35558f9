import Foundation

/// One program started by a test, the `study` binary or a helper tool. Its output goes to
/// files rather than pipes, so nothing can block however much it prints. Every test that
/// starts a process starts it here.
final class TestProcess {
    /// What the program reads on its standard input.
    enum Input {
        /// Nothing: the end of input at once.
        case none
        /// This text, from a file, so the program sees the end after it.
        case text(String)
        /// A pipe the test writes into with `send` while the program runs.
        case pipe
        /// A terminal (the secondary side of a `PseudoTerminal`), which then also takes the
        /// program's output and errors, as when a person runs it.
        case terminal(FileHandle)
    }

    let process = Process()
    private let folder: TemporaryFolder
    private let outputURL: URL
    private let errorURL: URL
    private let inputPipe: Pipe?
    private var handles: [FileHandle] = []

    /// Starts `executable` (the `study` binary by default) with `arguments` in `directory`
    /// (the repository's top folder by default). `standardError`, when given, replaces the
    /// error file (a pseudo-terminal, for what a person would see).
    init(
        _ arguments: [String], executable: URL? = nil, input: Input = .none, in directory: URL? = nil,
        environment: [String: String] = StudyBinary.baseEnvironment, standardError: FileHandle? = nil
    ) throws {
        folder = try TemporaryFolder()
        outputURL = try folder.write("stdout", "")
        errorURL = try folder.write("stderr", "")
        process.executableURL = try executable ?? StudyBinary.url()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? StudyBinary.root
        process.environment = environment
        switch input {
        case .none:
            inputPipe = nil
            process.standardInput = FileHandle.nullDevice
        case .text(let text):
            inputPipe = nil
            let handle = try FileHandle(forReadingFrom: try folder.write("stdin", text))
            handles.append(handle)
            process.standardInput = handle
        case .pipe:
            let pipe = Pipe()
            inputPipe = pipe
            process.standardInput = pipe
        case .terminal(let terminal):
            inputPipe = nil
            (process.standardInput, process.standardOutput, process.standardError) = (terminal, terminal, terminal)
            try process.run()
            return
        }
        let output = try FileHandle(forWritingTo: outputURL)
        handles.append(output)
        process.standardOutput = output
        if let standardError {
            process.standardError = standardError
        } else {
            let errors = try FileHandle(forWritingTo: errorURL)
            handles.append(errors)
            process.standardError = errors
        }
        try process.run()
    }

    /// Starts the `study` binary through another program first (e.g. `setpriv` to run it
    /// as an ordinary user when the tests run as root); no launcher starts it directly.
    convenience init(
        study arguments: [String], launcher: [String], input: Input = .none,
        environment: [String: String] = StudyBinary.baseEnvironment
    ) throws {
        guard let program = launcher.first else {
            try self.init(arguments, input: input, environment: environment)
            return
        }
        let binary = try StudyBinary.url().path
        try self.init(
            Array(launcher.dropFirst()) + [binary] + arguments, executable: URL(fileURLWithPath: program),
            input: input, environment: environment)
    }

    var isRunning: Bool { process.isRunning }
    var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    /// Types `text` into the input pipe (`Input.pipe` only).
    func send(_ text: String) throws {
        try inputPipe?.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Ends the input pipe, as Ctrl-D on an empty line would.
    func closeInput() {
        try? inputPipe?.fileHandleForWriting.close()
    }

    func send(signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits until the program ends or `deadline` passes; a program still running then is
    /// stopped. Returns whether it ended by itself. (A program that leaves a child of its own
    /// running is reported ended only when that child ends too: Foundation watches a
    /// descriptor the child inherits.)
    @discardableResult
    func waitForExit(until deadline: Date) -> Bool {
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let endedByItself = !process.isRunning
        if !endedByItself { stop() }
        process.waitUntilExit()
        return endedByItself
    }

    /// SIGTERM (with SIGCONT, as a run held at a test stop point acts on it only once
    /// continued), and SIGKILL 2 s later for a program that ignores it.
    private func stop() {
        process.terminate()
        kill(process.processIdentifier, SIGCONT)
        let killAt = Date().addingTimeInterval(2)
        while process.isRunning && Date() < killAt { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits for the end (stopping the program after `timeout` seconds) and returns what it
    /// did. A program that had to be stopped says so at the end of its standard error.
    func finish(timeout: TimeInterval = 60) -> StudyRun {
        let endedByItself = waitForExit(until: Date().addingTimeInterval(timeout))
        for handle in handles { try? handle.close() }
        handles = []
        var stderr = errors
        if !endedByItself {
            stderr += "\n[the test stopped the binary after \(Int(timeout)) s: it was still waiting]\n"
        }
        return StudyRun(status: process.terminationStatus, stdout: output, stderr: stderr)
    }

    deinit {
        if process.isRunning {
            closeInput()
            stop()
            process.waitUntilExit()
        }
    }
}
