/// Every expression parses, uses only answers already asked at its place, and has types
/// that fit (a condition where a condition is needed, choices compared with their values).
enum ExpressionUseCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        let study = context.study
        let everywhere = context.ids
        var diagnostics: [Diagnostic] = []
        if let eligibility = study.eligibility {
            let group = StudyScope.Group(
                name: "the eligibility questions", entries: entries(of: eligibility.questions),
                scored: scored(eligibility.questions))
            diagnostics += checkSteps(eligibility.questions, group: group, everywhere: everywhere)
            if let criteria = eligibility.criteria {
                let scope = scope(group, cutoff: Int.max, everywhere: everywhere)
                diagnostics += check(criteria, scope: scope, condition: "criteria")
            }
        }
        for task in study.tasks {
            guard let survey = task.survey else { continue }
            var group = StudyScope.Group(
                name: "survey '\(task.id.value)'", entries: entries(of: survey.steps), scored: scored(survey.steps))
            if !survey.scores.isEmpty {
                group.readiness = CalculatedReadiness(
                    scores: survey.scores, questionPositions: group.entries.mapValues(\.position))
            }
            // Scores are checked first, so that steps see their types (a step may use a score
            // as soon as the questions it needs have been asked); reported in file order.
            let scoreDiagnostics = checkScores(survey, group: &group, everywhere: everywhere)
            diagnostics += checkSteps(survey.steps, group: group, everywhere: everywhere)
            diagnostics += scoreDiagnostics
        }
        return diagnostics
    }

    /// Scores come after every step; each may use the ones listed before it.
    private static func checkScores(_ survey: Survey, group: inout StudyScope.Group, everywhere: StudyIDIndex)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        let base = survey.steps.count
        for (index, score) in survey.scores.enumerated() where group.entries[score.id.value] == nil {
            group.entries[score.id.value] = (base + index, .unknown, "score")
        }
        for (index, score) in survey.scores.enumerated() {
            var type = ExpressionType.unknown
            if let value = score.value {
                var scoreScope = scope(group, cutoff: base + index, everywhere: everywhere)
                scoreScope.currentScore = score.id.value
                let analysis = ExpressionLanguage.analyze(value.text, scope: scoreScope)
                diagnostics += located(analysis.issues, in: value)
                type = score.bands.isEmpty ? analysis.type : .text
                let needsNumber = score.bands.isEmpty ? (score.chart ? "is charted" : nil) : "has bands"
                if let needsNumber, !analysis.type.isNumeric && analysis.type != .unknown {
                    diagnostics.append(
                        .error(
                            .typeMismatch,
                            "score '\(score.id.value)' \(needsNumber), so its value must be a number, but it is \(analysis.type.phrase)",
                            at: value.location))
                }
            }
            if group.entries[score.id.value]?.kind == "score" {
                group.entries[score.id.value] = (base + index, type, "score")
            }
        }
        return diagnostics
    }

    private static func checkSteps(_ steps: [Step], group: StudyScope.Group, everywhere: StudyIDIndex)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        for (index, step) in steps.enumerated() {
            if let showIf = step.showIf {
                diagnostics += check(
                    showIf, scope: scope(group, cutoff: index, everywhere: everywhere, atStep: true),
                    condition: "show-if")
            }
            // A text is shown before its question is answered: it sees what a `show-if` sees.
            if PipedTextCheck.mayPipe(step) {
                diagnostics += PipedTextCheck.problems(
                    step, scope: scope(group, cutoff: index, everywhere: everywhere, atStep: true))
            }
            if let constraint = step.question?.constraint {
                // Like a branch, a constraint sees its own answer too.
                diagnostics += check(
                    constraint, scope: scope(group, cutoff: index + 1, everywhere: everywhere, atStep: true),
                    condition: "constraint")
            }
            for branch in step.branches {
                guard let condition = branch.condition else { continue }
                diagnostics += check(
                    condition, scope: scope(group, cutoff: index + 1, everywhere: everywhere, atStep: true),
                    condition: "if")
            }
        }
        return diagnostics
    }

    static func check(_ source: ExpressionSource, scope: StudyScope, condition: String) -> [Diagnostic] {
        located(ExpressionLanguage.analyze(source.text, scope: scope, conditionField: condition).issues, in: source)
    }

    static func located(_ issues: [ExpressionIssue], in source: ExpressionSource) -> [Diagnostic] {
        issues.map { issue in
            Diagnostic.error(
                .expression, issue.message, at: source.location(atOffset: issue.range.lowerBound),
                hint: issue.hint, length: source.mapsColumnsExactly ? issue.range.count : 1)
        }
    }

    static func scope(_ group: StudyScope.Group, cutoff: Int, everywhere: StudyIDIndex, atStep: Bool = false)
        -> StudyScope
    {
        StudyScope(
            group: group, cutoff: cutoff, atStep: atStep, everywhere: everywhere,
            visibleNames: {
                group.entries.filter { $0.value.position < cutoff }.map(\.key).sorted()
            })
    }

    private static func scored(_ steps: [Step]) -> Set<String> {
        Set(
            steps.compactMap { step in
                step.question.flatMap { $0.answer.choices?.isScored == true ? $0.id.value.rawValue : nil }
            })
    }

    private static func entries(of steps: [Step]) -> [String: (position: Int, type: ExpressionType, kind: String)] {
        var entries: [String: (position: Int, type: ExpressionType, kind: String)] = [:]
        // Sized once (a score or two may still grow it): grown entry by entry, the table was
        // rehashed five times for a survey of 20 questions (ninth round).
        entries.reserveCapacity(steps.count)
        // Walked from the end, each id written over: the first step that has it is left, as
        // when asking first whether the id was there (one hash a step instead of two; eleventh
        // round).
        for index in steps.indices.reversed() {
            let step = steps[index]
            // A repeating group is, to later expressions, the number of its instances.
            if step.repeatingGroup != nil {
                entries[step.id.value.rawValue] = (index, .number, "repeating group")
            }
            guard let question = step.question else { continue }
            entries[question.id.value.rawValue] = (index, question.answer.expressionType, "question")
        }
        return entries
    }
}
