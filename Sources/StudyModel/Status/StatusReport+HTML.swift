/// `study status --html FILE`: the same figures as the text, as one self-contained page to
/// share with a principal investigator or an ethics board: inline CSS and SVG charts, no
/// script and nothing loaded from anywhere, so it opens from a file, offline, as it is.
extension StatusReport {
    /// `generatedAt`: the moment the figures are judged at, written in the page.
    public func html(generatedAt: Timestamp) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Study status</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>Study status</h1>
            <p class="note">Figures as of \(generatedAt.iso8601), from the results folders (study status).</p>

            """
        if studies.isEmpty { page += "<p>No participants found.</p>\n" }
        for study in studies { page += Self.section(study) }
        if !problems.isEmpty {
            page += "<h2>Left out or only partly read (\(problems.count))</h2>\n<ul class=\"problems\">\n"
            for problem in problems { page += "<li>" + HTMLText.escaped(problem.description) + "</li>\n" }
            page += "</ul>\n"
        }
        return page + "</body>\n</html>\n"
    }

    static let style = """
        body{font-family:system-ui,sans-serif;margin:2em auto;max-width:720px;color:#1d1d1d;background:#fff}
        h1{font-size:1.6em}h2{margin-top:2em;border-bottom:1px solid #ccc}h3{font-size:1.05em;margin-top:1.5em}
        table{border-collapse:collapse;margin:.5em 0}td,th{padding:.2em .8em;text-align:left;border-bottom:1px solid #eee}
        td.n,th.n{text-align:right}svg text{font-size:13px;fill:#1d1d1d}svg text.small{font-size:10px}
        .note{color:#555}.problems{color:#8a1c1c}
        """

    static func section(_ study: StudyStatus) -> String {
        var out = "<section>\n<h2>" + HTMLText.escaped(study.studyID) + "</h2>\n"
        let versions = study.versions.sorted { $0.key < $1.key }
            .map { ($0.key.isEmpty ? "version unknown" : "version " + $0.key) + ": \($0.value)" }
        out +=
            "<p>\(counted(study.participantCount, "participant")) ("
            + HTMLText.escaped(versions.joined(separator: ", "))
            + ")</p>\n"
        out += "<h3>Enrolment</h3>\n"
        let funnel = [("started", study.participantCount)] + stageNames.map { ($0.1, study.funnel[$0.0] ?? 0) }
        out += SVGChart.bars(funnel.map { (label: $0.0, value: $0.1) }) + "\n"
        out += tasksSection(study)
        out += scoresSection(study)
        out += "<h3>Last activity</h3>\n<table>\n<tr><th>participant</th><th>stage</th><th>last activity</th></tr>\n"
        for line in study.sortedParticipants {
            let stage = stageNames.first { $0.0 == line.stage }?.1 ?? line.stage.rawValue
            out +=
                "<tr><td>" + HTMLText.escaped(line.participant) + "</td><td>" + stage + "</td><td>"
                + (line.lastActivity?.iso8601 ?? "-") + "</td></tr>\n"
        }
        return out + "</table>\n</section>\n"
    }

    private static func tasksSection(_ study: StudyStatus) -> String {
        guard !study.tasks.isEmpty else { return "" }
        let overdue = study.tasks.contains { $0.overdue != nil }
        var out = "<h3>Tasks</h3>\n<table>\n<tr><th>task</th><th class=\"n\">done by</th><th class=\"n\">completed</th>"
        out += "<th class=\"n\">stopped</th><th class=\"n\">in progress</th><th class=\"n\">not done</th>"
        out += (overdue ? "<th class=\"n\">overdue</th>" : "") + "</tr>\n"
        for task in study.tasks {
            var counts = [task.participantsCompleted]
            counts += [TaskRunStatus.completed, .stopped, .inProgress, .notDone].map { task.runs[$0] ?? 0 }
            if overdue { counts.append(task.overdue ?? 0) }
            out +=
                "<tr><td>" + HTMLText.escaped(task.task) + "</td>"
                + counts.map { "<td class=\"n\">\($0)</td>" }.joined() + "</tr>\n"
        }
        out += "</table>\n<p class=\"note\">Participants with a completed run, of \(study.participantCount):</p>\n"
        out += SVGChart.bars(study.tasks.map { ($0.task, $0.participantsCompleted) }, scale: study.participantCount)
        if overdue {
            out += "\n<p class=\"note\">Participants for whom the task is overdue:</p>\n"
            out += SVGChart.bars(
                study.tasks.map { ($0.task, $0.overdue ?? 0) }, scale: study.participantCount, colour: "#b5562b")
        }
        return out + "\n"
    }

    private static func scoresSection(_ study: StudyStatus) -> String {
        guard !study.scores.isEmpty else { return "" }
        var out = "<h3>Scores of completed runs</h3>\n"
        for score in study.scores {
            let figures = [
                ("min", score.minimum), ("median", score.median), ("mean", score.mean), ("max", score.maximum),
            ].compactMap { name, value in value.map { "\(name) \(NumberText.text(NumberText.rounded($0, places: 2)))" }
            }
            out += "<h4>" + HTMLText.escaped("\(score.task) / \(score.score)") + "</h4>\n<p>"
            out += counted(score.count, "run") + (score.missing > 0 ? ", \(score.missing) without a value" : "")
            out += (figures.isEmpty ? "" : "; " + figures.joined(separator: ", ")) + "</p>\n"
            out += SVGChart.histogram(score) + "\n"
            if !score.bandOrder.isEmpty {
                out += SVGChart.bars(score.bandOrder.map { ($0, score.bandCounts[$0] ?? 0) }, colour: "#7a5aa5") + "\n"
            }
        }
        return out
    }
}
