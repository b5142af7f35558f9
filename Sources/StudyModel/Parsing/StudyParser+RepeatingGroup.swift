extension StudyParser {
    /// The repeating group a step with `group:` is (nil for any other step). A group has no
    /// question or instruction of its own; its `steps:` are read without branches and
    /// without groups inside.
    static func readRepeatingGroup(_ fields: FieldReader, what: LazyDescription, _ reader: StudyReader)
        -> RepeatingGroup?
    {
        guard let titleNode = fields.optional("group") else { return nil }
        for key in ["question", "instruction"] + StudyFormatDefinition.questionOnlyKeys
            + StudyFormatDefinition.instructionOnlyKeys
        {
            guard let extra = fields.optional(key) else { continue }
            reader.error(
                .repeatGroup, "'\(key)' does not belong to a repeating group, and \(what) is one ('group:')",
                at: extra, hint: "put the questions of one instance under 'steps:'")
        }
        let title = reader.text(titleNode, "the group of \(what)") ?? LocalizedText(.same(""), at: fields.location)
        var minimum = Located(0, at: fields.location)
        var maximum = Located(StudyFormatDefinition.repeatMaximum, at: fields.location)
        if let repeatNode = fields.required("repeat"),
            let counts = FieldReader(repeatNode, "the 'repeat' of \(what)", .repeatCount, reader: reader)
        {
            minimum = counts.integer("min") ?? minimum
            maximum = counts.integer("max", required: true) ?? maximum
        }
        let steps = (fields.list("steps", required: true) ?? []).compactMap {
            readStep($0, reader, allowsBranches: false, inGroup: true)
        }
        return RepeatingGroup(
            title: title, label: fields.text("label"), minimum: minimum, maximum: maximum, steps: steps,
            location: fields.location)
    }

    /// `label`, `repeat` and `steps` on a question or instruction: they belong to groups.
    static func reportGroupOnlyKeys(_ fields: FieldReader, what: LazyDescription, _ reader: StudyReader) {
        for key in StudyFormatDefinition.groupOnlyKeys {
            guard let extra = fields.optional(key) else { continue }
            reader.error(
                .repeatGroup, "'\(key)' belongs to repeating groups, but \(what) is not one",
                at: extra, hint: "add 'group:' with the group's heading, or remove '\(key)'")
        }
    }
}
