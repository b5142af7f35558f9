import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Values reach the store only as bound parameters: hostile ids and answers are kept exactly
/// as written, and what PostgreSQL cannot keep exactly is refused with a reason.
final class StoreHostileInputTests: StoreTestCase {
    static let hostileTexts = [
        #"'; DROP TABLE study_store.events; --"#,
        #"Robert"); DELETE FROM study_store.participants; --"#,
        #"back\slash \\ \" quote "quoted" {braces} , commas NULL null"#,
        "多语言 ✓ 🧪 \u{202E}reversed\u{202C} e\u{301}",
        "$1 $2 $$ $tag$ :name ?",
        String(repeating: "long answer ", count: 20_000),
        "",
    ]

    func testHostileLinesComeBackExactly() throws {
        let database = try initialisedStore()
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        let secret = String(repeating: "c", count: 64)
        let lines = Self.hostileTexts.map { "{\"answer\":\($0.debugDescription)} \($0)" }
        try collector.execute(
            "SELECT * FROM study_store.append_events($1, $2, $3, 1, $4::text[])",
            parameters: [.text("s"), .text("A"), .text(secret), .textArray(lines)])
        let back = try collector.execute(
            "SELECT line FROM study_store.participant_events($1, $2, $3, 0)", ["s", "A", secret])
        XCTAssertEqual(back.count, lines.count)
        for (index, line) in lines.enumerated() where index < back.count {
            // Not XCTAssertEqual: one line is 240 kB long.
            XCTAssertTrue(
                back[index][0] == line, "line \(index + 1) came back changed: \(back[index][0]?.prefix(80) ?? "NULL")")
        }
        XCTAssertEqual(
            try server.superuser(database: database).execute("SELECT count(*) FROM study_store.events"), [["7"]])
    }

    /// The binary `text[]` a sync sends is the array the server makes of the same texts
    /// sent one by one, element for element, the empty array included; a NUL, which no
    /// text can hold, is refused by the server, never cut off.
    func testTheBinaryTextArrayIsTheServersArrayOfTheSameTexts() throws {
        let connection = try server.superuser(database: try server.createDatabase())
        for texts in [Self.hostileTexts, [], ["{\"n\":1}"]] {
            let places = texts.indices.map { "$\($0 + 2)::text" }.joined(separator: ", ")
            let same = try connection.execute(
                "SELECT $1::text[] = ARRAY[\(places)]::text[], cardinality($1::text[])",
                parameters: [.textArray(texts)] + texts.map { .text($0) })
            XCTAssertEqual(same, [["t", String(texts.count)]], "\(texts.count) texts")
        }
        assertRefused("22021", "a NUL inside an element") {
            try connection.execute("SELECT $1::text[]", parameters: [.textArray(["before\u{0}after"])])
        }
    }

    func testHostileStudyAndParticipantIdsAreKeptExactly() throws {
        let database = try initialisedStore()
        let folder = try TemporaryFolder()
        let ids = [#"O'Brien"; DROP TABLE x; --"#, #"back\slash"#, "多语言-🧪", String(repeating: "x", count: 150)]
        for id in ids {
            try StoreSyncTests.writeJournal(["{\"id\":1}"], study: id + "-study", participant: id, in: folder)
        }
        let run = try StudyBinary.run([
            "sync", folder.url.path + "/Output", "--store", try server.address(database: database),
        ])
        XCTAssertEqual(run.status, 0, run.transcript)
        let stored = try server.superuser(database: database).execute(
            "SELECT study_id, participant_id FROM study_store.events ORDER BY participant_id")
        XCTAssertEqual(Set(stored), Set(ids.map { [$0 + "-study", $0] }))
    }

    func testLinesThatCannotBeKeptExactlyAreRefusedAndTheOnesBeforeSent() throws {
        let database = try initialisedStore()
        let cases: [(bytes: [UInt8], reason: String)] = [
            (Array("{\"a\":\"".utf8) + [0xC3, 0x28] + Array("\"}".utf8), "line 2 is not valid UTF-8"),
            (Array("{\"a\":\"".utf8) + [0] + Array("\"}".utf8), "line 2 holds a NUL byte"),
        ]
        for (index, (bytes, reason)) in cases.enumerated() {
            let journalPath = "Output/mood/K7QM-2X9\(index)/journal.jsonl"
            let folder = try TemporaryFolder()
            var journal = Data("{\"n\":1}\n".utf8)
            journal.append(contentsOf: bytes + [0x0A])
            journal.append(Data("{\"n\":3}\n".utf8))
            try journal.write(to: try folder.write(journalPath, ""))
            let run = try StudyBinary.run([
                "sync", folder.url.path + "/Output", "--store", try server.address(database: database),
            ])
            XCTAssertEqual(run.status, 7, run.transcript)
            XCTAssertTrue(run.stderr.contains(reason + ", so it and what follows were not sent"), run.transcript)
        }
        let stored = try server.superuser(database: database).execute("SELECT line FROM study_store.events")
        XCTAssertEqual(stored, [["{\"n\":1}"], ["{\"n\":1}"]])
    }
}
