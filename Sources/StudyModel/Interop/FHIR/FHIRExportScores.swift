/// A survey's scores as read-only `decimal` items after its questions, each with the SDC
/// `calculatedExpression` (FHIRPath) that works it out, so that a form filler computes the
/// score and the import turns the item back into the score. A score whose expression has no
/// FHIRPath form here is noted. Score bands, which FHIR has no element for, go with the item
/// as the study format's own `score-band` extension (`FHIRExtension.scoreBand`).
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
                items.append(item(score, expression: expression))
            }
        }
        return items
    }

    private func item(_ score: Score, expression: String) -> FHIRJSON {
        let calculated = FHIRJSON.object([
            ("url", .string(FHIRExtension.calculatedExpression)),
            (
                "valueExpression",
                .object([("language", .string("text/fhirpath")), ("expression", .string(expression))])
            ),
        ])
        return .object([
            ("linkId", .string(score.id.value)), ("type", .string("decimal")),
            ("text", .string(score.label?.resolved(in: language) ?? score.id.value)), ("readOnly", .bool(true)),
            ("extension", .array([calculated] + score.bands.map(band))),
        ])
    }

    private func band(_ band: Score.Band) -> FHIRJSON {
        .object([
            ("url", .string(FHIRExtension.scoreBand)),
            (
                "extension",
                .array([
                    .object([("url", .string("min")), ("valueDecimal", .number(band.min))]),
                    .object([("url", .string("max")), ("valueDecimal", .number(band.max))]),
                    .object([("url", .string("label")), ("valueString", .string(band.label.resolved(in: language)))]),
                ])
            ),
        ])
    }
}
