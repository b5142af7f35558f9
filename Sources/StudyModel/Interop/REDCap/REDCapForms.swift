/// The dictionary's fields gathered into surveys, one per form in the order the forms first
/// appear: each field a question, an instruction (descriptive fields, section headers) or a
/// score (calc fields), with the notes of what could not be carried over.
struct REDCapForms {
    struct Form {
        var name: String
        var steps: [DraftNode] = []
        var scores: [DraftNode] = []
        /// The fields converted so far, by REDCap name, for branching logic and calculations.
        var fields: [String: (id: String, kind: REDCapKind)] = [:]
        /// The last question's REDCap name and its kind.
        var last: (name: String, kind: REDCapKind)?
        /// The questions and scores so far by study id, as expressions see them.
        var scope: [String: ExpressionType] = [:]
    }

    var forms: [Form] = []
    var notes: [FHIRImportNote] = []
    var usedIDs: Set<String> = []
    /// Every field name of the dictionary, to find a question's "other" companion.
    var allNames: Set<String> = []

    mutating func note(_ place: String, _ reason: String) {
        notes.append(FHIRImportNote(.notConverted, place, reason))
    }

    mutating func ignore(_ place: String, _ reason: String) {
        notes.append(FHIRImportNote(.ignored, place, reason))
    }

    /// A fresh id for a REDCap name: repaired into the id rules, made unique in the study.
    mutating func makeID(_ name: String) -> String {
        var base = IDRules.problem(with: name) == nil ? name : IDRules.repaired(name) ?? "field"
        if IDRules.problem(with: base) != nil { base = "field" }
        base = String(base.prefix(IDRules.maximumLength - 6))
        var id = base
        var counter = 2
        while usedIDs.contains(id) {
            id = "\(base)_\(counter)"
            counter += 1
        }
        usedIDs.insert(id)
        return id
    }

    func surveys() -> [FHIRStudyDraft.Survey] {
        var taskIDs: Set<String> = []
        return forms.map { form in
            var id = IDRules.problem(with: form.name) == nil ? form.name : IDRules.repaired(form.name) ?? "form"
            if IDRules.problem(with: id) != nil { id = "form" }
            while taskIDs.contains(id) { id += "_2" }
            taskIDs.insert(id)
            let words = form.name.replacingOccurrences(of: "_", with: " ").trimmingWhitespace
            let title = words.isEmpty ? "Form" : words.prefix(1).uppercased() + words.dropFirst()
            return FHIRStudyDraft.Survey(id: id, title: title, steps: form.steps, scores: form.scores)
        }
    }

    mutating func add(_ field: REDCapField, isRecordID: Bool) {
        let formName = field(.form)
        guard !formName.isEmpty else {
            note(field.place(.form), "the field '\(field.name)' has no form; left out")
            return
        }
        if forms.last?.name != formName {
            if let earlier = forms.firstIndex(where: { $0.name == formName }) {
                forms.append(forms.remove(at: earlier))
            } else {
                forms.append(Form(name: formName))
            }
        }
        guard !field.name.isEmpty else {
            note(field.place(.name), "the field has no name; left out")
            return
        }
        if isRecordID {
            ignore(field.place(.name), "'\(field.name)' is the record id; the study gives each participant its own id")
            return
        }
        if isCompanion(field) { return }
        noteLayout(field)
        addSectionHeader(field)
        var converter = REDCapFieldConverter(
            field: field, fields: forms[forms.count - 1].fields,
            hasOther: allNames.contains(ExportVariable.otherColumn(field.name)),
            scope: DictionaryExpressionScope(forms[forms.count - 1].scope))
        let converted = converter.convert(id: { makeID(field.name) })
        notes += converter.notes
        guard let converted else { return }
        switch converted.role {
        case .step: forms[forms.count - 1].steps.append(converted.node)
        case .score: forms[forms.count - 1].scores.append(converted.node)
        }
        if let type = converted.type { forms[forms.count - 1].scope[converted.id] = type }
        if let kind = converted.kind {
            forms[forms.count - 1].fields[field.name] = (converted.id, kind)
            forms[forms.count - 1].last = (field.name, kind)
        }
    }

    /// The text typed for "other" and a score's band, which `study export` writes as fields
    /// of their own beside the question or score: the study makes them again.
    private func isCompanion(_ field: REDCapField) -> Bool {
        guard let last = forms.last?.last, field.type == "text", field(.annotation).isEmpty else { return false }
        if field.name == ExportVariable.otherColumn(last.name) { return last.kind != .score }
        return field.name == ExportVariable.bandColumn(last.name) && last.kind == .score
    }

    private mutating func addSectionHeader(_ field: REDCapField) {
        let header = field(.sectionHeader)
        guard !header.isEmpty else { return }
        let id = makeID(field.name + "_section")
        forms[forms.count - 1].steps.append(
            FHIRYAML.map([("id", FHIRYAML.plain(id)), ("instruction", FHIRYAML.text(header))]))
    }

    /// Columns that only say how REDCap lays a field out.
    private mutating func noteLayout(_ field: REDCapField) {
        if !field(.matrixGroup).isEmpty {
            ignore(
                field.place(.matrixGroup),
                "matrix group '\(field(.matrixGroup))': its fields are asked one by one, with the same choices")
        }
        for column in [REDCapField.Column.alignment, .questionNumber, .matrixRanking] where !field(column).isEmpty {
            ignore(field.place(column), "'\(column.title)' only says how REDCap lays the field out")
        }
    }
}
