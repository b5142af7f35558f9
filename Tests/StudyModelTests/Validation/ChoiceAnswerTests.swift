import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Choice answers: at least one choice, values and labels that can be told apart, and
/// selection limits that can be met.
final class ChoiceAnswerTests: XCTestCase {
    func testEmptyChoicesAreReported() {
        let study = StudyTemplate.withSteps(
            """
            - id: colour
              question: Favourite colour?
              answer:
                type: single-choice
                choices: ↓[]
            """)
        assertDiagnostic(
            "empty-choices", message: "question 'colour' has no choices",
            hint: "list at least two choices under 'choices:'", in: study)
    }

    func testMissingChoicesAreReportedAtTheAnswerType() {
        let study = StudyTemplate.withSteps(
            """
            - id: colour
              question: Favourite colour?
              answer: ↓single-choice
            """)
        assertDiagnostic("missing-choices", message: "a single-choice answer needs 'choices'", in: study)
    }

    func testASingleChoiceIsOnlyAWarning() {
        let study = StudyTemplate.withSteps(
            """
            - id: colour
              question: Favourite colour?
              answer:
                type: value-picker
                choices: ↓[red]
            """)
        assertDiagnostic("one-choice", message: "question 'colour' has only one choice", severity: .warning, in: study)
    }

    func testADuplicateChoiceValueIsReportedAtTheSecond() {
        let study = StudyTemplate.withSteps(
            """
            - id: colour
              question: Favourite colour?
              answer:
                type: single-choice
                choices:
                  - red
                  - green
                  - ↓red
            """)
        let firstLine =
            study.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasSuffix("- red") }! + 1
        assertDiagnostic(
            "duplicate-choice", message: "question 'colour' has the choice value 'red' twice",
            hint: "the first is at line \(firstLine)", in: study)
    }

    func testAQuotedAndAPlainValueThatReadTheSameAreDuplicates() {
        let study = StudyTemplate.withSteps(
            """
            - id: version
              question: Which version?
              answer:
                type: single-choice
                choices: ["1.10", ↓1.10]
            """)
        assertDiagnostic("duplicate-choice", message: "has the choice value '1.10' twice", in: study)
    }

    func testADuplicateLabelIsReportedAtTheSecondLabel() {
        let study = StudyTemplate.withSteps(
            """
            - id: diagnosis
              question: Which type?
              answer:
                type: multiple-choice
                choices:
                  - {value: type1, label: Type 1}
                  - {value: type_one, label: ↓Type 1}
            """)
        assertDiagnostic(
            "duplicate-choice", message: "question 'diagnosis' has two choices labelled 'Type 1'",
            hint: "participants could not tell them apart", in: study)
    }

    func testMinSelectionsAboveMaxSelections() {
        let study = StudyTemplate.withSteps(
            """
            - id: symptoms
              question: Which symptoms?
              answer:
                type: multiple-choice
                choices: [thirst, fatigue, blurred_vision]
                min-selections: 3
                max-selections: ↓2
            """)
        assertDiagnostic(
            "min-above-max", message: "'min-selections' of question 'symptoms' is above its 'max-selections'",
            in: study)
    }

    func testMoreSelectionsThanChoices() {
        let study = StudyTemplate.withSteps(
            """
            - id: symptoms
              question: Which symptoms?
              answer:
                type: multiple-choice
                choices: [thirst, fatigue]
                min-selections: ↓3
            """)
        assertDiagnostic(
            "out-of-range", message: "question 'symptoms' asks for 3 selections but has 2 choices", in: study)
    }

    func testTwoOtherChoicesAreReported() {
        let study = StudyTemplate.withSteps(
            """
            - id: source
              question: Where did you hear of us?
              answer:
                type: single-choice
                choices:
                  ↓- {value: clinic, label: My clinic}
                  - {value: other_a, label: Other, other: true}
                  - {value: other_b, label: Something else, other: true}
            """)
        assertDiagnostic("several-other", message: "question 'source' has more than one 'other' choice", in: study)
    }

    func testWellFormedChoicesAreValid() {
        let study = StudyTemplate.withSteps(
            """
            - id: symptoms
              question: Which symptoms?
              answer:
                type: multiple-choice
                choices:
                  - thirst
                  - {value: fatigue, label: Tiredness}
                  - {value: none, label: None of these, exclusive: true}
                min-selections: 1
                max-selections: 2
            """)
        assertNoErrors(study)
    }
}
