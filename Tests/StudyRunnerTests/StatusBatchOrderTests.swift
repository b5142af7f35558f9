import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study status` reads a study's participants a batch at a time on every core: the report
/// and its problems must come out as if the folders were read one by one, in name order.
final class StatusBatchOrderTests: XCTestCase {
    private var output: URL!

    /// 150 copies of the fixture's diabetes participant (more than two batches), with a
    /// stray file in the 10th and 140th folders, a line that is not JSON in the 70th, and a
    /// stray file beside the participants.
    override func setUpWithError() throws {
        output = FileManager.default.temporaryDirectory.appendingPathComponent("status-batches-\(UUID().uuidString)")
        let study = output.appendingPathComponent("living-with-diabetes")
        try FileManager.default.createDirectory(at: study, withIntermediateDirectories: true)
        let template = URL(fileURLWithPath: "Tests/Fixtures/export/Output/living-with-diabetes/A3KQ-HSPM")
        for number in 0..<150 {
            let folder = study.appendingPathComponent(Self.name(number))
            try FileManager.default.copyItem(at: template, to: folder)
            if number == 10 || number == 140 {
                try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            }
            if number == 70 {
                let journal = folder.appendingPathComponent("journal.jsonl")
                var lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
                lines[4] = "not json"
                try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: journal)
            }
        }
        try Data("x".utf8).write(to: study.appendingPathComponent("stray.txt"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: output)
    }

    private static func name(_ number: Int) -> String { "P" + String(1000 + number) }

    func testProblemsAndFiguresAreThoseOfAReadingInFolderOrder() throws {
        let run = try JourneyHarness.run(["status", output.path, "--format", "json"], input: "")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let problems = try XCTUnwrap(object["problems"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        let study = output.path + "/living-with-diabetes/"
        XCTAssertEqual(
            problems,
            [
                study + Self.name(10) + "/notes.txt", study + Self.name(70) + "/journal.jsonl",
                study + Self.name(140) + "/notes.txt", study + "stray.txt",
            ], run.transcript)
        let studies = try XCTUnwrap(object["studies"] as? [[String: Any]])
        let participants = try XCTUnwrap(studies.first?["participants"] as? [[String: Any]])
        // The 70th is left out (its journal cannot be read); the 149 others are counted (each
        // is the fixture's participant again, so the report names them by its id).
        XCTAssertEqual(participants.count, 149, run.transcript)
        XCTAssertEqual(studies.first?["participantCount"] as? Int, 149)
    }
}
