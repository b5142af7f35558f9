import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study export` run as a data manager runs it, on Tests/Fixtures/export/Output: folders
/// made by real runs of the shipped studies (Tests/export/make_export_fixture.py), with a
/// repeated-answer correction, multiple choices with "other", a refused answer, two
/// languages and a reaction-time run. Every file written must equal its golden copy in
/// Tests/Fixtures/export/expected byte for byte.
final class ExportCommandTests: XCTestCase {
    static let fixture = StudyBinary.root.appendingPathComponent("Tests/Fixtures/export")
    static let output = fixture.appendingPathComponent("Output").path
    static let expected = fixture.appendingPathComponent("expected")

    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    func testTheShippedStudiesExportToTheGoldenFiles() throws {
        let destination = folder.url.appendingPathComponent("export")
        let run = try StudyBinary.run(["export", Self.output, "--to", destination.path])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(run.stderr, "", "no progress bar when standard error is not a terminal")
        XCTAssertTrue(run.stdout.contains("Exported 4 studies to"), run.stdout)
        let written = FolderContents.files(under: destination)
        let golden = FolderContents.files(under: Self.expected)
        XCTAssertEqual(written.keys.sorted(), golden.keys.sorted())
        for (name, data) in golden {
            XCTAssertEqual(
                written[name].map { String(decoding: $0, as: UTF8.self) }, String(decoding: data, as: UTF8.self), name)
        }
    }

    func testOneStudysFolderExportsThatStudyOnly() throws {
        let destination = folder.url.appendingPathComponent("phq9")
        let run = try StudyBinary.run([
            "export", Self.output + "/phq9-mood-check", "--to", destination.path, "--studies", "Studies/phq9.study",
        ])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: destination.path), ["phq9-mood-check"])
    }

    /// A copy of the phq9 folder with a foreign file, an unreadable line in the middle of the
    /// journal and a torn last line: each reported with its place, the rest exported, exit 1.
    func testBrokenInputIsReportedWithItsPlaceAndTheRestIsExported() throws {
        let copy = folder.url.appendingPathComponent("Output")
        try FileManager.default.copyItem(atPath: Self.output, toPath: copy.path)
        let study = copy.appendingPathComponent("phq9-mood-check")
        let participant = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: study.path).first { !$0.hasPrefix(".") })
        let journal = study.appendingPathComponent(participant).appendingPathComponent("journal.jsonl")
        var lines = try String(contentsOf: journal, encoding: .utf8).components(separatedBy: "\n")
        lines.insert("{\"event\": \"answered\", this is not JSON", at: 4)
        try (lines.joined(separator: "\n") + "{\"event\":\"sess").write(to: journal, atomically: true, encoding: .utf8)
        try "shopping list".write(to: study.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let destination = folder.url.appendingPathComponent("export")
        let run = try StudyBinary.run([
            "export", copy.path, "--to", destination.path, "--studies", "Studies/phq9.study",
        ])
        XCTAssertEqual(run.status, 1, run.transcript)
        let place = "phq9-mood-check/\(participant)/journal.jsonl"
        XCTAssertTrue(run.stderr.contains("\(place):5: left out: this line cannot be read"), run.stderr)
        XCTAssertTrue(run.stderr.contains("\(place):\(lines.count): left out: the last line was cut short"), run.stderr)
        XCTAssertTrue(run.stderr.contains("phq9-mood-check/notes.txt: left out: not a participant's folder"))
        for other in ["cognition-check", "living-with-diabetes", "sleep-alertness"] {
            XCTAssertTrue(run.stderr.contains("\(other): left out: no study file with id '\(other)'"), other)
        }
        let survey = try String(
            contentsOf: destination.appendingPathComponent("phq9-mood-check/survey-phq9.csv"), encoding: .utf8)
        XCTAssertTrue(survey.contains("\(participant),phq9-1,1,"), "the participant's run is still exported")
        let manifest = try String(
            contentsOf: destination.appendingPathComponent("phq9-mood-check/manifest.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("\"place\" : \"\(place):5\""), manifest)
    }

    /// A participant who joined another version is a note (exported, exit 0); someone who
    /// did not join (only `outcome.json`) has nothing to export; an active task's results
    /// file the journal says was saved, but missing, leaves its trials out (exit 1).
    func testOtherVersionsNonJoinersAndMissingResultsAreToldApart() throws {
        let copy = folder.url.appendingPathComponent("Output")
        try FileManager.default.copyItem(atPath: Self.output, toPath: copy.path)
        let phq9 = copy.appendingPathComponent("phq9-mood-check")
        let participant = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: phq9.path).first { !$0.hasPrefix(".") })
        let journal = phq9.appendingPathComponent(participant).appendingPathComponent("journal.jsonl")
        let text = try String(contentsOf: journal, encoding: .utf8)
        try text.replacingOccurrences(of: "\"version\":\"1.0.0\"", with: "\"version\":\"0.9.0\"")
            .write(to: journal, atomically: true, encoding: .utf8)
        let declined = phq9.appendingPathComponent("ZZZZ-ZZZZ")
        try FileManager.default.createDirectory(at: declined, withIntermediateDirectories: false)
        try "{}".write(to: declined.appendingPathComponent("outcome.json"), atomically: true, encoding: .utf8)
        let noted = try StudyBinary.run([
            "export", phq9.path, "--to", folder.url.appendingPathComponent("a").path, "--studies", "Studies",
        ])
        XCTAssertEqual(noted.status, 0, noted.transcript)
        XCTAssertTrue(
            noted.stderr.contains(
                "phq9-mood-check/\(participant)/journal.jsonl:1: note: joined version 0.9.0 of the study; "
                    + "the study file is version 1.0.0"), noted.stderr)
        XCTAssertFalse(noted.stderr.contains("ZZZZ-ZZZZ"), noted.stderr)
        let survey = try String(
            contentsOf: folder.url.appendingPathComponent("a/phq9-mood-check/survey-phq9.csv"), encoding: .utf8)
        XCTAssertTrue(survey.contains("\(participant),phq9-1,1,0.9.0,"), survey)

        let cognition = copy.appendingPathComponent("cognition-check")
        let player = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: cognition.path).first { !$0.hasPrefix(".") })
        try FileManager.default.removeItem(at: cognition.appendingPathComponent(player + "/tasks/reaction-1.json"))
        let missing = try StudyBinary.run([
            "export", cognition.path, "--to", folder.url.appendingPathComponent("b").path,
        ])
        XCTAssertEqual(missing.status, 1, missing.transcript)
        XCTAssertTrue(
            missing.stderr.contains(
                "cognition-check/\(player)/tasks/reaction-1.json: left out: missing, though the journal says it was saved"
            ), missing.stderr)
        let runs = try String(
            contentsOf: folder.url.appendingPathComponent("b/cognition-check/runs.csv"), encoding: .utf8)
        XCTAssertTrue(runs.contains("reaction-1,completed"), "the run itself is still listed")
    }

    func testAFolderThatHoldsFilesIsRefusedAndLeftAsItWas() throws {
        let destination = folder.url.appendingPathComponent("export")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        try "keep me".write(to: destination.appendingPathComponent("old.csv"), atomically: true, encoding: .utf8)
        let run = try StudyBinary.run(["export", Self.output, "--to", destination.path])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("already exists and is not an empty folder; name a new folder"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: destination.path), ["old.csv"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["export"],
            "no temporary folder left behind")
    }

    /// A place that cannot hold a folder (its parent is a file): exit 3, nothing left behind.
    func testAnExportThatCannotBeWrittenLeavesNothingBehind() throws {
        let file = try folder.write("a-file", "not a folder")
        let run = try StudyBinary.run(["export", Self.output, "--to", file.path + "/export"])
        XCTAssertEqual(run.status, 3, run.transcript)
        XCTAssertTrue(run.stderr.contains("nothing was written"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["a-file"])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "not a folder")
    }

    func testBadOptionsSayWhatToWrite() throws {
        let destination = folder.url.appendingPathComponent("export").path
        let since = try StudyBinary.run(["export", Self.output, "--to", destination, "--since", "last week"])
        XCTAssertEqual(since.status, 2)
        XCTAssertTrue(since.stderr.contains("write it as YYYY-MM-DD"), since.stderr)
        let missing = try StudyBinary.run(["export", folder.url.path + "/nothing", "--to", destination])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("not a readable folder"), missing.stderr)
    }

    func testParticipantsAndSinceSelectWhatIsExported() throws {
        let ids = try folder.write("ids.txt", "NOT-AN-ID\n")
        let destination = folder.url.appendingPathComponent("none")
        let run = try StudyBinary.run([
            "export", Self.output, "--to", destination.path, "--participants", ids.path, "--since", "2026-01-01",
        ])
        XCTAssertEqual(run.status, 0, run.transcript)
        let survey = try String(
            contentsOf: destination.appendingPathComponent("phq9-mood-check/survey-phq9.csv"), encoding: .utf8)
        XCTAssertEqual(survey.components(separatedBy: "\n").count, 2, "the header and nothing else")
        let later = folder.url.appendingPathComponent("later")
        let none = try StudyBinary.run(["export", Self.output, "--to", later.path, "--since", "2999-01-01"])
        XCTAssertEqual(none.status, 0, none.transcript)
        let runs = try String(contentsOf: later.appendingPathComponent("phq9-mood-check/runs.csv"), encoding: .utf8)
        XCTAssertEqual(runs.components(separatedBy: "\n").count, 2, "no run started in 2999")
    }

    /// `--format json`: one object per run, the same values as the survey file, typed.
    func testJSONFormatWritesOneObjectPerRun() throws {
        let destination = folder.url.appendingPathComponent("json")
        let run = try StudyBinary.run(["export", Self.output, "--to", destination.path, "--format", "json"])
        XCTAssertEqual(run.status, 0, run.transcript)
        let study = destination.appendingPathComponent("living-with-diabetes")
        let names = try FileManager.default.contentsOfDirectory(atPath: study.path)
        XCTAssertFalse(names.contains { $0.hasPrefix("survey-") || $0 == "runs.csv" || $0.hasPrefix("load.") })
        let lines = try String(contentsOf: study.appendingPathComponent("runs.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        let objects = try lines.map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(objects.map { $0["run"] as? String }, ["baseline-1", "weekly_checkin-1"])
        let golden = try String(
            contentsOf: Self.expected.appendingPathComponent("living-with-diabetes/survey-baseline.csv"),
            encoding: .utf8)
        let rows = golden.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let row = Dictionary(uniqueKeysWithValues: zip(rows[0].map(String.init), rows[1].map(String.init)))
        let values = try XCTUnwrap(objects[0]["values"] as? [String: Any])
        let missing = try XCTUnwrap(objects[0]["missing"] as? [String: String])
        XCTAssertEqual((values["hba1c_value"] as? NSNumber)?.intValue, Int(row["hba1c_value"] ?? ""))
        XCTAssertEqual(
            (values["daily_insulin_units"] as? NSNumber)?.doubleValue, Double(row["daily_insulin_units"] ?? ""))
        XCTAssertEqual(values["insulin_regimen"] as? String, row["insulin_regimen"])
        XCTAssertTrue(values["weight"] is NSNull)
        XCTAssertEqual(missing["weight"], "prefer-not-to-answer")
        XCTAssertEqual(missing["results_email"], "identifier-removed")
    }

    func testOnATerminalAProgressBarCountsTheParticipants() throws {
        let destination = folder.url.appendingPathComponent("export").path
        let shown = try StudyBinary.runOnTerminal(
            ["export", Self.output, "--to", destination], environment: StudyBinary.baseEnvironment)
        XCTAssertEqual(shown.status, 0)
        XCTAssertTrue(shown.terminal.contains("2/2 participants"), shown.terminal)
        let quiet = try StudyBinary.runOnTerminal(
            ["export", Self.output, "--to", destination + "-quiet", "--quiet"], environment: StudyBinary.baseEnvironment
        )
        XCTAssertFalse(quiet.terminal.contains("participants"), quiet.terminal)
    }
}
