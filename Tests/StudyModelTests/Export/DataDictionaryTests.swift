import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The REDCap data dictionary and the codebook of the export.
final class DataDictionaryTests: XCTestCase {
    private func study() throws -> Study {
        try XCTUnwrap(ParticipantFixtures.study(ExportTablesTests.studyText).study)
    }

    private func fields() throws -> [String: [String: String]] {
        let table = DataDictionary.table(study: try study())
        return Dictionary(
            uniqueKeysWithValues: table.rows.map { row in
                (row[0], Dictionary(uniqueKeysWithValues: zip(table.header, row)))
            })
    }

    func testTheHeaderIsREDCapsEighteenColumns() {
        XCTAssertEqual(DataDictionary.header.count, 18)
        XCTAssertEqual(DataDictionary.header.first, "Variable / Field Name")
        XCTAssertEqual(DataDictionary.header.last, "Field Annotation")
    }

    func testTheRecordIDComesFirst() throws {
        let table = DataDictionary.table(study: try study())
        XCTAssertEqual(table.rows.first?[0], "participant")
        XCTAssertEqual(table.rows.first?[1], "survey")
    }

    func testEachAnswerTypeGetsREDCapsFieldType() throws {
        let fields = try fields()
        XCTAssertEqual(fields["feeling"]?["Field Type"], "radio")
        XCTAssertEqual(fields["feeling"]?["Choices, Calculations, OR Slider Labels"], "0, Low | 1, Fine | 2, Good")
        XCTAssertEqual(fields["helps"]?["Field Type"], "checkbox")
        XCTAssertEqual(fields["helps_other"]?["Field Type"], "text")
        XCTAssertEqual(fields["rested"]?["Field Type"], "yesno")
        XCTAssertEqual(fields["rested"]?["Choices, Calculations, OR Slider Labels"], "")
        XCTAssertEqual(fields["hours"]?["Text Validation Type OR Show Slider Number"], "integer")
        XCTAssertEqual(fields["hours"]?["Text Validation Max"], "24")
        XCTAssertEqual(fields["hours"]?["Field Note"], "hours")
        XCTAssertEqual(fields["hours"]?["Required Field?"], "")
        XCTAssertEqual(fields["rested"]?["Required Field?"], "y")
        XCTAssertEqual(fields["weight"]?["Text Validation Type OR Show Slider Number"], "number")
        XCTAssertEqual(fields["why_low"]?["Field Annotation"], "study type: text; show-if: feeling = 0")
        XCTAssertEqual(fields["mood_score_band"]?["Field Label"], "Mood (band)")
    }

    func testTheCodebookDescribesEveryVariableAndTheMissingCodes() throws {
        let text = Codebook.text(study: try study(), versions: ["1.0"])
        for name in ["feeling", "helps", "why_low", "hours", "weight", "rested", "mood_score"] {
            XCTAssertTrue(text.contains("### `\(name)`"), name)
        }
        for code in MissingCode.allCases { XCTAssertTrue(text.contains("| \(code.rawValue) | \(code.meaning) |")) }
        XCTAssertTrue(text.contains("- Shown only if: `feeling = 0`"))
        XCTAssertTrue(text.contains("| talk | Talking, with friends |"))
        XCTAssertTrue(text.contains("- Unit: hours"))
    }

    func testTheSyntaxFilesNameEveryColumnWithItsType() throws {
        let study = try study()
        let r = RSyntax.text(study: study)
        XCTAssertTrue(r.contains("\"helps___talk\" = \"numeric\""))
        XCTAssertTrue(r.contains("\"helps_other\" = \"character\""))
        XCTAssertTrue(r.contains("survey$feeling <- factor(survey$feeling, levels = c(0, 1, 2)"))
        let spss = SPSSSyntax.text(study: study)
        XCTAssertTrue(spss.contains("  why_low A2000"))
        XCTAssertTrue(spss.contains("  feeling F12.3"))
        XCTAssertTrue(spss.contains("(-97 THRU -91)."))
    }
}
