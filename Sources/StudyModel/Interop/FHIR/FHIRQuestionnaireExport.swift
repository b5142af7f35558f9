import Foundation

/// `study export-questionnaire`: each survey of a study as a FHIR R4 Questionnaire. Pure:
/// a study in, JSON resources and the notes of what could not be said out. Questions,
/// instructions, codes, choices with codes and scores (the ordinalValue extension),
/// required, limits and units; `show-if` as `enableWhen` when it is one comparison or
/// answered() test, or several joined by all `and` or all `or`. docs/interop.md.
public enum FHIRQuestionnaireExport {
    public struct Resource: Sendable {
        public var taskID: String
        public var json: Data
    }

    public static func export(_ study: Study) -> (resources: [Resource], notes: [FHIRImportNote]) {
        var resources: [Resource] = []
        var notes: [FHIRImportNote] = []
        let language = study.defaultLanguage
        for task in study.tasks {
            guard let survey = task.survey else { continue }
            let taskID = task.id.value.rawValue
            var items = FHIRExportItems(language: language, steps: survey.steps)
            let questionnaire = FHIRJSON.object([
                ("resourceType", .string("Questionnaire")),
                ("id", .string(resourceID(taskID))),
                ("name", .string(resourceID(taskID))),
                ("title", .string(task.title.resolved(in: language))),
                ("version", .string(study.version)),
                ("status", .string("draft")),
                ("item", .array(items.all(task: taskID))),
            ])
            notes += items.notes
            for (index, score) in survey.scores.enumerated() {
                notes.append(
                    FHIRImportNote(
                        .notConverted, "\(taskID).scores[\(index)]",
                        "score '\(score.id.value)' is not exported (its expression is not translated to FHIRPath yet)"))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            if let data = try? encoder.encode(questionnaire) { resources.append(Resource(taskID: taskID, json: data)) }
        }
        return (resources, notes)
    }

    /// FHIR ids allow letters, digits, '-' and '.', at most 64.
    static func resourceID(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" }.prefix(64))
    }
}
