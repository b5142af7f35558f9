import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The end-to-end check: 20 machines (separate output folders, separate processes)
/// run PHQ-9 participants against one store at the same time, half of them moving to another
/// machine mid-study, with random SIGKILLs and the server stopped and started during the
/// runs. Afterwards every event a journal holds is in the store exactly once, in order, and
/// the export from the store equals the export of the folders.
final class StoreManyMachinesTests: StoreTestCase {
    private static let machineCount = 20
    private struct Job {
        var machine: Int
        var arguments: [String]
        var input: String
        var secret: String?
    }

    /// Runs every job at once; the ones picked are killed after a random moment, and the
    /// server is stopped and started while they run. Returns how many a kill ended.
    ///
    /// A job to be killed reads its answers from a pipe that stays open after them, so the
    /// kill always finds the run going: mid-journey, or waiting for the next answer as a
    /// participant's terminal would be. (With the answers in a file, a fast machine finished
    /// every run before its kill came and the test proved nothing about kills.)
    @discardableResult
    private func runAll(_ jobs: [Job], machines: [JourneyHarness], killing: (Int) -> Bool) throws -> Int {
        let processes = try jobs.enumerated().map { index, job in
            var environment = StudyBinary.baseEnvironment
            environment[StoreResume.secretVariable] = job.secret
            guard killing(index) else {
                return try TestProcess(job.arguments, input: .text(job.input), environment: environment)
            }
            let process = try TestProcess(job.arguments, input: .pipe, environment: environment)
            try process.send(job.input)
            return process
        }
        var random = SystemRandomNumberGenerator()
        let kills = processes.indices.filter(killing).map { ($0, Double.random(in: 0.1...2.5, using: &random)) }
        let started = Date()
        var stopped = false
        for (index, at) in kills.sorted(by: { $0.1 < $1.1 }) {
            Thread.sleep(until: started.addingTimeInterval(at))
            processes[index].send(signal: SIGKILL)
            if !stopped && at > 0.8 {
                try server.stop()
                Thread.sleep(forTimeInterval: 0.5)
                try server.start()
                stopped = true
            }
        }
        return processes.map { $0.finish(timeout: 120).status }.filter { $0 == SIGKILL }.count
    }

    private func run(on machine: Int, _ machines: [JourneyHarness], store: String, extra: [String] = []) -> [String] {
        ["run", "Studies/phq9.study", "--plain", "--output", machines[machine].outputPath, "--store", store] + extra
    }

    private func syncAll(_ machines: [JourneyHarness], store: String) throws {
        // A machine whose only run was killed before a participant's folder was made has no
        // output folder at all: nothing to send.
        for machine in machines where FileManager.default.fileExists(atPath: machine.outputPath) {
            let sync = try StudyBinary.run(["sync", machine.outputPath, "--store", store])
            XCTAssertEqual(sync.status, 0, sync.transcript)
        }
    }

    /// Every participant folder on every machine: (machine, id, complete journal lines).
    private func folders(_ machines: [JourneyHarness]) throws -> [(machine: Int, id: String, lines: [String])] {
        try machines.enumerated().flatMap { index, machine in
            try machine.participants(of: Self.phq9ID).map { id in
                let journal = URL(fileURLWithPath: machine.outputPath + "/\(Self.phq9ID)/\(id)/journal.jsonl")
                return (index, id, JournalLine.complete(in: try Data(contentsOf: journal)).lines.map(\.text))
            }
        }
    }

    func testTwentyMachinesWithKillsMovesAndServerRestartsLoseAndDoubleNothing() throws {
        let database = try initialisedStore()
        let store = try server.address(database: database)
        let machines = try (0..<Self.machineCount).map { _ in try JourneyHarness() }
        let answers = try JourneyAnswers("phq9.txt")
        let joining = answers.lines(through: "Allow").map { $0 + "\n" }.joined()
        // Everyone joins at once, each on their machine; every fourth run is killed.
        var killed = try runAll(
            machines.indices.map { Job(machine: $0, arguments: run(on: $0, machines, store: store), input: joining) },
            machines: machines, killing: { $0 % 4 == 3 })
        try syncAll(machines, store: store)
        // Half move on (machine i to i + 10) and take the survey there; the rest start again
        // at home. Every third run is killed; the server restarts again.
        var jobs: [Job] = []
        for (machine, id, lines) in try folders(machines) where !lines.isEmpty {
            // (A run killed just after its folder appeared, before the journal's first line,
            // left a folder that holds nothing: nothing was sent, no secret was made, and the
            // participant never saw an id to come back with.)
            let folder = machines[machine].outputPath + "/\(Self.phq9ID)/\(id)"
            let joined = lines.contains { $0.contains("\"onboarding-completed\"") }
            let input = joined ? try answersAfterJoining() : ""
            let secret = try String(contentsOfFile: folder + "/.store-secret", encoding: .utf8)
            let target = machine < Self.machineCount / 2 ? machine + Self.machineCount / 2 : machine
            jobs.append(
                Job(
                    machine: target, arguments: run(on: target, machines, store: store, extra: ["--participant", id]),
                    input: input, secret: secret))
        }
        killed += try runAll(jobs, machines: machines, killing: { $0 % 3 == 2 })
        XCTAssertGreaterThan(killed, 0, "no kill landed while a run was going")
        // Everyone starts once more where they last were, with nothing killed, then the
        // machines sync what is left: the end of a study day.
        let settle = jobs.map { Job(machine: $0.machine, arguments: $0.arguments, input: "", secret: $0.secret) }
        try runAll(settle, machines: machines, killing: { _ in false })
        try syncAll(machines, store: store)
        let moved = Dictionary(grouping: try folders(machines), by: \.id).values.filter { $0.count > 1 }
        XCTAssertGreaterThan(moved.count, 0, "nobody continued on another machine")
        try checkExactlyOnce(machines, database: database)
        try checkExport(machines, database: database)
    }
}

extension StoreManyMachinesTests {
    /// Each participant's events in the store are numbered 1…n without a gap, no conflict
    /// was recorded, and every journal on every machine is the start of (or all of) the
    /// store's, the longest being all of it.
    private func checkExactlyOnce(_ machines: [JourneyHarness], database: String) throws {
        let connection = try server.superuser(database: database)
        let gaps = try connection.execute(
            "SELECT participant_id FROM study_store.events GROUP BY participant_id "
                + "HAVING count(*) <> max(sequence) OR min(sequence) <> 1")
        XCTAssertEqual(gaps, [], "a gap or a double")
        XCTAssertEqual(try connection.execute("SELECT count(*) FROM study_store.conflicts"), [["0"]])
        var longest: [String: Int] = [:]
        for (machine, id, lines) in try folders(machines) {
            let stored = try storedLines(database, participant: id)
            XCTAssertEqual(Array(stored.prefix(lines.count)), lines, "machine \(machine), \(id)")
            longest[id] = max(longest[id] ?? 0, lines.count)
        }
        for (id, count) in longest {
            XCTAssertEqual(try storedLines(database, participant: id).count, count, id)
        }
        XCTAssertGreaterThan(longest.count, Self.machineCount / 2, "most participants got a folder")
    }

    /// The union of the folders (each participant's longest journal, its complete lines)
    /// exports to the same files as the store.
    private func checkExport(_ machines: [JourneyHarness], database: String) throws {
        let work = try TemporaryFolder()
        var chosen: [String: (machine: Int, lines: [String])] = [:]
        for (machine, id, lines) in try folders(machines) where lines.count > chosen[id]?.lines.count ?? -1 {
            chosen[id] = (machine, lines)
        }
        for (id, pick) in chosen {
            let target = work.url.appendingPathComponent("union/\(Self.phq9ID)/\(id)")
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: machines[pick.machine].outputPath + "/\(Self.phq9ID)/\(id)"), to: target)
            try Data(pick.lines.map { $0 + "\n" }.joined().utf8).write(
                to: target.appendingPathComponent("journal.jsonl"))
        }
        let fromFolders = work.url.appendingPathComponent("from-folders").path
        let fromStore = work.url.appendingPathComponent("from-store").path
        let folderRun = try StudyBinary.run(["export", work.url.path + "/union", "--to", fromFolders])
        let storeRun = try StudyBinary.run([
            "export", "--store", try server.address(database: database), "--to", fromStore,
        ])
        XCTAssertEqual(storeRun.status, folderRun.status, storeRun.transcript + folderRun.transcript)
        for name in try FileManager.default.contentsOfDirectory(atPath: fromFolders + "/" + Self.phq9ID) {
            let path = "/\(Self.phq9ID)/\(name)"
            XCTAssertEqual(
                try String(contentsOfFile: fromStore + path, encoding: .utf8),
                try String(contentsOfFile: fromFolders + path, encoding: .utf8), name)
        }
    }
}
