import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Every public Questionnaire fixture imports into a study that validates, and the scores
/// it computes are the instruments' published scores.
final class FHIRImportFixtureTests: XCTestCase {
    private typealias X = FHIRImportFixtures
    private static let today = ExpressionDate(year: 2026, month: 11, day: 25)!

    func testEveryFixtureImportsIntoAValidStudy() throws {
        for name in X.all {
            let study = try X.study(name)
            XCTAssertEqual(study.tasks.count, 1, name)
            XCTAssertFalse(try XCTUnwrap(study.tasks.first?.survey, name).steps.isEmpty, name)
        }
    }

    func testFixturesWithNothingLeftOut() throws {
        for name in ["lforms-apgar-itemWeight.json", "researchkitonfhir-gad7.json"] {
            XCTAssertEqual(try X.imported(name).notes, [], name)
        }
    }

    func testWhatThePHQ9ImportLeavesOutIsListedWithPaths() throws {
        let notes = try X.imported("lforms-phq9.json").notes.filter { $0.kind == .notConverted }
        XCTAssertEqual(
            notes.first,
            FHIRImportNote(.notConverted, "code", "codes of the whole Questionnaire are not kept (a study has none)"))
        XCTAssertTrue(
            notes.contains {
                $0.path == "item[0].extension[0]" && $0.reason.contains("questionnaire-minOccurs")
            })
        XCTAssertTrue(notes.contains { $0.path == "item[9].extension[0]" && $0.reason.contains("displayCategory") })
        XCTAssertFalse(notes.contains { $0.path.hasPrefix("item[9].extension[1]") }, "variables are read, not left out")
    }

    /// PHQ-9: each item 0 (not at all) to 3 (nearly every day), the total their sum, 0–27.
    func testPHQ9TotalIsThePublishedSum() throws {
        let survey = try XCTUnwrap(try X.study("lforms-phq9.json").tasks.first?.survey)
        let items = survey.steps.compactMap(\.question).prefix(9)
        XCTAssertEqual(items.first?.codes.first?.code.value, "44250-9")
        let codes = ["LA6568-5", "LA6569-3", "LA6570-1", "LA6571-9"]
        XCTAssertEqual(items.first?.answer.choices?.choices.compactMap { $0.score?.value }, [0, 1, 2, 3])
        let picks = [3, 2, 1, 0, 3, 2, 1, 0, 1]
        var outcomes: [StepID: AnswerOutcome] = [:]
        for (item, pick) in zip(items, picks) {
            outcomes[item.id.value] = .answered(.choice(codes[pick], otherText: nil))
        }
        XCTAssertEqual(total(survey, outcomes), 13)
        XCTAssertEqual(total(survey, outcomes.mapValues { _ in .answered(.choice(codes[3], otherText: nil)) }), 27)
        XCTAssertEqual(total(survey, outcomes.mapValues { _ in .answered(.choice(codes[0], otherText: nil)) }), 0)
        XCTAssertNil(total(survey, [:]), "no item answered: no total, as the Questionnaire's iif says")
    }

    /// Apgar: five signs scored 0–2 (itemWeight), the total 0–10 only when all five are given.
    func testApgarTotalNeedsAllFiveSigns() throws {
        let survey = try XCTUnwrap(try X.study("lforms-apgar-itemWeight.json").tasks.first?.survey)
        let signs = survey.steps.compactMap(\.question)
        XCTAssertEqual(signs.count, 5)
        var outcomes: [StepID: AnswerOutcome] = [:]
        for (sign, pick) in zip(signs, [2, 2, 1, 2, 1]) {
            let value = try XCTUnwrap(sign.answer.choices?.choices[pick].value.value)
            outcomes[sign.id.value] = .answered(.choice(value, otherText: nil))
        }
        XCTAssertEqual(total(survey, outcomes), 8)
        outcomes[signs[4].id.value] = nil
        XCTAssertNil(total(survey, outcomes))
    }

    /// BMI from weight in kg and height in inches (× 0.0254 to metres), rounded to 0.1.
    func testBMIIsComputedFromTheVariables() throws {
        let survey = try XCTUnwrap(try X.study("lforms-weight-height-bmi.json").tasks.first?.survey)
        let questions = survey.steps.compactMap(\.question)
        let weight = try XCTUnwrap(questions.first { $0.codes.first?.code.value == "29463-7" })
        let height = try XCTUnwrap(questions.first { $0.codes.first?.code.value == "8302-2" })
        let outcomes: [StepID: AnswerOutcome] = [
            weight.id.value: .answered(.decimal(70)), height.id.value: .answered(.decimal(70)),
        ]
        XCTAssertEqual(total(survey, outcomes), 22.1)
    }

    /// GAD-7: the scores live in a contained ValueSet; each item scores 0–3.
    func testGAD7ScoresComeFromTheContainedValueSet() throws {
        let survey = try XCTUnwrap(try X.study("researchkitonfhir-gad7.json").tasks.first?.survey)
        let items = survey.steps.compactMap(\.question)
        XCTAssertEqual(items.count, 7)
        for item in items {
            let choices = try XCTUnwrap(item.answer.choices)
            XCTAssertEqual(choices.choices.compactMap { $0.score?.value }, [0, 1, 2, 3])
            XCTAssertEqual(
                choices.choices.first?.code?.system.value, "http://biodesign.stanford.edu/fhir/uv/sdc/CodeSystem/CSGAD7"
            )
        }
    }

    func testEnableWhenOperatorsBecomeShowIf() throws {
        let survey = try XCTUnwrap(try X.study("researchkitonfhir-multiple-enablewhen.json").tasks.first?.survey)
        let conditions = survey.steps.compactMap { $0.showIf?.text }
        XCTAssertEqual(conditions.count, 2)
        XCTAssertTrue(conditions[0].contains(") or ("), conditions[0])
        XCTAssertTrue(conditions[1].contains(") and ("), conditions[1])
        XCTAssertTrue(
            conditions[0].contains("= yes") && conditions[0].contains("= 'green'") && conditions[0].contains("= 12"))
    }

    private func total(_ survey: Survey, _ outcomes: [StepID: AnswerOutcome]) -> Double? {
        let answers = AnswerSheet.expressionValues(outcomes, steps: survey.steps)
        return ScoreCalculator(survey: survey).results(answers: answers, today: Self.today).first?.value
    }
}
