/// `study validate --against OUTPUT`: the changes between a study file and its
/// participants' journals, as located errors, so an incompatible edit is caught before it
/// is deployed. Each change is reported once, with how many participants it concerns and
/// the first of them, where the study file now says something else (or, for a task no
/// longer there, at the study's id).
public enum StudyChangeDiagnostics {
    /// One participant's changes, found with `StudyChange.find`.
    public struct Participant: Sendable {
        public var id: String
        public var changes: [StudyChange]

        public init(id: String, changes: [StudyChange]) {
            self.id = id
            self.changes = changes
        }
    }

    public static func diagnostics(study: Study, participants: [Participant], folder: String) -> [Diagnostic] {
        var order: [StudyChange] = []
        var who: [StudyChange: [String]] = [:]
        for participant in participants {
            for change in participant.changes {
                if who[change] == nil { order.append(change) }
                who[change, default: []].append(participant.id)
            }
        }
        return order.map { change in
            let ids = who[change] ?? []
            let people = ids.count == 1 ? "1 participant" : "\(ids.count) participants"
            let whom = "\(people) in \(folder) (first: \(ids.first ?? ""))"
            return diagnostic(change, whom: whom, study: study)
        }
    }

    private static let keepHint =
        "what was recorded stays as it was; resuming participants are told what no longer applies"

    private static func diagnostic(_ change: StudyChange, whom: String, study: Study) -> Diagnostic {
        let task = study.task(change.task)
        let taskLocation = task?.location ?? study.id.location
        switch change.kind {
        case .taskRemoved:
            return .error(
                .removedTask, "task '\(change.task)' is no longer in the study, but \(whom) have runs of it",
                at: study.id.location, hint: "put the task back, or deploy knowingly: " + keepHint)
        case .kindChanged:
            return .error(
                .changedAnswerType, "task '\(change.task)' is not a survey now, but \(whom) answered it as one",
                at: taskLocation, hint: "give the new task a new id, and keep the survey: " + keepHint)
        case let .questionRemoved(step):
            return .error(
                .removedQuestion,
                "question '\(step)' is no longer in task '\(change.task)', but \(whom) answered it",
                at: taskLocation, hint: "put the question back, or deploy knowingly: " + keepHint)
        case let .answerTypeChanged(step, was):
            let question = StudyChange.question(step, in: task?.survey)
            return .error(
                .changedAnswerType,
                "question '\(step)' now takes \(question?.answer.typeName ?? "other") answers, but \(whom) "
                    + "answered it as \(was)",
                at: question?.location ?? taskLocation,
                hint: "ask the new question under a new id, and keep the old one: " + keepHint)
        case let .choiceRemoved(step, value):
            let question = StudyChange.question(step, in: task?.survey)
            return .error(
                .removedChoice, "choice '\(value)' of question '\(step)' is gone, but \(whom) chose it",
                at: question?.answer.choices?.location ?? question?.location ?? taskLocation,
                hint: "keep the choice, or deploy knowingly: " + keepHint)
        }
    }
}
