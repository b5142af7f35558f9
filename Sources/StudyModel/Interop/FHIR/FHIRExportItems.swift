/// The items of one survey's Questionnaire, and the notes of what they could not carry.
struct FHIRExportItems {
    let language: String
    let steps: [Step]
    var notes: [FHIRImportNote] = []

    init(language: String, steps: [Step]) {
        self.language = language
        self.steps = steps
    }

    mutating func all(task: String) -> [FHIRJSON] {
        steps.compactMap { item($0, task: task) }
    }

    mutating func item(_ step: Step, task: String) -> FHIRJSON? {
        let id = step.id.value.rawValue
        let place = "\(task).\(id)"
        var enableWhen: [FHIRJSON] = []
        var behaviour: String?
        if let showIf = step.showIf {
            if let (conditions, joined) = FHIREnableWhenExport(steps: steps).conditions(showIf.text) {
                enableWhen = conditions
                behaviour = conditions.count > 1 ? joined : nil
            } else {
                notes.append(
                    FHIRImportNote(
                        .notConverted, place + ".show-if",
                        "'\(showIf.text)' has no enableWhen equivalent; the item is always enabled"))
            }
        }
        if case let .repeatingGroup(group) = step.content {
            return groupItem(step, group, task: task, conditions: conditions(enableWhen, behaviour))
        }
        guard let question = step.question else {
            guard case .instruction(let title, let text) = step.content else { return nil }
            let shown = [title?.resolved(in: language), text.resolved(in: language)].compactMap { $0 }.joined(
                separator: "\n\n")
            return .object(
                [("linkId", .string(id)), ("type", .string("display")), ("text", .string(shown))]
                    + conditions(enableWhen, behaviour))
        }
        guard let (type, extra) = answer(question.answer, place: place) else { return nil }
        let codes = question.codes.map { coding in
            FHIRJSON.object([
                ("system", .string(coding.system.value)), ("code", .string(coding.code.value)),
                ("display", coding.display.map(FHIRJSON.string)),
            ])
        }
        return .object(
            [
                ("linkId", .string(id)), ("type", .string(type)),
                ("text", .string(question.text.resolved(in: language))),
                ("required", .bool(!question.optional)), ("code", codes.isEmpty ? nil : .array(codes)),
            ] + extra + conditions(enableWhen, behaviour))
    }

    func conditions(_ enableWhen: [FHIRJSON], _ behaviour: String?) -> [(String, FHIRJSON?)] {
        [
            ("enableWhen", enableWhen.isEmpty ? nil : .array(enableWhen)),
            ("enableBehavior", behaviour.map(FHIRJSON.string)),
        ]
    }

    private mutating func answer(_ format: AnswerFormat, place: String) -> (String, [(String, FHIRJSON?)])? {
        switch format {
        case .yesNo: return ("boolean", [])
        case .singleChoice(let options), .valuePicker(let options):
            return ("choice", [("answerOption", .array(choices(options)))])
        case .multipleChoice(let options):
            return ("choice", [("repeats", .bool(true)), ("answerOption", .array(choices(options)))])
        case .integer(let options):
            return (
                "integer", [("extension", limits(options.min?.value, options.max?.value, options.unit, "valueInteger"))]
            )
        case .decimal(let options):
            return (
                "decimal", [("extension", limits(options.min?.value, options.max?.value, options.unit, "valueDecimal"))]
            )
        case .scale(let options):
            return (
                "integer",
                [("extension", limits(Double(options.min.value), Double(options.max.value), nil, "valueInteger"))]
            )
        case .text(let options):
            return (
                options.multiline ? "text" : "string",
                [("maxLength", options.maxLength.map { .number(Double($0.value)) })]
            )
        case .email: return ("string", [])
        case .date: return ("date", [])
        case .time: return ("time", [])
        case .dateTime: return ("dateTime", [])
        default:
            notes.append(
                FHIRImportNote(
                    .notConverted, place,
                    "a \(format.typeName) answer has no Questionnaire item type here; the question is left out"))
            return nil
        }
    }

    private func choices(_ options: ChoiceOptions) -> [FHIRJSON] {
        options.choices.map { choice in
            let label = choice.label.resolved(in: language)
            let value: FHIRJSON =
                choice.code.map { code in
                    .object([
                        ("system", .string(code.system.value)), ("code", .string(code.code.value)),
                        ("display", .string(label)),
                    ])
                } ?? .object([("code", .string(choice.value.value)), ("display", .string(label))])
            let score = choice.score.map { score in
                FHIRJSON.array([
                    .object([("url", .string(FHIRExtension.ordinalValue)), ("valueDecimal", .number(score.value))])
                ])
            }
            return .object([("valueCoding", value), ("extension", score)])
        }
    }

    /// minValue and maxValue (of the item's own type, `key`) and the unit.
    private func limits(_ minimum: Double?, _ maximum: Double?, _ unit: LocalizedText?, _ key: String) -> FHIRJSON? {
        var entries: [FHIRJSON] = []
        if let minimum { entries.append(.object([("url", .string(FHIRExtension.minValue)), (key, .number(minimum))])) }
        if let maximum { entries.append(.object([("url", .string(FHIRExtension.maxValue)), (key, .number(maximum))])) }
        if let unit {
            entries.append(
                .object([
                    ("url", .string(FHIRExtension.unit)),
                    ("valueCoding", .object([("display", .string(unit.resolved(in: language)))])),
                ]))
        }
        return entries.isEmpty ? nil : .array(entries)
    }
}
