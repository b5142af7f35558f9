/// `load.R`: reads each survey's wide file with the right types, the missing-value codes as
/// `NA`, choices as factors with their labels and every question's text as its label.
public enum RSyntax {
    public static func text(study: Study) -> String {
        var lines = [
            "# Reads the export of study \(study.id.value) (study file version \(study.version)).",
            "# Run it from the export's folder: source(\"load.R\"). The codes below are missing values;",
            "# the codebook (codebook.md) says which is which. Keep them apart with na.strings = NULL.",
            "missing_codes <- c(" + MissingCode.cells.map(quoted).joined(separator: ", ") + ")", "",
        ]
        for task in study.tasks {
            guard let survey = task.survey else { continue }
            let variables = ExportVariable.variables(of: task, survey: survey, language: study.defaultLanguage)
            lines += frame(
                ExportVariable.fieldName(task.id.value.rawValue), file: ExportFiles.surveyFile(task.id.value.rawValue),
                variables: variables)
        }
        lines += participants
        return lines.joined(separator: "\n") + "\n"
    }

    /// `participants`: who withdrew and when, to join to the survey frames on `participant`.
    static var participants: [String] {
        let classes = ParticipantsTable.header.map {
            quoted($0) + (ParticipantsTable.yesNoColumns.contains($0) ? " = \"integer\"" : " = \"character\"")
        }
        var lines = [
            "participants <- read.csv(\(quoted(ParticipantsTable.file)), na.strings = \"\", encoding = \"UTF-8\",",
            "  check.names = FALSE, colClasses = c(" + classes.joined(separator: ", ") + "))",
        ]
        for column in ParticipantsTable.header where ParticipantsTable.yesNoColumns.contains(column) {
            lines.append(
                "participants$\(column) <- factor(participants$\(column), levels = c(0, 1), labels = c(\"no\", \"yes\"))"
            )
        }
        for (column, meaning) in ParticipantsTable.meanings {
            lines.append("attr(participants$\(column), \"label\") <- " + quoted(meaning))
        }
        lines.append("")
        return lines
    }

    static func frame(_ name: String, file: String, variables: [ExportVariable]) -> [String] {
        var classes = WideTable.runColumns.map {
            quoted($0) + ($0 == "run_number" ? " = \"integer\"" : " = \"character\"")
        }
        for variable in variables {
            for (index, column) in variable.columns.enumerated() {
                let numeric = variable.isNumeric && !isTextColumn(variable, index)
                classes.append(quoted(column) + " = " + (numeric ? "\"numeric\"" : "\"character\""))
            }
        }
        var lines = [
            "\(name) <- read.csv(\(quoted(file)), na.strings = missing_codes, encoding = \"UTF-8\",",
            "  check.names = FALSE, colClasses = c(" + classes.joined(separator: ", ") + "))",
        ]
        for variable in variables {
            let column = "\(name)$\(variable.name)"
            if !variable.codes.isEmpty, variable.typeName != "multiple-choice", variable.typeName != "score" {
                lines.append(
                    "\(column) <- factor(\(column), levels = c("
                        + variable.codes.map { literal($0.code, variable) }
                        .joined(separator: ", ") + "), labels = c("
                        + variable.codes.map { quoted($0.label) }.joined(separator: ", ") + "))")
            }
            for column in variable.columns {
                lines.append("attr(\(name)$\(column), \"label\") <- " + quoted(variable.label))
            }
        }
        lines.append("")
        return lines
    }

    /// The "other" text and a score's band are text beside a numeric variable.
    static func isTextColumn(_ variable: ExportVariable, _ index: Int) -> Bool {
        let own = variable.typeName == "multiple-choice" ? variable.codes.count : 1
        return index >= own
    }

    static func literal(_ code: String, _ variable: ExportVariable) -> String {
        variable.isNumeric ? code : quoted(code)
    }

    static func quoted(_ text: String) -> String {
        let escaped = SyntaxEscaping.replacing(text) { byte -> StaticString? in
            switch byte {
            case UInt8(ascii: "\\"): return "\\\\"
            case UInt8(ascii: "\""): return "\\\""
            case UInt8(ascii: "\n"): return "\\n"
            default: return nil
            }
        }
        return "\"" + escaped + "\""
    }
}
