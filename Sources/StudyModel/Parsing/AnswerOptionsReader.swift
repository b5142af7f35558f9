/// Reads the options of one answer type from its fields (already checked for unknown keys).
struct AnswerOptionsReader {
    let fields: FieldReader
    let reader: StudyReader
    /// Where the type name stands; problems with the whole answer point here. A location,
    /// not the node: the reader is made for every answer of the file (tenth round).
    private let anchor: SourceLocation

    init(fields: FieldReader, reader: StudyReader, typeNode: YAMLNode) {
        self.fields = fields
        self.reader = reader
        anchor = reader.location(of: typeNode)
    }

    func read(_ type: String) -> AnswerFormat {
        switch type {
        case "yes-no": return .yesNo(YesNoOptions(yesLabel: fields.text("yes-label"), noLabel: fields.text("no-label")))
        case "single-choice": return choices(type).map(AnswerFormat.singleChoice) ?? .invalid
        case "multiple-choice": return choices(type).map(AnswerFormat.multipleChoice) ?? .invalid
        case "value-picker": return choices(type).map(AnswerFormat.valuePicker) ?? .invalid
        case "integer": return .integer(numbers(whole: true))
        case "decimal": return .decimal(numbers(whole: false))
        case "scale": return scale()
        case "text": return .text(text())
        case "email": return .email
        case "date":
            let (min, max) = bounds(ValueFormats.dateBound, form: StudyFormatDefinition.dateForm)
            return .date(DateOptions(min: min, max: max))
        case "time":
            let (min, max) = bounds(ValueFormats.minuteOfDay, form: StudyFormatDefinition.timeForm)
            return .time(TimeOptions(min: min, max: max))
        case "date-time":
            let (min, max) = bounds(ValueFormats.dateTimeBound, form: StudyFormatDefinition.dateTimeForm)
            return .dateTime(DateTimeOptions(min: min, max: max))
        case "duration":
            let (min, max) = bounds(ValueFormats.duration, form: StudyFormatDefinition.durationForm)
            return .duration(DurationOptions(min: min, max: max))
        case "height": return .height(bodyMeasure())
        case "weight": return .weight(bodyMeasure())
        default: return .invalid
        }
    }

    private func choices(_ type: String) -> ChoiceOptions? {
        guard let nodes = fields.optional("choices").flatMap({ reader.list($0, "the choices") }) else {
            reader.report(
                .error(
                    .missingChoices, "a \(type) answer needs 'choices'", at: anchor,
                    hint: "write the answer as a map: type: \(type), then 'choices:' with one entry per line"))
            return nil
        }
        return ChoiceOptions(
            choices: nodes.compactMap(choice), minSelections: fields.integer("min-selections"),
            maxSelections: fields.integer("max-selections"),
            location: fields.optional("choices").map(reader.location(of:)) ?? anchor)
    }

    private func choice(_ node: YAMLNode) -> Choice? {
        let location = reader.location(of: node)
        if node.scalar != nil {
            guard let value = reader.string(node, "a choice") else { return nil }
            return Choice(
                value: value, label: LocalizedText(.same(value.value), at: location), exclusive: false,
                other: false, location: location)
        }
        guard let choice = FieldReader(node, "a choice", .choice, reader: reader),
            let value = choice.required("value").flatMap({ reader.string($0, "the value of a choice") })
        else { return nil }
        return Choice(
            value: value, label: choice.text("label") ?? LocalizedText(.same(value.value), at: location),
            exclusive: choice.boolean("exclusive", default: false), other: choice.boolean("other", default: false),
            location: location,
            code: choice.optional("code").flatMap {
                StudyParser.readCoding($0, owner: "the code of choice '\(value.value)'", reader)
            },
            score: choice.number("score"))
    }

    private func numbers(whole: Bool) -> NumberOptions {
        func value(_ key: String) -> Located<Double>? {
            whole ? fields.integer(key).map { Located(Double($0.value), at: $0.location) } : fields.number(key)
        }
        return NumberOptions(
            min: value("min"), max: value("max"), step: value("step"), unit: fields.text("unit"),
            places: whole ? nil : fields.integer("places")?.value)
    }

    private func scale() -> AnswerFormat {
        if let labelsNode = fields.optional("labels") {
            for key in StudyFormatDefinition.numberScaleKeys {
                if let extra = fields.optional(key) {
                    reader.error(
                        .scaleForm, "'\(key)' belongs to a number scale, but this scale has 'labels'", at: extra,
                        hint: "use either 'labels' (a text scale) or 'min' and 'max' (a number scale)")
                }
            }
            let labels = (reader.list(labelsNode, "the labels of the scale") ?? []).compactMap {
                reader.text($0, "a label of the scale")
            }
            return .textScale(TextScaleOptions(labels: labels, location: reader.location(of: labelsNode)))
        }
        guard let min = fields.integer("min"), let max = fields.integer("max") else {
            if !fields.has("min") || !fields.has("max") {
                reader.report(
                    .error(
                        .missingField, "a scale needs 'min' and 'max', or 'labels'", at: anchor,
                        hint: "e.g. min: 0, max: 10, min-label: No pain, max-label: Worst pain"))
            }
            return .invalid
        }
        return .scale(
            ScaleOptions(
                min: min, max: max, step: fields.integer("step") ?? Located(1, at: anchor),
                minLabel: fields.text("min-label"), maxLabel: fields.text("max-label"),
                defaultValue: fields.integer("default"), location: anchor))
    }

    private func text() -> TextOptions {
        let pattern = fields.string("pattern")
        if pattern != nil && !fields.has("pattern-message") {
            reader.report(
                .error(
                    .missingField, "a text answer with a 'pattern' needs a 'pattern-message'",
                    at: pattern!.location, hint: "say in plain words what to type, e.g. \"Enter 5 digits.\""))
        }
        return TextOptions(
            multiline: fields.boolean("multiline", default: false),
            maxLength: fields.integer("max-length"), pattern: pattern,
            patternMessage: fields.text("pattern-message"), placeholder: fields.text("placeholder"))
    }

    private func bodyMeasure() -> BodyMeasureOptions {
        return BodyMeasureOptions(
            entry: fields.word("entry").flatMap { BodyMeasureOptions.Entry(rawValue: $0.value) } ?? .metric,
            min: fields.number("min"), max: fields.number("max"))
    }

    /// `min` and `max` of a date, time or duration answer, in that order (so messages keep their order).
    private func bounds<T>(_ parse: (String) -> T?, form: String) -> (Located<T>?, Located<T>?) {
        let min = bound("min", parse, form: form)
        return (min, bound("max", parse, form: form))
    }

    private func bound<T>(_ key: String, _ parse: (String) -> T?, form: String) -> Located<T>? {
        guard let node = fields.optional(key), let text = reader.string(node, "'\(key)'") else { return nil }
        if let value = parse(text.value) { return Located(value, at: text.location) }
        reader.error(.wrongType, "'\(key)' must be written as \(form), but it is '\(text.value)'", at: node)
        return nil
    }
}
