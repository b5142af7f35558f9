import Foundation

/// `study export-questionnaire`: each survey of a study as a FHIR R4 Questionnaire. Pure:
/// a study in, JSON resources and the notes of what could not be said out. Questions,
/// instructions, codes, choices with codes and scores (the ordinalValue extension),
/// required, limits and units; `show-if` as `enableWhen` when it is one comparison or
/// answered() test, or several joined by all `and` or all `or`; scores as calculated
/// items (SDC calculatedExpression in FHIRPath). docs/interop.md.
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
            var items = FHIRExportItems(language: language, steps: survey.steps, scores: survey.scores)
            var calculated = FHIRExportScores(language: language, steps: survey.steps)
            let questionnaire = FHIRJSON.object([
                ("resourceType", .string("Questionnaire")),
                ("id", .string(resourceID(taskID))),
                ("url", .string(canonical(study: study.id.value, task: taskID))),
                ("name", .string(resourceID(taskID))),
                ("title", .string(task.title.resolved(in: language))),
                ("version", .string(study.version)),
                ("status", .string("draft")),
                ("item", .array(items.all(task: taskID) + calculated.items(survey.scores, task: taskID))),
            ])
            notes += items.notes + calculated.notes
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            if let data = try? encoder.encode(questionnaire) { resources.append(Resource(taskID: taskID, json: data)) }
        }
        return (resources, notes)
    }

    /// The Questionnaire's canonical URL, which each exported QuestionnaireResponse names: a
    /// URN made of the study's and the task's ids, since a study has no web address of its own.
    static func canonical(study: String, task: String) -> String {
        "urn:study:\(resourceID(study)):\(resourceID(task))"
    }

    /// FHIR ids allow letters, digits, '-' and '.', at most 64.
    static func resourceID(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" }.prefix(64))
    }
}
