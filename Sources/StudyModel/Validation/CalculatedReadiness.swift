/// When each score of a survey can be worked out: right after the last question it needs
/// (directly, or through the earlier scores it uses) has been asked. A `show-if`, a
/// branch, a constraint or a `{id}` in a text may use a score from that point on, and
/// navigation works it out then (`SurveyNavigator`), not only when the survey ends.
///
/// A score may use only scores listed before it; one that uses a later score that in turn
/// needs it (directly or through others) is a cycle, named as such in the message.
struct CalculatedReadiness {
    struct Entry {
        /// The first cutoff (a step's `show-if` has its own position, a branch the one
        /// after) at which every input is known; 0 when the score needs no question.
        var readyAt: Int
        /// The question asked last among its inputs, to name in messages.
        var lastInput: String?
    }

    private(set) var entries: [String: Entry] = [:]
    /// For each score, the scores it names (any position), to explain cycles.
    private var uses: [String: Set<String>] = [:]
    private var scoreIndex: [String: Int] = [:]

    /// `questionPositions`: each question id of the survey and its step position.
    init(scores: [Score], questionPositions: [String: Int]) {
        var references: [[ExpressionNameReference]] = []
        for (index, score) in scores.enumerated() where scoreIndex[score.id.value] == nil {
            scoreIndex[score.id.value] = index
        }
        let known = scoreIndex
        for score in scores {
            let names = score.value.flatMap { try? ExpressionParser.parse($0.text) }?.referencedNames ?? []
            references.append(names)
            uses[score.id.value, default: []].formUnion(names.map(\.name).filter { known[$0] != nil })
        }
        for (index, score) in scores.enumerated() where entries[score.id.value] == nil {
            var entry = Entry(readyAt: 0, lastInput: nil)
            for reference in references[index] {
                let candidate: Entry?
                if let position = questionPositions[reference.name] {
                    candidate = Entry(readyAt: position + 1, lastInput: reference.name)
                } else if let earlier = scoreIndex[reference.name], earlier < index {
                    candidate = entries[reference.name]
                } else {
                    candidate = nil
                }
                if let candidate, candidate.readyAt > entry.readyAt { entry = candidate }
            }
            entries[score.id.value] = entry
        }
    }

    /// Whether score `user` reaches score `name` through the scores it uses, `user`
    /// included: `name` then cannot use `user` without a cycle.
    func isCycle(user: String, uses name: String) -> Bool {
        if user == name { return true }
        var seen: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for used in uses[next] ?? [] {
                if used == user { return true }
                if seen.insert(used).inserted { pending.append(used) }
            }
        }
        return false
    }
}
