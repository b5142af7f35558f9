import Foundation

/// The record itself: the journal's hash chain, the signed consent against the SHA-256 the
/// journal holds for it, and the signer the journal and the consent each name.
extension ParticipantVerification {
    /// The journal's chain status; nil for a folder without a journal.
    public static func chainStatus(files: [String: Data]) -> JournalChain.Status? {
        files["journal.jsonl"].map { JournalChain.check(completeLines(of: $0)) }
    }

    /// The journal's lines up to its last newline (a torn last line is reported on its own).
    static func completeLines(of journal: Data) -> [Data] {
        JournalBytes(journal).lines
    }

    /// The first line where the chain breaks, if it does. A journal without links that holds
    /// a `document-saved` line was written by a version that chains: its links were removed.
    static func chainProblems(_ journal: Data, events: [JournalEvent]) -> [Problem] {
        switch JournalChain.check(completeLines(of: journal)) {
        case .chained:
            return []
        case let .broken(line, reason):
            return [
                Problem(
                    file: "journal.jsonl", message: "line \(line) breaks the hash chain: \(reason)", kind: .brokenChain)
            ]
        case .unchained:
            guard let saved = events.first(where: { $0.kind.name == "document-saved" }) else { return [] }
            return [
                Problem(
                    file: "journal.jsonl",
                    message: "line 1 breaks the hash chain: no line has a link ('prev'), but line \(saved.sequence) "
                        + "('document-saved') was written by a version that chains every line: the links were removed",
                    kind: .brokenChain)
            ]
        }
    }

    /// The signed consent must be there once it was signed and journalled, match the SHA-256
    /// the journal holds, and name the signer the journal names.
    static func consentProblems(_ consent: Data?, state: ParticipantState, selfCheckFailed: Bool) -> [Problem] {
        let journalled = state.savedDocuments["consent.md"]
        // With a study team key the kept copy is sealed: `sealedProblems` checks it.
        if consent == nil, state.savedDocuments[SealedRecord.consentFile] != nil { return [] }
        guard let consent else {
            if let journalled {
                return [missingConsent("the journal holds its SHA-256 (line \(journalled.sequence))")]
            }
            return state.onboardingCompleted ? [missingConsent("the journal says the onboarding was completed")] : []
        }
        var problems: [Problem] = []
        if let journalled, !selfCheckFailed,
            SignedConsentDocument.sha256(String(decoding: consent, as: UTF8.self)) != journalled.sha256
        {
            problems.append(
                Problem(
                    file: "consent.md",
                    message: "does not match the SHA-256 the journal holds for it (line \(journalled.sequence)): "
                        + "it was changed or replaced after it was signed"))
        }
        if let signature = state.signature {
            problems += signerProblems(String(decoding: consent, as: UTF8.self), signature: signature, state: state)
        }
        return problems
    }

    private static func missingConsent(_ why: String) -> Problem {
        Problem(file: "consent.md", message: "is missing, though \(why)")
    }

    /// Each field of the signature as the consent prints it against the journal's `signed`.
    static func signerProblems(
        _ document: String, signature: JournalEvent.Signed, state: ParticipantState, file: String = "consent.md",
        sequence: Int? = nil
    ) -> [Problem] {
        let wordings = [SignedConsentWording.forLanguage(state.language ?? "en"), .english]
        guard let wording = wordings.first(where: { printed($0.printedName, in: document, wording: $0) != nil })
        else {
            return [Problem(file: file, message: "does not name the signer, though the journal holds a signature")]
        }
        let fields: [(label: String, journal: String?, name: String)] = [
            (wording.printedName, signature.fullName, "signer's name"),
            (wording.typedSignature, signature.signature, "typed signature"),
            (wording.email, signature.email, "signer's email"),
        ]
        let line = (sequence ?? state.signatureSequence).map { " (journal.jsonl, line \($0))" } ?? ""
        return fields.compactMap { field in
            let written = printed(field.label, in: document, wording: wording)
            guard written != field.journal else { return nil }
            return Problem(
                file: file,
                message:
                    "the \(field.name) \(quoted(written)) differs from the journal's \(quoted(field.journal))\(line)")
        }
    }

    /// The value after `label` on its own line of the document, or nil.
    private static func printed(_ label: String, in document: String, wording: SignedConsentWording) -> String? {
        let prefix = label + wording.separator
        return document.split(separator: "\n", omittingEmptySubsequences: false)
            .first { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }
    }

    private static func quoted(_ value: String?) -> String { value.map { "'\($0)'" } ?? "(none)" }
}
