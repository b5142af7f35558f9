import Foundation

/// The figures `study status` shows for one study, built one participant at a time
/// (`add`), so a folder of any size is summarised with one participant's files in memory.
public struct StudyStatus: Sendable, Equatable {
    public var studyID: String
    /// Participants by the study version they joined under ("" when the journal does not say).
    public var versions: [String: Int] = [:]
    /// Participants at each stage; every participant is at exactly one.
    public var funnel: [EnrolmentStage: Int] = [:]
    /// Task id → its completion counts, tasks in the order first met.
    public var tasks: [TaskCounts] = []
    /// Score distributions, by task and score id, in the order first met.
    public var scores: [ScoreDistribution] = []
    /// One line per participant, in the order read (`sortedParticipants` for reports).
    public var participants: [ParticipantLine] = []

    public init(studyID: String) {
        self.studyID = studyID
    }

    public struct TaskCounts: Sendable, Equatable {
        public var task: String
        /// Participants with at least one completed run.
        public var participantsCompleted = 0
        public var runs: [TaskRunStatus: Int] = [:]
        /// Runs due and not done, against the study's schedule. Nil: this version does not
        /// read schedules; the seam where overdue counts come in once schedules exist.
        public var overdue: Int?
    }

    public struct ParticipantLine: Sendable, Equatable {
        public var participant: String
        public var stage: EnrolmentStage
        public var lastActivity: Timestamp?
        public var completedRuns: Int
        /// The consent version signed last, if known.
        public var consentVersion: String?
    }

    public var participantCount: Int { participants.count }

    public var sortedParticipants: [ParticipantLine] { participants.sorted { $0.participant < $1.participant } }

    public mutating func add(_ summary: ParticipantSummary) {
        versions[summary.studyVersion ?? "", default: 0] += 1
        funnel[summary.stage, default: 0] += 1
        var completedTasks = Set<String>()
        for run in summary.runs {
            let index = taskIndex(run.task)
            tasks[index].runs[run.status, default: 0] += 1
            guard run.status == .completed else { continue }
            completedTasks.insert(run.task)
            for score in run.scores { add(score, task: run.task) }
        }
        for task in completedTasks { tasks[taskIndex(task)].participantsCompleted += 1 }
        let line = ParticipantLine(
            participant: summary.participant, stage: summary.stage, lastActivity: summary.lastActivity,
            completedRuns: summary.runs.filter { $0.status == .completed }.count,
            consentVersion: summary.consentVersion)
        participants.append(line)
    }

    private mutating func taskIndex(_ task: String) -> Int {
        if let index = tasks.firstIndex(where: { $0.task == task }) { return index }
        tasks.append(TaskCounts(task: task))
        return tasks.count - 1
    }

    private mutating func add(_ score: ParticipantSummary.ScoreObservation, task: String) {
        if let index = scores.firstIndex(where: { $0.task == task && $0.score == score.id }) {
            scores[index].add(score)
        } else {
            var distribution = ScoreDistribution(task: task, score: score.id)
            distribution.add(score)
            scores.append(distribution)
        }
    }
}

/// One score's values over every completed run: counts by value (so the median and a chart
/// need no list of runs) and by band.
public struct ScoreDistribution: Sendable, Equatable {
    public var task: String
    public var score: String
    /// Runs whose score had no value (an answer it needs was missing).
    public var missing = 0
    public var valueCounts: [Double: Int] = [:]
    /// Band label → runs, and the order the bands were first met in.
    public var bandCounts: [String: Int] = [:]
    public var bandOrder: [String] = []

    public init(task: String, score: String) {
        self.task = task
        self.score = score
    }

    mutating func add(_ observation: ParticipantSummary.ScoreObservation) {
        if let value = observation.value { valueCounts[value, default: 0] += 1 } else { missing += 1 }
        if let band = observation.band {
            if bandCounts[band] == nil { bandOrder.append(band) }
            bandCounts[band, default: 0] += 1
        }
    }

    public var count: Int { valueCounts.values.reduce(0, +) }
    public var minimum: Double? { valueCounts.keys.min() }
    public var maximum: Double? { valueCounts.keys.max() }

    public var mean: Double? {
        guard count > 0 else { return nil }
        return valueCounts.reduce(0) { $0 + $1.key * Double($1.value) } / Double(count)
    }

    /// The middle value (the mean of the two middle ones for an even count).
    public var median: Double? {
        guard count > 0 else { return nil }
        let sorted = valueCounts.sorted { $0.key < $1.key }
        func value(at position: Int) -> Double {
            var seen = 0
            for (value, times) in sorted {
                seen += times
                if position < seen { return value }
            }
            return sorted.last!.key
        }
        return (value(at: (count - 1) / 2) + value(at: count / 2)) / 2
    }
}
