/// `study status` on a terminal: the plain text, each study followed by its figures as
/// charts drawn in text cells (bars of █ for the funnel, completion and overdue counts; a
/// histogram line of ▁…█ for each score), fitted to the terminal's width. Pure: a width in,
/// lines out; the command picks it only when standard output is a terminal.
extension StatusReport {
    public func chartedText(width: Int) -> String {
        var out = ""
        if studies.isEmpty { out += "No participants found.\n" }
        for study in studies {
            out += Self.trimmed(Self.block(study, width: width) + Self.charts(study, width: max(40, width))) + "\n"
        }
        if !problems.isEmpty {
            out += "Left out or only partly read (\(problems.count)):\n"
            for problem in problems { out += "  " + TerminalSafe.inert(problem.description) + "\n" }
        }
        return out
    }

    /// Lines without the spaces padding leaves at their ends.
    static func trimmed(_ block: String) -> String {
        block.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
    }

    static func charts(_ study: StudyStatus, width: Int) -> String {
        let labelWidth = 24
        let barWidth = width - labelWidth - 12
        func bar(_ label: String, _ value: Int, of total: Int) -> String {
            let cells = value == 0 ? 0 : max(1, barWidth * value / max(1, total))
            return "    " + pad(TerminalSafe.inert(label), labelWidth) + String(repeating: "█", count: cells)
                + " \(value)\n"
        }
        var out = "\n  Charts\n    Enrolment, of \(study.participantCount) started\n"
        for (stage, name) in stageNames { out += bar(name, study.funnel[stage] ?? 0, of: study.participantCount) }
        if !study.tasks.isEmpty {
            out += "    Participants with a completed run\n"
            for task in study.tasks { out += bar(task.task, task.participantsCompleted, of: study.participantCount) }
        }
        if study.tasks.contains(where: { $0.overdue != nil }) {
            out += "    Participants for whom the task is overdue\n"
            for task in study.tasks { out += bar(task.task, task.overdue ?? 0, of: study.participantCount) }
        }
        for score in study.scores where score.count > 0 {
            let line = Sparkline(score.bins(atMost: barWidth).map { Double($0.runs) }).line(width: barWidth)
            let low = score.minimum.map { NumberText.text(NumberText.rounded($0, places: 2)) } ?? ""
            let high = score.maximum.map { NumberText.text(NumberText.rounded($0, places: 2)) } ?? ""
            out +=
                "    " + TerminalSafe.inert("\(score.task) / \(score.score)") + ": runs by value, \(low) to \(high)\n"
            out += "    " + String(repeating: " ", count: labelWidth) + line + "\n"
        }
        return out
    }
}
