extension StudyParser {
    static let answerKeys: [String: [String]] = [
        "yes-no": ["yes-label", "no-label"],
        "single-choice": ["choices"],
        "multiple-choice": ["choices", "min-selections", "max-selections"],
        "value-picker": ["choices"],
        "integer": ["min", "max", "step", "unit"],
        "decimal": ["min", "max", "step", "unit", "places"],
        "scale": ["min", "max", "step", "min-label", "max-label", "default", "labels"],
        "text": ["multiline", "max-length", "pattern", "pattern-message", "placeholder"],
        "email": [],
        "date": ["min", "max"], "time": ["min", "max"], "date-time": ["min", "max"], "duration": ["min", "max"],
        "height": ["entry", "min", "max"], "weight": ["entry", "min", "max"],
    ]

    /// `answer: yes-no`, or a map with `type:` and the type's options.
    static func readAnswerFormat(_ node: YAMLNode, _ reader: StudyReader, owner: String) -> AnswerFormat {
        let what = "the answer of \(owner)"
        let typeNode: YAMLNode?
        if node.scalar != nil {
            typeNode = node
        } else if let mapping = node.mapping {
            typeNode = mapping["type"]
            if typeNode == nil {
                reader.error(.missingField, "\(what) is missing the required field 'type'", at: node,
                             hint: "add 'type:' with one of: " + AnswerFormat.typeNames.joined(separator: ", "))
                return .invalid
            }
        } else {
            reader.error(.wrongType, "\(what) must be an answer type or a map with 'type:', but it is \(reader.describe(node))",
                         at: node)
            return .invalid
        }
        guard let typeNode, let type = reader.word(typeNode, "the answer type", from: AnswerFormat.typeNames) else {
            return .invalid
        }
        let optionsNode = node.mapping != nil ? node : YAMLNode.emptyMapping
        guard let fields = FieldReader(optionsNode, "\(what) (\(type.value))",
                                       keys: ["type"] + (answerKeys[type.value] ?? []), reader: reader) else {
            return .invalid
        }
        let options = AnswerOptionsReader(fields: fields, reader: reader, typeNode: typeNode)
        return options.read(type.value)
    }
}
