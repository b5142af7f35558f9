/// The study's data dictionary in REDCap's layout: its 18 columns in REDCap's order, one
/// row per field (a multiple choice is one `checkbox` field whose options become the
/// `var___code` columns of the data). The record id comes first, as REDCap requires. The
/// study's `show-if` expressions are in their own language, not REDCap's, so they are kept
/// in the annotation rather than in the branching logic, which REDCap would reject.
public enum DataDictionary {
    public static let header = [
        "Variable / Field Name", "Form Name", "Section Header", "Field Type", "Field Label",
        "Choices, Calculations, OR Slider Labels", "Field Note", "Text Validation Type OR Show Slider Number",
        "Text Validation Min", "Text Validation Max", "Identifier?", "Branching Logic (Show field only if...)",
        "Required Field?", "Custom Alignment", "Question Number (surveys only)", "Matrix Group Name",
        "Matrix Ranking?", "Field Annotation",
    ]

    /// One field's cells, by column name; absent columns are empty.
    struct Field {
        var cells: [String: String]

        var row: [String] { DataDictionary.header.map { cells[$0] ?? "" } }
    }

    public static func table(study: Study) -> CSVTable {
        let surveys = study.tasks.compactMap { task in task.survey.map { (task, $0) } }
        var table = CSVTable(header: header)
        // REDCap needs the record id first, in the first form; a study without surveys keeps it
        // in a form of its own.
        let firstForm = surveys.first.map { ExportVariable.fieldName($0.0.id.value.rawValue) } ?? "participants"
        table.rows.append(
            Field(cells: [
                header[0]: "participant", header[1]: firstForm, header[3]: "text",
                header[4]: "Participant id", header[17]: "The study's participant id, not a name",
            ]).row)
        for (task, survey) in surveys {
            for variable in ExportVariable.variables(of: task, survey: survey, language: study.defaultLanguage) {
                let form = ExportVariable.fieldName(task.id.value.rawValue)
                table.rows.append(field(variable, form: form).row)
                table.rows += companions(of: variable, form: form).map(\.row)
            }
        }
        return table
    }

    static func field(_ variable: ExportVariable, form: String) -> Field {
        // `{id}` in a question (an earlier answer shown) is REDCap's piping, `[field]`.
        let label = TextPiping.fill(variable.label) { "[\(ExportVariable.fieldName($0))]" }
        var cells = [header[0]: variable.name, header[1]: form, header[4]: label]
        if let unit = variable.unit { cells[header[6]] = unit }
        var annotation = ["study type: " + variable.typeName]
        if let showIf = variable.showIf { annotation.append("show-if: " + showIf) }
        switch variable.source {
        case let .question(question):
            cells[header[3]] = fieldType(question.answer)
            if !question.answer.isFixedChoice, !variable.codes.isEmpty {
                cells[header[5]] = variable.codes.map { $0.code + ", " + $0.label }.joined(separator: " | ")
            }
            let (validation, min, max) = validation(question.answer)
            (cells[header[7]], cells[header[8]], cells[header[9]]) = (validation, min, max)
            if variable.isIdentifier { cells[header[10]] = "y" }
            if !question.optional { cells[header[12]] = "y" }
            // REDCap has no rule across fields: the study's own, for `study import` to read back.
            if let constraint = variable.constraint {
                annotation.append("constraint: " + constraint)
                annotation.append("constraint-message: " + (variable.constraintMessage ?? ""))
            }
        case let .score(score):
            cells[header[3]] = "text"
            cells[header[7]] = "number"
            annotation.append("@READONLY score: " + (score.value?.text ?? ""))
            if !score.bands.isEmpty {
                annotation.append("bands: " + variable.codes.map { $0.code + " " + $0.label }.joined(separator: "; "))
            }
        case .instanceCount:
            cells[header[3]] = "text"
            cells[header[7]] = "integer"
            annotation.append("@READONLY instances of repeating group " + variable.id)
        }
        if let group = variable.group, let instance = variable.instance {
            annotation.append("instance \(instance) of repeating group " + group)
        }
        cells[header[17]] = annotation.joined(separator: "; ")
        return Field(cells: cells)
    }

    /// The text fields beside a variable's own: the text typed for "other", a score's band.
    static func companions(of variable: ExportVariable, form: String) -> [Field] {
        let own = variable.typeName == "multiple-choice" ? variable.codes.count : 1
        guard variable.columns.count > own, let column = variable.columns.last else { return [] }
        let label = variable.label + (variable.typeName == "score" ? " (band)" : " (other, as typed)")
        return [Field(cells: [header[0]: column, header[1]: form, header[3]: "text", header[4]: label])]
    }

    static func fieldType(_ format: AnswerFormat) -> String {
        switch format {
        case .yesNo: return "yesno"
        case .singleChoice, .scale, .textScale: return "radio"
        case .valuePicker: return "dropdown"
        case .multipleChoice: return "checkbox"
        case let .text(options): return options.multiline ? "notes" : "text"
        default: return "text"
        }
    }

    /// REDCap's text validation and its bounds, for the typed answers.
    static func validation(_ format: AnswerFormat) -> (String, String, String) {
        func bound(_ value: Double?) -> String { value.map(NumberText.text) ?? "" }
        switch format {
        case let .integer(options): return ("integer", bound(options.min?.value), bound(options.max?.value))
        case let .decimal(options): return ("number", bound(options.min?.value), bound(options.max?.value))
        case let .height(options), let .weight(options):
            return ("number", bound(options.min?.value), bound(options.max?.value))
        case let .duration(options):
            return ("integer", bound(options.min.map { Double($0.value) }), bound(options.max.map { Double($0.value) }))
        case .email: return ("email", "", "")
        case .date: return ("date_ymd", "", "")
        case .time: return ("time", "", "")
        case .dateTime: return ("datetime_ymd", "", "")
        default: return ("", "", "")
        }
    }
}

extension AnswerFormat {
    /// A yes/no question: REDCap's `yesno` field has its own fixed choices (1 Yes, 0 No).
    var isFixedChoice: Bool {
        if case .yesNo = self { return true }
        return false
    }
}
