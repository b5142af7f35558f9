/// One field of a dictionary as a step or a score (docs/interop.md, "REDCap"), and the notes
/// of what it could not carry, each at its line and column.
struct REDCapFieldConverter {
    enum Role { case step, score }

    struct Converted {
        var node: DraftNode
        var role: Role
        var id: String
        /// How logic compares it, and how expressions see it; nil for an instruction.
        var kind: REDCapKind?
        var type: ExpressionType?
    }

    let field: REDCapField
    let fields: [String: (id: String, kind: REDCapKind)]
    let hasOther: Bool
    /// The questions and scores converted before, by study id, with their types.
    let scope: DictionaryExpressionScope
    var notes: [FHIRImportNote] = []
    /// The study type `study export` wrote in the annotation, if any.
    var studyType: String? { field.annotation["study type"] }

    init(
        field: REDCapField, fields: [String: (id: String, kind: REDCapKind)], hasOther: Bool,
        scope: DictionaryExpressionScope
    ) {
        self.field = field
        self.fields = fields
        self.hasOther = hasOther
        self.scope = scope
    }

    mutating func note(_ column: REDCapField.Column, _ reason: String) {
        notes.append(FHIRImportNote(.notConverted, field.place(column), reason))
    }

    mutating func convert(id makeID: () -> String) -> Converted? {
        let type = field.type
        if type == "calc" || field.annotation["@READONLY score"] != nil || field.calcText != nil {
            return score(id: makeID())
        }
        if type == "descriptive" {
            let id = makeID()
            let text = field(.label).isEmpty ? field.name : piped(field(.label), column: .label)
            return Converted(
                node: FHIRYAML.map([
                    ("id", FHIRYAML.plain(id)), ("instruction", FHIRYAML.text(text)), ("show-if", showIf()),
                ]), role: .step, id: id, kind: nil)
        }
        guard let (answer, kind) = answer(type) else { return nil }
        let id = makeID()
        if field.isYes(.identifier) && studyType != "email" && field(.validation) != "email" {
            note(
                .identifier,
                "the study marks only email answers as identifying; this answer would be exported as it is")
        }
        let numeric = kind == .number
        let fieldNote = numeric || field(.note).isEmpty ? nil : piped(field(.note), column: .note)
        let label = field(.label).isEmpty ? field.name : piped(field(.label), column: .label)
        let detail = [fieldNote, sliderDetail()].compactMap { $0 }.joined(separator: "\n")
        let rule = constraint(id: id, answer: answer)
        return Converted(
            node: FHIRYAML.map([
                ("id", FHIRYAML.plain(id)),
                ("question", FHIRYAML.text(label)),
                ("detail", detail.isEmpty ? nil : FHIRYAML.text(detail)),
                ("optional", field.isYes(.required) ? nil : FHIRYAML.plain("true")),
                ("show-if", showIf()),
                ("answer", answer),
                ("constraint", rule?.rule),
                ("constraint-message", rule?.message),
            ]), role: .step, id: id, kind: kind, type: Self.expressionType(of: answer))
    }

    /// `show-if` from the annotation `study export` wrote, else from the branching logic.
    private mutating func showIf() -> DraftNode? {
        let written = field.annotation["show-if"]
        let column: REDCapField.Column = written == nil ? .branching : .annotation
        let logic = written ?? field(.branching)
        guard !logic.isEmpty else { return nil }
        var translator = REDCapLogic(fields: fields)
        let translated = written.map { Result<String, FHIRPathProblem>.success($0) } ?? translator.translate(logic)
        switch translated {
        case .success(let text):
            if let problem = problem(text, condition: true) {
                note(column, "the condition '\(text)' does not check: \(problem); the field is always shown")
                return nil
            }
            return FHIRYAML.text(text)
        case .failure(let problem):
            note(column, "the branching logic cannot be converted: \(problem.message); the field is always shown")
            return nil
        }
    }

    private mutating func score(id: String) -> Converted? {
        let written = field.annotation["@READONLY score"]
        let expression: String
        // @CALCTEXT keeps its formula in the annotation; a calc field, in the choices column.
        let formulaColumn: REDCapField.Column = field.calcText == nil ? .choices : .annotation
        if let written {
            expression = written
        } else {
            var translator = REDCapLogic(fields: fields)
            switch translator.translate(field.calcText ?? field(.choices)) {
            case .success(let text): expression = text
            case .failure(let problem):
                note(formulaColumn, "the calculation cannot be converted: \(problem.message); the field is left out")
                return nil
            }
        }
        if let problem = problem(expression, condition: false) {
            note(
                written == nil ? formulaColumn : .annotation,
                "the calculation '\(expression)' does not check: \(problem); the field is left out")
            return nil
        }
        if !field(.branching).isEmpty {
            note(.branching, "a calculated field is worked out whatever the branching")
        }
        let bands = bands()
        return Converted(
            node: FHIRYAML.map([
                ("id", FHIRYAML.plain(id)),
                ("label", field(.label).isEmpty ? nil : FHIRYAML.text(field(.label))),
                ("value", FHIRYAML.text(expression)),
                ("bands", bands),
                // A later expression sees a score with bands as its band's label.
            ]), role: .score, id: id, kind: .score, type: bands == nil ? .number : .text)
    }

    /// `bands: 0 to 4 Minimal; 5 to 9 Mild`, as `study export` writes them.
    private mutating func bands() -> DraftNode? {
        guard let text = field.annotation["bands"] else { return nil }
        var nodes: [DraftNode] = []
        for band in text.components(separatedBy: "; ") {
            let words = band.split(separator: " ", maxSplits: 3).map(String.init)
            guard words.count == 4, words[1] == "to", let low = Double(words[0]), let high = Double(words[2]) else {
                note(.annotation, "the band '\(band)' is not 'min to max label'; the bands are left out")
                return nil
            }
            nodes.append(
                FHIRYAML.map([
                    ("min", FHIRYAML.number(low)), ("max", FHIRYAML.number(high)), ("label", FHIRYAML.text(words[3])),
                ]))
        }
        return nodes.isEmpty ? nil : FHIRYAML.list(nodes)
    }
}
