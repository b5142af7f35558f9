/// The names an expression may use at one place of the study. Answers can only be used
/// once they have been asked: a `show-if` sees the steps before its own, a branch sees its
/// own step too, scores see the whole survey and the scores listed before them. A step's
/// expressions may also use a score once every question it needs has been asked
/// (`CalculatedReadiness`).
/// Lookups are O(1) so that a survey of 10,000 questions checks in linear time.
struct StudyScope: ExpressionScope {
    /// One group of names: a survey (or the eligibility check) in order.
    struct Group {
        var name: String
        /// Position of each name in the group, and its type.
        var entries: [String: (position: Int, type: ExpressionType, kind: String)]
        /// The choice questions whose every choice has a score.
        var scored: Set<String> = []
        /// When each score can be worked out; nil where there are no scores.
        var readiness: CalculatedReadiness?
    }

    let group: Group
    /// Names before this position may be used.
    let cutoff: Int
    /// The scope of a step's `show-if`, branch, constraint or text (not of a score): scores
    /// are usable by their readiness rather than by their order.
    var atStep = false
    /// The score whose value this scope checks, to name cycles.
    var currentScore: String?
    /// What every id of the study is, for explaining why one cannot be used here.
    let everywhere: StudyIDIndex
    /// Candidates for "did you mean".
    let visibleNames: () -> [String]

    func hasChoiceScores(_ name: String) -> Bool? {
        group.scored.contains(name)
    }

    func resolve(_ name: String) -> ExpressionNameResolution {
        if let entry = group.entries[name] {
            if entry.kind == "score", let readiness = group.readiness {
                return resolveScore(name, type: entry.type, position: entry.position, readiness: readiness)
            }
            if entry.position < cutoff { return .value(entry.type) }
            let when = entry.kind == "score" ? "is computed after this score" : "is asked after this point"
            return .unavailable(reason: "'\(name)' \(when), so its answer is not known yet", type: entry.type)
        }
        if let other = everywhere.description(of: name) {
            return .unavailable(reason: "'\(name)' is \(other); an expression can only use answers from \(group.name)")
        }
        // Listing the candidates costs one unit each, so a file of many misspelt names stays
        // linear once the suggestion budget is spent.
        guard Suggestion.spend(group.entries.count) else { return .unknown(suggestion: nil) }
        return .unknown(suggestion: Suggestion.closest(to: name, among: visibleNames()))
    }

    private func resolveScore(_ name: String, type: ExpressionType, position: Int, readiness: CalculatedReadiness)
        -> ExpressionNameResolution
    {
        if atStep {
            let ready = readiness.entries[name] ?? .init(readyAt: Int.max, lastInput: nil)
            if ready.readyAt <= cutoff { return .value(type) }
            let input = ready.lastInput.map { " from '\($0)', which is asked after this point" } ?? " later"
            return .unavailable(reason: "score '\(name)' is worked out\(input), so it is not known yet", type: type)
        }
        if position < cutoff { return .value(type) }
        if let user = currentScore, readiness.isCycle(user: user, uses: name) {
            let loop = user == name ? "uses itself" : "uses '\(name)', which needs '\(user)' in turn"
            return .unavailable(
                reason: "score '\(user)' \(loop): a calculated value cannot depend on itself", type: type)
        }
        return .unavailable(
            reason: "'\(name)' is computed after this score, so its answer is not known yet; list it earlier",
            type: type)
    }
}
