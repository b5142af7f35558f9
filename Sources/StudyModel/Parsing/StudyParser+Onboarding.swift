extension StudyParser {
    static func readIntroduction(_ node: YAMLNode, _ reader: StudyReader) -> Introduction? {
        guard let fields = FieldReader(node, "the introduction", .introduction, reader: reader) else {
            return nil
        }
        let placeholder = LocalizedText(.same(""), at: fields.location)
        return Introduction(
            title: fields.text("title", required: true) ?? placeholder,
            text: fields.text("text", required: true) ?? placeholder,
            learnMore: fields.text("learn-more"),
            callToAction: fields.text("call-to-action"),
            location: fields.location
        )
    }

    static func readEligibility(_ node: YAMLNode, _ reader: StudyReader) -> Eligibility? {
        guard let fields = FieldReader(node, "the eligibility check", .eligibility, reader: reader) else {
            return nil
        }
        let questions = fields.list("questions", required: true) ?? []
        if questions.isEmpty, let node = fields.optional("questions") {
            reader.error(
                .emptyList, "the eligibility check asks no questions", at: node,
                hint: "add the questions that decide who can take part, or remove 'eligibility'")
        }
        return Eligibility(
            questions: questions.compactMap { readStep($0, reader, allowsBranches: false) },
            criteria: fields.expression("criteria", required: true),
            ineligibleText: fields.text("ineligible", required: true) ?? LocalizedText(.same(""), at: fields.location),
            eligibleText: fields.text("eligible"),
            location: fields.location
        )
    }

    static func readPermission(_ node: YAMLNode, _ reader: StudyReader) -> Permission? {
        let what = reader.name(of: node, "permission")
        guard let fields = FieldReader(node, what, .permission, reader: reader) else { return nil }
        let id = fields.required("id").flatMap { reader.id($0, "the permission id", as: PermissionID.self) }
        if !fields.has("reason") {
            reader.report(
                .error(
                    .missingReason, "\(what) does not say why the study needs this data",
                    at: fields.location,
                    hint: "add 'reason:' with one short, polite sentence shown to the participant"))
        }
        return Permission(
            id: id ?? Located("", at: fields.location),
            title: fields.text("title", required: true) ?? LocalizedText(.same(""), at: fields.location),
            reason: fields.text("reason"),
            required: fields.boolean("required", default: false),
            kind: fields.word("kind").flatMap { PermissionKind(rawValue: $0.value) } ?? .data,
            location: fields.location
        )
    }
}
