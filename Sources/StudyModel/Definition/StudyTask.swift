/// Something participants do after onboarding: a survey or an active task.
public struct StudyTask: Sendable {
    public enum Kind: Sendable {
        case survey(Survey)
        case active(ActiveTask)
        /// The kind was missing or unknown (already reported); kept so other checks still run.
        case invalid
    }

    public var id: Located<TaskID>
    public var title: LocalizedText
    public var kind: Kind
    public var estimatedMinutes: Int?
    public var schedule: Schedule
    public var description: LocalizedText?
    public var completion: LocalizedText?
    /// The permissions the task collects data under (`needs:`); it is offered only while
    /// the participant grants every one of them.
    public var needs: [Located<PermissionID>] = []
    public var location: SourceLocation

    public var survey: Survey? {
        if case let .survey(survey) = kind { return survey }
        return nil
    }

    public var activeTask: ActiveTask? {
        if case let .active(task) = kind { return task }
        return nil
    }
}

/// A survey: instruction and question steps shown one per screen, with computed scores.
public struct Survey: Sendable {
    public var steps: [Step] {
        didSet { stepPositions = IDPositions(steps.lazy.map(\.id.value)) }
    }
    public var scores: [Score]
    private var stepPositions: IDPositions<StepID>

    init(steps: [Step], scores: [Score]) {
        self.steps = steps
        self.scores = scores
        self.stepPositions = IDPositions(steps.lazy.map(\.id.value))
    }

    /// Where the step with this id stands (the first, if validation would report it repeated).
    public func index(of id: StepID) -> Int? { stepPositions[id] }

    /// The step with this id (the first, if repeated).
    public func step(_ id: StepID) -> Step? {
        stepPositions[id].map { steps[$0] }
    }

    public var questions: [Question] { steps.compactMap(\.question) }

    /// How many questions the steps ask, a repeating group's counted as `Step.questionsAsked`.
    public var questionCount: Int {
        steps.reduce(0) { $0 + $1.questionsAsked }
    }
}

/// A named value computed from answers (e.g. the PHQ-9 total), optionally put into bands.
public struct Score: Sendable {
    public struct Band: Sendable {
        public var min: Double
        public var max: Double
        public var label: LocalizedText
        public var location: SourceLocation
    }

    public var id: Located<String>
    public var label: LocalizedText?
    public var value: ExpressionSource?
    /// Whether the participant is shown the score at the end.
    public var show: Bool
    public var bands: [Band]
    public var location: SourceLocation
    /// Whether the participant sees the score over time on "My results" (`chart: true`).
    public var chart = false
    /// `chart-bands`: another score of the survey, computed from this one, whose band
    /// describes each charted value in words (a total charted, its severity in words).
    public var chartBands: Located<String>? = nil
}
