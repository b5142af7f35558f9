extension StudyParser {
    /// A step is a question (it has `question:`), an instruction (it has `instruction:`) or,
    /// in a survey, a repeating group (it has `group:`; its own steps are read `inGroup`).
    static func readStep(_ node: YAMLNode, _ reader: StudyReader, allowsBranches: Bool, inGroup: Bool = false)
        -> Step?
    {
        let what = LazyDescription(reader.name(of: node, "step"))
        let construct: StudyConstruct = inGroup ? .groupStep : allowsBranches ? .step : .eligibilityStep
        guard let fields = FieldReader(node, describedAs: what, construct, reader: reader) else { return nil }
        let id = fields.required("id").flatMap { reader.id($0, "the step id", as: StepID.self) }
        let content: Step.Content
        if let group = readRepeatingGroup(fields, what: what, reader) {
            content = .repeatingGroup(group)
        } else {
            content = readQuestionOrInstruction(fields, id: id, what: what, reader)
        }
        return Step(
            id: id ?? Located("", at: fields.location),
            content: content,
            showIf: fields.expression("show-if"),
            branches: (fields.list("branches") ?? []).compactMap { readBranch($0, owner: what, reader) },
            location: fields.location
        )
    }

    private static func readQuestionOrInstruction(
        _ fields: FieldReader, id: Located<StepID>?, what: LazyDescription, _ reader: StudyReader
    ) -> Step.Content {
        let content: Step.Content
        switch (fields.optional("question"), fields.optional("instruction")) {
        case (let question?, nil):
            content = .question(readQuestion(fields, question, id: id, what: what, reader))
        case (nil, let instruction?):
            content = .instruction(
                title: fields.text("title"),
                text: reader.text(instruction, "the instruction of \(what)")
                    ?? LocalizedText(.same(""), at: fields.location))
            for key in StudyFormatDefinition.questionOnlyKeys {
                if let extra = fields.optional(key) {
                    reader.error(
                        .instructionField, "'\(key)' belongs to questions, but \(what) is an instruction",
                        at: extra, hint: "remove it, or make the step a question with 'question:'")
                }
            }
        case (_?, _?):
            reader.report(
                .error(
                    .stepKind, "\(what) has both 'question' and 'instruction'", at: fields.location,
                    hint: "split it into an instruction step and a question step"))
            content = .instruction(title: nil, text: LocalizedText(.same(""), at: fields.location))
        case (nil, nil):
            reader.report(
                .error(
                    .stepKind, "\(what) has neither 'question' nor 'instruction'", at: fields.location,
                    hint: "add 'question:' (with 'answer:') or 'instruction:'"))
            content = .instruction(title: nil, text: LocalizedText(.same(""), at: fields.location))
        }
        if case .question = content, let title = fields.optional("title") {
            reader.error(
                .questionField, "'title' belongs to instructions; questions have 'question' and 'detail'",
                at: title, hint: "move the text into 'detail:'")
        }
        reportGroupOnlyKeys(fields, what: what, reader)
        return content
    }

    private static func readQuestion(
        _ fields: FieldReader, _ text: YAMLNode, id: Located<StepID>?, what: LazyDescription, _ reader: StudyReader
    ) -> Question {
        var question = Question(
            id: id ?? Located("", at: fields.location),
            text: reader.text(text, "the question of \(what)") ?? LocalizedText(.same(""), at: fields.location),
            detail: fields.text("detail"),
            optional: fields.boolean("optional", default: false),
            preferNotToAnswer: fields.boolean("prefer-not-to-answer", default: false),
            answer: fields.required("answer").map { readAnswerFormat($0, reader, owner: what) } ?? .invalid,
            location: fields.location,
            codes: (fields.list("codes") ?? []).compactMap { readCoding($0, owner: "a code of \(what)", reader) }
        )
        question.identifier = fields.boolean("identifier", default: false)
        question.constraint = fields.expression("constraint")
        question.constraintMessage = fields.text("constraint-message")
        if let constraint = fields.optional("constraint"), question.constraintMessage == nil {
            reader.error(
                .missingField, "\(what) has a 'constraint' but no 'constraint-message' to show when it fails",
                at: constraint,
                hint: "add e.g. constraint-message: \"The end date must be after the start date.\"")
        }
        if let message = fields.optional("constraint-message"), question.constraint == nil {
            reader.warning(
                .redundantField, "'constraint-message' of \(what) is never shown without a 'constraint'",
                at: message, hint: "add the 'constraint:' it explains, or remove the message")
        }
        return question
    }

    /// One coding (`system`, `code`, `display`) of a question or a choice.
    static func readCoding(_ node: YAMLNode, owner: String, _ reader: StudyReader) -> Coding? {
        guard let fields = FieldReader(node, owner, .coding, reader: reader),
            let system = fields.string("system", required: true),
            let code = fields.string("code", required: true)
        else { return nil }
        return Coding(system: system, code: code, display: fields.string("display")?.value, location: fields.location)
    }

    private static func readBranch(_ node: YAMLNode, owner: LazyDescription, _ reader: StudyReader) -> Branch? {
        guard let fields = FieldReader(node, "a branch of \(owner)", .branch, reader: reader),
            let targetNode = fields.required("go-to"),
            let target = reader.string(targetNode, "the 'go-to' of a branch of \(owner)")
        else { return nil }
        let resolved: Branch.Target = target.value == "end" ? .end : .step(StepID(target.value))
        return Branch(
            condition: fields.expression("if"), target: Located(resolved, at: target.location),
            location: fields.location)
    }
}
