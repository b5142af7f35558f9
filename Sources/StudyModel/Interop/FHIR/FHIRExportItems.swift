/// The items of one survey's Questionnaire, and the notes of what they could not carry.
struct FHIRExportItems {
    let language: String
    let steps: [Step]
    var notes: [FHIRImportNote] = []
    /// The items of one instance of a repeating group, whose answers FHIRPath cannot find
    /// from the top of the response.
    var insideRepeatingGroup = false
    /// Inside a repeating group: the group and its steps, for constraints, which are written
    /// on the group item (evaluated once per instance) rather than on their question.
    var instance: (group: String, steps: Set<String>)?
    /// The constraints of the group's questions, for its group item.
    var groupConstraints: [FHIRJSON] = []

    /// Each score without bands as FHIRPath, for conditions that use it.
    private(set) var scorePaths: [String: String] = [:]

    init(language: String, steps: [Step], scores: [Score] = []) {
        self.language = language
        self.steps = steps
        for score in scores where score.bands.isEmpty {
            guard let value = score.value else { continue }
            var export = FHIRPathExport(steps: steps, earlierScores: [])
            export.inlinedScores = scorePaths
            if case .success(let path) = export.translate(value.text) { scorePaths[score.id.value] = path }
        }
    }

    mutating func all(task: String) -> [FHIRJSON] {
        steps.compactMap { item($0, task: task) }
    }

    mutating func item(_ step: Step, task: String) -> FHIRJSON? {
        let id = step.id.value.rawValue
        let place = "\(task).\(id)"
        var enableWhen: [FHIRJSON] = []
        var behaviour: String?
        var expression: FHIRJSON?
        if let showIf = step.showIf {
            if let (conditions, joined) = FHIREnableWhenExport(steps: steps).conditions(showIf.text) {
                enableWhen = conditions
                behaviour = conditions.count > 1 ? joined : nil
            } else if !insideRepeatingGroup, let path = enableWhenExpression(showIf.text) {
                expression = path
            } else {
                notes.append(
                    FHIRImportNote(
                        .notConverted, place + ".show-if",
                        "'\(showIf.text)' has no enableWhen or FHIRPath equivalent; the item is always enabled"))
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
                Self.adding(
                    expression,
                    to: [("linkId", .string(id)), ("type", .string("display")), ("text", .string(shown))]
                        + conditions(enableWhen, behaviour)))
        }
        guard let (type, extra) = answer(question.answer, place: place) else { return nil }
        let codes = question.codes.map { coding in
            FHIRJSON.object([
                ("system", .string(coding.system.value)), ("code", .string(coding.code.value)),
                ("display", coding.display.map(FHIRJSON.string)),
            ])
        }
        let rule = constraint(of: question, place: place)
        return .object(
            Self.adding(
                rule,
                to: Self.adding(
                    expression,
                    to: [
                        ("linkId", .string(id)), ("type", .string(type)),
                        ("text", .string(question.text.resolved(in: language))),
                        ("required", .bool(!question.optional)), ("code", codes.isEmpty ? nil : .array(codes)),
                    ] + extra + conditions(enableWhen, behaviour))))
    }

    /// `pairs` with `entry` added to their `extension` list (made when there is none).
    private static func adding(_ entry: FHIRJSON?, to pairs: [(String, FHIRJSON?)]) -> [(String, FHIRJSON?)] {
        guard let entry else { return pairs }
        var pairs = pairs
        guard let index = pairs.firstIndex(where: { $0.0 == "extension" }) else {
            return pairs + [("extension", .array([entry]))]
        }
        if case .array(let existing)? = pairs[index].1 {
            pairs[index].1 = .array(existing + [entry])
        } else {
            pairs[index].1 = .array([entry])
        }
        return pairs
    }

    /// A `show-if` that `enableWhen` cannot say (arithmetic, a score, functions) as the SDC
    /// `enableWhenExpression`, in the FHIRPath the import reads back; scores are written
    /// out as their own expression.
    private func enableWhenExpression(_ text: String) -> FHIRJSON? {
        var export = FHIRPathExport(steps: steps, earlierScores: [])
        export.inlinedScores = scorePaths
        guard case .success(let path) = export.translate(text) else { return nil }
        return .object([
            ("url", .string(FHIRExtension.enableWhenExpression)),
            ("valueExpression", .object([("language", .string("text/fhirpath")), ("expression", .string(path))])),
        ])
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
            return (Self.choiceType(options), [("answerOption", .array(choices(options)))])
        case .multipleChoice(let options):
            return (Self.choiceType(options), [("repeats", .bool(true)), ("answerOption", .array(choices(options)))])
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
        case .textScale(let options):
            // Each label as an option coded by its position from 1 (the value the study stores).
            let labels = options.labels.enumerated().map { position, label in
                FHIRJSON.object([
                    (
                        "valueCoding",
                        .object([
                            ("code", .string(String(position + 1))), ("display", .string(label.resolved(in: language))),
                        ])
                    )
                ])
            }
            return ("choice", [("answerOption", .array(labels))])
        case .email: return ("string", [])
        case .date(let options): return ("date", [("extension", dateLimits(options))])
        case .time(let options): return ("time", [("extension", timeLimits(options, place: place))])
        case .dateTime(let options): return ("dateTime", [("extension", dateTimeLimits(options, place: place))])
        case .duration(let options):
            return quantity("s", options.min.map { Double($0.value) }, options.max.map { Double($0.value) })
        case .height(let options): return quantity("cm", options.min?.value, options.max?.value)
        case .weight(let options): return quantity("kg", options.min?.value, options.max?.value)
        default:
            notes.append(
                FHIRImportNote(
                    .notConverted, place,
                    "a \(format.typeName) answer has no Questionnaire item type here; the question is left out"))
            return nil
        }
    }

    /// A `quantity` item in the UCUM unit the study stores, with its limits (SDC min/maxQuantity).
    private func quantity(_ unit: String, _ minimum: Double?, _ maximum: Double?) -> (String, [(String, FHIRJSON?)]) {
        func amount(_ value: Double) -> FHIRJSON {
            .object([
                ("value", .number(value)), ("unit", .string(unit)), ("system", .string(FHIRExtension.ucum)),
                ("code", .string(unit)),
            ])
        }
        var entries: [FHIRJSON] = [
            .object([
                ("url", .string(FHIRExtension.unitOption)),
                (
                    "valueCoding",
                    .object([
                        ("system", .string(FHIRExtension.ucum)), ("code", .string(unit)), ("display", .string(unit)),
                    ])
                ),
            ])
        ]
        if let minimum {
            entries.append(.object([("url", .string(FHIRExtension.minQuantity)), ("valueQuantity", amount(minimum))]))
        }
        if let maximum {
            entries.append(.object([("url", .string(FHIRExtension.maxQuantity)), ("valueQuantity", amount(maximum))]))
        }
        return ("quantity", [("extension", .array(entries))])
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
            var marks: [FHIRJSON] = []
            if let score = choice.score {
                marks.append(
                    .object([("url", .string(FHIRExtension.ordinalValue)), ("valueDecimal", .number(score.value))]))
            }
            if choice.other {
                marks.append(.object([("url", .string(FHIRExtension.otherChoice)), ("valueBoolean", .bool(true))]))
            }
            return .object([("valueCoding", value), ("extension", marks.isEmpty ? nil : .array(marks))])
        }
    }

    /// `open-choice` when a choice asks for the participant's own words ("other"): the
    /// response then carries that text as a valueString answer, as R4 has it.
    private static func choiceType(_ options: ChoiceOptions) -> String {
        options.choices.contains(where: \.other) ? "open-choice" : "choice"
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
