import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Groups inside groups (Tests/Fixtures/fhir-made/nested-groups.json). The study format has
/// no group inside a group (its only group is a repeating group, holding questions and
/// instructions), so a nested group is flattened by the rule for groups that do not repeat
/// and listed; a repeating group inside a repeating group loses its repeats and is noted.
final class FHIRNestedGroupTests: XCTestCase {
    private func imported() throws -> FHIRImportResult {
        let data = try Data(contentsOf: URL(fileURLWithPath: "Tests/Fixtures/fhir-made/nested-groups.json"))
        return try FHIRQuestionnaireImport.convert(data).get()
    }

    func testEachNestedGroupIsListedWhereItIs() throws {
        let notes = try imported().notes
        XCTAssertEqual(
            notes.map { "\($0.path): \($0.kind.rawValue)" },
            [
                "item[0].item[1]: ignored", "item[0].item[2]: ignored", "item[0].item[2].item[1]: ignored",
                "item[0].item[2].item[2]: not converted",
            ])
        XCTAssertTrue(notes[0].reason.hasPrefix("a group inside a group is not kept as a group"))
        XCTAssertTrue(notes[1].reason.hasPrefix("a repeating group inside a group: it stays a repeating group"))
        XCTAssertTrue(notes[3].reason.hasPrefix("a repeating group inside a repeating group is asked once"))
    }

    func testTheGroupsAreFlattenedWithTheirConditions() throws {
        let validation = StudyCheck.validate(try imported().studyText)
        XCTAssertFalse(validation.diagnostics.hasErrors, "\(StudyCheck.dump(validation.diagnostics))")
        let steps = try XCTUnwrap(validation.study?.tasks.first?.survey?.steps)
        XCTAssertEqual(steps.map(\.id.value.rawValue), ["about", "age", "home", "rooms", "meds"])
        XCTAssertEqual(steps[2].showIf?.text, "age >= 18", "the inner group's text, shown when it is enabled")
        XCTAssertEqual(steps[3].showIf?.text, "age >= 18", "its items carry its enableWhen")
        let group = try XCTUnwrap(steps[4].repeatingGroup)
        XCTAssertEqual(group.title.resolved(in: "en"), "Your medicines")
        XCTAssertEqual(
            group.steps.map(\.id.value.rawValue), ["med", "schedule", "morning", "doses", "at"],
            "inside the instance: the inner groups' texts, then their items")
    }
}
