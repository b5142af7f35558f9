import Foundation

/// One line of a participant's append-only journal. Everything a participant does that
/// matters is an event; their state (where they are, what they answered) is derived by
/// folding the events, so resuming after a crash needs nothing but the journal.
public struct JournalEvent: Sendable, Equatable, Codable {
    /// Position in the journal, from 1; a gap or repeat means the file was tampered with.
    public var sequence: Int
    /// When it happened, as the participant's clock and offset had it.
    public var time: Timestamp
    public var kind: Kind

    public init(sequence: Int, time: Timestamp, kind: Kind) {
        self.sequence = sequence
        self.time = time
        self.kind = kind
    }

    public enum Kind: Sendable, Equatable {
        case joined(studyID: String, studyVersion: String, participant: String, language: String)
        case sessionStarted(mode: SessionMode)
        case sessionEnded(reason: SessionEndReason)
        case introductionShown
        case eligibilityAnswered(step: StepID, outcome: AnswerOutcome)
        case eligibilityDecided(eligible: Bool)
        case consentSectionShown(section: ConsentSectionID)
        case consentLearnMoreShown(section: ConsentSectionID)
        case quizAnswered(attempt: Int, question: QuizQuestionID, outcome: AnswerOutcome, correct: Bool)
        case quizFinished(attempt: Int, correct: Int, passed: Bool)
        case consentReviewShown
        case consentDecided(agreed: Bool)
        /// (Boxed, as `repeating`: an event is moved and copied many times on its way from a
        /// journal line to the export, and these two, each larger than any other case, made
        /// every event as large as themselves.)
        indirect case signed(Signed)
        case permissionDecided(permission: PermissionID, granted: Bool)
        case onboardingCompleted
        case taskStarted(task: TaskID, run: String)
        case stepShown(task: TaskID, run: String, step: StepID)
        case answered(task: TaskID, run: String, step: StepID, outcome: AnswerOutcome)
        case wentBack(task: TaskID, run: String, from: StepID, to: StepID)
        case taskFinished(task: TaskID, run: String, status: TaskRunStatus)
        /// An active task's results file was written; its SHA-256 lets `study verify` find
        /// any later edit (the raw event log is too large for the journal).
        case resultSaved(task: TaskID, run: String, sha256: String)
        /// A document kept in the folder (the signed `consent.md`) was written; its SHA-256
        /// puts it in the journal's chain, so `study verify` finds it missing or replaced.
        case documentSaved(file: String, sha256: String)
        /// The participant left the study from their profile: nothing more is collected,
        /// and their answers are kept or (if the study lets them choose) deleted.
        case withdrew(answers: WithdrawalChoice)
        /// New contact details from the profile; the earlier ones stay in the lines before.
        /// With a study team key they are in the sealed record `identity` only (nil here
        /// once read back; known in memory during the sitting).
        case contactUpdated(email: String?, phone: String?, identity: String? = nil)
        /// The study's consent is now at a version whose changes need the participant's consent
        /// again: the consent events after this line (until its signed document is saved) are
        /// this re-consent's, not the onboarding's.
        case reconsentStarted(version: String)
        /// Inside a repeating group of a survey run: an instance started, shown, answered,
        /// removed; the group reviewed or finished (Repeats/RepeatEvent).
        indirect case repeating(RepeatEvent)
        /// The participant was told what no longer applies since the study file changed under
        /// them, at the study's `version`: the notice is shown once per version.
        case studyChangeShown(version: String)
    }

    public struct Signed: Sendable, Equatable, Codable {
        public var fullName: String
        public var signature: String
        public var email: String?
        public var phone: String?
        /// The `consent.version` signed; absent in journals written before it was recorded.
        public var consentVersion: String?
        /// Section id → SHA-256 of the section's text as shown (`ConsentSectionHashes`), so a
        /// later version can say which sections changed; absent in older journals.
        public var sectionHashes: [String: String]?
        /// With a study team key: the sealed identity record that holds the name, signature
        /// and contact details. The journal's line then holds none of them (they are empty
        /// here once read back); in memory, during the sitting, they are still known.
        public var identity: String?

        public init(
            fullName: String, signature: String, email: String?, phone: String?, consentVersion: String? = nil,
            sectionHashes: [String: String]? = nil, identity: String? = nil
        ) {
            self.fullName = fullName
            self.signature = signature
            self.email = email
            self.phone = phone
            self.consentVersion = consentVersion
            self.sectionHashes = sectionHashes
            self.identity = identity
        }

        /// What the journal keeps of a sealed signature: the record's file, the version and
        /// the sections' hashes (no one's name).
        public var sealed: Signed {
            Signed(
                fullName: "", signature: "", email: nil, phone: nil, consentVersion: consentVersion,
                sectionHashes: sectionHashes, identity: identity)
        }

        private enum CodingKeys: String, CodingKey {
            case fullName, signature, email, phone, consentVersion, sectionHashes, identity
        }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            identity = try c.decodeIfPresent(String.self, forKey: .identity)
            // A sealed signature's line names no one: the names are in the record only.
            let required = identity == nil
            fullName = try required ? c.decode(String.self, forKey: .fullName) : ""
            signature = try required ? c.decode(String.self, forKey: .signature) : ""
            email = try c.decodeIfPresent(String.self, forKey: .email)
            phone = try c.decodeIfPresent(String.self, forKey: .phone)
            consentVersion = try c.decodeIfPresent(String.self, forKey: .consentVersion)
            sectionHashes = try c.decodeIfPresent([String: String].self, forKey: .sectionHashes)
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            if identity == nil {
                try c.encode(fullName, forKey: .fullName)
                try c.encode(signature, forKey: .signature)
            }
            try c.encodeIfPresent(email, forKey: .email)
            try c.encodeIfPresent(phone, forKey: .phone)
            try c.encodeIfPresent(consentVersion, forKey: .consentVersion)
            try c.encodeIfPresent(sectionHashes, forKey: .sectionHashes)
            try c.encodeIfPresent(identity, forKey: .identity)
        }
    }
}

public enum TaskRunStatus: String, Sendable, Codable, Equatable, CaseIterable {
    case completed
    /// The participant left before the end; a later start begins a new run.
    case stopped
    /// An active task the participant could not do here (no colour, plain mode) and skipped.
    case notDone = "not-done"
    case inProgress = "in-progress"
}
