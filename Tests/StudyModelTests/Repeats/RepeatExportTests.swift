import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A repeating group in `study export`: the wide file's count and `var__n` columns up to the
/// group's `max`, the long file's group and instance, the codebook and the REDCap dictionary.
/// The participant gave three medicines and removed the second (RepeatFixtures).
final class RepeatExportTests: XCTestCase {
    private typealias F = RepeatFixtures

    private var participant: ExportParticipant {
        let kinds: [JournalEvent.Kind] =
            [.joined(studyID: "test-study", studyVersion: "1.0", participant: "AAAA-BBBB", language: "en")]
            + F.threeGivenSecondRemoved + [
                F.inGroup(0, .finished), .stepShown(task: "survey", run: "r1", step: "wellbeing"),
                F.answered("wellbeing", .scale(7)), .taskFinished(task: "survey", run: "r1", status: .completed),
            ]
        return ExportParticipant(
            id: "AAAA-BBBB", studyVersion: "1.0", consentVersion: "1.0", events: F.events(kinds), activeResults: [])
    }

    private var wide: CSVTable {
        let study = F.study
        return WideTable.table(study: study, task: study.tasks[0], survey: F.survey, participants: [participant])
    }

    func testTheWideFileHasTheCountThenEachQuestionPerInstanceUpToMax() {
        XCTAssertEqual(
            Array(wide.header.dropFirst(WideTable.runColumns.count)),
            [
                "takes_medicines", "medicines", "med_name__1", "med_doses__1", "med_name__2", "med_doses__2",
                "med_name__3", "med_doses__3", "wellbeing", "medicine_count",
            ])
        XCTAssertEqual(
            Array(wide.rows[0].dropFirst(WideTable.runColumns.count)),
            ["1", "2", "Metformin", "2", "Insulin", "3", "-91", "-91", "7", "2"],
            "the removed Aspirin is not a column value; the third instance was never given")
    }

    func testTheLongFileHasEachAnswerWithItsGroupAndInstance() {
        let table = LongTable.table(participants: [participant])
        XCTAssertEqual(Array(table.header.suffix(2)), ["group", "instance"])
        let rows = table.rows.map { Dictionary(uniqueKeysWithValues: zip(table.header, $0)) }
        let inGroup = rows.filter { $0["group"] == "medicines" }.map {
            [$0["step"]!, $0["value"]!, $0["instance"]!, $0["superseded"]!, $0["on_path"]!]
        }
        XCTAssertEqual(
            inGroup,
            [
                ["med_name", "Metformin", "1", "0", "1"], ["med_doses", "2", "1", "0", "1"],
                ["med_name", "Aspirin", "", "0", "0"], ["med_doses", "1", "", "0", "0"],
                ["med_name", "Insulin", "2", "0", "1"], ["med_doses", "3", "2", "0", "1"],
            ])
        XCTAssertEqual(rows.first { $0["step"] == "takes_medicines" }?["group"], "")
    }

    func testTheCodebookAndDictionaryDescribeEachInstance() {
        let study = F.study
        let codebook = Codebook.text(study: study, versions: ["1.0"])
        XCTAssertTrue(codebook.contains("### `med_name__2`"), codebook)
        XCTAssertTrue(codebook.contains("- Label: Medicine 2: What is the medicine called?"), codebook)
        XCTAssertTrue(
            codebook.contains("- Instance 2 of repeating group `medicines`; a participant who gave fewer has -91 here"))
        XCTAssertTrue(codebook.contains("- Type: instance-count"), codebook)
        let dictionary = DataDictionary.table(study: study)
        let fields = dictionary.rows.map { Dictionary(uniqueKeysWithValues: zip(DataDictionary.header, $0)) }
        let count = fields.first { $0["Variable / Field Name"] == "medicines" }
        XCTAssertEqual(count?["Text Validation Type OR Show Slider Number"], "integer")
        XCTAssertEqual(
            count?["Field Annotation"],
            "study type: instance-count; show-if: takes_medicines; @READONLY instances of repeating group medicines")
        let doses = fields.first { $0["Variable / Field Name"] == "med_doses__3" }
        XCTAssertEqual(doses?["Field Label"], "Medicine 3: How many doses a day?")
        XCTAssertEqual(doses?["Text Validation Type OR Show Slider Number"], "integer")
        XCTAssertEqual(doses?["Text Validation Max"], "12")
        XCTAssertEqual(
            doses?["Field Annotation"],
            "study type: integer; show-if: med_name != 'none'; instance 3 of repeating group medicines")
    }
}
