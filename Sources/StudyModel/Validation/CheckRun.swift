/// The checks of one validation, in the order of `StudyValidation`'s two lists, their
/// diagnostics joined in that order. For a large study the later checks run on a second
/// thread while this one runs the earlier (`TwoThreads`, twelfth round in BENCHMARKS.md):
/// the checks are pure functions of the context, so the two halves meet only in their
/// diagnostics, joined as one thread makes them.
enum CheckRun {
    typealias Check = @Sendable (ValidationContext) -> [Diagnostic]

    static func diagnostics(
        earlier: [Check], later: [Check], in context: ValidationContext, onTwoThreads: Bool
    ) -> [Diagnostic] {
        if onTwoThreads,
            let halves = TwoThreads.run(
                here: { earlier.flatMap { $0(context) } }, beside: { later.flatMap { $0(context) } })
        {
            return halves.0 + halves.1
        }
        return (earlier + later).flatMap { $0(context) }
    }
}
