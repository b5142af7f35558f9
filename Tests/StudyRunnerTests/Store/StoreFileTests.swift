import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The files only a participant's folder has reach the store beside the journal (migration
/// 6): an active task's raw results and the sealed records, sealed. Each is kept once, the
/// collecting role can only add them for a participant whose secret it holds, a deletion
/// deletes them, and the exports from the store then equal the exports from the folders,
/// trials and identity linking files included.
final class StoreFileTests: StoreTestCase {
    private let store = "SELECT study_store.store_file($1, $2, $3, $4, $5::bytea)"
    private let secretA = String(repeating: "a", count: 64)
    private let secretB = String(repeating: "b", count: 64)

    private func storedFiles(_ database: String) throws -> [[String?]] {
        try server.superuser(database: database).execute(
            "SELECT participant_id, name FROM study_store.participant_files ORDER BY 1, 2")
    }

    func testAFileIsKeptOnceAndOnlyForTheHolderOfTheSecret() throws {
        let database = try initialisedStore()
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        let first = PostgresBytes.literal(Data([0, 1, 2, 255]))
        XCTAssertEqual(try collector.execute(store, ["s", "A", secretA, "tasks/r-1.json", first]), [["stored"]])
        XCTAssertEqual(try collector.execute(store, ["s", "A", secretA, "tasks/r-1.json", first]), [["duplicate"]])
        let other = PostgresBytes.literal(Data("other".utf8))
        XCTAssertEqual(try collector.execute(store, ["s", "A", secretA, "tasks/r-1.json", other]), [["conflict"]])
        let kept = try server.superuser(database: database).execute(
            "SELECT content FROM study_store.participant_files WHERE name = 'tasks/r-1.json'")
        XCTAssertEqual(PostgresBytes.data(kept.first?.first ?? nil), Data([0, 1, 2, 255]), "the first bytes stay")
        assertRefused(StoreError.participantTaken, "adding a file to A without A's secret") {
            try collector.execute(store, ["s", "A", secretB, "identity-9.sealed", first])
        }
        assertRefused(StoreError.participantTaken, "reading A's files without A's secret") {
            try collector.execute("SELECT * FROM study_store.participant_file_contents('s', 'A', $1)", [secretB])
        }
        XCTAssertEqual(
            try collector.execute("SELECT name FROM study_store.participant_file_contents('s', 'A', $1)", [secretA]),
            [["tasks/r-1.json"]])
        // The sender checks names as the store does, so it never sends one to be refused.
        for name in ["tasks/reaction-1.json", "identity-12.sealed", "consent-v2.0.md.sealed"] {
            XCTAssertTrue(ParticipantFiles.storable(name), name)
        }
        for name in ["../journal.jsonl", "tasks/../x", "/etc/passwd", ".store-secret", "a/b.json", "tasks/é.json"] {
            XCTAssertFalse(ParticipantFiles.storable(name), name)
            assertRefused("23514", "a file named \(name)") {
                try collector.execute(store, ["s", "A", secretA, name, first])
            }
        }
        for statement in [
            "SELECT * FROM study_store.participant_files",
            "INSERT INTO study_store.participant_files VALUES ('s', 'A', 'x.sealed', '\\x00', sha256('\\x00'))",
            "UPDATE study_store.participant_files SET content = '\\x00'",
            "DELETE FROM study_store.participant_files",
        ] {
            assertRefused("42501", statement) { try collector.execute(statement) }
        }
        let reader = try connect(database, as: try loginRole(in: "study_reader"))
        XCTAssertEqual(try reader.execute("SELECT name FROM study_store.participant_files"), [["tasks/r-1.json"]])
        assertRefused("42501", "the reader adding a file") {
            try reader.execute(store, ["s", "A", secretA, "tasks/r-2.json", first])
        }
        assertRefused("42501", "the reader deleting files") {
            try reader.execute("DELETE FROM study_store.participant_files")
        }
    }

    func testADeletionDeletesTheFilesAndNoneIsTakenAgain() throws {
        let database = try initialisedStore()
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        let bytes = PostgresBytes.literal(Data("{}".utf8))
        XCTAssertEqual(try collector.execute(store, ["s", "A", secretA, "consent.md.sealed", bytes]), [["stored"]])
        XCTAssertEqual(try collector.execute(store, ["s", "B", secretB, "consent.md.sealed", bytes]), [["stored"]])
        _ = try collector.execute(
            "SELECT study_store.delete_participant('s', 'A', $1, 'withdrew-answers-deleted', NULL)", [secretA])
        XCTAssertEqual(try storedFiles(database), [["B", "consent.md.sealed"]])
        assertRefused("SS410", "a file of a deleted participant") {
            try collector.execute(store, ["s", "A", secretA, "consent.md.sealed", bytes])
        }
    }

    func testSealedRecordsReachTheStoreSealedAndTheIdentitiesExportTheSame() throws {
        let database = try initialisedStore()
        let sealed = try SealedStudy("phq9")
        let typed = try JourneyAnswers("phq9.txt").lines
        let run = try sealed.run(input: SealedStudy.input(typed, before: "Mood questionnaire (PHQ-9)"))
        XCTAssertEqual(run.status, 0, run.transcript)
        let participant = try sealed.harness.onlyParticipant(of: "phq9-mood-check")
        let address = try server.address(database: database)
        let sync = try StudyBinary.run(["sync", sealed.harness.outputPath, "--store", address])
        XCTAssertEqual(sync.status, 0, sync.transcript)
        XCTAssertTrue(sync.stdout.contains("file(s) sent"), sync.stdout)
        let names = try storedFiles(database).map { $0[1] ?? "" }
        XCTAssertTrue(names.contains("consent.md.sealed"), "\(names)")
        XCTAssertTrue(names.contains { $0.hasPrefix("identity-") && $0.hasSuffix(".sealed") }, "\(names)")
        for name in names {
            XCTAssertEqual(
                try server.superuser(database: database).execute(
                    "SELECT encode(content, 'hex') FROM study_store.participant_files WHERE name = $1", [name]),
                [[NumberText.hex(bytes: try Data(contentsOf: participant.folder.appendingPathComponent(name)))]],
                "\(name) is kept as it is")
        }
        let everything = try server.superuser(database: database).execute(
            "SELECT convert_from(content, 'UTF8') FROM study_store.participant_files"
        ).map { $0[0] ?? "" }.joined()
        for word in ["Grace", "Hopper", "grace@example.org"] {
            XCTAssertFalse(everything.contains(word), "the store holds '\(word)' in plain text")
        }
        let again = try StudyBinary.run(["sync", sealed.harness.outputPath, "--store", address])
        XCTAssertFalse(again.stdout.contains("file(s) sent"), again.stdout)

        let fromFolders = sealed.place.url.appendingPathComponent("from-folders").path
        XCTAssertEqual(try sealed.export(["--identities", sealed.privateKey], to: fromFolders).status, 0)
        let fromStore = sealed.place.url.appendingPathComponent("from-store").path
        let reader = try server.address(database: database, user: try loginRole(in: "study_reader"))
        let storeRun = try JourneyHarness.run(
            [
                "export", "--store", reader, "--to", fromStore, "--studies",
                sealed.place.url.appendingPathComponent("Studies").path, "--quiet", "--identities", sealed.privateKey,
            ],
            input: "")
        XCTAssertEqual(storeRun.status, 0, storeRun.transcript)
        let expected = FolderContents.texts(under: URL(fileURLWithPath: fromFolders))
        XCTAssertTrue(expected["identities/phq9-mood-check.csv"]?.contains("Grace") == true, "\(expected.keys)")
        XCTAssertEqual(FolderContents.texts(under: URL(fileURLWithPath: fromStore)), expected)

        // Resumed on another machine, the folder made from the store has the sealed records
        // back, byte for byte, and verifies.
        let machineB = try JourneyHarness()
        var environment = StudyBinary.baseEnvironment
        environment[StoreResume.secretVariable] = try secret(of: participant)
        let resumed = try JourneyHarness.run(
            [
                "run", sealed.studyPath, "--plain", "--output", machineB.outputPath, "--participant", participant.id,
                "--store", address,
            ],
            input: "", environment: environment)
        XCTAssertEqual(resumed.status, 0, resumed.transcript)
        let onB = try machineB.onlyParticipant(of: "phq9-mood-check")
        for name in names {
            XCTAssertEqual(
                try Data(contentsOf: onB.folder.appendingPathComponent(name)),
                try Data(contentsOf: participant.folder.appendingPathComponent(name)), name)
        }
        let verify = try JourneyHarness.run(["verify", onB.folder.path], input: "")
        XCTAssertEqual(verify.status, 0, verify.transcript)

    }

    func testAMissingOrChangedFileIsNamedAndSentOnceItIsBack() throws {
        let database = try initialisedStore()
        let address = try server.address(database: database)
        let work = try TemporaryFolder()
        let output = work.url.appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ExportCommandTests.fixture.appendingPathComponent("Output/cognition-check"),
            to: output.appendingPathComponent("cognition-check"))
        let results = output.appendingPathComponent("cognition-check/DVHC-CF8S/tasks/reaction-1.json")
        let original = try Data(contentsOf: results)
        try Data("{}".utf8).write(to: results)
        let changed = try StudyBinary.run(["sync", output.path, "--store", address])
        XCTAssertEqual(changed.status, ExitStatus.storeConflict, changed.transcript)
        XCTAssertTrue(
            changed.stderr.contains("tasks/reaction-1.json: not the bytes whose SHA-256 the journal holds"),
            changed.stderr)
        XCTAssertTrue(changed.stdout.contains("event(s) sent"), "the events go all the same")
        try FileManager.default.removeItem(at: results)
        let missing = try StudyBinary.run(["sync", output.path, "--store", address])
        XCTAssertEqual(missing.status, ExitStatus.storeConflict, missing.transcript)
        XCTAssertTrue(missing.stderr.contains("tasks/reaction-1.json: missing"), missing.stderr)
        XCTAssertEqual(try storedFiles(database), [])
        try original.write(to: results)
        let back = try StudyBinary.run(["sync", output.path, "--store", address])
        XCTAssertEqual(back.status, 0, back.transcript)
        XCTAssertTrue(back.stdout.contains("DVHC-CF8S: 1 file(s) sent"), back.stdout)
        XCTAssertEqual(try storedFiles(database), [["DVHC-CF8S", "tasks/reaction-1.json"]])
    }

    func testAStoreBeforeMigration6TakesTheEventsAndSaysWhyTheFilesWait() throws {
        let database = try server.createDatabase()
        _ = try StoreSchema.migrate(
            try server.superuser(database: database), migrations: Array(StoreMigration.all.prefix(5)))
        let work = try TemporaryFolder()
        let output = work.url.appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ExportCommandTests.fixture.appendingPathComponent("Output/cognition-check"),
            to: output.appendingPathComponent("cognition-check"))
        let sync = try StudyBinary.run(["sync", output.path, "--store", try server.address(database: database)])
        XCTAssertEqual(sync.status, ExitStatus.storeConflict, sync.transcript)
        XCTAssertTrue(sync.stdout.contains("DVHC-CF8S: "), sync.stdout)
        XCTAssertTrue(sync.stderr.contains("tasks/reaction-1.json: the store keeps no files yet"), sync.stderr)
        XCTAssertNotEqual(try storedLines(database, participant: "DVHC-CF8S"), [])
    }

}
