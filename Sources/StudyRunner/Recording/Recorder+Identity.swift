import Crypto
import Foundation
import StudyModel

/// With a study team key (`identity-key:`), what identifies the participant is written
/// only sealed to it: the sealed file first, then its SHA-256 in the journal (so it is in
/// the chain), then the journal's line that refers to it and names no one.
extension Recorder {
    /// Records a signature: sealed when the study has a key, as it is otherwise.
    func recordSignature(_ signed: JournalEvent.Signed) throws {
        guard let key = files.study.sealingKey, !inMemoryOnly, let participant = state.participant else {
            return try record(.signed(signed))
        }
        // The record is named by the line of its `document-saved`, so each is new.
        let file = SealedRecord.identityFile(line: state.lastSequence + 1)
        let identity = IdentityRecord(participant: participant, time: files.clock.now(), signed: signed)
        try writeSealed(identity.json(), to: key, participant: participant, file: file)
        var known = signed
        known.identity = file
        try record(.signed(known.sealed), known: .signed(known))
    }

    /// Records new contact details from the profile: sealed when the study has a key.
    func recordContactUpdate(email: String?, phone: String?) throws {
        guard let key = files.study.sealingKey, !inMemoryOnly, let participant = state.participant else {
            return try record(.contactUpdated(email: email, phone: phone))
        }
        let file = SealedRecord.identityFile(line: state.lastSequence + 1)
        var fields: [String: String] = [:]
        fields["email"] = email
        fields["phone"] = phone
        let identity = IdentityRecord(
            participant: participant, source: .contactUpdate, time: files.clock.now(), fields: fields)
        try writeSealed(identity.json(), to: key, participant: participant, file: file)
        try record(
            .contactUpdated(email: nil, phone: nil, identity: file),
            known: .contactUpdated(email: email, phone: phone, identity: file))
    }

    /// Records a survey answer: an answer to an `identifier: true` question is sealed when
    /// the study has a key (the journal then holds `sealed` and the record's name).
    func recordAnswer(task: TaskID, run: String, question: Question, outcome: AnswerOutcome) throws {
        let step = question.id.value
        guard question.identifier, case let .answered(value) = outcome, let key = files.study.sealingKey,
            !inMemoryOnly, let participant = state.participant
        else {
            return try record(.answered(task: task, run: run, step: step, outcome: outcome))
        }
        let file = SealedRecord.identityFile(line: state.lastSequence + 1)
        let identity = IdentityRecord(
            participant: participant, time: files.clock.now(), task: task, step: step, answer: value)
        try writeSealed(identity.json(), to: key, participant: participant, file: file)
        try record(
            .answered(task: task, run: run, step: step, outcome: .sealed(record: file)),
            known: .answered(task: task, run: run, step: step, outcome: outcome))
    }

    /// A signed consent document kept in the folder (`consent.md`, a re-consent's
    /// `consent-v2.md`): sealed when the study has a key (`consent.md.sealed`), so the only
    /// readable copy is the participant's own. Returns the file's name and SHA-256.
    func writeSignedDocument(_ document: ResultFile) throws -> (name: String, sha256: String) {
        guard let key = files.study.sealingKey, let participant = state.participant else {
            try write(document)
            return (document.name, SignedConsentDocument.sha256(document.text))
        }
        let suffix = SealedRecord.suffix
        let name = document.name.hasSuffix(suffix) ? document.name : document.name + suffix
        let bytes = try SealedRecord.seal(Data(document.text.utf8), to: key, participant: participant, file: name)
            .bytes()
        let sealed = ResultFile(name: name, text: String(decoding: bytes, as: UTF8.self))
        try write(sealed)
        sealedFiles[name] = sealed.text
        return (name, SealedRecord.sha256(bytes))
    }

    private func writeSealed(
        _ plaintext: Data, to key: Curve25519.KeyAgreement.PublicKey, participant: String, file: String
    ) throws {
        let bytes = try SealedRecord.seal(plaintext, to: key, participant: participant, file: file).bytes()
        let sealed = ResultFile(name: file, text: String(decoding: bytes, as: UTF8.self))
        try write(sealed)
        sealedFiles[file] = sealed.text
        try record(.documentSaved(file: file, sha256: SealedRecord.sha256(bytes)))
    }
}
