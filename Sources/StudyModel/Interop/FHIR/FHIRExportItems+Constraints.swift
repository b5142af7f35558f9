/// A question's `constraint` as the R4 `questionnaire-constraint` extension: its key (the
/// step id in FHIR id characters), severity `error` (the study does not record a broken
/// answer), the rule in FHIRPath and the `constraint-message` as its human text. A question
/// of a repeating group has its constraint on the group item, checked in each instance.
extension FHIRExportItems {
    mutating func constraint(of question: Question, place: String) -> FHIRJSON? {
        guard let constraint = question.constraint else { return nil }
        var export = FHIRPathExport(steps: steps, earlierScores: [])
        export.inlinedScores = scorePaths
        export.instance = instance
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
            let entry = FHIRJSON.object([
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
            // In a repeating group the rule holds in each instance: on the group item, whose
            // response items are the instances, FHIRPath finds the instance's answers from
            // `%context`; its key names the question, which the import gives it back to.
            guard instance == nil else {
                groupConstraints.append(entry)
                return nil
            }
            return entry
        }
    }

    /// The study lets a constraint that comes out missing pass (there is nothing to compare
    /// with); FHIRPath's empty result is said to pass in so many words, so that no reader
    /// has to guess how it treats an empty invariant. The import takes the wrapper off.
    static func passingWhenEmpty(_ path: String) -> String {
        "(\(path)).empty() or (\(path))"
    }
}
