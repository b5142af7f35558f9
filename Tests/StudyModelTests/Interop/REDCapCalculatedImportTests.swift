import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// REDCap's calculated fields usable before the form ends, `@CALCTEXT`, and piping
/// (`[field]` in a label) to `{id}`.
final class REDCapCalculatedImportTests: XCTestCase {
    private typealias R = REDCapImportTests

    private static let rows: [[String]] = [
        ["record_id", "visit", "", "text", "Record ID"],
        ["height", "visit", "", "text", "Height in cm", "", "", "integer", "100", "250"],
        ["weight", "visit", "", "text", "Weight in kg", "", "", "integer", "30", "300"],
        ["bmi", "visit", "", "calc", "BMI", "round([weight] / (([height] / 100) * ([height] / 100)), 1)"],
        [
            "group", "visit", "", "text", "Group", "", "", "", "", "", "", "", "", "", "", "", "",
            "@CALCTEXT(if([bmi] >= 30, 'high', 'usual')) @HIDDEN",
        ],
        [
            "advice", "visit", "", "yesno", "Your BMI is [bmi]. You weigh [weight:label] kg. Advice?", "", "", "", "",
            "", "", "[bmi] >= 30",
        ],
        ["odd", "visit", "", "yesno", "Raw [weight:value], [record-name], [later]?"],
        ["later", "visit", "", "yesno", "Later?"],
    ]

    private func imported() throws -> (FHIRImportResult, Survey) {
        let result = try REDCapImport.convert(R.dictionary(Self.rows), name: "bmi.csv").get()
        let validation = StudyCheck.validate(result.studyText)
        let errors = validation.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "\(StudyCheck.dump(errors))\n\(result.studyText)")
        return (result, try XCTUnwrap(validation.study?.tasks.first?.survey))
    }

    func testACalculatedFieldDecidesALaterFieldsBranching() throws {
        let (_, survey) = try imported()
        XCTAssertEqual(survey.scores.map(\.id.value), ["bmi", "group"])
        XCTAssertEqual(survey.step("advice")?.showIf?.text, "(bmi >= 30)")
        let navigator = SurveyNavigator(survey: survey)
        let today = ExpressionDate(year: 2025, month: 3, day: 14)!
        let heavy: [String: ExpressionValue] = ["height": .number(170), "weight": .number(100)]
        let light: [String: ExpressionValue] = ["height": .number(170), "weight": .number(60)]
        XCTAssertEqual(navigator.next(after: "weight", answers: heavy, today: today), .step("advice"))
        XCTAssertEqual(navigator.next(after: "weight", answers: light, today: today), .step("odd"))
    }

    func testCalcTextBecomesAScore() throws {
        let (_, survey) = try imported()
        XCTAssertEqual(survey.scores.last?.value?.text, "if((bmi >= 30), 'high', 'usual')")
        let values = ScoreCalculator(survey: survey).values(
            answers: ["height": .number(170), "weight": .number(100)],
            today: ExpressionDate(year: 2025, month: 1, day: 1)!)
        XCTAssertEqual(values["group"], .text("high"))
    }

    func testPipingBecomesBracedIDs() throws {
        let (result, survey) = try imported()
        XCTAssertEqual(
            survey.step("advice")?.question?.text.resolved(in: "en"),
            "Your BMI is {bmi}. You weigh {weight} kg. Advice?")
        XCTAssertEqual(
            survey.step("odd")?.question?.text.resolved(in: "en"), "Raw [weight:value], [record-name], [later]?")
        let piping = result.notes.filter { $0.reason.contains("piping") }
        XCTAssertEqual(piping.count, 3)
        XCTAssertTrue(piping.allSatisfy { $0.path == "line 8, column E (Field Label)" })
    }

    func testPipedTextsRoundTripThroughTheDictionary() throws {
        let study = StudyTemplate.withSteps(
            """
            - id: med_name
              question: Which medicine?
              answer: {type: single-choice, choices: [Metformin, Insulin]}
            - id: how_often
              question: How often do you take {med_name}?
              answer: {type: integer, min: 0, max: 10}
            """)
        let original = try XCTUnwrap(StudyCheck.validate(study).study)
        let table = DataDictionary.table(study: original)
        XCTAssertTrue(table.text.contains("How often do you take [med_name]?"))
        let result = try REDCapImport.convert(Data(table.text.utf8), name: "round.csv").get()
        let back = try XCTUnwrap(StudyCheck.validate(result.studyText).study)
        XCTAssertEqual(
            back.tasks.first?.survey?.step("how_often")?.question?.text.resolved(in: "en"),
            "How often do you take {med_name}?")
    }
}
