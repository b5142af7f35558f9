/// The schema of each kind of field value, and of answers.
extension StudySchema {
    /// A scalar that is not empty or only spaces, as the parser requires of texts and values.
    private static let filledScalar: JSONValue = .object([
        "anyOf": .array([
            .object(["type": "string", "pattern": "\\S"]), .object(["type": .strings(["number", "boolean"])]),
        ])
    ])
    private static let languagePattern = "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"

    /// The value schemas many fields share, written once under `definitions`.
    static let sharedDefinitions: [String: JSONValue] = [
        "value": filledScalar,
        "text": .object([
            "description": "A text: one string, or a map from language code to string.",
            "anyOf": .array([filledScalar, perLanguage(filledScalar)]),
        ]),
        // The parser also takes yes and no, in any case; YAML 1.2 reads those as text.
        "boolean": .object(["anyOf": .array([.object(["type": "boolean"]), .object(["enum": .strings(yesNoWords)])])]),
        "id": .object([
            "type": "string", "pattern": "^[a-z][a-z0-9_]*$", "maxLength": .integer(IDRules.maximumLength),
            "not": .object(["enum": .strings(ExpressionLanguage.reservedWords.sorted())]),
        ]),
    ]

    static func schema(of value: FieldValue) -> JSONValue {
        switch value {
        case .text:
            return reference("text")
        case .string, .expression:
            return reference("value")
        case .id:
            return reference("id")
        case .studyID:
            return .object([
                "type": "string", "pattern": "^[a-z0-9][a-z0-9_-]*$", "maxLength": .integer(IDRules.maximumLength),
            ])
        case let .integer(range):
            var members: [String: JSONValue] = ["type": "integer"]
            if let range {
                members["minimum"] = .integer(range.lowerBound)
                members["maximum"] = .integer(range.upperBound)
            }
            return .object(members)
        case .number:
            return .object(["type": "number"])
        case .boolean:
            return reference("boolean")
        case let .word(words):
            return .object(["enum": .strings(words)])
        case .formatted:
            return .object(["type": "string"])
        case .languageCode:
            return .object(["type": "string", "pattern": .string(languagePattern)])
        case let .list(item, nonEmpty):
            var members: [String: JSONValue] = ["type": "array", "items": schema(of: item)]
            if nonEmpty { members["minItems"] = .integer(1) }
            return .object(members)
        case let .construct(construct):
            return reference(construct.rawValue)
        case .choice:
            return .object(["anyOf": .array([reference("value"), reference(StudyConstruct.choice.rawValue)])])
        case .answer:
            return reference("answer")
        case .fileNamePerLanguage:
            return .object(["anyOf": .array([reference("value"), perLanguage(reference("value"))])])
        case let .oneOrList(item):
            return .object([
                "anyOf": .array([schema(of: item), .object(["type": "array", "items": schema(of: item)])])
            ])
        case .taskParameters:
            return .object(["type": "object"])
        case .schedule:
            let short = JSONValue.object([
                "anyOf": .array([
                    .object(["enum": .strings(Schedule.repeatWords)]),
                    .object(["type": "string", "pattern": "^every [0-9]+ (days?|weeks?)$"]),
                ])
            ])
            return .object(["anyOf": .array([short, reference(StudyConstruct.schedule.rawValue)])])
        }
    }

    /// An answer: a type's name alone, or a map with `type:` and that type's options.
    static func answer() -> JSONValue {
        let forms = StudyFormatDefinition.answerTypes.map { type -> JSONValue in
            var form = object(type.options, extra: ["type": constant(type.name)])
                .merging(["description": .string(type.description)])
            let required = [StudyFormatDefinition.answerTypeField.key] + type.options.filter(\.required).map(\.key)
            form = form.merging(["required": .strings(required)])
            return form.merging(constraints(of: type.name))
        }
        let names = StudyFormatDefinition.answerTypes.map(\.name)
        return .object([
            "description": "An answer type's name, or a map with 'type:' and its options.",
            "anyOf": .array([.object(["enum": .strings(names)])] + forms),
        ])
    }

    /// Rules between an answer type's options that the parser checks.
    private static func constraints(of type: String) -> [String: JSONValue] {
        switch type {
        case "scale":
            let numberForm = JSONValue.object(["required": .strings(["min", "max"])])
            let textForm = JSONValue.object([
                "required": .strings(["labels"]),
                "not": .object([
                    "anyOf": .array(
                        StudyFormatDefinition.numberScaleKeys.map {
                            .object(["required": .strings([$0])])
                        })
                ]),
            ])
            return ["oneOf": .array([numberForm, textForm])]
        case "text":
            return ["dependencies": .object(["pattern": .strings(["pattern-message"])])]
        default:
            return [:]
        }
    }

    private static let yesNoWords = ["yes", "no", "Yes", "No", "YES", "NO"]

    private static func perLanguage(_ value: JSONValue) -> JSONValue {
        .object([
            "type": "object", "minProperties": .integer(1), "additionalProperties": value,
            "propertyNames": .object(["pattern": .string(languagePattern)]),
        ])
    }

    private static func reference(_ name: String) -> JSONValue {
        .object(["$ref": .string("#/definitions/\(name)")])
    }
}
