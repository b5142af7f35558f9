import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Participants a folder has never sent go to the store several to one call and one
/// transaction (`store_events_of_many`, migration 9), with the same rules as one by one.
final class StoreSyncTogetherTests: StoreTestCase {
    private typealias Sync = StoreSyncTests

    private func sync(_ folder: TemporaryFolder, _ database: String) throws -> StudyRun {
        try StudyBinary.run(["sync", folder.url.path + "/Output", "--store", try server.address(database: database)])
    }

    /// How many transactions stored the events: `received_at` is the transaction's start.
    private func transactions(_ database: String) throws -> [[String?]] {
        try server.superuser(database: database).execute(
            "SELECT count(DISTINCT received_at), count(*) FROM study_store.events")
    }

    func testNewParticipantsAreStoredInOneTransaction() throws {
        let database = try initialisedStore()
        let folder = try TemporaryFolder()
        for participant in ["A1", "B2", "C3"] {
            try Sync.writeJournal(
                Sync.lines(4, marker: participant), study: "mood", participant: participant, in: folder)
        }
        let run = try sync(folder, database)
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(
            run.stdout,
            "mood/A1: 4 event(s) sent\nmood/B2: 4 event(s) sent\nmood/C3: 4 event(s) sent\n"
                + "12 event(s) sent, 0 already in the store, 3 participant(s).\n")
        XCTAssertEqual(try transactions(database), [["1", "12"]])
        for participant in ["A1", "B2", "C3"] {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: folder.url.path + "/Output/mood/\(participant)/.store-secret"))
        }
        // Sent before: asked about one by one, nothing sent again.
        let again = try sync(folder, database)
        XCTAssertEqual(again.stdout, "0 event(s) sent, 12 already in the store, 3 participant(s).\n")
    }

    func testARefusedParticipantDoesNotStopTheOthers() throws {
        let database = try initialisedStore()
        let laptop = try TemporaryFolder()
        let kiosk = try TemporaryFolder()
        try Sync.writeJournal(Sync.lines(2), study: "mood", participant: "B2", in: laptop)
        XCTAssertEqual(try sync(laptop, database).status, 0)
        // The kiosk made the same id by chance (another secret), between two new participants.
        for participant in ["A1", "B2", "C3"] {
            try Sync.writeJournal(Sync.lines(3, marker: "kiosk"), study: "mood", participant: participant, in: kiosk)
        }
        let run = try sync(kiosk, database)
        XCTAssertEqual(run.status, 7, run.transcript)
        XCTAssertEqual(
            run.stdout,
            "mood/A1: 3 event(s) sent\nmood/C3: 3 event(s) sent\n"
                + "6 event(s) sent, 0 already in the store, 3 participant(s).\n")
        XCTAssertEqual(
            run.stderr,
            "study sync: mood/B2: refused: participant B2 of study mood is in the store under another secret\n")
        let stored = try server.superuser(database: database).execute(
            "SELECT participant_id, count(*), min(line) FROM study_store.events GROUP BY participant_id "
                + "ORDER BY participant_id")
        XCTAssertEqual(
            stored,
            [
                ["A1", "3", Sync.lines(1, marker: "kiosk")[0]], ["B2", "2", Sync.lines(1)[0]],
                ["C3", "3", Sync.lines(1, marker: "kiosk")[0]],
            ])
    }

    func testAStoreBeforeMigration9IsSentOneByOne() throws {
        let database = try server.createDatabase()
        _ = try StoreSchema.migrate(
            try server.superuser(database: database), migrations: Array(StoreMigration.all.prefix(8)))
        let folder = try TemporaryFolder()
        for participant in ["A1", "B2"] {
            try Sync.writeJournal(
                Sync.lines(3, marker: participant), study: "mood", participant: participant, in: folder)
        }
        let run = try sync(folder, database)
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(
            run.stdout.hasSuffix("6 event(s) sent, 0 already in the store, 2 participant(s).\n"), run.transcript)
        XCTAssertEqual(try transactions(database), [["2", "6"]], "one transaction per participant")
    }

    /// Migration 11 changes only how the storing functions plan their statements: a store
    /// made before it keeps every row, every function's body, owner, rights and grants, and
    /// stores and judges as before.
    func testAStoreBeforeMigration11IsUpgradedWithItsRowsAndRightsIntact() throws {
        let database = try server.createDatabase()
        let owner = try server.superuser(database: database)
        _ = try StoreSchema.migrate(owner, migrations: Array(StoreMigration.all.prefix(10)))
        let laptop = try TemporaryFolder()
        let kiosk = try TemporaryFolder()
        for participant in ["A1", "B2"] {
            try Sync.writeJournal(
                Sync.lines(3, marker: participant), study: "mood", participant: participant, in: laptop)
        }
        XCTAssertEqual(try sync(laptop, database).status, 0)
        try Sync.writeJournal(
            Sync.lines(1, marker: "A1") + Sync.lines(2, from: 2, marker: "kiosk"), study: "mood", participant: "A1",
            in: kiosk)
        try FileManager.default.copyItem(
            atPath: laptop.url.path + "/Output/mood/A1/.store-secret",
            toPath: kiosk.url.path + "/Output/mood/A1/.store-secret")
        XCTAssertEqual(try sync(kiosk, database).status, 7)
        let rows =
            "SELECT participant_id, sequence, line, received_at::text FROM study_store.events "
            + "UNION ALL SELECT participant_id, sequence, line, received_at::text FROM study_store.conflicts ORDER BY 1, 2, 3"
        let functions =
            "SELECT p.oid::regprocedure::text, p.proowner::regrole::text, p.prosecdef, p.proacl::text, md5(p.prosrc) "
            + "FROM pg_proc p WHERE p.pronamespace = 'study_store'::regnamespace ORDER BY 1"
        let before = (try owner.execute(rows), try owner.execute(functions))
        XCTAssertEqual(before.0.count, 8, "6 events and 2 conflicts")

        XCTAssertEqual(try StoreSchema.migrate(owner, migrations: Array(StoreMigration.all.prefix(11))).applied, [11])
        XCTAssertEqual(try owner.execute(rows), before.0, "every row kept as it was")
        XCTAssertEqual(try owner.execute(functions), before.1, "bodies, owners, rights and grants unchanged")
        let settings = try owner.execute(
            "SELECT p.proname, array_to_string(p.proconfig, ' ') FROM pg_proc p "
                + "WHERE p.pronamespace = 'study_store'::regnamespace AND 'plan_cache_mode=force_generic_plan' = "
                + "ANY(p.proconfig) ORDER BY 1")
        XCTAssertEqual(
            settings,
            ["append_events", "store_events", "store_events_of_many"].map {
                [$0, "search_path=study_store, pg_temp plan_cache_mode=force_generic_plan"]
            })
        // Stored and judged as before: a new participant (together), a new line after the
        // laptop's, the kiosk's two conflicts reported again and not recorded twice.
        try Sync.writeJournal(Sync.lines(2, marker: "C3"), study: "mood", participant: "C3", in: laptop)
        try Sync.writeJournal(Sync.lines(4, marker: "A1"), study: "mood", participant: "A1", in: laptop)
        let again = try sync(laptop, database)
        XCTAssertEqual(
            again.stdout,
            "mood/A1: 1 event(s) sent\nmood/C3: 2 event(s) sent\n"
                + "3 event(s) sent, 6 already in the store, 3 participant(s).\n", again.transcript)
        let kioskAgain = try sync(kiosk, database)
        XCTAssertEqual(kioskAgain.status, 7, kioskAgain.transcript)
        XCTAssertTrue(kioskAgain.stderr.contains("a different event at 2, 3"), kioskAgain.transcript)
        XCTAssertEqual(try owner.execute(rows).count, 11, "9 events and the same 2 conflicts")
    }

    func testTheCollectorGainsNoRightByCallingItAndTheReaderCannot() throws {
        let database = try initialisedStore()
        let secretA = String(repeating: "a", count: 64)
        let secretB = String(repeating: "b", count: 64)
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        let call =
            "SELECT stored, duplicates, conflict_places, refusal_state FROM "
            + "study_store.store_events_of_many($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[])"
        func many(_ secret: String, _ lines: [String]) -> [PostgresParameter] {
            [.textArray(["s"]), .textArray(["A"]), .textArray([secret]), .text("{\(lines.count)}"), .textArray(lines)]
        }
        XCTAssertEqual(
            try collector.execute(call, parameters: many(secretA, ["{}", "{\"n\":2}"])), [["2", "0", "{}", nil]])
        // Another secret for the same participant: refused, nothing changed.
        XCTAssertEqual(try collector.execute(call, parameters: many(secretB, ["{}"])), [[nil, nil, nil, "SS403"]])
        // The same lines again: duplicates; another line at a taken place: a conflict, recorded.
        XCTAssertEqual(
            try collector.execute(call, parameters: many(secretA, ["{}", "{\"n\":3}"])), [["0", "1", "{2}", nil]])
        let conflicts = try server.superuser(database: database).execute(
            "SELECT sequence, line FROM study_store.conflicts")
        XCTAssertEqual(conflicts, [["2", "{\"n\":3}"]])
        assertRefused("22023", "counts that do not add up") {
            try collector.execute(
                call,
                parameters: [
                    .textArray(["s"]), .textArray(["A"]), .textArray([secretA]), .text("{3}"), .textArray(["{}"]),
                ])
        }
        let reader = try connect(database, as: try loginRole(in: "study_reader"))
        assertRefused("42501", "the reading role storing events") {
            try reader.execute(call, parameters: many(secretA, ["{}"]))
        }
    }

    /// `store_new_participants` (migration 12), the two-statement path `store_events_of_many`
    /// tries first: it stores a whole call or nothing, answering false whenever a participant
    /// is to be refused or a place is taken, so that `store_events` judges them as before.
    func testTheNewParticipantsPathStoresAWholeCallOrNothing() throws {
        let database = try initialisedStore()
        let secretA = String(repeating: "a", count: 64)
        let secretB = String(repeating: "b", count: 64)
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        let owner = try server.superuser(database: database)
        let newPath =
            "SELECT study_store.store_new_participants($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[])"
        let many =
            "SELECT stored, duplicates, conflict_places, refusal_state FROM "
            + "study_store.store_events_of_many($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[])"
        func call(_ participants: [String], _ secrets: [String], _ lines: [[String]]) -> [PostgresParameter] {
            [
                .textArray(participants.map { _ in "s" }), .textArray(participants), .textArray(secrets),
                .text("{" + lines.map { String($0.count) }.joined(separator: ",") + "}"),
                .textArray(lines.flatMap { $0 }),
            ]
        }
        func stored() throws -> [[String?]] {
            try owner.execute(
                "SELECT participant_id, string_agg(sequence || '=' || line, ' ' ORDER BY sequence) FROM study_store.events "
                    + "GROUP BY participant_id ORDER BY participant_id")
        }
        func registered() throws -> [[String?]] {
            try owner.execute("SELECT participant_id FROM study_store.participants ORDER BY participant_id")
        }
        // Two new participants: both stored, each at places 1, 2, ... of their own lines.
        XCTAssertEqual(
            try collector.execute(
                newPath, parameters: call(["A", "B"], [secretA, secretB], [["a1", "a2"], ["b1"]])),
            [["t"]])
        XCTAssertEqual(try stored(), [["A", "1=a1 2=a2"], ["B", "1=b1"]])
        // A's places are taken: nothing of the call stays, not even C's registration.
        XCTAssertEqual(
            try collector.execute(newPath, parameters: call(["C", "A"], [secretA, secretA], [["c1"], ["a1"]])),
            [["f"]])
        // B under another secret, and a participant twice in one call: the same.
        XCTAssertEqual(
            try collector.execute(newPath, parameters: call(["C", "B"], [secretA, secretA], [["c1"], ["b2"]])),
            [["f"]])
        XCTAssertEqual(
            try collector.execute(newPath, parameters: call(["C", "C"], [secretA, secretA], [["c1"], ["c1"]])),
            [["f"]])
        XCTAssertEqual(try stored(), [["A", "1=a1 2=a2"], ["B", "1=b1"]])
        XCTAssertEqual(try registered(), [["A"], ["B"]])
        // A deleted participant among new ones: false alone, and through store_events_of_many
        // the old path refuses them and stores the others.
        XCTAssertEqual(
            try collector.execute(
                "SELECT study_store.delete_participant($1, $2, $3, $4)", ["s", "B", secretB, "delete"]), [["1"]])
        XCTAssertEqual(
            try collector.execute(newPath, parameters: call(["C", "B"], [secretA, secretB], [["c1"], ["b1"]])),
            [["f"]])
        XCTAssertEqual(
            try collector.execute(
                many, parameters: call(["C", "B", "D"], [secretA, secretB, secretB], [["c1", "c2"], ["b1"], ["d1"]])),
            [["2", "0", "{}", nil], [nil, nil, nil, "SS410"], ["1", "0", "{}", nil]])
        XCTAssertEqual(try stored(), [["A", "1=a1 2=a2"], ["C", "1=c1 2=c2"], ["D", "1=d1"]])
        assertRefused("22023", "counts that do not add up") {
            try collector.execute(
                newPath,
                parameters: [
                    .textArray(["s"]), .textArray(["E"]), .textArray([secretA]), .text("{2}"), .textArray(["e1"]),
                ])
        }
        assertRefused("23502", "a line that is NULL, as store_events refuses it") {
            try collector.execute(
                newPath,
                parameters: [
                    .textArray(["s"]), .textArray(["E"]), .textArray([secretA]), .text("{1}"), .text("{NULL}"),
                ])
        }
        let reader = try connect(database, as: try loginRole(in: "study_reader"))
        assertRefused("42501", "the reading role storing events") {
            try reader.execute(newPath, parameters: call(["E"], [secretA], [["e1"]]))
        }
        XCTAssertEqual(try registered(), [["A"], ["B"], ["C"], ["D"]])
    }

    /// Migration 12 adds `store_new_participants` and replaces `store_events_of_many` with its
    /// signature, settings and grants: a store made before keeps every row and right.
    func testAStoreBeforeMigration12IsUpgradedWithItsRowsAndRightsIntact() throws {
        let database = try server.createDatabase()
        let owner = try server.superuser(database: database)
        _ = try StoreSchema.migrate(owner, migrations: Array(StoreMigration.all.prefix(11)))
        let laptop = try TemporaryFolder()
        for participant in ["A1", "B2"] {
            try Sync.writeJournal(
                Sync.lines(3, marker: participant), study: "mood", participant: participant, in: laptop)
        }
        XCTAssertEqual(try sync(laptop, database).status, 0)
        let rows =
            "SELECT participant_id, sequence, line, received_at::text FROM study_store.events ORDER BY 1, 2"
        let functions =
            "SELECT p.oid::regprocedure::text, p.proowner::regrole::text, p.prosecdef, p.proacl::text, "
            + "array_to_string(p.proconfig, ' ') FROM pg_proc p WHERE p.pronamespace = 'study_store'::regnamespace "
            + "AND p.proname <> 'store_new_participants' ORDER BY 1"
        let before = (try owner.execute(rows), try owner.execute(functions))
        XCTAssertEqual(try StoreSchema.migrate(owner, migrations: Array(StoreMigration.all.prefix(12))).applied, [12])
        XCTAssertEqual(try owner.execute(rows), before.0, "every row kept as it was")
        XCTAssertEqual(try owner.execute(functions), before.1, "owners, rights, grants and settings unchanged")
        XCTAssertEqual(
            try owner.execute(
                "SELECT p.prosecdef, array_to_string(p.proconfig, ' '), "
                    + "has_function_privilege('study_collector', p.oid, 'EXECUTE'), "
                    + "has_function_privilege('study_reader', p.oid, 'EXECUTE'), "
                    + "has_function_privilege('public', p.oid, 'EXECUTE') "
                    + "FROM pg_proc p WHERE p.proname = 'store_new_participants'"),
            [["t", "search_path=study_store, pg_temp plan_cache_mode=force_generic_plan", "t", "f", "f"]])
        try Sync.writeJournal(Sync.lines(2, marker: "C3"), study: "mood", participant: "C3", in: laptop)
        let again = try sync(laptop, database)
        XCTAssertEqual(again.status, 0, again.transcript)
        XCTAssertEqual(
            again.stdout, "mood/C3: 2 event(s) sent\n2 event(s) sent, 6 already in the store, 3 participant(s).\n")
        XCTAssertEqual(try transactions(database), [["2", "8"]], "the new participant in one transaction")
    }

    /// Two syncs of one folder at once (a person's `study sync` while another runs, or the
    /// runner's background sender): each new participant ends with one secret, the one the
    /// store has them under, whichever process made it; each event is stored once, sent by
    /// one of the two; nobody is refused. Three rounds, so the two processes' secrets meet
    /// in different places.
    func testTwoSyncsOfOneFolderAtOnceAgreeOnEverySecret() throws {
        let database = try initialisedStore()
        let address = try server.address(database: database)
        let owner = try server.superuser(database: database)
        for round in 0..<3 {
            let folder = try TemporaryFolder()
            let participants = (0..<24).map { "R\(round)P\($0)" }
            for participant in participants {
                try Sync.writeJournal(
                    Sync.lines(5, marker: participant), study: "mood", participant: participant, in: folder)
            }
            let arguments = ["sync", folder.url.path + "/Output", "--store", address]
            let started = [try TestProcess(arguments), try TestProcess(arguments)]
            var sent = 0
            for process in started {
                let run = process.finish()
                XCTAssertEqual(run.status, 0, run.transcript)
                XCTAssertEqual(run.stderr, "", run.transcript)
                let total = try XCTUnwrap(run.stdout.split(separator: "\n").last, run.transcript)
                XCTAssertTrue(total.hasSuffix("already in the store, 24 participant(s)."), run.transcript)
                sent += Int(total.prefix(while: \.isNumber)) ?? -1
            }
            XCTAssertEqual(sent, 24 * 5, "each event sent by one of the two, round \(round)")
            for participant in participants {
                let secret = try String(
                    contentsOfFile: folder.url.path + "/Output/mood/\(participant)/.store-secret", encoding: .utf8)
                XCTAssertEqual(
                    try owner.execute(
                        "SELECT event_sequence FROM study_store.participant_progress($1, $2, $3)",
                        ["mood", participant, String(secret.dropLast())]),
                    [["5"]], "the store has \(participant) under the secret the folder keeps")
            }
        }
        XCTAssertEqual(
            try owner.execute("SELECT count(*), count(DISTINCT (participant_id, sequence)) FROM study_store.events"),
            [["360", "360"]])
    }
}
