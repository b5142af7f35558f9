import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Repeating groups in a study file: read into the model, and validated like the rest.
final class RepeatingGroupValidationTests: XCTestCase {
    func testAGroupIsReadWithItsCountsLabelAndSteps() {
        let group = RepeatFixtures.group
        XCTAssertEqual(group.minimum.value, 1)
        XCTAssertEqual(group.maximum.value, 3)
        XCTAssertEqual(group.steps.map(\.id.value), ["med_name", "med_doses"])
        XCTAssertEqual(group.instanceName(2, language: "en"), "Medicine 2")
        XCTAssertEqual(group.title.resolved(in: "en"), "Your medicines")
        // The group is one step of the survey; its questions are not the survey's.
        XCTAssertEqual(RepeatFixtures.survey.questions.map(\.id.value), ["takes_medicines", "wellbeing"])
    }

    func testMinAboveMaxIsAnErrorWithAHintToSwap() {
        let study = StudyTemplate.withSteps(
            """
            - id: medicines
              group: Your medicines
              repeat: {min: ↓4, max: 2}
              steps:
                - {id: med_name, question: Name?, answer: text}
            """)
        assertDiagnostic(
            "repeat-range", message: "needs at least 4 instances but allows at most 2", hint: "swap", in: study)
    }

    func testAGroupNeedsAMaximum() {
        let study = StudyTemplate.withSteps(
            """
            - id: medicines
              group: Your medicines
              repeat: ↓{min: 1}
              steps:
                - {id: med_name, question: Name?, answer: text}
            """)
        assertDiagnostic("missing-field", message: "max", in: study)
    }

    func testAGroupQuestionCannotBeUsedOutsideTheGroup() {
        let study = StudyTemplate.withSteps(
            """
            - id: medicines
              group: Your medicines
              repeat: {max: 5}
              steps:
                - {id: med_name, question: Name?, answer: text}
            - id: after
              question: Anything else?
              show-if: "↓med_name = 'aspirin'"
              answer: text
            """)
        assertDiagnostic("expression", message: "a question of repeating group 'medicines'", in: study)
    }

    func testTheGroupIdCountsItsInstancesInLaterExpressions() {
        assertNoErrors(
            StudyTemplate.withSteps(
                """
                - id: medicines
                  group: Your medicines
                  repeat: {max: 5}
                  steps:
                    - {id: med_name, question: Name?, answer: text}
                - id: after
                  question: Any side effects from them?
                  show-if: "medicines > 0"
                  answer: yes-no
                """, scores: "- {id: how_many, value: medicines * 1}"))
    }

    func testAStepOfAGroupSeesItsOwnInstanceButNotLaterSteps() {
        let study = StudyTemplate.withSteps(
            """
            - id: medicines
              group: Your medicines
              repeat: {max: 5}
              steps:
                - id: med_name
                  question: Name?
                  show-if: "↓med_doses > 1"
                  answer: text
                - {id: med_doses, question: Doses?, answer: integer}
            """)
        assertDiagnostic("expression", message: "'med_doses' is asked after this point", in: study)
    }

    func testIdsInsideAGroupShareTheStudysNamespace() {
        let study = StudyTemplate.withSteps(
            """
            - id: med_name
              question: Your main medicine?
              answer: text
            - id: medicines
              group: Your medicines
              repeat: {max: 5}
              steps:
                - {id: ↓med_name, question: Name?, answer: text}
            """)
        assertDiagnostic("duplicate-id", message: "the id 'med_name' is already used", in: study)
    }

    func testGroupKeysOnAQuestionAndQuestionKeysOnAGroupAreErrors() {
        assertDiagnostic(
            "repeat-group", message: "'steps' belongs to repeating groups",
            in: StudyTemplate.withSteps(
                """
                - id: medicine
                  question: Your medicine?
                  answer: text
                  steps: ↓[]
                """))
        assertDiagnostic(
            "repeat-group", message: "'answer' does not belong to a repeating group",
            in: StudyTemplate.withSteps(
                """
                - id: medicines
                  group: Your medicines
                  answer: ↓text
                  repeat: {max: 5}
                  steps:
                    - {id: med_name, question: Name?, answer: text}
                """))
    }

    func testGroupsDoNotNestAndTheirStepsHaveNoBranches() {
        assertDiagnostic(
            "unknown-key", message: "branches",
            in: StudyTemplate.withSteps(
                """
                - id: medicines
                  group: Your medicines
                  repeat: {max: 5}
                  steps:
                    - id: med_name
                      question: Name?
                      answer: text
                      ↓branches: [{go-to: end}]
                """))
        assertDiagnostic(
            "unknown-key", message: "group",
            in: StudyTemplate.withSteps(
                """
                - id: medicines
                  group: Your medicines
                  repeat: {max: 5}
                  steps:
                    - id: inner
                      ↓group: Inner
                      question: Name?
                      answer: text
                """))
    }

    func testTheSchemaDescribesGroups() throws {
        let schema = String(decoding: try JSONEncoder().encode(StudySchema.document()), as: UTF8.self)
        XCTAssertTrue(schema.contains("\"group-step\""))
        XCTAssertTrue(schema.contains("\"repeat-count\""))
        XCTAssertTrue(schema.contains("\"required\":[\"group\",\"repeat\",\"steps\"]"))
    }
}
