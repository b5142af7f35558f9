extension StudyParser {
    static func readTask(_ node: YAMLNode, _ reader: StudyReader) -> StudyTask? {
        // The allowed keys depend on the kind, so look at the kind before checking keys.
        let kindName = node.mapping?["kind"]?.scalar?.string
        let activeKind = kindName.flatMap(ActiveTaskKind.init(rawValue:))
        let survey = StudyFormatDefinition.fields(of: .surveyTask)
        let active = StudyFormatDefinition.fields(of: .activeTask)
        let extra = kindName == "survey" ? survey : activeKind != nil ? active : survey + active
        let what = reader.name(of: node, "task")
        let definitions = StudyFormatDefinition.fields(of: .task) + extra
        guard let fields = FieldReader(node, what, fields: definitions, reader: reader) else { return nil }
        let id = fields.required("id").flatMap { reader.id($0, "the task id", as: TaskID.self) }
        let kind: StudyTask.Kind
        switch fields.word("kind", required: true)?.value {
        case "survey": kind = .survey(readSurvey(fields, what: what, reader))
        case let name?: kind = .active(readActiveTask(fields, ActiveTaskKind(rawValue: name)!, what: what, reader))
        case nil: kind = .invalid
        }
        return StudyTask(
            id: id ?? Located("", at: fields.location),
            title: fields.text("title", required: true) ?? LocalizedText(.same(""), at: fields.location),
            kind: kind,
            estimatedMinutes: fields.integer("estimated-minutes")?.value,
            schedule: readSchedule(fields.optional("schedule"), of: what, reader),
            description: fields.text("description"),
            completion: fields.text("completion"),
            needs: (fields.list("needs") ?? []).compactMap {
                reader.id($0, "a permission in 'needs' of \(what)", as: PermissionID.self)
            },
            location: fields.location
        )
    }

    private static func readSurvey(_ fields: FieldReader, what: String, _ reader: StudyReader) -> Survey {
        let steps = fields.list("steps", required: true) ?? []
        if steps.isEmpty, let node = fields.optional("steps") {
            reader.error(.emptyList, "\(what) has no steps", at: node)
        }
        return Survey(
            steps: steps.compactMap { readStep($0, reader, allowsBranches: true) },
            scores: (fields.list("scores") ?? []).compactMap { readScore($0, reader) })
    }

    private static func readScore(_ node: YAMLNode, _ reader: StudyReader) -> Score? {
        let what = reader.name(of: node, "score")
        guard let fields = FieldReader(node, what, .score, reader: reader) else { return nil }
        let id = fields.required("id").flatMap { reader.id($0, "the score id") }
        let bands = (fields.list("bands") ?? []).compactMap { node -> Score.Band? in
            guard let band = FieldReader(node, "a band of \(what)", .band, reader: reader),
                let min = band.required("min").flatMap({ reader.number($0, "'min' of a band of \(what)") }),
                let max = band.required("max").flatMap({ reader.number($0, "'max' of a band of \(what)") }),
                let label = band.text("label", required: true)
            else { return nil }
            return Score.Band(min: min.value, max: max.value, label: label, location: band.location)
        }
        return Score(
            id: id ?? Located("", at: fields.location), label: fields.text("label"),
            value: fields.expression("value", required: true), show: fields.boolean("show", default: false),
            bands: bands, location: fields.location, chart: fields.boolean("chart", default: false),
            chartBands: fields.optional("chart-bands").flatMap { reader.id($0, "'chart-bands' of \(what)") })
    }
}
