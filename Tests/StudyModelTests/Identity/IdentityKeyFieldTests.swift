import Crypto
import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// `identity-key:` (the study team's public key, or `none`), `identifier:` on questions, and
/// the strict warning for a study that says nothing about identities.
final class IdentityKeyFieldTests: XCTestCase {
    private func study(identityKey: String) -> String {
        var template = StudyTemplate()
        template.header += "\n" + identityKey
        return template.text
    }

    func testAPublicKeyIsReadAsTheSealingKey() throws {
        let key = Curve25519.KeyAgreement.PrivateKey().publicKey
        let block = StudyTeamKey.pem(key).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        let result = assertNoErrors(study(identityKey: "identity-key: |\n" + block))
        XCTAssertEqual(result.study?.sealingKey?.rawRepresentation, key.rawRepresentation)
    }

    func testNoneKeepsIdentitiesInPlainTextWithoutAWarning() throws {
        var options = ValidationOptions()
        options.strict = true
        let result = StudyCheck.validate(study(identityKey: "identity-key: none"), options: options)
        XCTAssertEqual(StudyCheck.dump(result.diagnostics), "  (no diagnostics)")
        XCTAssertEqual(result.study?.identityKey?.value, StudyIdentityKey.none)
        XCTAssertNil(result.study?.sealingKey)
    }

    func testAKeyThatIsNotAnX25519PublicKeyIsALocatedError() {
        assertDiagnostic(
            "identity-key", message: "'identity-key' is not usable: not a PEM public key",
            hint: "study keygen --to DIR", in: study(identityKey: "identity-key: ↓ssh-ed25519 AAAAC3NzaC1lZDI1NTE5"))
        let privatePEM = StudyTeamKey.pem(Curve25519.KeyAgreement.PrivateKey())
        let block = privatePEM.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        assertDiagnostic(
            "identity-key", message: "this is the private half of the key pair, not the public one",
            in: study(identityKey: "identity-key: ↓|\n" + block))
    }

    func testStrictValidationWarnsWhenTheStudySaysNothingAboutIdentities() {
        var options = ValidationOptions()
        options.strict = true
        var template = StudyTemplate()
        template.consent = template.consent.replacingOccurrences(of: "  signature:\n    ", with: "  signature:\n    ↓")
        assertDiagnostic(
            "plain-identities", message: "names, signatures and email addresses will be stored in plain text",
            hint: "identity-key: none", severity: .warning, in: template.text, options: options)
        // Without --strict the study is as valid as before.
        assertNoErrors(StudyTemplate().text)
    }

    func testAQuestionMarkedAsIdentifierIsReadAndAnInstructionMayNotBeOne() throws {
        let marked = StudyTemplate.withSteps(
            """
            - id: town
              question: Where do you live?
              identifier: true
              answer: text
            """)
        let result = assertNoErrors(marked)
        let step = try XCTUnwrap(result.study?.tasks.first?.survey?.steps.first)
        XCTAssertEqual(step.question?.identifier, true)
        assertDiagnostic(
            "instruction-field", message: "'identifier' belongs to questions",
            in: StudyTemplate.withSteps(
                """
                - id: welcome
                  instruction: Welcome.
                  identifier: ↓true
                """))
    }

    func testAnIdentifierAnswerCannotDriveAnExpressionNorDecideEligibility() {
        assertDiagnostic(
            "identifier-question", message: "'town' is marked 'identifier', so its answer cannot be used",
            in: StudyTemplate.withSteps(
                """
                - id: town
                  question: Where do you live?
                  identifier: true
                  answer: text
                - id: mood
                  question: How are you today?
                  show-if: "↓town = 'Leeds'"
                  answer: yes-no
                """))
        var template = StudyTemplate()
        template.eligibility = """
            eligibility:
              questions:
                - ↓id: name
                  question: What is your name?
                  identifier: true
                  answer: text
              criteria: "true"
              ineligible: Sorry.
            """
        assertDiagnostic(
            "identifier-question", message: "eligibility question 'name' is marked 'identifier'", in: template.text)
    }

    func testASealedAnswerIsWrittenAsItsRecordAndReadBack() throws {
        let outcome = AnswerOutcome.sealed(record: "identity-9.sealed")
        let data = try JSONEncoder().encode(outcome)
        XCTAssertEqual(
            String(decoding: data, as: UTF8.self).contains(#""status":"sealed""#), true,
            String(decoding: data, as: UTF8.self))
        XCTAssertEqual(try JSONDecoder().decode(AnswerOutcome.self, from: data), outcome)
        XCTAssertNil(outcome.value)
    }
}
