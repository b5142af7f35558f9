import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Withdrawn participants and half-made folders in `study export`, beyond the golden files
/// (which hold one who kept their answers and one who had them deleted): a deletion cut
/// short by a crash, a participant's folder being made, an outcome record that cannot be
/// read.
final class ExportWithdrawalTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    /// A copy of the fixture's PHQ-9 study folder, and the participant who kept everything.
    private func phq9Copy() throws -> (study: URL, participant: String) {
        let study = folder.url.appendingPathComponent("phq9-mood-check")
        try FileManager.default.copyItem(atPath: ExportCommandTests.output + "/phq9-mood-check", toPath: study.path)
        return (study, "JERK-KNZ2")
    }

    /// A journal ending in `withdrew` `deleted` (the program stopped before deleting): none
    /// of its answers is exported, the participant has the withdrawn-and-deleted rows, and a
    /// note says why; nothing was left out, so the exit status is 0.
    func testADeletionCutShortExportsNoneOfTheAnswers() throws {
        let (study, participant) = try phq9Copy()
        let journal = study.appendingPathComponent(participant + "/journal.jsonl")
        let lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
        let withdrew =
            "{\"answers\":\"deleted\",\"event\":\"withdrew\",\"seq\":\(lines.count + 1),"
            + "\"time\":\"2026-11-26T10:00:00.000+00:00\"}\n"
        try (lines.joined(separator: "\n") + "\n" + withdrew).write(to: journal, atomically: true, encoding: .utf8)
        let destination = folder.url.appendingPathComponent("export")
        let run = try StudyBinary.run(["export", study.path, "--to", destination.path, "--studies", "Studies"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(
            run.stderr.contains("\(participant)/journal.jsonl: note: they withdrew and asked for their answers"),
            run.stderr)
        let export = destination.appendingPathComponent("phq9-mood-check")
        let survey = try String(contentsOf: export.appendingPathComponent("survey-phq9.csv"), encoding: .utf8)
        let row = try XCTUnwrap(survey.split(separator: "\n").first { $0.hasPrefix(participant) })
        XCTAssertTrue(row.contains(",withdrawn-deleted,"), String(row))
        XCTAssertTrue(row.hasSuffix(",2026-11-26T10:00:00.000+00:00" + String(repeating: ",-95", count: 13)))
        let long = try String(contentsOf: export.appendingPathComponent("answers-long.csv"), encoding: .utf8)
        XCTAssertFalse(long.contains(participant), "none of their answers")
    }

    /// A participant's folder being made (`.<id>.tmp-<pid>`, as `study run` makes one, or as
    /// a stopped run leaves it): a note, not data left out.
    func testAFolderBeingMadeIsNoted() throws {
        let (study, _) = try phq9Copy()
        try FileManager.default.createDirectory(
            at: study.appendingPathComponent(".ABCD-EFGH.tmp-99"), withIntermediateDirectories: false)
        let run = try StudyBinary.run([
            "export", study.path, "--to", folder.url.appendingPathComponent("export").path, "--studies", "Studies",
        ])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(
            run.stderr.contains("phq9-mood-check/.ABCD-EFGH.tmp-99: note: a participant's folder being made"),
            run.stderr)
    }

    /// An `outcome.json` that is not JSON: reported with its place, left out, exit 1.
    func testAnUnreadableOutcomeRecordIsLeftOutAndSaysSo() throws {
        let (study, _) = try phq9Copy()
        try "{ not json".write(
            to: study.appendingPathComponent("BP69-PKYU/outcome.json"), atomically: true, encoding: .utf8)
        let run = try StudyBinary.run([
            "export", study.path, "--to", folder.url.appendingPathComponent("export").path, "--studies", "Studies",
        ])
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(
            run.stderr.contains(
                "phq9-mood-check/BP69-PKYU/outcome.json: left out: cannot be read as an outcome record"),
            run.stderr)
    }
}
