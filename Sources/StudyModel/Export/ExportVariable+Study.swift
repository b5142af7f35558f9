/// The variables of a study's surveys, in the study's order: each question, then the scores.
extension ExportVariable {
    public static func variables(of task: StudyTask, survey: Survey, language: String) -> [ExportVariable] {
        let questions = survey.steps.flatMap { step in
            if let group = step.repeatingGroup {
                return groupVariables(step: step, group: group, task: task.id.value.rawValue, language: language)
            }
            return step.question.map {
                [question(step: step, question: $0, task: task.id.value.rawValue, language: language)]
            }
                ?? []
        }
        return questions + survey.scores.map { score($0, task: task.id.value.rawValue, language: language) }
    }

    static func question(step: Step, question: Question, task: String, language: String) -> ExportVariable {
        let name = fieldName(step.id.value.rawValue)
        let format = question.answer
        var columns = [name]
        if case let .multipleChoice(options) = format {
            columns = options.values.map { optionColumn(name, $0) }
        }
        if format.choices?.choices.contains(where: \.other) == true { columns.append(otherColumn(name)) }
        var variable = ExportVariable(
            name: name, id: step.id.value.rawValue, task: task, label: question.text.resolved(in: language),
            source: .question(question), unit: TaskResult.unit(of: format, language: language),
            showIf: step.showIf?.text, codes: codes(of: format, language: language), columns: columns)
        variable.constraint = question.constraint?.text
        variable.constraintMessage = question.constraintMessage?.resolved(in: language)
        return variable
    }

    static func score(_ score: Score, task: String, language: String) -> ExportVariable {
        let name = fieldName(score.id.value)
        let bands = score.bands.map {
            Code(
                code: NumberText.text($0.min) + " to " + NumberText.text($0.max), label: $0.label.resolved(in: language)
            )
        }
        return ExportVariable(
            name: name, id: score.id.value, task: task, label: score.label?.resolved(in: language) ?? score.id.value,
            source: .score(score), unit: nil, showIf: nil, codes: bands,
            columns: score.bands.isEmpty ? [name] : [name, bandColumn(name)])
    }

    /// The column of a score's band label.
    public static func bandColumn(_ name: String) -> String { name + "_band" }

    /// The allowed values with their codes, as the data writes them.
    static func codes(of format: AnswerFormat, language: String) -> [Code] {
        switch format {
        case let .yesNo(options):
            return [
                Code(code: "1", label: options.yesLabel?.resolved(in: language) ?? "Yes"),
                Code(code: "0", label: options.noLabel?.resolved(in: language) ?? "No"),
            ]
        case let .singleChoice(options), let .multipleChoice(options), let .valuePicker(options):
            return options.choices.map { Code(code: $0.value.value, label: $0.label.resolved(in: language)) }
        case let .scale(options):
            return stride(from: options.min.value, through: options.max.value, by: max(1, options.step.value)).map {
                value in
                let end =
                    value == options.min.value
                    ? options.minLabel : value == options.max.value ? options.maxLabel : nil
                return Code(code: String(value), label: end?.resolved(in: language) ?? String(value))
            }
        case let .textScale(options):
            return options.labels.enumerated().map {
                Code(code: String($0.offset + 1), label: $0.element.resolved(in: language))
            }
        default:
            return []
        }
    }
}
