/// A repeating group in a QuestionnaireResponse: the group's item once per instance kept,
/// in the order given ("repeats as repeated items", as FHIR answers a repeating group), each
/// holding that instance's answered questions. Removed instances are not in it.
extension FHIRResponseItems {
    func groupItems(_ step: Step, _ group: RepeatingGroup, run: TaskRun) -> [FHIRJSON] {
        guard let state = run.groups[step.id.value] else { return [] }
        return state.kept.compactMap { instance in
            let onPath = Set(instance.trail)
            let items: [FHIRJSON] = group.steps.compactMap { inner in
                guard let question = inner.question, onPath.contains(inner.id.value),
                    let value = instance.answers[inner.id.value]?.value,
                    let answers = answers(value, question.answer), !answers.isEmpty
                else { return nil }
                return .object([
                    ("linkId", .string(inner.id.value.rawValue)),
                    ("text", .string(question.text.resolved(in: language))), ("answer", .array(answers)),
                ])
            }
            // FHIR forbids an empty group item: an instance with no answer is left out.
            guard !items.isEmpty else { return nil }
            return .object([
                ("linkId", .string(step.id.value.rawValue)), ("text", .string(group.title.resolved(in: language))),
                ("item", .array(items)),
            ])
        }
    }
}
