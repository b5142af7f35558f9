import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study run --store`: the journal is written exactly as without a store, and copied to the
/// store in the background; with the store unreachable the participant carries on unhindered.
final class StoreRunTests: StoreTestCase {
    private func runPHQ9(output: URL, store: String, environment: [String: String] = StudyBinary.baseEnvironment)
        throws -> StudyRun
    {
        let answers = try JourneyAnswers("phq9.txt")
        let arguments = ["run", "Studies/phq9.study", "--plain", "--output", output.path, "--store", store]
        return try TestProcess(arguments, input: .text(answers.text), environment: environment).finish()
    }

    /// The one participant's journal lines under `output`.
    private func journalLines(in output: URL) throws -> (ParticipantFolderName, [String]) {
        let participants = try JournalFolders.participants(in: output.path)
        XCTAssertEqual(participants.count, 1)
        let name = try XCTUnwrap(participants.first)
        let data = try Data(contentsOf: URL(fileURLWithPath: name.journal))
        return (name, JournalLine.complete(in: data).lines.map(\.text))
    }

    private func stored(_ database: String, _ name: ParticipantFolderName) throws -> [String] {
        try server.superuser(database: database).execute(
            "SELECT line FROM study_store.events WHERE participant_id = $1 ORDER BY sequence", [name.participantID]
        ).map { $0[0] ?? "" }
    }

    func testEveryJournalEventReachesTheStoreInTheBackground() throws {
        let database = try initialisedStore()
        let folder = try TemporaryFolder()
        let run = try runPHQ9(output: folder.url, store: try server.address(database: database))
        XCTAssertEqual(run.status, 0, run.transcript)
        let (name, lines) = try journalLines(in: folder.url)
        XCTAssertGreaterThan(lines.count, 10)
        XCTAssertEqual(try stored(database, name), lines)
        XCTAssertFalse(run.stdout.contains(UIText.forLanguage("en").storeOffline), "no status line online")
    }

    func testAnUnreachableStoreDoesNotHinderTheParticipant() throws {
        let database = try initialisedStore()
        let folder = try TemporaryFolder()
        let started = Date()
        let run = try runPHQ9(output: folder.url, store: "postgresql:///\(database)?host=/nonexistent-folder")
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertLessThan(Date().timeIntervalSince(started), 15, "the run waited on the store")
        XCTAssertFalse(run.transcript.contains("connect"), run.transcript)
        // One quiet line, said once (plain mode), no dialog.
        XCTAssertEqual(JourneyTranscript.count(of: UIText.forLanguage("en").storeOffline, in: run.stdout), 1)
        // The way back names the store again, so the next start sends what is pending.
        XCTAssertTrue(
            run.stdout.contains("--store 'postgresql:///\(database)?host=/nonexistent-folder'"), run.transcript)
        let (name, lines) = try journalLines(in: folder.url)
        XCTAssertEqual(try stored(database, name), [])
        let sync = try StudyBinary.run(["sync", folder.url.path, "--store", try server.address(database: database)])
        XCTAssertEqual(sync.status, 0, sync.transcript)
        XCTAssertEqual(try stored(database, name), lines)
    }

    func testTheStoreMayBeNamedInTheEnvironment() throws {
        let database = try initialisedStore()
        let folder = try TemporaryFolder()
        var environment = StudyBinary.baseEnvironment
        environment[StoreAddress.environmentVariable] = try server.address(database: database)
        let answers = try JourneyAnswers("phq9.txt")
        let arguments = ["run", "Studies/phq9.study", "--plain", "--output", folder.url.path]
        let run = try TestProcess(arguments, input: .text(answers.text), environment: environment).finish()
        XCTAssertEqual(run.status, 0, run.transcript)
        let (name, lines) = try journalLines(in: folder.url)
        XCTAssertEqual(try stored(database, name), lines)
    }
}
