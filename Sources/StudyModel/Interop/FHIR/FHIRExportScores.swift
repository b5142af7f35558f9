/// A survey's scores as read-only `decimal` items after its questions, each with the SDC
/// `calculatedExpression` (FHIRPath) that works it out, so that a form filler computes the
/// score and the import turns the item back into the score. A score whose expression has no
/// FHIRPath form here, and score bands (FHIR has no equivalent), are noted.
struct FHIRExportScores {
    let language: String
    let steps: [Step]
    var notes: [FHIRImportNote] = []
    /// The ids of the scores written as items, in order.
    private(set) var exported: [String] = []

    init(language: String, steps: [Step]) {
        self.language = language
        self.steps = steps
    }

    mutating func items(_ scores: [Score], task: String) -> [FHIRJSON] {
        var written: Set<String> = []
        var items: [FHIRJSON] = []
        for (index, score) in scores.enumerated() {
            let id = score.id.value
            let place = "\(task).scores[\(index)]"
            guard let source = score.value else {
                notes.append(FHIRImportNote(.notConverted, place, "score '\(id)' has no value to export"))
                continue
            }
            switch FHIRPathExport(steps: steps, earlierScores: written).translate(source.text) {
            case .failure(let problem):
                notes.append(
                    FHIRImportNote(
                        .notConverted, place + ".value",
                        "score '\(id)' is not exported: \(problem.message)"))
            case .success(let expression):
                // A later score sees a banded one as its band's label, which FHIR has no way to say.
                if score.bands.isEmpty { written.insert(id) }
                exported.append(id)
                items.append(item(id: id, label: score.label?.resolved(in: language), expression: expression))
                if !score.bands.isEmpty {
                    notes.append(
                        FHIRImportNote(
                            .notConverted, place + ".bands",
                            "the bands of score '\(id)' have no Questionnaire equivalent; the score is exported without them"
                        ))
                }
            }
        }
        return items
    }

    private func item(id: String, label: String?, expression: String) -> FHIRJSON {
        .object([
            ("linkId", .string(id)), ("type", .string("decimal")), ("text", .string(label ?? id)),
            ("readOnly", .bool(true)),
            (
                "extension",
                .array([
                    .object([
                        ("url", .string(FHIRExtension.calculatedExpression)),
                        (
                            "valueExpression",
                            .object([("language", .string("text/fhirpath")), ("expression", .string(expression))])
                        ),
                    ])
                ])
            ),
        ])
    }
}
