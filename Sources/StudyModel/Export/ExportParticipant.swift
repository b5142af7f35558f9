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
    /// Set when they withdrew and asked for their answers to be deleted: nothing they gave
    /// is exported, only rows that say so (`MissingCode.withdrawnAndDeleted`).
    public var deletion: Deletion?

    /// When someone who asked for deletion joined and left, from their `outcome.json`.
    public struct Deletion: Sendable, Equatable {
        public var joinedAt: Timestamp?
        public var leftAt: Timestamp?

        public init(joinedAt: Timestamp?, leftAt: Timestamp?) {
            self.joinedAt = joinedAt
            self.leftAt = leftAt
        }
    }

    /// The status their rows have in the survey and runs files.
    public static let deletedStatus = "withdrawn-deleted"

    /// Someone who withdrew and asked for their answers to be deleted.
    public init(id: String, studyVersion: String, consentVersion: String?, deletion: Deletion) {
        self.init(id: id, studyVersion: studyVersion, consentVersion: consentVersion, events: [], activeResults: [])
        self.deletion = deletion
    }

    /// The steps on each of their runs' paths, by run index: the long file and the wide files
    /// both ask of every answer whether it is on its path, and share one gathering of them.
    var runPaths: [Set<StepID>] { state.runs.map { Set($0.trail) } }

    /// The newest moment known of them: their last event, or when they left.
    var latestTime: Timestamp? { events.last?.time ?? deletion?.leftAt }

    /// `state`: the events folded, when the caller has folded them already.
    public init(
        id: String, studyVersion: String, consentVersion: String?, events: [JournalEvent],
        state: ParticipantState? = nil, activeResults: [ActiveTaskFile]
    ) {
        self.id = id
        self.studyVersion = studyVersion
        self.consentVersion = consentVersion
        self.events = events
        self.state = state ?? ParticipantState.folding(events)
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
