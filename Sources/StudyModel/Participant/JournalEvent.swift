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
        case sessionStarted(mode: String)
        case sessionEnded(reason: String)
        case introductionShown
        case eligibilityAnswered(step: String, outcome: AnswerOutcome)
        case eligibilityDecided(eligible: Bool)
        case consentSectionShown(section: String)
        case consentLearnMoreShown(section: String)
        case quizAnswered(attempt: Int, question: String, outcome: AnswerOutcome, correct: Bool)
        case quizFinished(attempt: Int, correct: Int, passed: Bool)
        case consentReviewShown
        case consentDecided(agreed: Bool)
        case signed(Signed)
        case permissionDecided(permission: String, granted: Bool)
        case onboardingCompleted
        case taskStarted(task: String, run: String)
        case stepShown(task: String, run: String, step: String)
        case answered(task: String, run: String, step: String, outcome: AnswerOutcome)
        case wentBack(task: String, run: String, from: String, to: String)
        case taskFinished(task: String, run: String, status: TaskRunStatus)
    }

    public struct Signed: Sendable, Equatable, Codable {
        public var fullName: String
        public var signature: String
        public var email: String?
        public var phone: String?

        public init(fullName: String, signature: String, email: String?, phone: String?) {
            self.fullName = fullName
            self.signature = signature
            self.email = email
            self.phone = phone
        }
    }
}

public enum TaskRunStatus: String, Sendable, Codable, Equatable {
    case completed
    /// The participant left before the end; a later start begins a new run.
    case stopped
    case inProgress = "in-progress"
}

/// A moment with the UTC offset it was recorded in, written as ISO 8601 with milliseconds
/// (`2026-11-21T09:30:12.345+01:00`) so journals read naturally and sort correctly.
public struct Timestamp: Sendable, Equatable, Hashable, Codable, Comparable {
    public var date: Date
    public var utcOffsetSeconds: Int

    public init(date: Date, utcOffsetSeconds: Int) {
        self.date = date
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.date < b.date }

    public var iso8601: String {
        let local = date.addingTimeInterval(TimeInterval(utcOffsetSeconds))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: local)
        let millis = (c.nanosecond ?? 0) / 1_000_000
        let sign = utcOffsetSeconds < 0 ? "-" : "+"
        let offset = abs(utcOffsetSeconds)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d.%03d%@%02d:%02d", c.year!, c.month!, c.day!, c.hour!,
                      c.minute!, c.second!, millis, sign, offset / 3600, (offset % 3600) / 60)
    }

    public init?(iso8601 text: String) {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let date = formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text) else { return nil }
        let offsetPart = text.suffix(6)
        var offset = 0
        if text.hasSuffix("Z") {
            offset = 0
        } else if let sign = offsetPart.first, sign == "+" || sign == "-",
                  let hours = Int(offsetPart.dropFirst().prefix(2)), let minutes = Int(offsetPart.suffix(2)) {
            offset = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
        }
        self.init(date: date, utcOffsetSeconds: offset)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Timestamp(iso8601: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 time")
        }
        self = value
    }
}
