import Foundation

/// The items of one run's QuestionnaireResponse: each question on the run's path, in the
/// survey's order, with its answer typed as the exported Questionnaire's item (a choice or a
/// text scale's label as the coding its `answerOption` carries, one answer per choice of a
/// multiple choice, a duration, height or weight as a UCUM quantity), then the scores that
/// the Questionnaire has as calculated items. FHIR has no "skipped" answer: a question left
/// without one has no `answer` and says why in the data-absent-reason extension (skipped,
/// declined, or masked for an answer that identifies the participant). docs/interop.md.
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
                let outcome = run.answers[step.id.value]
            else { continue }
            var item: [(String, FHIRJSON?)] = [
                ("linkId", .string(step.id.value.rawValue)), ("text", .string(question.text.resolved(in: language))),
            ]
            if let value = outcome.value, let answers = answers(value, question.answer), !answers.isEmpty {
                item.append(("answer", .array(answers)))
            } else if let reason = Self.absentReason(outcome) {
                item.append(("extension", .array([Self.absence(reason)])))
            } else {
                continue
            }
            items.append(.object(item))
        }
        return items + scores(run: run, participant: participant)
    }

    static func absence(_ reason: String) -> FHIRJSON {
        .object([("url", .string(FHIRExtension.base + "data-absent-reason")), ("valueCode", .string(reason))])
    }

    /// The data-absent-reason code of a question left without an answer: skipped ("unknown":
    /// the participant moved on without saying why), declined ("asked-declined"), or answered
    /// with something that identifies them and is kept out of every export ("masked").
    static func absentReason(_ outcome: AnswerOutcome) -> String? {
        switch outcome {
        case .skipped: return "unknown"
        case .preferNotToAnswer: return "asked-declined"
        case .sealed: return "masked"
        case .answered(.email): return "masked"
        case .answered: return nil
        }
    }

    /// The answer[] of a question, or nil for an answer that identifies the participant (email).
    func answers(_ value: AnswerValue, _ format: AnswerFormat) -> [FHIRJSON]? {
        let options = format.choices
        switch value {
        case .yesNo(let answer): return [.object([("valueBoolean", .bool(answer))])]
        case .choice(let chosen, let otherText): return options.map { [choiceAnswer(chosen, otherText, $0)] }
        case .choices(let chosen, let otherText):
            return options.map { options in chosen.map { choiceAnswer($0, otherText, options) } }
        case .integer(let number), .scale(let number): return [.object([("valueInteger", .number(Double(number)))])]
        case .textScale(let position):
            guard case .textScale(let scale) = format, scale.labels.indices.contains(position - 1) else { return nil }
            let label = scale.labels[position - 1].resolved(in: language)
            return [
                .object([("valueCoding", .object([("code", .string(String(position))), ("display", .string(label))]))])
            ]
        case .decimal(let number): return [.object([("valueDecimal", .number(number))])]
        case .text(let text): return [.object([("valueString", .string(text))])]
        case .date(let day): return [.object([("valueDate", .string(day.iso))])]
        case .time(let minute): return [.object([("valueTime", .string(AnswerFormatting.clock(minute) + ":00"))])]
        case .dateTime(let day, let minute, let offset):
            let sign = offset < 0 ? "-" : "+"
            let moment =
                day.iso + "T" + AnswerFormatting.clock(minute) + ":00" + sign + AnswerFormatting.clock(abs(offset))
            return [.object([("valueDateTime", .string(moment))])]
        case .duration(let seconds): return [Self.quantity(Double(seconds), unit: "s")]
        case .height(let centimetres): return [Self.quantity(centimetres, unit: "cm")]
        case .weight(let kilograms): return [Self.quantity(kilograms, unit: "kg")]
        case .email: return nil
        }
    }

    /// A valueQuantity in UCUM (the unit the study stores: seconds, centimetres, kilograms).
    static func quantity(_ value: Double, unit: String) -> FHIRJSON {
        .object([
            (
                "valueQuantity",
                .object([
                    ("value", .number(value)), ("unit", .string(unit)), ("system", .string(FHIRExtension.ucum)),
                    ("code", .string(unit)),
                ])
            )
        ])
    }

    /// A choice as its coding; the "other" choice, when the participant typed what they
    /// meant, as that text: the answer R4 gives an `open-choice` item (the type the exported
    /// Questionnaire has for a question with an "other" choice) for what is not an option.
    private func choiceAnswer(_ value: String, _ otherText: String?, _ options: ChoiceOptions) -> FHIRJSON {
        if let text = otherText, !text.isEmpty, options.choices.contains(where: { $0.other && $0.value.value == value })
        {
            return .object([("valueString", .string(text))])
        }
        return .object([("valueCoding", coding(value, options))])
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
        let scores = TaskResult.surveyScores(survey: survey, run: run, language: language, today: today)
        return scores.compactMap { score in
            guard exported.contains(score.id), let value = score.value else { return nil }
            let label = survey.scores.first { $0.id.value == score.id }?.label?.resolved(in: language)
            return .object([
                ("linkId", .string(score.id)), ("text", .string(label ?? score.id)),
                ("answer", .array([.object([("valueDecimal", .number(value))])])),
            ])
        }
    }
}
