/// What happened to a consent section since the participant last signed.
public enum ConsentSectionChange: String, Sendable, Equatable {
    /// Its id was not in the consent they signed.
    case added
    /// Its text (title, summary or full text) differs, or the signature recorded no texts.
    case changed
    case unchanged
}

/// A participant must consent again: the version they signed, the one asked now, and each
/// section of the current consent, in order, with what changed in it.
public struct ReconsentNeed: Sendable, Equatable {
    public var signedVersion: String?
    public var currentVersion: String
    public var sections: [ConsentSectionChange]

    public init(signedVersion: String?, currentVersion: String, sections: [ConsentSectionChange]) {
        self.signedVersion = signedVersion
        self.currentVersion = currentVersion
        self.sections = sections
    }

    /// The positions of the sections a participant is shown again: added or changed.
    public var changedIndices: [Int] { sections.indices.filter { sections[$0] != .unchanged } }
}

extension Consent {
    /// Whether a signature of `signed` still covers this consent: it is this version, or
    /// `versions` lists it and marks every later version `reconsent: not-required`. A
    /// signature whose version was not recorded covers nothing that can be shown.
    public func signatureStillValid(_ signed: String?) -> Bool {
        guard let signed else { return false }
        if signed == version { return true }
        guard versions.last?.version.value == version,
            let index = versions.lastIndex(where: { $0.version.value == signed })
        else { return false }
        return versions[(index + 1)...].allSatisfy { !$0.reconsentRequired }
    }
}

/// The re-consent decision and where a re-consent stands, from the study, the journal's
/// state and the texts the participant reads now. Pure, so a start after a kill resumes it.
public enum Reconsent {
    /// Where a participant is in consenting again.
    public enum Stage: Sendable, Equatable {
        /// The signature still covers the consent (or the participant never finished
        /// onboarding, or left): nothing to ask.
        case notNeeded
        /// Journal `reconsent-started`, then show what changed, the changed sections and
        /// the review.
        case start(ReconsentNeed)
        /// Started, but nothing after the page of what changed is journalled (a kill left
        /// it on that page): what changed again, then the changed sections and the review.
        case changes(ReconsentNeed)
        /// The added or changed section being read when the sitting stopped, then the ones
        /// after it and the review. Moving on from a section journals the next one (or the
        /// review) at once, so the furthest one shown is the one not finished.
        case section(index: Int, ReconsentNeed)
        case agreement
        /// They did not agree in this sitting: they may leave the study or stop; nothing is
        /// collected, and the next start asks again.
        case declined
        case signature
        /// Signed: the new signed document is written and its SHA-256 journalled next.
        case saveDocument
    }

    /// Section id → SHA-256 of the section's title, summary and full text as `text` shows them.
    public static func sectionHashes(_ text: ConsentText) -> [String: String] {
        var hashes: [String: String] = [:]
        for section in text.consent.sections {
            let shown = [text.title(of: section), text.summary(of: section), text.fullText(of: section)]
            hashes[section.id.value.rawValue] = SignedConsentDocument.sha256(shown.joined(separator: "\n\u{1F}\n"))
        }
        return hashes
    }

    /// Whether the participant must consent again, and what changed; nil when not.
    public static func need(study: Study, state: ParticipantState, currentHashes: [String: String])
        -> ReconsentNeed?
    {
        guard state.onboardingCompleted, state.withdrawal == nil,
            !study.consent.signatureStillValid(state.signedConsentVersion)
        else { return nil }
        let signedHashes = state.currentSignature?.sectionHashes
        let sections = study.consent.sections.map { section -> ConsentSectionChange in
            let id = section.id.value.rawValue
            guard let signedHashes else { return .changed }
            guard let before = signedHashes[id] else { return .added }
            return before == currentHashes[id] ? .unchanged : .changed
        }
        return ReconsentNeed(
            signedVersion: state.signedConsentVersion, currentVersion: study.consent.version, sections: sections)
    }

    public static func stage(study: Study, state: ParticipantState, currentHashes: [String: String]) -> Stage {
        // A signature already journalled is finished whatever the study says now.
        if let round = state.openRound, round.signature != nil { return .saveDocument }
        guard let need = need(study: study, state: state, currentHashes: currentHashes) else { return .notNeeded }
        guard let round = state.openRound, round.version == need.currentVersion else { return .start(need) }
        if !round.reviewShown {
            let sections = study.consent.sections
            let reached = need.changedIndices.last { round.sectionsShown[sections[$0].id.value] != nil }
            return reached.map { .section(index: $0, need) } ?? .changes(need)
        }
        switch round.agreed {
        case nil: return .agreement
        case false?: return .declined
        case true?: return .signature
        }
    }

    /// The file of the signed document of a re-consent: `consent-v<version>.md`, with any
    /// character a file name should not hold replaced, so a version cannot name a path.
    public static func documentName(version: String, taken: Set<String> = []) -> String {
        let safe = version.unicodeScalars.map { scalar -> String in
            let allowed =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "_"
            return allowed ? String(scalar) : "_"
        }
        var name = safe.joined()
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        // A version signed twice (the study went back to it): the later document gets a number.
        var candidate = "consent-v\(name).md"
        var number = 2
        while taken.contains(candidate) {
            candidate = "consent-v\(name)-\(number).md"
            number += 1
        }
        return candidate
    }
}
