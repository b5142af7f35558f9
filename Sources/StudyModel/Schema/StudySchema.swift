/// A JSON Schema (draft-07, the draft YAML language servers support best) of the study file
/// format, generated from `StudyFormatDefinition` and the active-task parameter table, so
/// that editors check a study file against the very rules the parser applies.
public enum StudySchema {
    public static let draft = "http://json-schema.org/draft-07/schema#"

    /// The whole schema: the top level of a study file, with each construct under `definitions`.
    public static func document() -> JSONValue {
        var definitions = sharedDefinitions
        for construct in StudyConstruct.allCases where construct != .study {
            definitions[construct.rawValue] = object(StudyFormatDefinition.fields(of: construct))
        }
        definitions[StudyConstruct.task.rawValue] = task()
        definitions[StudyConstruct.step.rawValue] = step(.step)
        definitions[StudyConstruct.eligibilityStep.rawValue] = step(.eligibilityStep)
        definitions[StudyConstruct.groupStep.rawValue] = step(.groupStep)
        definitions["answer"] = answer()
        return object(StudyFormatDefinition.fields(of: .study)).merging([
            "$schema": .string(draft),
            "title": "study file",
            "description": "A study for the `study` terminal runner (docs/study-format.md).",
            "definitions": .object(definitions),
        ])
    }

    /// A map that allows exactly `fields`, requiring those marked required.
    static func object(_ fields: [FieldDefinition], extra: [String: JSONValue] = [:]) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        for field in fields {
            properties[field.key] = schema(of: field.value).merging(["description": .string(field.description)])
        }
        // An extra schema narrows the field's own (a task's `kind` to one word), keeping its description.
        for (key, narrowing) in extra {
            guard case let .object(members) = narrowing else { continue }
            properties[key] = properties[key]?.merging(members) ?? narrowing
        }
        var members: [String: JSONValue] = [
            "type": "object",
            "properties": .object(properties),
            "additionalProperties": .boolean(false),
        ]
        let required = fields.filter(\.required).map(\.key)
        if !required.isEmpty { members["required"] = .strings(required) }
        return .object(members)
    }

    /// A task: one form per kind, since the kind decides which keys (and parameters) it has.
    private static func task() -> JSONValue {
        let common = StudyFormatDefinition.fields(of: .task)
        let survey = object(common + StudyFormatDefinition.fields(of: .surveyTask), extra: ["kind": constant("survey")])
        let active = ActiveTaskKind.allCases.map { kind -> JSONValue in
            let parameters = kind.parameterSpecs.map(\.fieldDefinition)
            var fields = common + StudyFormatDefinition.fields(of: .activeTask)
            if let index = fields.firstIndex(where: { $0.key == "parameters" }) {
                fields[index].required = parameters.contains(where: \.required)
            }
            return object(fields, extra: ["kind": constant(kind.rawValue), "parameters": object(parameters)])
        }
        return .object([
            "description": "A survey or an active task; its kind decides the other keys.",
            "oneOf": .array([survey] + active),
        ])
    }

    /// A step is a question (with `question:` and `answer:`), an instruction or (in a survey)
    /// a repeating group (with `group:`, `repeat:` and `steps:`), never two of them, and none
    /// has the others' keys.
    private static func step(_ construct: StudyConstruct) -> JSONValue {
        let has = { (key: String) in JSONValue.object(["required": .strings([key])]) }
        let questionOnly = (["question"] + StudyFormatDefinition.questionOnlyKeys).map(has)
        let instructionOnly = (["instruction"] + StudyFormatDefinition.instructionOnlyKeys).map(has)
        let groupOnly = (["group"] + StudyFormatDefinition.groupOnlyKeys).map(has)
        let question: JSONValue = .object([
            "required": .strings(["question", "answer"]),
            "not": .object(["anyOf": .array(instructionOnly + groupOnly)]),
        ])
        let instruction: JSONValue = .object([
            "required": .strings(["instruction"]), "not": .object(["anyOf": .array(questionOnly + groupOnly)]),
        ])
        var forms = [question, instruction]
        if construct == .step {
            forms.append(
                .object([
                    "required": .strings(["group", "repeat", "steps"]),
                    "not": .object(["anyOf": .array(questionOnly + instructionOnly)]),
                ]))
        }
        return object(StudyFormatDefinition.fields(of: construct)).merging(["oneOf": .array(forms)])
    }

    static func constant(_ value: String) -> JSONValue {
        .object(["const": .string(value)])
    }
}
