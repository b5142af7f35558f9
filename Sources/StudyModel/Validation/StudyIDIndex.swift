/// Every id of the study, gathered in one walk that the checks share: the identifier,
/// expression and branching checks each hashed all the ids of the study again before,
/// about 4% of validating a large file.
struct StudyIDIndex {
    /// An id used a second time, with what used it first.
    struct Duplicate {
        var id: Located<String>
        var kind: String
        var earlierKind: String
        var earlierLocation: SourceLocation
    }

    private struct Entry {
        var firstKind: String
        var firstLocation: SourceLocation
        var described: IDDescription
        var stepOwner: IDDescription?
        /// An eligibility question's id is named as such over a task's step or score of that id.
        var isEligibility: Bool
    }

    private var entries: [String: Entry] = [:]
    /// In the order the ids stand in the study (eligibility, consent, permissions, tasks).
    private(set) var duplicates: [Duplicate] = []

    init(_ study: Study) {
        let eligibility = study.eligibility?.questions ?? []
        // Sized once: growing it step by step rehashed every id several times.
        let idCount = study.tasks.reduce(eligibility.count + study.permissions.count + study.consent.sections.count) {
            $0 + 1 + ($1.survey.map { $0.steps.count + $0.scores.count } ?? 0)
        }
        entries.reserveCapacity(idCount + (study.consent.quiz?.questions.count ?? 0))
        let eligible = IDDescription(kind: "eligibility question")
        // By index, so each step is read in place rather than copied whole.
        for index in eligibility.indices {
            let kind = eligibility[index].isQuestion ? "question" : "step"
            add(
                eligibility[index].id.map(\.rawValue), kind, describedAs: eligible, ownedBy: eligible,
                fromEligibility: true)
        }
        for section in study.consent.sections { add(section.id.map(\.rawValue), "consent section") }
        for question in study.consent.quiz?.questions ?? [] { add(question.id.map(\.rawValue), "quiz question") }
        for permission in study.permissions { add(permission.id.map(\.rawValue), "permission") }
        for task in study.tasks {
            add(task.id.map(\.rawValue), "task")
            let steps = task.survey?.steps ?? []
            let owner = IDDescription(kind: "step", task: task.id.value.rawValue)
            for index in steps.indices {
                let kind = steps[index].isQuestion ? "question" : "step"
                add(
                    steps[index].id.map(\.rawValue), kind,
                    describedAs: IDDescription(kind: kind, task: task.id.value.rawValue),
                    ownedBy: owner)
                addSteps(of: steps[index], task: task.id.value.rawValue)
            }
            for score in task.survey?.scores ?? [] {
                add(score.id, "score", describedAs: IDDescription(kind: "score", task: task.id.value.rawValue))
            }
        }
    }

    /// A repeating group's own steps: in the study's one namespace, described as the group's.
    private mutating func addSteps(of step: Step, task: String) {
        guard case let .repeatingGroup(group) = step.content else { return }
        let kind = "question of repeating group '\(step.id.value)'"
        for inner in group.steps {
            add(
                inner.id.map(\.rawValue), inner.isQuestion ? "question" : "step",
                describedAs: IDDescription(kind: kind, task: task),
                ownedBy: IDDescription(kind: "step of repeating group '\(step.id.value)'", task: task))
        }
    }

    /// What `id` names, for an expression that uses it where it cannot.
    func description(of id: String) -> IDDescription? {
        entries[id]?.described
    }

    /// Which task or part of the study has a step `id`, for "jumps into another task".
    func stepOwner(of id: String) -> IDDescription? {
        entries[id]?.stepOwner
    }

    /// `describedAs` and `ownedBy` replace what an earlier thing of the same id said: a step is
    /// named by its last task, a declaration without them only by the first thing of that id.
    private mutating func add(
        _ id: Located<String>, _ kind: String, describedAs described: IDDescription? = nil,
        ownedBy owner: IDDescription? = nil, fromEligibility: Bool = false
    ) {
        let key = id.value
        // An empty id is an error of its own; only a step's or score's can be looked up.
        if key.isEmpty && described == nil { return }
        guard let index = entries.index(forKey: key) else {
            entries[key] = Entry(
                firstKind: kind, firstLocation: id.location, described: described ?? IDDescription(kind: kind),
                stepOwner: owner, isEligibility: fromEligibility)
            return
        }
        let earlier = entries.values[index]
        if !key.isEmpty {
            duplicates.append(
                Duplicate(id: id, kind: kind, earlierKind: earlier.firstKind, earlierLocation: earlier.firstLocation))
        }
        guard let described, fromEligibility || !earlier.isEligibility else { return }
        entries.values[index].described = described
        if let owner { entries.values[index].stepOwner = owner }
        entries.values[index].isEligibility = fromEligibility || earlier.isEligibility
    }
}
