import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// A constraint on a question of a repeating group, run for real in plain mode: it is
/// checked in each instance with that instance's answers (the medicine's name decides how
/// many doses are allowed), an answer that breaks it is refused with the study's message
/// (`{med_name}` in it filled with that instance's answer) and asked again, and the same
/// answer is accepted in an instance where the rule holds. `{id}` in the group's question
/// texts shows the instance's own earlier answer.
final class RepeatingGroupConstraintJourneyTests: XCTestCase {
    private static let message = "Only insulin is taken more than six times a day, not {med_name}."

    /// medicines.study with a constraint on the doses, in a temporary folder.
    private func study(in place: TemporaryFolder) throws -> String {
        let original = try String(
            contentsOf: StudyBinary.root.appendingPathComponent("Tests/Fixtures/studies/medicines.study"),
            encoding: .utf8)
        let doses = "            answer: {type: integer, min: 1, max: 12}\n"
        XCTAssertTrue(original.contains(doses), "medicines.study no longer asks the doses this way")
        let constrained = original.replacingOccurrences(
            of: doses,
            with: doses + "            constraint: \"med_doses <= 6 or med_name = 'Insulin'\"\n"
                + "            constraint-message: \(Self.message)\n")
        let piped = constrained.replacingOccurrences(of: "doses of it do", with: "doses of {med_name} do")
        XCTAssertNotEqual(piped, constrained, "medicines.study no longer asks 'How many doses of it'")
        return try place.write("medicines.study", piped).path
    }

    func testAGroupQuestionsConstraintIsCheckedWithItsOwnInstance() throws {
        let place = try TemporaryFolder()
        let path = try study(in: place)
        let validated = try StudyBinary.run(["validate", path])
        XCTAssertEqual(validated.status, 0, validated.transcript)
        let harness = try JourneyHarness()
        let lines =
            try JourneyAnswers("medicines.txt").lines(through: "yes") + [
                "Metformin", "8", "2", "Add another", "Insulin", "8", "I am done", "no", "", "Leave",
            ]
        let run = try JourneyHarness.run(
            ["run", path, "--plain", "--output", harness.outputPath], input: lines.map { $0 + "\n" }.joined())
        XCTAssertEqual(run.status, 0, run.transcript)
        let shown = "Only insulin is taken more than six times a day, not Metformin."
        XCTAssertEqual(
            run.stdout.components(separatedBy: "Only insulin is taken").count - 1, 1,
            "refused once, for Metformin only\n\(run.stdout)")
        XCTAssertTrue(run.stdout.contains(shown), "{med_name} in the message is the instance's answer\n\(run.stdout)")
        for text in ["How many doses of Metformin do you take a day?", "How many doses of Insulin do you take a day?"] {
            XCTAssertTrue(run.stdout.contains(text), "missing: \(text)\n\(run.stdout)")
        }
        let result = try harness.onlyParticipant(of: "medicine-list").task("meds-1")
        let group = try XCTUnwrap(result.step("medicines"))
        let doses = (group["instances"] as? [[String: Any]] ?? []).map { instance in
            let steps = instance["steps"] as? [[String: Any]] ?? []
            let step = steps.first { $0["id"] as? String == "med_doses" }
            return jsonNumber(((step?["outcome"] as? [String: Any])?["answer"] as? [String: Any])?["value"])
        }
        XCTAssertEqual(doses, [2, 8], "Metformin kept its second answer, Insulin its 8")
    }
}
