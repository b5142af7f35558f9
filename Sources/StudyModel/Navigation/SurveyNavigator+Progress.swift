/// Predicting the rest of the path, for "Question 3 of 12" and "This survey has N questions".
///
/// A prediction follows the rules of `next(after:answers:today:)` with the answers as they
/// are now: questions not answered yet count as missing, so their branches are not taken
/// unless a branch has no `if` or its `if` holds without them. When an answer changes the
/// path, the next prediction changes with it. A path that comes back to a step it has
/// already passed (a loop) is cut there, so every prediction ends.
extension SurveyNavigator {
    /// The ids of the steps that would be shown, in order: from the first step when
    /// `stepID` is nil, otherwise after `stepID` (not including it).
    public func predictedPath(
        after stepID: StepID? = nil, answers: [String: ExpressionValue],
        today: ExpressionDate
    ) -> [StepID] {
        predictedPositions(after: stepID, answers: answers, today: today).map { entries[$0].id }
    }

    /// How many questions the participant would be asked from the start, for the screen
    /// before the first question ("This survey has N questions and takes about M minutes").
    public func predictedQuestionCount(answers: [String: ExpressionValue] = [:], today: ExpressionDate) -> Int {
        predictedPositions(after: nil, answers: answers, today: today).reduce(0) { $0 + entries[$1].questionsAsked }
    }

    /// Where the participant is: the questions shown before `current` on the trail, whether
    /// `current` is a question, and the questions predicted after it.
    /// `trail` holds the steps shown in this run; `current` may be on it (its last step,
    /// usually) or not yet. Unknown ids count as no question.
    public func progress(
        trail: NavigationTrail, current: StepID, answers: [String: ExpressionValue],
        today: ExpressionDate
    ) -> SurveyProgress {
        let shownBefore = trail.stepIDs.firstIndex(of: current).map { trail.stepIDs[..<$0] } ?? trail.stepIDs[...]
        let after = predictedPositions(after: current, answers: answers, today: today)
        let asked = { (id: StepID) in self.positions[id].map { self.entries[$0].questionsAsked } ?? 0 }
        // A repeating group being answered still has its questions ahead (an instruction has
        // none): its screens show the survey's count ("3 questions") with the group in it,
        // as the introduction did, and only a question step is "the current question".
        let currentGroup = isQuestion(current) ? 0 : asked(current)
        return SurveyProgress(
            questionsBefore: shownBefore.reduce(0) { $0 + asked($1) },
            currentIsQuestion: isQuestion(current),
            questionsAfter: after.reduce(currentGroup) { $0 + entries[$1].questionsAsked })
    }

    /// The positions of the predicted path, cut where it would come round to a position
    /// it has already passed (including `stepID`'s own).
    func predictedPositions(
        after stepID: StepID?, answers: [String: ExpressionValue],
        today: ExpressionDate
    ) -> [Int] {
        let answers = withCalculations(answers, today)
        var passed = Array(repeating: false, count: entries.count)
        var next: Int?
        if let stepID {
            guard let start = positions[stepID] else { return [] }
            passed[start] = true
            next = successor(of: start, answers: answers, today: today)
        } else {
            next = firstShown(from: 0, answers: answers, today: today)
        }
        var path: [Int] = []
        while let position = next, !passed[position] {
            passed[position] = true
            path.append(position)
            next = successor(of: position, answers: answers, today: today)
        }
        return path
    }
}
