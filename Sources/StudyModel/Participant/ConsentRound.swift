/// One re-consent: from `reconsent-started` (the study's consent reached a version the
/// participant must agree to again) to the new signed document's `document-saved`. The
/// consent events in between fold here, so the onboarding's own record never changes.
public struct ConsentRound: Sendable, Equatable {
    /// The `consent.version` asked about.
    public var version: String
    public var startedAt: Timestamp
    /// When each section was first shown in this round (only those that changed are asked).
    public var sectionsShown: [ConsentSectionID: Timestamp] = [:]
    public var learnMoreShown: Set<ConsentSectionID> = []
    public var reviewShown = false
    public var agreed: Bool?
    public var signature: JournalEvent.Signed?
    public var signedAt: Timestamp?
    public var signatureSequence: Int?
    /// The signed document saved for this round (`consent-v2.md`): the round is complete.
    public var document: String?
    /// Declined, then a later sitting began (or another round started): that start asks again
    /// from the beginning, so the decline stays in the journal but binds nothing.
    public var closed = false

    public init(version: String, startedAt: Timestamp) {
        self.version = version
        self.startedAt = startedAt
    }

    /// Still being worked through: neither saved nor set aside.
    public var isOpen: Bool { document == nil && !closed }
}

extension ParticipantState {
    /// The re-consent being worked through, if any.
    public var openRound: ConsentRound? {
        consentRounds.last.flatMap { $0.isOpen ? $0 : nil }
    }

    /// The signature that holds now: the last re-consent's, else the onboarding's.
    public var currentSignature: JournalEvent.Signed? {
        consentRounds.last(where: { $0.signature != nil })?.signature ?? signature
    }

    /// When the signature that holds now was made.
    public var currentSignedAt: Timestamp? {
        consentRounds.last(where: { $0.signature != nil })?.signedAt ?? signedAt
    }

    /// The signed document of the signature that holds now: a re-consent's once saved, else
    /// `consent.md`.
    public var currentConsentDocument: String {
        consentRounds.last(where: { $0.document != nil })?.document ?? "consent.md"
    }

    /// The consent version the participant last signed; nil if never, or not recorded.
    public var signedConsentVersion: String? { currentSignature?.consentVersion }

    /// Applies a consent event to the open re-consent; false when there is none (or the
    /// event is not one of its), so the onboarding's fold takes it.
    mutating func applyToOpenRound(_ event: JournalEvent) -> Bool {
        if case let .reconsentStarted(version) = event.kind {
            if let last = consentRounds.indices.last, consentRounds[last].isOpen { consentRounds[last].closed = true }
            consentRounds.append(ConsentRound(version: version, startedAt: event.time))
            return true
        }
        guard onboardingCompleted, let index = consentRounds.indices.last, consentRounds[index].isOpen else {
            return false
        }
        var round = consentRounds[index]
        defer { consentRounds[index] = round }
        switch event.kind {
        case let .consentSectionShown(section):
            if round.sectionsShown[section] == nil { round.sectionsShown[section] = event.time }
        case let .consentLearnMoreShown(section): round.learnMoreShown.insert(section)
        case .consentReviewShown: round.reviewShown = true
        case let .consentDecided(agreed): round.agreed = agreed
        case let .signed(signed):
            round.signature = signed
            round.signedAt = event.time
            round.signatureSequence = event.sequence
            // The details just signed with are the latest: an earlier profile update gives way.
            contactUpdate = nil
        case let .documentSaved(file, _) where round.signature != nil:
            round.document = file
            return false // also kept in `savedDocuments`, for `study verify`
        case .sessionStarted where round.agreed == false:
            round.closed = true
            return false
        default:
            return false
        }
        return true
    }
}
