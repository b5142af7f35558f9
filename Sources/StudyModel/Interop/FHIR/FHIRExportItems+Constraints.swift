/// A question's `constraint` as the R4 `questionnaire-constraint` extension: its key (the
/// step id in FHIR id characters), severity `error` (the study does not record a broken
/// answer), the rule in FHIRPath and the `constraint-message` as its human text.
extension FHIRExportItems {
    mutating func constraint(of question: Question, place: String) -> FHIRJSON? {
        guard let constraint = question.constraint else { return nil }
        guard !insideRepeatingGroup else {
            notes.append(
                FHIRImportNote(
                    .notConverted, place + ".constraint",
                    "a constraint inside a repeating group has no FHIRPath form here (which instance would it mean?); left out"
                ))
            return nil
        }
        var export = FHIRPathExport(steps: steps, earlierScores: [])
        export.inlinedScores = scorePaths
        switch export.translate(constraint.text) {
        case .failure(let problem):
            notes.append(
                FHIRImportNote(
                    .notConverted, place + ".constraint",
                    "'\(constraint.text)' has no FHIRPath form: \(problem.message); the constraint is left out"))
            return nil
        case .success(let path):
            let part = { (name: String, key: String, value: String) in
                FHIRJSON.object([("url", .string(name)), (key, .string(value))])
            }
            return .object([
                ("url", .string(FHIRExtension.constraint)),
                (
                    "extension",
                    .array([
                        part("key", "valueId", FHIRQuestionnaireExport.resourceID(question.id.value.rawValue)),
                        part("severity", "valueCode", "error"),
                        part("expression", "valueString", Self.passingWhenEmpty(path)),
                        part("human", "valueString", question.constraintMessage?.resolved(in: language) ?? ""),
                    ])
                ),
            ])
        }
    }

    /// The study lets a constraint that comes out missing pass (there is nothing to compare
    /// with); FHIRPath's empty result is said to pass in so many words, so that no reader
    /// has to guess how it treats an empty invariant. The import takes the wrapper off.
    static func passingWhenEmpty(_ path: String) -> String {
        "(\(path)).empty() or (\(path))"
    }
}
