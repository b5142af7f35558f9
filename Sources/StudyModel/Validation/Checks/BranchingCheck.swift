/// Branches must go somewhere real, may not trap participants in a loop, and every step
/// must be reachable from the first.
enum BranchingCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        let owners = context.ids
        return context.study.tasks.flatMap { task -> [Diagnostic] in
            guard let survey = task.survey else { return [] }
            return check(survey, taskID: task.id.value.rawValue, owners: owners)
        }
    }

    private static func check(_ survey: Survey, taskID: String, owners: StudyIDIndex) -> [Diagnostic] {
        let steps = survey.steps
        // Where each question is asked (in order), so a loop check looks up the names its
        // condition uses instead of listing every step it jumps over. Made at the first jump
        // back: most surveys have none, and a list per question was 1 % of validating a
        // large study (ninth round).
        var asked: [String: [Int]]?
        func askedPositions() -> [String: [Int]] {
            if let asked { return asked }
            var made: [String: [Int]] = [:]
            for (position, step) in steps.enumerated() {
                if let id = step.question?.id.value { made[id.rawValue, default: []].append(position) }
            }
            asked = made
            return made
        }
        var diagnostics: [Diagnostic] = []
        // The jumps of each step; whether it also goes on to the next is kept apart, so a
        // step without branches needs no list.
        var successors = Array(repeating: [Int](), count: steps.count)
        var goesOn = Array(repeating: false, count: steps.count)
        // Sorted once, and only when needed: the candidates for "did you mean".
        var sortedIDs: [String]?
        for (position, step) in steps.enumerated() {
            var fallsThrough = true
            for branch in step.branches {
                if !fallsThrough {
                    diagnostics.append(
                        .warning(
                            .branchNeverChecked,
                            "this branch of step '\(step.id.value)' is never checked: an earlier branch always jumps",
                            at: branch.location, hint: "remove it, or give the earlier branch an 'if:'"))
                }
                if branch.condition == nil { fallsThrough = false }
                guard case let .step(targetID) = branch.target.value else { continue }
                guard let target = survey.index(of: targetID) else {
                    if sortedIDs == nil { sortedIDs = Set(steps.lazy.map(\.id.value.rawValue)).sorted() }
                    diagnostics.append(
                        unknownTarget(
                            targetID.rawValue, from: step, at: branch.target.location, taskID: taskID,
                            owners: owners, candidates: sortedIDs ?? []))
                    continue
                }
                if target <= position,
                    let loop = loopProblem(branch, from: position, to: target, steps: steps, asked: askedPositions())
                {
                    diagnostics.append(loop)
                }
                successors[position].append(target)
            }
            goesOn[position] = fallsThrough && position + 1 < steps.count
        }
        diagnostics += unreachable(steps, successors: successors, goesOn: goesOn)
        return diagnostics
    }

    private static func unknownTarget(
        _ target: String, from step: Step, at location: SourceLocation, taskID: String,
        owners: StudyIDIndex, candidates: [String]
    ) -> Diagnostic {
        if let owner = owners.stepOwner(of: target) {
            return .error(
                .unknownTarget, "step '\(step.id.value)' jumps to '\(target)', which is \(owner)",
                at: location, hint: "a branch can only go to a later step of survey '\(taskID)', or to 'end'",
                length: target.unicodeScalars.count)
        }
        let hint =
            Suggestion.closest(to: target, among: [candidates, ["end"]].joined()).map { "did you mean '\($0)'?" }
            ?? "use the id of a later step in this survey, or 'end'"
        return .error(
            .unknownTarget, "step '\(step.id.value)' jumps to '\(target)', which does not exist",
            at: location, hint: hint, length: target.unicodeScalars.count)
    }

    /// A jump back repeats the steps between; if nothing asked there can change the
    /// condition, the participant goes round for ever.
    private static func loopProblem(
        _ branch: Branch, from source: Int, to target: Int, steps: [Step],
        asked: [String: [Int]]
    ) -> Diagnostic? {
        let name = "step '\(steps[source].id.value)'"
        guard let condition = branch.condition else {
            return .error(
                .endlessLoop,
                "\(name) always jumps back to '\(steps[target].id.value)', so participants would loop for ever",
                at: branch.target.location, hint: "add an 'if:' condition, or jump forward")
        }
        let used = (try? ExpressionParser.parse(condition.text))?.referencedNames.map(\.name) ?? []
        let askedBetween = used.contains { name in
            guard let positions = asked[name] else { return false }
            // The first position at or after the target (positions are in order).
            var low = 0
            var high = positions.count
            while low < high {
                let middle = (low + high) / 2
                if positions[middle] < target { low = middle + 1 } else { high = middle }
            }
            return low < positions.count && positions[low] <= source
        }
        if askedBetween { return nil }
        return .error(
            .endlessLoop,
            "\(name) jumps back to '\(steps[target].id.value)' when a condition holds that none of the steps in between can change, so participants could loop for ever",
            at: branch.target.location,
            hint:
                "make the condition depend on a question between '\(steps[target].id.value)' and '\(steps[source].id.value)', or jump forward"
        )
    }

    private static func unreachable(_ steps: [Step], successors: [[Int]], goesOn: [Bool]) -> [Diagnostic] {
        guard !steps.isEmpty else { return [] }
        var seen = Array(repeating: false, count: steps.count)
        var stack = [0]
        seen[0] = true
        while let position = stack.popLast() {
            for next in successors[position] where !seen[next] {
                seen[next] = true
                stack.append(next)
            }
            if goesOn[position] && !seen[position + 1] {
                seen[position + 1] = true
                stack.append(position + 1)
            }
        }
        return steps.indices.filter { !seen[$0] }.map { position in
            Diagnostic.error(
                .unreachableStep, "step '\(steps[position].id.value)' can never be reached",
                at: steps[position].location,
                hint: "an earlier step always jumps past it; add a branch that goes to it, or remove it")
        }
    }
}
