/// Two pieces of pure work at once: one on this thread, the other on a second
/// (`SecondThread`), for the parts of validating a large file that split in two (its tasks
/// read in two halves, its checks run in two halves).
///
/// One thing the two would share is the "did you mean" budget (`SuggestionBudget`), which
/// runs out in the order suggestions are asked for. Each side spends from a trial budget of
/// what is left; if neither was refused and together they stayed within it, one thread doing
/// the same work in order would have refused nothing either, and gets the same results.
enum TwoThreads {
    /// Study files from this size on are validated on two cores: parsed by libyaml on a second
    /// thread (`YAMLEventPipe`) while their tasks are read (`StudyParser.EarlyTasks`), and the
    /// expression check run beside the other checks (`CheckRun`). Below it,
    /// starting the thread would cost more than it saves (a 1,000-question study is 140 KB).
    static let worthItFromBytes = 32 * 1024

    /// `here`'s and `beside`'s results; nil when no second thread could be started, or when
    /// the budget settles differently than on one thread (a suggestion refused, or the two
    /// together over what was left: a file of thousands of misspelt names). The caller then
    /// does the work again on this thread, in order, and gets what one thread gets.
    static func run<Here, Beside: Sendable>(
        here: () -> Here, beside: @escaping @Sendable () -> Beside
    ) -> (Here, Beside)? {
        let budget = Suggestion.budget
        let besideBudget = budget?.trial()
        let outcome = Outcome<Beside>()
        guard
            let thread = SecondThread.start({
                outcome.value = Suggestion.$budget.withValue(besideBudget) { beside() }
            })
        else { return nil }
        let hereBudget = budget?.trial()
        let hereValue = Suggestion.$budget.withValue(hereBudget) { here() }
        thread.join()
        guard let besideValue = outcome.value else { return nil }
        if let budget, let hereBudget, let besideBudget, !budget.settle(hereBudget, besideBudget) {
            return nil
        }
        return (hereValue, besideValue)
    }
}

/// What the second thread made, written there and read after `join`.
private final class Outcome<Value>: @unchecked Sendable {
    var value: Value?
}
