import Foundation

/// `study export --format fhir`: every completed (or stopped) survey run as an R4
/// `QuestionnaireResponse`, one resource a line (NDJSON, the bulk-data convention), one file
/// per survey. Pure: the study and the participants read from their journals in, files out.
/// Each response points at the Questionnaire `export-questionnaire` writes (its canonical
/// `url|version`), names the participant by their pseudonymous id only, and answers with the
/// types that Questionnaire's items have; identifying answers (email) are never written, as
/// in every export (their item says `masked`). docs/interop.md.
public enum FHIRResponseExport {
    public static func file(_ task: String) -> String {
        "QuestionnaireResponse-" + task + ".ndjson"
    }

    public static func files(study: Study, participants: [ExportParticipant]) -> [ExportFiles.File] {
        study.tasks.compactMap { task -> ExportFiles.File? in
            guard let survey = task.survey else { return nil }
            let lines = participants.flatMap { Self.lines(study: study, task: task, survey: survey, participant: $0) }
            return ExportFiles.File(
                name: file(task.id.value.rawValue), data: Data(lines.map { $0 + "\n" }.joined().utf8),
                rows: lines.count)
        }
    }

    /// One participant's responses to one survey, a line each (without the line break):
    /// what the streamed export writes as it reads them.
    public static func lines(study: Study, task: StudyTask, survey: Survey, participant: ExportParticipant) -> [String]
    {
        participant.state.runs.compactMap { run in
            guard run.task == task.id.value, let status = status(run.status) else { return nil }
            return line(
                response(study: study, task: task, survey: survey, run: run, participant: participant, status: status))
        }
    }

    /// Runs still in progress (or active tasks' statuses) are not responses yet.
    static func status(_ status: TaskRunStatus) -> String? {
        switch status {
        case .completed: return "completed"
        case .stopped: return "stopped"
        case .inProgress, .notDone: return nil
        }
    }

    static func response(
        study: Study, task: StudyTask, survey: Survey, run: TaskRun, participant: ExportParticipant, status: String
    ) -> FHIRJSON {
        var items = FHIRResponseItems(study: study, task: task, survey: survey)
        return .object([
            ("resourceType", .string("QuestionnaireResponse")),
            ("id", .string(FHIRQuestionnaireExport.resourceID(participant.id + "." + run.run))),
            // The run as the other export files name it (an id may not hold '_').
            ("identifier", .object([("value", .string(run.run))])),
            (
                "questionnaire",
                .string(
                    FHIRQuestionnaireExport.canonical(study: study.id.value, task: task.id.value.rawValue) + "|"
                        + study.version)
            ),
            ("status", .string(status)),
            ("subject", .object([("identifier", .object([("value", .string(participant.id))]))])),
            ("authored", .string((run.endedAt ?? run.startedAt).iso8601)),
            ("item", .array(items.items(run: run, participant: participant))),
        ])
    }

    static func line(_ resource: FHIRJSON) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Built from strings, numbers, booleans, arrays and objects only: always encodable.
        return (try? encoder.encode(resource)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
