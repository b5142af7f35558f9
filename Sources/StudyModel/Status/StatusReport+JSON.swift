import Foundation

/// `study status --format json`: the same figures as the text, for scripts. Keys are
/// sorted and lists in a fixed order, so the same folders give the same bytes.
extension StatusReport {
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(studies: studies.map(StudyDocument.init), problems: problems.map(ProblemDocument.init))
        return try encoder.encode(document)
    }

    private struct Document: Encodable {
        var studies: [StudyDocument]
        var problems: [ProblemDocument]
    }

    private struct StudyDocument: Encodable {
        var study: String
        var participantCount: Int
        var versions: [String: Int]
        /// `started` and every stage by its name.
        var funnel: [String: Int]
        var tasks: [TaskDocument]
        var scores: [ScoreDocument]
        var participants: [ParticipantDocument]

        init(_ status: StudyStatus) {
            study = status.studyID
            participantCount = status.participantCount
            versions = status.versions
            funnel = ["started": status.participantCount]
            for stage in EnrolmentStage.allCases { funnel[stage.rawValue] = status.funnel[stage] ?? 0 }
            tasks = status.tasks.map(TaskDocument.init)
            scores = status.scores.map(ScoreDocument.init)
            participants = status.sortedParticipants.map(ParticipantDocument.init)
        }
    }

    private struct TaskDocument: Encodable {
        var task: String
        var participantsCompleted: Int
        /// Runs by status: completed, stopped, in-progress, not-done.
        var runs: [String: Int]
        /// Null until schedules are read (see StudyStatus.TaskCounts.overdue).
        var overdue: Int?

        init(_ counts: StudyStatus.TaskCounts) {
            task = counts.task
            participantsCompleted = counts.participantsCompleted
            runs = Dictionary(uniqueKeysWithValues: TaskRunStatus.allCases.map { ($0.rawValue, counts.runs[$0] ?? 0) })
            overdue = counts.overdue
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(task, forKey: .task)
            try container.encode(participantsCompleted, forKey: .participantsCompleted)
            try container.encode(runs, forKey: .runs)
            try container.encode(overdue, forKey: .overdue) // null, not left out
        }

        enum CodingKeys: String, CodingKey { case task, participantsCompleted, runs, overdue }
    }

    private struct ScoreDocument: Encodable {
        struct Count: Encodable {
            var value: Double
            var runs: Int
        }
        struct Band: Encodable {
            var band: String
            var runs: Int
        }

        var task: String
        var score: String
        var runs: Int
        var runsWithoutValue: Int
        var minimum: Double?
        var median: Double?
        var mean: Double?
        var maximum: Double?
        var values: [Count]
        var bands: [Band]

        init(_ distribution: ScoreDistribution) {
            task = distribution.task
            score = distribution.score
            runs = distribution.count
            runsWithoutValue = distribution.missing
            (minimum, median, maximum) = (distribution.minimum, distribution.median, distribution.maximum)
            mean = distribution.mean.map { NumberText.rounded($0, places: 4) }
            values = distribution.valueCounts.sorted { $0.key < $1.key }.map { Count(value: $0.key, runs: $0.value) }
            bands = distribution.bandOrder.map { Band(band: $0, runs: distribution.bandCounts[$0] ?? 0) }
        }
    }

    private struct ParticipantDocument: Encodable {
        var participant: String
        var stage: String
        var lastActivity: Timestamp?
        var completedRuns: Int
        var consentVersion: String?

        init(_ line: StudyStatus.ParticipantLine) {
            participant = line.participant
            stage = line.stage.rawValue
            lastActivity = line.lastActivity
            completedRuns = line.completedRuns
            consentVersion = line.consentVersion
        }
    }

    private struct ProblemDocument: Encodable {
        var file: String
        var line: Int?
        var message: String
        var leftOut: Bool

        init(_ problem: StatusProblem) {
            (file, line, message, leftOut) = (problem.file, problem.line, problem.message, problem.leftOut)
        }
    }
}
