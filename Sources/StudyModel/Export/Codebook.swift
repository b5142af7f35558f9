/// The readable codebook: for each survey, each variable with its label, type, units,
/// allowed values (codes and labels), show-if condition and columns, then the missing-value
/// codes and the other files. Markdown, so it reads as text and renders as a page.
public enum Codebook {
    public static func text(study: Study, versions: [String]) -> String {
        let language = study.defaultLanguage
        var lines = [
            "# Codebook: " + study.title.resolved(in: language), "",
            "Study `\(study.id.value)`, study file version \(study.version); data from version(s) "
                + versions.joined(separator: ", ") + ". Labels are in `\(language)`.", "",
            "## Missing-value codes", "",
            "Every cell of a survey's file holds an answer or one of these codes:", "",
            "| code | meaning |", "| --- | --- |",
        ]
        lines += MissingCode.allCases.map { "| \($0.rawValue) | \($0.meaning) |" }
        lines += participantsSection
        for task in study.tasks {
            guard let survey = task.survey else { continue }
            lines += ["", "## Survey `\(task.id.value.rawValue)`: " + task.title.resolved(in: language), ""]
            lines += [
                "File: `\(ExportFiles.surveyFile(task.id.value.rawValue))`, one row per participant and run.", "",
            ]
            for variable in ExportVariable.variables(of: task, survey: survey, language: language) {
                lines += section(variable)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `participants.csv`: who withdrew, when, and whether their answers were kept.
    static var participantsSection: [String] {
        var lines = [
            "", "## Participants", "",
            "File: `\(ParticipantsTable.file)`, one row per participant exported; join it to the other files "
                + "on `participant` (e.g. to leave out or mark the runs of those who withdrew).", "",
            "| column | meaning |", "| --- | --- |",
        ]
        lines += ParticipantsTable.meanings.map { "| `\($0.column)` | \($0.meaning) |" }
        return lines
    }

    static func section(_ variable: ExportVariable) -> [String] {
        var lines = [
            "### `\(variable.name)`", "", "- Label: " + oneLine(variable.label), "- Type: " + variable.typeName,
        ]
        if variable.name != variable.id { lines.append("- Id in the study file: `\(variable.id)`") }
        if let unit = variable.unit { lines.append("- Unit: " + unit) }
        if let showIf = variable.showIf { lines.append("- Shown only if: `\(showIf)`") }
        if let group = variable.group, let instance = variable.instance {
            lines.append(
                "- Instance \(instance) of repeating group `\(group)`; a participant who gave fewer has "
                    + "\(MissingCode.notShown.rawValue) here")
        }
        lines.append("- Columns: " + variable.columns.map { "`\($0)`" }.joined(separator: ", "))
        if case let .score(score) = variable.source, let value = score.value {
            lines.append("- Computed as: `\(oneLine(value.text))`")
        }
        if !variable.codes.isEmpty {
            let heading = variable.typeName == "score" ? "band" : "code"
            lines += ["", "| \(heading) | label |", "| --- | --- |"]
            lines += variable.codes.map { "| \(cell($0.code)) | \(cell($0.label)) |" }
        }
        lines.append("")
        return lines
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    static func cell(_ text: String) -> String {
        SyntaxEscaping.replacing(oneLine(text)) { $0 == UInt8(ascii: "|") ? "\\|" : nil }
    }
}
