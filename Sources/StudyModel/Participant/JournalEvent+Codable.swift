/// The journal's JSON shape: one flat object per line, `{"seq": 3, "time": "…",
/// "event": "answered", "task": "baseline", …}`, documented in docs/results.md.
extension JournalEvent {
    enum Key: String, CodingKey {
        case seq, time, event
        case study, version, participant, language, mode, reason, step, outcome, eligible, section, attempt
        case question, correct, passed, agreed, signature, permission, granted, task, run, from, to, status, sha256
        case answers, email, phone, file, identity
        case group, instance
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(sequence, forKey: .seq)
        try c.encode(time, forKey: .time)
        try c.encode(kind.name, forKey: .event)
        switch kind {
        case let .joined(study, version, participant, language):
            try c.encode(study, forKey: .study)
            try c.encode(version, forKey: .version)
            try c.encode(participant, forKey: .participant)
            try c.encode(language, forKey: .language)
        case let .sessionStarted(mode): try c.encode(mode, forKey: .mode)
        case let .sessionEnded(reason): try c.encode(reason, forKey: .reason)
        case .introductionShown, .consentReviewShown, .onboardingCompleted: break
        case let .eligibilityAnswered(step, outcome):
            try c.encode(step, forKey: .step)
            try c.encode(outcome, forKey: .outcome)
        case let .eligibilityDecided(eligible): try c.encode(eligible, forKey: .eligible)
        case let .consentSectionShown(section), let .consentLearnMoreShown(section):
            try c.encode(section, forKey: .section)
        case let .quizAnswered(attempt, question, outcome, correct):
            try c.encode(attempt, forKey: .attempt)
            try c.encode(question, forKey: .question)
            try c.encode(outcome, forKey: .outcome)
            try c.encode(correct, forKey: .correct)
        case let .quizFinished(attempt, correct, passed):
            try c.encode(attempt, forKey: .attempt)
            try c.encode(correct, forKey: .correct)
            try c.encode(passed, forKey: .passed)
        case let .consentDecided(agreed): try c.encode(agreed, forKey: .agreed)
        case let .signed(signed): try c.encode(signed, forKey: .signature)
        case let .permissionDecided(permission, granted):
            try c.encode(permission, forKey: .permission)
            try c.encode(granted, forKey: .granted)
        case let .taskStarted(task, run):
            try c.encode(task, forKey: .task)
            try c.encode(run, forKey: .run)
        case let .stepShown(task, run, step):
            try c.encode(task, forKey: .task)
            try c.encode(run, forKey: .run)
            try c.encode(step, forKey: .step)
        case let .answered(task, run, step, outcome):
            try c.encode(task, forKey: .task)
            try c.encode(run, forKey: .run)
            try c.encode(step, forKey: .step)
            try c.encode(outcome, forKey: .outcome)
        case let .wentBack(task, run, from, to):
            try c.encode(task, forKey: .task)
            try c.encode(run, forKey: .run)
            try c.encode(from, forKey: .from)
            try c.encode(to, forKey: .to)
        case let .taskFinished(task, run, status):
            try c.encode(task, forKey: .task)
            try c.encode(run, forKey: .run)
            try c.encode(status, forKey: .status)
        case let .resultSaved(task, run, sha256):
            try c.encode(task, forKey: .task)
            try c.encode(run, forKey: .run)
            try c.encode(sha256, forKey: .sha256)
        case let .documentSaved(file, sha256):
            try c.encode(file, forKey: .file)
            try c.encode(sha256, forKey: .sha256)
        case let .withdrew(answers): try c.encode(answers, forKey: .answers)
        case let .contactUpdated(email, phone, identity):
            try c.encodeIfPresent(email, forKey: .email)
            try c.encodeIfPresent(phone, forKey: .phone)
            try c.encodeIfPresent(identity, forKey: .identity)
        case let .reconsentStarted(version): try c.encode(version, forKey: .version)
        case let .studyChangeShown(version): try c.encode(version, forKey: .version)
        case let .repeating(event): try encodeRepeat(event, into: &c)
        }
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let sequence = try c.decode(Int.self, forKey: .seq)
        let time = try c.decode(Timestamp.self, forKey: .time)
        let name = try c.decode(String.self, forKey: .event)
        func string(_ key: Key) throws -> String { try c.decode(String.self, forKey: key) }
        func id<ID: StudyIdentifier>(_ key: Key) throws -> ID { ID(try string(key)) }
        /// A field with a fixed set of values; anything else is named with the values it may take.
        func value<Value: RawRepresentable & CaseIterable>(_ key: Key) throws -> Value where Value.RawValue == String {
            let raw = try string(key)
            guard let decoded = Value(rawValue: raw) else {
                let known = Value.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c,
                    debugDescription: "unknown \(key.rawValue) '\(raw)' in '\(name)' (known: \(known))")
            }
            return decoded
        }
        let kind: Kind
        switch name {
        case "joined":
            kind = .joined(
                studyID: try string(.study), studyVersion: try string(.version),
                participant: try string(.participant), language: try string(.language))
        case "session-started": kind = .sessionStarted(mode: try value(.mode))
        case "session-ended": kind = .sessionEnded(reason: try value(.reason))
        case "introduction-shown": kind = .introductionShown
        case "eligibility-answered":
            kind = .eligibilityAnswered(
                step: try id(.step), outcome: try c.decode(AnswerOutcome.self, forKey: .outcome))
        case "eligibility-decided": kind = .eligibilityDecided(eligible: try c.decode(Bool.self, forKey: .eligible))
        case "consent-section-shown": kind = .consentSectionShown(section: try id(.section))
        case "consent-learn-more-shown": kind = .consentLearnMoreShown(section: try id(.section))
        case "quiz-answered":
            kind = .quizAnswered(
                attempt: try c.decode(Int.self, forKey: .attempt), question: try id(.question),
                outcome: try c.decode(AnswerOutcome.self, forKey: .outcome),
                correct: try c.decode(Bool.self, forKey: .correct))
        case "quiz-finished":
            kind = .quizFinished(
                attempt: try c.decode(Int.self, forKey: .attempt), correct: try c.decode(Int.self, forKey: .correct),
                passed: try c.decode(Bool.self, forKey: .passed))
        case "consent-review-shown": kind = .consentReviewShown
        case "consent-decided": kind = .consentDecided(agreed: try c.decode(Bool.self, forKey: .agreed))
        case "signed": kind = .signed(try c.decode(Signed.self, forKey: .signature))
        case "permission-decided":
            kind = .permissionDecided(
                permission: try id(.permission), granted: try c.decode(Bool.self, forKey: .granted))
        case "onboarding-completed": kind = .onboardingCompleted
        case "task-started": kind = .taskStarted(task: try id(.task), run: try string(.run))
        case "step-shown": kind = .stepShown(task: try id(.task), run: try string(.run), step: try id(.step))
        case "answered":
            kind = .answered(
                task: try id(.task), run: try string(.run), step: try id(.step),
                outcome: try c.decode(AnswerOutcome.self, forKey: .outcome))
        case "went-back":
            kind = .wentBack(
                task: try id(.task), run: try string(.run), from: try id(.from), to: try id(.to))
        case "task-finished":
            kind = .taskFinished(task: try id(.task), run: try string(.run), status: try value(.status))
        case "result-saved":
            kind = .resultSaved(task: try id(.task), run: try string(.run), sha256: try string(.sha256))
        case "document-saved": kind = .documentSaved(file: try string(.file), sha256: try string(.sha256))
        case "withdrew": kind = .withdrew(answers: try value(.answers))
        case "contact-updated":
            kind = .contactUpdated(
                email: try c.decodeIfPresent(String.self, forKey: .email),
                phone: try c.decodeIfPresent(String.self, forKey: .phone),
                identity: try c.decodeIfPresent(String.self, forKey: .identity))
        case "reconsent-started": kind = .reconsentStarted(version: try string(.version))
        case "study-change-shown": kind = .studyChangeShown(version: try string(.version))
        case _ where RepeatEvent.names.contains(name): kind = .repeating(try Self.decodeRepeat(name, from: c))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .event, in: c, debugDescription: "unknown journal event '\(name)'")
        }
        self.init(sequence: sequence, time: time, kind: kind)
    }
}

extension JournalEvent.Kind {
    /// The `event` name written in the journal.
    public var name: String {
        switch self {
        case .joined: return "joined"
        case .sessionStarted: return "session-started"
        case .sessionEnded: return "session-ended"
        case .introductionShown: return "introduction-shown"
        case .eligibilityAnswered: return "eligibility-answered"
        case .eligibilityDecided: return "eligibility-decided"
        case .consentSectionShown: return "consent-section-shown"
        case .consentLearnMoreShown: return "consent-learn-more-shown"
        case .quizAnswered: return "quiz-answered"
        case .quizFinished: return "quiz-finished"
        case .consentReviewShown: return "consent-review-shown"
        case .consentDecided: return "consent-decided"
        case .signed: return "signed"
        case .permissionDecided: return "permission-decided"
        case .onboardingCompleted: return "onboarding-completed"
        case .taskStarted: return "task-started"
        case .stepShown: return "step-shown"
        case .answered: return "answered"
        case .wentBack: return "went-back"
        case .taskFinished: return "task-finished"
        case .resultSaved: return "result-saved"
        case .documentSaved: return "document-saved"
        case .withdrew: return "withdrew"
        case .contactUpdated: return "contact-updated"
        case .reconsentStarted: return "reconsent-started"
        case .studyChangeShown: return "study-change-shown"
        case let .repeating(event): return event.name
        }
    }
}

extension JournalEvent {
    /// Why a journal line could not be read, in words for a researcher: the decoder's own
    /// description is a debugging dump that names Swift types.
    public static func readingProblem(_ error: any Error) -> String {
        switch error as? DecodingError {
        case let .dataCorrupted(context)?:
            return context.debugDescription
        case let .keyNotFound(key, _)?:
            return "the field '\(key.stringValue)' is missing"
        case let .typeMismatch(_, context)?, let .valueNotFound(_, context)?:
            return "the field '\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
        default:
            return "\(error)"
        }
    }
}
