import Foundation

/// "Did you mean ...?" candidates for misspelt names, choice values and YAML keys.
public enum Suggestion {
    /// The work left for suggestions in this validation (see `SuggestionBudget`); nil, as
    /// outside validation, means no limit.
    @TaskLocal public static var budget: SuggestionBudget?

    /// Takes `cost` from the budget; false, and no suggestion, once it has run out.
    public static func spend(_ cost: Int) -> Bool {
        budget?.spend(cost) ?? true
    }

    /// The candidate closest to `word`, if one is close enough to be a likely typo.
    ///
    /// Compares without regard to case (so `Type1` finds `type1`), by Damerau-Levenshtein
    /// distance (optimal string alignment: a swap of two neighbours costs 1). Accepts a
    /// distance of at most a third of the word's length (at least 1), and never one that
    /// rewrites a whole word. Ties go to the earliest candidate; `word` itself is skipped.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased())
        let limit = max(1, (target.count + 1) / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let other = Array(candidate.lowercased())
            guard spend(1 + other.count * target.count) else { return nil }
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = distance(target, other)
            guard distance <= limit, distance < min(target.count, other.count) || distance == 0 else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The number of single-character edits (insert, delete, replace, swap neighbours)
    /// turning `a` into `b`, case-sensitively.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the dynamic programming table: two back are needed for swaps.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = Swift.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = Swift.min(row[j], before[j - 2] + 1)
                }
            }
            (before, previous, row) = (previous, row, before)
        }
        return previous[b.count]
    }
}

/// How much "did you mean" work one validation may do, counted in characters compared.
/// Each suggestion compares the misspelt word with every candidate, so a file with
/// thousands of misspelt names among thousands of ids would take hours; past the budget
/// the remaining problems are still reported, only without a suggestion.
public final class SuggestionBudget: @unchecked Sendable {
    // A lock, because a task-local value may be read from any thread.
    private let lock = NSLock()
    private let initial: Int
    private var remaining: Int
    private var refused = false

    public init(_ remaining: Int = StudyLimits.maximumSuggestionWork) {
        self.initial = remaining
        self.remaining = remaining
    }

    func spend(_ cost: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard remaining >= cost else {
            remaining = 0
            refused = true
            return false
        }
        remaining -= cost
        return true
    }

    /// A budget of what this one has left, for checks run on another thread (`CheckRun`).
    func trial() -> SuggestionBudget {
        SuggestionBudget(lock.withLock { remaining })
    }

    /// Takes what the trial budgets spent, if none was refused and together they stayed
    /// within what this one has left: then spending it here in any order would have refused
    /// nothing either. False, and nothing taken, otherwise.
    func settle(_ trials: SuggestionBudget...) -> Bool {
        var total = 0
        for trial in trials {
            guard let spent = trial.spentWithoutRefusal else { return false }
            total += spent
        }
        return lock.withLock {
            guard total <= remaining else { return false }
            remaining -= total
            return true
        }
    }

    private var spentWithoutRefusal: Int? {
        lock.withLock { refused ? nil : initial - remaining }
    }
}
