/// `load.sps`: reads each survey's wide file into SPSS with types, variable labels, value
/// labels and the missing-value codes (a range for numbers; strings keep the codes as text),
/// each as a dataset of its own named by its task (as R's data frames are), then
/// `participants.csv` as the dataset `participants`. Without the names, each GET DATA
/// would replace the survey read before it.
public enum SPSSSyntax {
    public static func text(study: Study) -> String {
        var lines = [
            "* Reads the export of study \(study.id.value) (study file version \(study.version)).",
            "* Open it from the export's folder (CD to it first); codebook.md explains every code.", "",
        ]
        for task in study.tasks {
            guard let survey = task.survey else { continue }
            let variables = ExportVariable.variables(of: task, survey: survey, language: study.defaultLanguage)
            lines += dataset(
                ExportVariable.fieldName(task.id.value.rawValue), file: ExportFiles.surveyFile(task.id.value.rawValue),
                variables: variables)
        }
        lines += participants
        return lines.joined(separator: "\n") + "\n"
    }

    /// A new dataset, made the active one, for the next GET DATA to fill.
    static func declare(_ name: String) -> [String] {
        ["DATASET DECLARE \(name).", "DATASET ACTIVATE \(name)."]
    }

    /// `participants`: who withdrew and when, with "no"/"yes" labels on the 0/1 columns.
    static var participants: [String] {
        var lines = declare("participants")
        lines += [
            "GET DATA /TYPE=TXT /FILE=" + quoted(ParticipantsTable.file) + " /ENCODING='UTF8' /ARRANGEMENT=DELIMITED",
            "  /DELIMITERS=\",\" /QUALIFIER='\"' /FIRSTCASE=2 /VARIABLES=",
        ]
        lines += ParticipantsTable.header.map {
            "  \($0) " + (ParticipantsTable.yesNoColumns.contains($0) ? "F1.0" : "A64")
        }
        lines[lines.count - 1] += "."
        lines.append("VARIABLE LABELS")
        lines += ParticipantsTable.meanings.map { "  \($0.column) " + quoted($0.meaning) }
        lines[lines.count - 1] += "."
        let yesNo = ParticipantsTable.header.filter { ParticipantsTable.yesNoColumns.contains($0) }
        lines += ["VALUE LABELS " + yesNo.joined(separator: " ") + " 0 \"no\" 1 \"yes\".", "EXECUTE.", ""]
        return lines
    }

    static func dataset(_ name: String, file: String, variables: [ExportVariable]) -> [String] {
        var lines = declare(name)
        lines += [
            "GET DATA /TYPE=TXT /FILE=" + quoted(file) + " /ENCODING='UTF8' /ARRANGEMENT=DELIMITED",
            "  /DELIMITERS=\",\" /QUALIFIER='\"' /FIRSTCASE=2 /VARIABLES=",
        ]
        lines += WideTable.runColumns.map { "  \($0) " + ($0 == "run_number" ? "F8.0" : "A64") }
        var numeric: [String] = []
        for variable in variables {
            for (index, column) in variable.columns.enumerated() {
                let isNumber = variable.isNumeric && !RSyntax.isTextColumn(variable, index)
                if isNumber { numeric.append(column) }
                lines.append("  \(column) " + (isNumber ? "F12.3" : "A2000"))
            }
        }
        lines[lines.count - 1] += "."
        lines.append("VARIABLE LABELS")
        lines += variables.flatMap { variable in variable.columns.map { "  \($0) " + quoted(variable.label) } }
        lines[lines.count - 1] += "."
        let labelled = variables.filter {
            !$0.codes.isEmpty && $0.typeName != "multiple-choice" && $0.typeName != "score"
        }
        if !labelled.isEmpty {
            lines.append("VALUE LABELS")
            for (position, variable) in labelled.enumerated() {
                lines.append((position == 0 ? "  " : "  /") + variable.name)
                lines += variable.codes.map {
                    "    " + (variable.isNumeric ? $0.code : quoted($0.code)) + " " + quoted($0.label)
                }
            }
            lines[lines.count - 1] += "."
        }
        if !numeric.isEmpty {
            let range =
                "(\(MissingCode.allCases.map(\.rawValue).min() ?? 0) THRU \(MissingCode.allCases.map(\.rawValue).max() ?? 0))"
            lines.append("MISSING VALUES " + numeric.joined(separator: " ") + " " + range + ".")
        }
        lines += ["EXECUTE.", ""]
        return lines
    }

    static func quoted(_ text: String) -> String {
        "\"" + SyntaxEscaping.replacing(Codebook.oneLine(text)) { $0 == UInt8(ascii: "\"") ? "\"\"" : nil } + "\""
    }
}
