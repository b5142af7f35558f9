import Foundation

/// What the export knows of one participant, read from their folder: the journal's events
/// (the record) folded into their state, and the active tasks' results files, which alone
/// hold the trial events.
public struct ExportParticipant: Sendable {
    public var id: String
    /// The study version they joined (from `joined`).
    public var studyVersion: String
    /// The consent version they signed last (from the journal; `onboarding.json` for older
    /// journals that do not record it), when known.
    public var consentVersion: String?
    public var events: [JournalEvent]
    public var state: ParticipantState
    public var activeResults: [ActiveTaskFile]

    public init(
        id: String, studyVersion: String, consentVersion: String?, events: [JournalEvent],
        activeResults: [ActiveTaskFile]
    ) {
        self.id = id
        self.studyVersion = studyVersion
        self.consentVersion = consentVersion
        self.events = events
        self.state = ParticipantState.folding(events)
        self.activeResults = activeResults
    }
}

/// The part of an active task's results file the trial table needs.
public struct ActiveTaskFile: Decodable, Sendable {
    public struct Clock: Decodable, Sendable {
        public var startedAtNs: UInt64
    }

    public var participant: String
    public var task: String
    public var taskKind: String
    public var run: String
    public var status: TaskRunStatus
    public var startedAt: Timestamp
    public var clock: Clock
    public var events: [TaskEvent]

    public static func decode(_ data: Data) throws -> ActiveTaskFile {
        try JSONDecoder().decode(ActiveTaskFile.self, from: data)
    }
}
