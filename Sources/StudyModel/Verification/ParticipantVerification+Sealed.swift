import Foundation

/// Sealed files (identity records, the sealed copy of the signed consent) cannot be read
/// without the study team's private key, but each one's SHA-256 is in the journal's chain:
/// a sealed file missing, replaced or edited is found without opening it.
extension ParticipantVerification {
    static func sealedProblems(files: [String: Data], state: ParticipantState) -> [Problem] {
        let sealed = state.savedDocuments.filter { $0.key.hasSuffix(SealedRecord.suffix) }
        return sealed.keys.sorted().compactMap { name in
            let journalled = sealed[name]!
            guard let bytes = files[name] else {
                return Problem(
                    file: name,
                    message: "is missing, though the journal holds its SHA-256 (line \(journalled.sequence))")
            }
            guard SealedRecord.sha256(bytes) == journalled.sha256 else {
                return Problem(
                    file: name,
                    message: "does not match the SHA-256 the journal holds for it (line \(journalled.sequence)): "
                        + "it was changed or replaced after it was written")
            }
            return nil
        }
    }
}
