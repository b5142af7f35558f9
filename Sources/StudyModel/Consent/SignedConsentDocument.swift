import Crypto
import Foundation

/// The signed consent document: the text equivalent of the PDF research apps send. It holds
/// every section exactly as shown, when each was shown, the quiz, the permission choices and
/// the signature, then the SHA-256 of everything above it so later edits can be detected.
public enum SignedConsentDocument {
    /// The line that introduces the hash; `verify` finds the content by it.
    public static let hashLabel = "SHA-256 of the text above this line: "

    public static func render(study: Study, state: ParticipantState, text: ConsentText) -> String {
        var out = content(study: study, state: state, text: text)
        out += hashLabel + sha256(out) + "\n"
        return out
    }

    /// Whether a document's hash still matches its content.
    public static func verify(_ document: String) -> Bool {
        guard let range = document.range(of: "\n" + hashLabel, options: .backwards) else { return false }
        let content = String(document[..<range.lowerBound]) + "\n"
        let written = document[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        return written == sha256(content)
    }

    public static func sha256(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    static func content(study: Study, state: ParticipantState, text: ConsentText) -> String {
        let language = text.language
        let consent = study.consent
        var out = "# Signed consent: \(study.title.resolved(in: language))\n\n"
        out += "Study: \(study.id.value), version \(study.version)\n"
        out += "Consent version: \(consent.version)\n"
        out += "Participant: \(state.participant ?? "unknown")\n"
        out += "Language: \(language)\n\n"
        for (index, section) in consent.sections.enumerated() {
            out += "## \(index + 1). \(text.title(of: section))\n\n"
            out += "Shown: \(state.sectionsShown[section.id.value]?.iso8601 ?? "not shown")\n\n"
            out += "Summary: \(text.summary(of: section))\n\n"
            out += text.fullText(of: section) + "\n\n"
        }
        out += quiz(consent.quiz, state: state, language: language)
        out += permissions(study.permissions, state: state, language: language)
        out += "## Signature\n\n"
        if let signature = state.signature {
            out += "Printed name: \(signature.fullName)\n"
            out += "Typed signature: \(signature.signature)\n"
            if let email = signature.email { out += "Email: \(email)\n" }
            if let phone = signature.phone { out += "Phone: \(phone)\n" }
        }
        out += "Date and time: \(state.signedAt?.iso8601 ?? "not signed")\n"
        out += "Meaning of the signature: \(consent.signature.meaning?.resolved(in: language) ?? "")\n\n"
        return out
    }

    private static func quiz(_ quiz: Quiz?, state: ParticipantState, language: String) -> String {
        guard let quiz else { return "" }
        var out = "## Comprehension quiz\n\n"
        out += "Pass mark: \(quiz.passMark.value) of \(quiz.questions.count); attempts allowed: \(quiz.attempts.value)\n\n"
        for attempt in state.quizAttempts {
            let result = attempt.result.map { "\($0.correct) of \(quiz.questions.count) correct, \($0.passed ? "passed" : "not passed")" }
                ?? "not finished"
            out += "Attempt \(attempt.number): \(result)\n"
            for (index, question) in quiz.questions.enumerated() {
                guard let answer = attempt.answers[question.id.value] else { continue }
                let given = answer.outcome.value.map { AnswerFormatting.display($0, for: question.answer, language: language) } ?? "no answer"
                out += "  \(index + 1). \(question.question.resolved(in: language))\n"
                out += "     Answer: \(given) (\(answer.correct ? "correct" : "not correct"), \(answer.time.iso8601))\n"
            }
            out += "\n"
        }
        return out
    }

    private static func permissions(_ permissions: [Permission], state: ParticipantState, language: String) -> String {
        guard !permissions.isEmpty else { return "" }
        var out = "## Permissions\n\n"
        for permission in permissions {
            let choice = state.permissions[permission.id.value].map { $0 ? "granted" : "declined" } ?? "not asked yet"
            out += "- \(permission.title.resolved(in: language)): \(choice)\n"
        }
        return out + "\n"
    }
}
