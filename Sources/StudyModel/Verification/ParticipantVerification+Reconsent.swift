import Foundation

/// The signed documents of re-consents (`consent-v2.md`, …), kept beside `consent.md`:
/// each the journal saved must be there, match its own SHA-256 and the journal's, and name
/// the signer of its `signed` line. A document being saved when the program stopped (the
/// signature journalled, its `document-saved` not yet) is an interruption the next start
/// finishes; any other such file is not the program's.
extension ParticipantVerification {
    static func reconsentProblems(files: [String: Data], state: ParticipantState) -> [Problem] {
        var problems: [Problem] = []
        var accounted: Set<String> = ["consent.md"]
        for round in state.consentRounds {
            guard let signature = round.signature else { continue }
            guard let name = round.document else {
                let pending = Reconsent.documentName(version: round.version, taken: Set(state.savedDocuments.keys))
                accounted.insert(pending)
                problems.append(pendingDocument(pending, present: files[pending] != nil, round: round))
                continue
            }
            accounted.insert(name)
            // A sealed document is checked against the journal by `sealedProblems`: it cannot be read here.
            if name.hasSuffix(SealedRecord.suffix) { continue }
            problems += savedDocumentProblems(name, data: files[name], state: state, signature: signature, round: round)
        }
        for name in files.keys.sorted() where isSignedDocumentName(name) && !accounted.contains(name) {
            problems.append(
                Problem(file: name, message: "is not in the journal: no re-consent of it was signed and saved"))
        }
        return problems
    }

    private static func savedDocumentProblems(
        _ name: String, data: Data?, state: ParticipantState, signature: JournalEvent.Signed, round: ConsentRound
    ) -> [Problem] {
        let journalled = state.savedDocuments[name]
        guard let data else {
            let line = journalled.map { " (line \($0.sequence))" } ?? ""
            return [Problem(file: name, message: "is missing, though the journal holds its SHA-256\(line)")]
        }
        let text = String(decoding: data, as: UTF8.self)
        guard SignedConsentDocument.verify(text) else {
            return [
                Problem(file: name, message: "the text does not match its SHA-256: it was changed after it was signed")
            ]
        }
        var problems: [Problem] = []
        if let journalled, SignedConsentDocument.sha256(text) != journalled.sha256 {
            problems.append(
                Problem(
                    file: name,
                    message: "does not match the SHA-256 the journal holds for it (line \(journalled.sequence)): "
                        + "it was changed or replaced after it was signed"))
        }
        return problems
            + signerProblems(text, signature: signature, state: state, file: name, sequence: round.signatureSequence)
    }

    private static func pendingDocument(_ name: String, present: Bool, round: ConsentRound) -> Problem {
        let line = round.signatureSequence.map { "line \($0)" } ?? "the signature"
        let message =
            present
            ? "was saved just before the program stopped, before the journal recorded its SHA-256 "
                + "(the re-consent was signed at \(line)); the next start records it; nothing was edited"
            : "is not written yet: the program stopped after the re-consent was signed (\(line)); "
                + "the next start writes it; nothing was edited"
        return Problem(file: name, message: message, kind: .interrupted)
    }

    /// `consent-v….md`: the names re-consent documents are saved under.
    public static func isSignedDocumentName(_ name: String) -> Bool {
        name.hasPrefix("consent-v") && name.hasSuffix(".md") && !name.contains("/")
    }
}
