extension StudyParser {
    /// `answer: yes-no`, or a map with `type:` and the type's options.
    static func readAnswerFormat(_ node: YAMLNode, _ reader: StudyReader, owner: LazyDescription) -> AnswerFormat {
        let what = LazyDescription("the answer of \(owner)")
        let typeNode: YAMLNode?
        if node.scalar != nil {
            typeNode = node
        } else if let mapping = node.mapping {
            typeNode = mapping["type"]
            if typeNode == nil {
                reader.error(
                    .missingField, "\(what) is missing the required field 'type'", at: node,
                    hint: "add 'type:' with one of: " + AnswerFormat.typeNames.joined(separator: ", "))
                return .invalid
            }
        } else {
            reader.error(
                .wrongType, "\(what) must be an answer type or a map with 'type:', but it is \(reader.describe(node))",
                at: node)
            return .invalid
        }
        guard let typeNode, let type = reader.word(typeNode, "the answer type", from: AnswerFormat.typeNames) else {
            return .invalid
        }
        let optionsNode = node.mapping != nil ? node : YAMLNode.emptyMapping
        let definitions = StudyFormatDefinition.answerFields(of: type.value)
        guard let fields = FieldReader(optionsNode, "\(what) (\(type.value))", fields: definitions, reader: reader)
        else {
            return .invalid
        }
        let options = AnswerOptionsReader(fields: fields, reader: reader, typeNode: typeNode)
        return options.read(type.value)
    }
}
