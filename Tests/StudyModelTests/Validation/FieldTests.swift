import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Unknown keys (with a suggestion), missing required fields and scalars of the wrong type.
final class FieldTests: XCTestCase {
    // MARK: Unknown keys

    func testAMisspeltTopLevelKeyIsUnknownAndSuggestsTheRightOne() {
        var template = StudyTemplate()
        template.header = template.header.replacingOccurrences(of: "title: Test study", with: "↓tittle: Test study")
        assertDiagnostic(
            "unknown-key", message: "unknown field 'tittle' in the study",
            hint: "did you mean 'title'?", in: template.text)
    }

    func testAMisspeltStepKeySuggestsShowIf() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: yes-no
            - id: why
              question: Why not?
              ↓showif: "not mood"
              answer: text
            """)
        assertDiagnostic(
            "unknown-key", message: "unknown field 'showif' in step 'why'", hint: "did you mean 'show-if'?",
            in: study)
    }

    func testAMisspeltConsentSectionKeySuggestsLearnMore() {
        let study = StudyTemplate(
            consent: """
                consent:
                  version: "1.0"
                  sections:
                    - id: overview
                      kind: overview
                      title: About the study
                      summary: What the study is about.
                      ↓learn_more: The full text.
                  signature:
                    meaning: I agree.
                """
        ).text
        assertDiagnostic(
            "unknown-key", message: "unknown field 'learn_more' in consent section 'overview'",
            hint: "did you mean 'learn-more'?", in: study)
    }

    func testAKeyFarFromEveryKnownOneListsTheKnownKeys() {
        let study = StudyTemplate(
            introduction: """
                introduction:
                  title: Welcome
                  text: Hello.
                  ↓colour: blue
                """
        ).text
        assertDiagnostic(
            "unknown-key", message: "unknown field 'colour' in the introduction",
            hint: "expected one of: title, text, learn-more, call-to-action", in: study)
    }

    // MARK: Missing required fields

    func testAMissingTopLevelFieldIsReportedAtTheStartOfTheStudy() {
        var template = StudyTemplate()
        template.header = "↓" + template.header.replacingOccurrences(of: "version: \"1.0\"\n", with: "")
        assertDiagnostic(
            "missing-field", message: "the study is missing the required field 'version'",
            hint: "add 'version:'", in: template.text)
    }

    func testAQuestionWithoutAnAnswerIsReportedAtItsStep() {
        let study = StudyTemplate.withSteps(
            """
            - ↓id: mood
              question: How are you?
            """)
        assertDiagnostic(
            "missing-field", message: "is missing the required field 'answer'", hint: "add 'answer:'",
            in: study)
    }

    func testAConsentWithoutASignatureIsReported() {
        let study = StudyTemplate(
            consent: """
                consent:
                  ↓version: "1.0"
                  sections:
                    - id: overview
                      kind: overview
                      title: About the study
                      summary: What the study is about.
                      learn-more: The full text.
                """
        ).text
        assertDiagnostic("missing-field", message: "the consent is missing the required field 'signature'", in: study)
    }

    func testAStepWithNeitherQuestionNorInstructionIsReported() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: yes-no
            - ↓id: empty
              detail: Nothing here.
            """)
        assertDiagnostic("step-kind", message: "step 'empty' has neither 'question' nor 'instruction'", in: study)
    }

    // MARK: Wrong scalar types

    func testWordsWhereAWholeNumberIsExpected() {
        var template = StudyTemplate()
        template.header = template.header.replacingOccurrences(
            of: "estimated-minutes: 5", with: "estimated-minutes: ↓ten")
        assertDiagnostic(
            "wrong-type", message: "'estimated-minutes' of the study must be a whole number, but it is 'ten'",
            in: template.text)
    }

    func testAFractionWhereAWholeNumberIsExpectedSuggestsARoundedOne() {
        var template = StudyTemplate()
        template.header = template.header.replacingOccurrences(
            of: "estimated-minutes: 5", with: "estimated-minutes: ↓7.5")
        assertDiagnostic(
            "wrong-type", message: "must be a whole number, but it is '7.5'", hint: "use a whole number such as 8",
            in: template.text)
    }

    func testANumberOutOfItsRange() {
        var template = StudyTemplate()
        template.header = template.header.replacingOccurrences(
            of: "estimated-minutes: 5", with: "estimated-minutes: ↓500")
        assertDiagnostic(
            "out-of-range", message: "'estimated-minutes' of the study must be from 1 to 240, but it is 500",
            in: template.text)
    }

    func testMaybeIsNotABoolean() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              optional: ↓maybe
              answer: yes-no
            """)
        assertDiagnostic(
            "wrong-type", message: "'optional' of step 'mood' must be true or false, but it is 'maybe'",
            hint: "write true or false", in: study)
    }

    func testOnIsNotABooleanEvenThoughYAML11SaysSo() {
        let study = StudyTemplate(
            permissions: """
                permissions:
                  - id: reminders
                    title: Reminders
                    reason: To remind you.
                    required: ↓on
                """
        ).text
        assertDiagnostic(
            "wrong-type", message: "'required' of permission 'reminders' must be true or false, but it is 'on'",
            in: study)
    }

    func testTextWhereANumberIsExpected() {
        let study = StudyTemplate.withSteps(
            """
            - id: weight
              question: Your weight?
              answer: {type: decimal, min: ↓light, max: 300}
            """)
        assertDiagnostic(
            "wrong-type", message: "'min' of the answer of step 'weight' (decimal) must be a number, but it is 'light'",
            in: study)
    }

    func testAListWhereAMapIsExpected() {
        let study = StudyTemplate(introduction: "introduction: ↓[Welcome, Hello]").text
        assertDiagnostic("wrong-type", message: "the introduction must be a map of fields, but it is a list", in: study)
    }

    func testAnUnknownAnswerTypeSuggestsTheClosest() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: ↓yesno
            """)
        assertDiagnostic(
            "unknown-value", message: "unknown value 'yesno' for the answer type", hint: "did you mean 'yes-no'?",
            in: study)
    }
}
