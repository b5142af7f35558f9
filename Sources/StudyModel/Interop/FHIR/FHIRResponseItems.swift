import Foundation

/// The items of one run's QuestionnaireResponse: each question answered on the run's path,
/// in the survey's order, with its answer typed as the exported Questionnaire's item (a choice
/// as the coding its `answerOption` carries, one answer per choice of a multiple choice), then
/// the scores that the Questionnaire has as calculated items. Skipped and declined questions
/// have no item (FHIR has no "skipped" answer; the CSV export keeps the reason).
struct FHIRResponseItems {
    let study: Study
    let task: StudyTask
    let survey: Survey
    var language: String { study.defaultLanguage }

    init(study: Study, task: StudyTask, survey: Survey) {
        self.study = study
        self.task = task
        self.survey = survey
    }

    mutating func items(run: TaskRun, participant: ExportParticipant) -> [FHIRJSON] {
        let onPath = Set(run.trail)
        var items: [FHIRJSON] = []
        for step in survey.steps {
            if let group = step.repeatingGroup, onPath.contains(step.id.value) {
                items += groupItems(step, group, run: run)
                continue
            }
            guard let question = step.question, onPath.contains(step.id.value),
                let value = run.answers[step.id.value]?.value,
                let answers = answers(value, question.answer), !answers.isEmpty
            else { continue }
            items.append(
                .object([
                    ("linkId", .string(step.id.value.rawValue)),
                    ("text", .string(question.text.resolved(in: language))),
                    ("answer", .array(answers)),
                ]))
        }
        return items + scores(run: run, participant: participant)
    }

    /// The answer[] of a question, or nil for answers the Questionnaire has no item for
    /// (text scales, durations, heights, weights) or that identify the participant (email).
    func answers(_ value: AnswerValue, _ format: AnswerFormat) -> [FHIRJSON]? {
        let options = format.choices
        switch value {
        case .yesNo(let answer): return [.object([("valueBoolean", .bool(answer))])]
        case .choice(let chosen, _): return options.map { [.object([("valueCoding", coding(chosen, $0))])] }
        case .choices(let chosen, _):
            return options.map { options in chosen.map { .object([("valueCoding", coding($0, options))]) } }
        case .integer(let number), .scale(let number): return [.object([("valueInteger", .number(Double(number)))])]
        case .decimal(let number): return [.object([("valueDecimal", .number(number))])]
        case .text(let text): return [.object([("valueString", .string(text))])]
        case .date(let day): return [.object([("valueDate", .string(day.iso))])]
        case .time(let minute): return [.object([("valueTime", .string(AnswerFormatting.clock(minute) + ":00"))])]
        case .dateTime(let day, let minute, let offset):
            let sign = offset < 0 ? "-" : "+"
            let moment =
                day.iso + "T" + AnswerFormatting.clock(minute) + ":00" + sign + AnswerFormatting.clock(abs(offset))
            return [.object([("valueDateTime", .string(moment))])]
        case .email, .textScale, .duration, .height, .weight: return nil
        }
    }

    /// The coding the exported `answerOption` of `value` has: its code with the label as
    /// display, or the value itself as the code.
    private func coding(_ value: String, _ options: ChoiceOptions) -> FHIRJSON {
        let choice = options.choices.first { $0.value.value == value }
        let label = choice.map { FHIRJSON.string($0.label.resolved(in: language)) }
        if let code = choice?.code {
            return .object([
                ("system", .string(code.system.value)), ("code", .string(code.code.value)), ("display", label),
            ])
        }
        return .object([("code", .string(value)), ("display", label)])
    }

    /// The scores the Questionnaire has as calculated items, when they have a number.
    private func scores(run: TaskRun, participant: ExportParticipant) -> [FHIRJSON] {
        var calculated = FHIRExportScores(language: language, steps: survey.steps)
        _ = calculated.items(survey.scores, task: task.id.value.rawValue)
        let exported = Set(calculated.exported)
        let day = run.endedAt ?? run.startedAt
        let today = ExpressionDate(day.date, timeZone: TimeZone(secondsFromGMT: day.utcOffsetSeconds) ?? .gmt)
        let result = TaskResult.survey(
            study: study, task: task, survey: survey, run: run, participant: participant.id, language: language,
            today: today)
        return result.scores.compactMap { score in
            guard exported.contains(score.id), let value = score.value else { return nil }
            let label = survey.scores.first { $0.id.value == score.id }?.label?.resolved(in: language)
            return .object([
                ("linkId", .string(score.id)), ("text", .string(label ?? score.id)),
                ("answer", .array([.object([("valueDecimal", .number(value))])])),
            ])
        }
    }
}
