import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study verify` takes a study's folder or the whole output folder as well as one
/// participant's, and a path that holds no participant's folder is an error, not an "ok"
/// over nothing checked (a CI job pointed at the wrong folder must not pass).
final class VerifyFolderTargetsTests: XCTestCase {
    /// The harness owns the temporary output folder: keep it for the whole test.
    private var harness: JourneyHarness!
    private let studyID = "phq9-mood-check"

    /// Two PHQ-9 participants in one output folder.
    private func twoParticipants() throws -> [JourneyParticipant] {
        harness = try JourneyHarness()
        for _ in 0..<2 {
            let run = try harness.run(try JourneyAnswers("phq9.txt"), study: "phq9")
            XCTAssertEqual(run.status, 0, run.transcript)
        }
        let names = harness.participants(of: studyID)
        XCTAssertEqual(names.count, 2)
        let study = URL(fileURLWithPath: harness.outputPath).appendingPathComponent(studyID)
        return names.map { JourneyParticipant(folder: study.appendingPathComponent($0)) }
    }

    private func verify(_ paths: String...) throws -> StudyRun {
        try JourneyHarness.run(["verify"] + paths, input: "")
    }

    func testAStudysFolderChecksEachParticipant() throws {
        let participants = try twoParticipants()
        let run = try verify(harness.outputPath + "/" + studyID)
        XCTAssertEqual(run.status, 0, run.transcript)
        for participant in participants {
            XCTAssertTrue(run.stdout.contains(participant.folder.path + ": ok ("), run.stdout)
        }
        XCTAssertTrue(run.stdout.contains("2 participant folders checked: 2 ok"), run.stdout)
    }

    func testTheOutputFolderChecksEveryStudysParticipantsAndNamesWhatItPassesOver() throws {
        let participants = try twoParticipants()
        try "notes".write(toFile: harness.outputPath + "/README.txt", atomically: true, encoding: .utf8)
        try "notes".write(toFile: harness.outputPath + "/\(studyID)/notes.txt", atomically: true, encoding: .utf8)
        let run = try verify(harness.outputPath)
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains(participants[1].folder.path + ": ok ("), run.stdout)
        XCTAssertTrue(run.stdout.contains("README.txt: not a study's folder of participants; not checked"), run.stdout)
        XCTAssertTrue(run.stdout.contains("notes.txt: not a participant's folder; not checked"), run.stdout)
        XCTAssertTrue(run.stdout.contains("2 participant folders checked: 2 ok"), run.stdout)
    }

    func testAnEditedParticipantAmongOthersFailsTheWholeCheck() throws {
        let participants = try twoParticipants()
        let results = participants[0].folder.appendingPathComponent("tasks")
        let name = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: results.path).first)
        let file = results.appendingPathComponent(name)
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "\"value\" : \"2\"", with: "\"value\" : \"0\"")
        XCTAssertNotEqual(edited, text, "the results file holds a choice of 2")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let run = try verify(harness.outputPath)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stdout.contains("2 participant folders checked: 1 ok, 1 edited"), run.stdout)
    }

    func testAFolderOfOtherFilesIsAnErrorSayingWhatIsThere() throws {
        let folder = try TemporaryFolder()
        for name in ["a.yaml", "b.yaml"] {
            try "x: 1".write(to: folder.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let run = try verify(folder.url.path)
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(
            run.stderr.contains("no participant's folder here (found 2 .yaml files: a.yaml, b.yaml)"), run.stderr)
        XCTAssertFalse(run.stdout.contains("ok"), run.stdout)
    }

    func testAnEmptyFolderIsAnErrorUnlessNamedLikeAParticipant() throws {
        let folder = try TemporaryFolder()
        let empty = folder.url.appendingPathComponent("Output")
        let participant = folder.url.appendingPathComponent("K7QM-2X9D")
        for made in [empty, participant] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: false)
        }
        let wrong = try verify(empty.path)
        XCTAssertEqual(wrong.status, 2, wrong.transcript)
        XCTAssertTrue(wrong.stderr.contains("no participant's folder here (the folder is empty)"), wrong.stderr)
        // What an older version could leave when killed as it made a participant's folder.
        let left = try verify(participant.path)
        XCTAssertEqual(left.status, 0, left.transcript)
        XCTAssertTrue(left.stdout.contains("ok (no files: the folder was being made"), left.stdout)
    }
}
