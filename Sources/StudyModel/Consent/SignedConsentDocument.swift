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
        SHA256.hash(data: Data(text.utf8)).map { NumberText.hex($0, width: 2) }.joined()
    }

    static func content(study: Study, state: ParticipantState, text: ConsentText) -> String {
        let language = text.language
        let w = SignedConsentWording.forLanguage(language)
        let s = w.separator
        let consent = study.consent
        var out = "# \(w.title)\(s)\(study.title.resolved(in: language))\n\n"
        out += "\(w.study)\(s)\(study.id.value), \(w.version) \(study.version)\n"
        out += "\(w.consentVersion)\(s)\(consent.version)\n"
        out += "\(w.participant)\(s)\(state.participant ?? "")\n"
        out += "\(w.language)\(s)\(language)\n\n"
        for (index, section) in consent.sections.enumerated() {
            out += "## \(index + 1). \(text.title(of: section))\n\n"
            out += "\(w.shown)\(s)\(state.sectionsShown[section.id.value]?.iso8601 ?? w.notShown)\n\n"
            out += "\(w.summary)\(s)\(text.summary(of: section))\n\n"
            out += text.fullText(of: section) + "\n\n"
        }
        out += quiz(consent.quiz, state: state, language: language, wording: w)
        out += permissions(study.permissions, state: state, language: language, wording: w)
        out += "## \(w.signature)\n\n"
        if let signature = state.signature {
            // Rendered again after a new start, a sealed signature's names are not known:
            // the document then points to the identity record that holds them.
            let sealed = signature.identity.flatMap { signature.fullName.isEmpty ? "(\($0))" : nil }
            out += "\(w.printedName)\(s)\(sealed ?? signature.fullName)\n"
            out += "\(w.typedSignature)\(s)\(sealed ?? signature.signature)\n"
            if let email = signature.email { out += "\(w.email)\(s)\(email)\n" }
            if let phone = signature.phone { out += "\(w.phone)\(s)\(phone)\n" }
        }
        out += "\(w.dateTime)\(s)\(state.signedAt?.iso8601 ?? w.notSigned)\n"
        out += "\(w.meaning)\(s)\(consent.signature.meaning?.resolved(in: language) ?? "")\n\n"
        return out
    }

    private static func quiz(_ quiz: Quiz?, state: ParticipantState, language: String, wording w: SignedConsentWording)
        -> String
    {
        guard let quiz else { return "" }
        let count = "\(quiz.questions.count)"
        var out = "## \(w.quiz)\n\n"
        out +=
            w.fill(
                w.passMark, ["mark": "\(quiz.passMark.value)", "count": count, "attempts": "\(quiz.attempts.value)"])
            + "\n\n"
        for attempt in state.quizAttempts {
            let result =
                attempt.result.map {
                    w.fill(
                        w.result,
                        ["correct": "\($0.correct)", "count": count, "verdict": $0.passed ? w.passed : w.notPassed])
                } ?? w.notFinished
            out += w.fill(w.attempt, ["n": "\(attempt.number)"]) + w.separator + result + "\n"
            for (index, question) in quiz.questions.enumerated() {
                guard let answer = attempt.answers[question.id.value] else { continue }
                let given =
                    answer.outcome.value.map { AnswerFormatting.display($0, for: question.answer, language: language) }
                    ?? w.noAnswer
                out += "  \(index + 1). \(question.question.resolved(in: language))\n"
                out +=
                    "     \(w.answer)\(w.separator)\(given) (\(answer.correct ? w.correct : w.notCorrect), \(answer.time.iso8601))\n"
            }
            out += "\n"
        }
        return out
    }

    private static func permissions(
        _ permissions: [Permission], state: ParticipantState, language: String,
        wording w: SignedConsentWording
    ) -> String {
        guard !permissions.isEmpty else { return "" }
        var out = "## \(w.permissions)\n\n"
        for permission in permissions {
            let choice = state.permissions[permission.id.value].map { $0 ? w.granted : w.declined } ?? w.notAsked
            out += "- \(permission.title.resolved(in: language))\(w.separator)\(choice)\n"
        }
        return out + "\n"
    }
}
