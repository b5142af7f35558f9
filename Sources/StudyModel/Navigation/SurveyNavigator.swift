/// What comes next in a survey (or in the eligibility questions), as a pure function of the
/// steps and the answers so far, in the manner of ResearchKit's `stepAfterStep:withResult:`.
/// Built once per survey; every `show-if` and branch `if` is parsed here, once.
///
/// The rules, in the order they apply after a step:
/// 1. the step's branches are checked in order; the first whose `if` holds (or that has
///    no `if`) decides: its step, or the end;
/// 2. without such a branch, the survey goes on with the following step;
/// 3. from there, steps whose `show-if` does not hold are passed over, and the first
///    shown step is the answer (the end when none is left). A passed-over step's
///    branches are not checked.
///
/// Answers are given as expression values keyed by question id. An absent key is a
/// missing answer: unanswered, skipped, declined ("prefer not to answer") or hidden.
/// A navigator built from a survey adds its scores to them before any condition is
/// checked, so conditions may use a score as soon as the answers it needs are given.
///
/// **Answers to steps off the trail.** When a participant goes back and changes an answer,
/// answers to questions that are no longer on their path stay in the runner's store (as
/// in ResearchKit, so that coming back to such a question shows the earlier answer). They
/// must not count, though: the format promises that a hidden question is missing. So the
/// runner passes `trail.keepingShown(answers)` (the answers to steps on the trail)
/// to navigation, eligibility and scores, and marks the others "not shown" in the results
/// (`trail.idsNotShown(in:)`).
///
/// **Studies that were not validated.** Nothing here traps or loops for ever: a condition
/// that does not parse never holds, a branch to a step that does not exist is ignored, a
/// step id that is not in the survey is followed by the end, duplicate ids mean their
/// first step, predictions stop when their path comes round again, and
/// `next(after:trail:answers:today:)` ends the survey once the run has shown
/// `stepBudget` screens.
public struct SurveyNavigator: Sendable {
    enum Target: Sendable {
        case position(Int)
        case end
        /// A jump to a step that does not exist: the branch is ignored.
        case nowhere
    }

    struct Jump: Sendable {
        var condition: NavigationCondition
        var target: Target
    }

    struct Entry: Sendable {
        var id: StepID
        var isQuestion: Bool
        /// `Step.questionsAsked`: a repeating group counts its questions.
        var questionsAsked: Int
        var showIf: NavigationCondition
        var jumps: [Jump]
    }

    let entries: [Entry]
    /// Each id's position (the first step with that id).
    let positions: IDPositions<StepID>
    /// How many screens one run may show before `next(after:trail:answers:today:)` ends it.
    /// Generous: a validated survey's loops are left by the participant's answers long
    /// before, and only a survey that loops whatever the answers reaches it.
    public let stepBudget: Int
    /// The survey's scores, worked out before each condition is checked so that `show-if`
    /// and branches can use them as soon as their answers are given; nil without scores.
    let calculations: ScoreCalculator?
    /// The language banded scores are compared in (as `ScoreCalculator.results`).
    let calculationLanguage: String?

    /// Parses every condition of `steps` once. `stepBudget` defaults to 20 screens per
    /// step, and at least 1,000.
    public init(steps: [Step], stepBudget: Int? = nil) {
        self.init(steps: steps, scores: [], stepBudget: stepBudget, language: nil)
    }

    /// A survey's navigator: its steps, and its scores usable in conditions.
    public init(survey: Survey, stepBudget: Int? = nil, language: String? = nil) {
        self.init(steps: survey.steps, scores: survey.scores, stepBudget: stepBudget, language: language)
    }

    init(steps: [Step], scores: [Score], stepBudget: Int?, language: String?) {
        calculations = scores.isEmpty ? nil : ScoreCalculator(scores: scores)
        calculationLanguage = language
        let positions = IDPositions(steps.lazy.map(\.id.value))
        self.positions = positions
        self.entries = steps.map { step in
            Entry(
                id: step.id.value,
                isQuestion: step.question != nil,
                questionsAsked: step.questionsAsked,
                showIf: NavigationCondition(step.showIf),
                jumps: step.branches.map { branch in
                    let target: Target
                    switch branch.target.value {
                    case .end: target = .end
                    case let .step(id): target = positions[id].map(Target.position) ?? .nowhere
                    }
                    return Jump(condition: NavigationCondition(branch.condition), target: target)
                })
        }
        let (perStep, overflow) = steps.count.multipliedReportingOverflow(by: 20)
        self.stepBudget = max(1, stepBudget ?? max(1_000, overflow ? Int.max : perStep))
    }

    /// The ids of the steps, in the order written.
    public var stepIDs: [StepID] { entries.map(\.id) }

    /// Whether `id` is a question step (false for instructions and unknown ids).
    public func isQuestion(_ id: StepID) -> Bool {
        positions[id].map { entries[$0].isQuestion } ?? false
    }

    /// Whether the step's `show-if` holds now (false for unknown ids).
    public func isShown(_ id: StepID, answers: [String: ExpressionValue], today: ExpressionDate) -> Bool {
        positions[id].map { entries[$0].showIf.holds(answers: withCalculations(answers, today), today: today) } ?? false
    }

    /// The first step to show: the first whose `show-if` holds, or the end.
    public func firstStep(answers: [String: ExpressionValue], today: ExpressionDate) -> NavigationTarget {
        target(firstShown(from: 0, answers: withCalculations(answers, today), today: today))
    }

    /// The step to show after `stepID` has been answered (or read): see the rules above.
    /// An id that is not in the survey is followed by the end.
    public func next(
        after stepID: StepID, answers: [String: ExpressionValue],
        today: ExpressionDate
    ) -> NavigationTarget {
        guard let position = positions[stepID] else { return .end }
        return target(successor(of: position, answers: withCalculations(answers, today), today: today))
    }

    /// `next(after:answers:today:)`, but the end once this run has shown `stepBudget`
    /// screens (`trail.visitCount`), so that a survey that loops whatever the answers
    /// (possible only without validation) cannot keep a participant for ever.
    public func next(
        after stepID: StepID, trail: NavigationTrail, answers: [String: ExpressionValue],
        today: ExpressionDate
    ) -> NavigationTarget {
        guard trail.visitCount < stepBudget else { return .end }
        return next(after: stepID, answers: answers, today: today)
    }

    // MARK: Positions

    /// The answers with the scores added (`ScoreCalculator.values`): what conditions see.
    func withCalculations(_ answers: [String: ExpressionValue], _ today: ExpressionDate) -> [String: ExpressionValue] {
        calculations?.values(answers: answers, today: today, language: calculationLanguage) ?? answers
    }

    func target(_ position: Int?) -> NavigationTarget {
        position.map { .step(entries[$0].id) } ?? .end
    }

    /// The first shown step at or after `position`; nil for the end.
    func firstShown(from position: Int, answers: [String: ExpressionValue], today: ExpressionDate) -> Int? {
        var candidate = max(position, 0)
        while candidate < entries.count {
            if entries[candidate].showIf.holds(answers: answers, today: today) { return candidate }
            candidate += 1
        }
        return nil
    }

    /// The step shown after the one at `position`; nil for the end.
    func successor(of position: Int, answers: [String: ExpressionValue], today: ExpressionDate) -> Int? {
        for jump in entries[position].jumps where jump.condition.holds(answers: answers, today: today) {
            switch jump.target {
            case .end: return nil
            case let .position(target): return firstShown(from: target, answers: answers, today: today)
            case .nowhere: continue
            }
        }
        return firstShown(from: position + 1, answers: answers, today: today)
    }
}
