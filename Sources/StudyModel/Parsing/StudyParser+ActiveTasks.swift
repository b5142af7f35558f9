extension StudyParser {
    static func readActiveTask(
        _ fields: FieldReader, _ kind: ActiveTaskKind, what: String, _ reader: StudyReader
    ) -> ActiveTask {
        let specs = kind.parameterSpecs
        let given = fields.optional("parameters").flatMap {
            FieldReader(
                $0, "the parameters of \(what) (\(kind.rawValue))", fields: specs.map(\.fieldDefinition),
                reader: reader)
        }
        var values: [String: ParameterValue] = [:]
        var locations: [String: SourceLocation] = [:]
        for spec in specs {
            let node = given?.optional(spec.name)
            if let node { locations[spec.name] = reader.location(of: node) }
            values[spec.name] = parameter(spec, node, what: what, location: given?.location ?? fields.location, reader)
        }
        for rule in kind.parameterOrderings {
            if case let .integer(low)? = values[rule.lower], case let .integer(high)? = values[rule.upper], low > high {
                reader.report(
                    .error(
                        .parameterOrder,
                        "'\(rule.lower)' (\(low)) is greater than '\(rule.upper)' (\(high)) in \(what)",
                        at: locations[rule.upper] ?? locations[rule.lower] ?? fields.location,
                        hint: "make '\(rule.upper)' at least \(low)"))
            }
        }
        if kind == .spatialSpan, case let .integer(grid)? = values["grid-size"],
            case let .integer(span)? = values["max-span"], span > grid * grid
        {
            reader.report(
                .error(
                    .parameterRange,
                    "'max-span' (\(span)) is more than the \(grid * grid) cells of a \(grid)×\(grid) grid in \(what)",
                    at: locations["max-span"] ?? locations["grid-size"] ?? fields.location,
                    hint: "lower 'max-span' to \(grid * grid) or enlarge 'grid-size'"))
        }
        var task = ActiveTask(
            kind: kind, instructions: fields.text("instructions"), when: fields.text("when"),
            parameters: values, location: fields.location)
        task.chart = chartFigure(fields, kind, what: what, reader)
        return task
    }

    /// `chart: true` charts the kind's default figure, or the one `chart-figure` names (one
    /// of this kind's); a `chart-figure` without `chart: true` charts nothing, so it is flagged.
    private static func chartFigure(
        _ fields: FieldReader, _ kind: ActiveTaskKind, what: String, _ reader: StudyReader
    ) -> ResultFigure? {
        let figures = ResultFigure.figures(of: kind)
        let node = fields.optional("chart-figure")
        let named = node.flatMap {
            reader.word($0, "'chart-figure' of \(what) (\(kind.rawValue))", from: figures.map(\.name))
        }
        guard fields.boolean("chart", default: false) else {
            if let node, let named {
                reader.warning(
                    .redundantField, "'chart-figure' of \(what) has no effect without 'chart: true'",
                    at: node, hint: "add 'chart: true' to chart \(named.value), or remove 'chart-figure'")
            }
            return nil
        }
        return figures.first { $0.name == named?.value } ?? ResultFigure.defaultFigure(of: kind)
    }

    private static func parameter(
        _ spec: ParameterSpec, _ node: YAMLNode?, what: String, location: SourceLocation, _ reader: StudyReader
    ) -> ParameterValue? {
        let name = "'\(spec.name)' of \(what)"
        switch spec.kind {
        case let .integer(range, defaultValue, _):
            guard let node else { return .integer(defaultValue) }
            return reader.integer(node, name, in: range).map { .integer($0.value) } ?? .integer(defaultValue)
        case let .boolean(defaultValue):
            return .boolean(node.flatMap { reader.boolean($0, name) } ?? defaultValue)
        case let .word(allowed, defaultValue):
            return .word(node.flatMap { reader.word($0, name, from: allowed)?.value } ?? defaultValue)
        case let .keyPair(defaultValue):
            guard let node, let keys = reader.string(node, name) else { return .word(defaultValue) }
            let letters = Array(keys.value.lowercased())
            guard letters.count == 2, letters[0] != letters[1], letters.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                reader.error(
                    .parameterRange, "\(name) must be two different letters, such as 'fj', but it is '\(keys.value)'",
                    at: node)
                return .word(defaultValue)
            }
            return .word(String(letters))
        case .requiredText:
            guard let node else {
                reader.report(
                    .error(
                        .missingParameter, "\(what) needs the parameter '\(spec.name)' (\(spec.meaning))",
                        at: location, hint: "add '\(spec.name):' under 'parameters:'"))
                return nil
            }
            return reader.text(node, name).map { .text($0) }
        }
    }
}
