import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// A tmpfs of a few kilobytes mounted for one test, so that the disk can be filled up on
/// purpose at a chosen moment (`fill`) and given back (`free`). Mounting needs root (or
/// CAP_SYS_ADMIN); where it is not permitted the test is skipped with a message.
final class TinyDisk {
    private let holder: TemporaryFolder
    let path: String
    private var fillers: [String] = []

    init(size: String = "64k") throws {
        holder = try TemporaryFolder()
        path = holder.url.appendingPathComponent("disk").path
        mkdir(path, 0o755)
        let mount = Command.run(["/bin/mount", "-t", "tmpfs", "-o", "size=\(size),mode=0755", "tmpfs", path])
        guard mount.status == 0 else {
            throw XCTSkip("mounting a tmpfs is not permitted here, so the disk-full tests cannot run: \(mount.output)")
        }
    }

    deinit {
        _ = Command.run(["/bin/umount", "-l", path])
    }

    /// Writes filler files until the disk refuses: from now on any new page fails (ENOSPC).
    func fill() {
        let name = path + "/filler-\(fillers.count)"
        fillers.append(name)
        let fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { return }
        let block = [UInt8](repeating: 0x2E, count: 512)
        while write(fd, block, block.count) > 0 {}
        // The last part of a page: single bytes until not even one fits.
        while write(fd, block, 1) > 0 {}
        close(fd)
    }

    /// Gives the space back.
    func free() {
        for filler in fillers { unlink(filler) }
        fillers = []
    }

    /// Mounts the tmpfs read-only or read-write again (fails while a file is open for writing).
    @discardableResult
    func remount(readOnly: Bool) -> Command.Result {
        Command.run(["/bin/mount", "-o", "remount,\(readOnly ? "ro" : "rw")", path])
    }
}

/// Running the binary as an ordinary user, for permission errors: root ignores file modes,
/// so as root the binary is started through `setpriv` as `nobody`, and the folders it
/// writes to are given to `nobody`.
enum OrdinaryUser {
    static let nobody: uid_t = 65534

    /// The launcher to put before the binary, or [] when the tests are not root.
    static func launcher() throws -> [String] {
        guard geteuid() == 0 else { return [] }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("the tests run as root and setpriv is missing, so permission errors cannot be made")
        }
        return ["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"]
    }

    /// Makes `path` (and what is under it) belong to the user the binary runs as.
    static func own(_ path: String) {
        guard geteuid() == 0 else { return }
        _ = Command.run(["/bin/chown", "-R", "\(nobody):\(nobody)", path])
    }
}

/// A helper command, waited for, with its output.
enum Command {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ arguments: [String]) -> Result {
        let executable = URL(fileURLWithPath: arguments[0])
        do {
            let run = try TestProcess(Array(arguments.dropFirst()), executable: executable).finish()
            return Result(status: run.status, output: run.stdout + run.stderr)
        } catch {
            return Result(status: -1, output: "\(error)")
        }
    }
}

/// What every storage test checks when the run is over: the journal reads line by line
/// and is numbered without gaps, every file parses, no temporary file is left, and the
/// modes are private.
enum StorageChecks {
    static func folderIsWhole(_ folder: String, file: StaticString = #filePath, line: UInt = #line) {
        let manager = FileManager.default
        let names = (manager.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
        XCTAssertFalse(names.isEmpty, "nothing in \(folder)", file: file, line: line)
        // (The folder's own mode and the files' are checked by JourneyChecks.privateModes.)
        for name in names {
            let base = (name as NSString).lastPathComponent
            XCTAssertFalse(base.contains(".tmp-"), "a temporary file was left: \(name)", file: file, line: line)
            XCTAssertFalse(base.hasPrefix("filler"), file: file, line: line)
            if name.hasSuffix(".json"), let data = manager.contents(atPath: folder + "/" + name) {
                XCTAssertNoThrow(
                    try JSONSerialization.jsonObject(with: data), "\(name) does not parse", file: file, line: line)
            }
        }
        let events = journal(folder, file: file, line: line)
        XCTAssertEqual(
            events.compactMap { $0["seq"] as? Int }, Array(0..<events.count).map { $0 + 1 },
            "the journal is numbered without gaps", file: file, line: line)
    }

    /// Every line of the journal, each of which must parse on its own.
    static func journal(_ folder: String, file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        guard let data = FileManager.default.contents(atPath: folder + "/journal.jsonl") else {
            XCTFail("no journal in \(folder)", file: file, line: line)
            return []
        }
        XCTAssertTrue(
            data.isEmpty || data.last == UInt8(ascii: "\n"), "the journal ends with a whole line", file: file,
            line: line)
        return data.split(separator: UInt8(ascii: "\n")).compactMap { raw in
            let object = try? JSONSerialization.jsonObject(with: Data(raw)) as? [String: Any]
            if object == nil {
                XCTFail(
                    "a journal line does not parse: \(String(decoding: raw, as: UTF8.self))", file: file, line: line)
            }
            return object
        }
    }

    /// The outcome recorded for `step` in the journal's answer events (the last one).
    static func answer(_ step: String, in events: [[String: Any]]) -> [String: Any]? {
        events.last { $0["event"] as? String == "answered" && $0["step"] as? String == step }
    }
}

/// One `study run --plain` driven a line at a time through `WaitingProcess`.
final class Driven {
    let process: WaitingProcess
    let outputFolder: String

    init(output: String, extra: [String] = [], launcher: [String] = []) throws {
        outputFolder = output
        process = try WaitingProcess(
            ["run", StorageFailureTests.study, "--plain", "--output", output] + extra, launcher: launcher)
    }

    deinit { process.stop() }

    var transcript: String { "stdout:\n\(process.output)\nstderr:\n\(process.errors)" }
    /// What was printed so far, and printed to standard error.
    var output: String { process.output }
    var errors: String { process.errors }

    func send(_ line: String) throws {
        try process.send(line + "\n")
    }

    func send(_ lines: [String]) throws {
        for line in lines { try send(line) }
    }

    /// Types each line once the screen before it is there, and waits for the next screen.
    func answer(_ steps: [(line: String, next: String)]) throws {
        for (line, next) in steps {
            let seen = JourneyTranscript.count(of: next, in: process.output)
            try send(line)
            try process.waitForOutput(next, occurrences: seen + 1)
        }
    }

    func waitFor(_ text: String) throws {
        let seen = max(1, JourneyTranscript.count(of: text, in: process.output))
        try process.waitForOutput(text, occurrences: seen)
    }

    /// Types `line`, then waits for whichever of two texts is printed next; returns it.
    func send(_ line: String, thenWaitFor text: String, or other: String, timeout: TimeInterval = 20) throws -> String {
        let counts = (
            JourneyTranscript.count(of: text, in: process.output),
            JourneyTranscript.count(of: other, in: process.output)
        )
        try send(line)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if JourneyTranscript.count(of: other, in: process.output) > counts.1 { return other }
            if JourneyTranscript.count(of: text, in: process.output) > counts.0 { return text }
            usleep(20_000)
        }
        throw JourneyFailure("neither '\(text)' nor '\(other)' appeared:\n\(process.output)")
    }

    func finish() throws -> Int32 {
        try process.finish()
    }

    /// The one participant folder under the output.
    func participantFolder() throws -> String {
        let study = outputFolder + "/phq9-mood-check"
        let names = try FileManager.default.contentsOfDirectory(atPath: study).filter { !$0.hasPrefix(".") }
        guard names.count == 1 else { throw JourneyFailure("expected one participant in \(study), found \(names)") }
        return study + "/" + names[0]
    }
}
