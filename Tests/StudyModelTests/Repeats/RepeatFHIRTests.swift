import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A FHIR `group` with `repeats: true` imports as a repeating group, and a study's repeating
/// group exports as one (Tests/fhir/repeating_group_check.py validates both with fhir.resources).
final class RepeatFHIRTests: XCTestCase {
    func testARepeatingFHIRGroupBecomesARepeatingGroupWithItsOccurs() throws {
        let steps = try FHIRImportFixtures.steps(
            items: """
                {"linkId": "takes", "type": "boolean", "text": "Do you take medicines?", "required": true},
                {"linkId": "meds", "type": "group", "repeats": true, "required": true, "text": "Your medicines",
                 "enableWhen": [{"question": "takes", "operator": "=", "answerBoolean": true}],
                 "extension": [{"url": "http://hl7.org/fhir/StructureDefinition/questionnaire-maxOccurs", "valueInteger": 4}],
                 "item": [{"linkId": "name", "type": "string", "text": "Name", "required": true},
                          {"linkId": "dose", "type": "integer", "text": "Doses a day",
                           "enableWhen": [{"question": "name", "operator": "exists", "answerBoolean": true}]}]}
                """)
        XCTAssertEqual(steps.map(\.id.value), ["takes", "meds"])
        let group = try XCTUnwrap(steps[1].repeatingGroup)
        XCTAssertEqual(group.title.resolved(in: "en"), "Your medicines")
        XCTAssertEqual([group.minimum.value, group.maximum.value], [1, 4], "required: at least one; maxOccurs 4")
        XCTAssertEqual(group.steps.map(\.id.value), ["name", "dose"])
        XCTAssertNotNil(steps[1].showIf, "the group's enableWhen is its show-if")
        XCTAssertEqual(group.steps[1].showIf?.text, "answered(name)", "an item may depend on its own instance")
    }

    func testAStudysRepeatingGroupExportsAsARepeatingGroupItem() throws {
        let exported = FHIRQuestionnaireExport.export(RepeatFixtures.study)
        let resource = try XCTUnwrap(exported.resources.first)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: resource.json) as? [String: Any])
        let items = try XCTUnwrap(json["item"] as? [[String: Any]])
        let group = try XCTUnwrap(items.first { $0["linkId"] as? String == "medicines" })
        XCTAssertEqual(group["type"] as? String, "group")
        XCTAssertEqual(group["repeats"] as? Bool, true)
        XCTAssertEqual(group["required"] as? Bool, true)
        let occurs = (group["extension"] as? [[String: Any]] ?? []).map { $0["valueInteger"] as? Int }
        XCTAssertEqual(occurs, [1, 3])
        XCTAssertEqual((group["item"] as? [[String: Any]])?.map { $0["linkId"] as? String }, ["med_name", "med_doses"])
    }
}
