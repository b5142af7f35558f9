/// The checks of one validation, in the order of `StudyValidation`'s two lists, their
/// diagnostics joined in that order. For a large study the first of the later checks, the
/// expression check (about half of all the checks' work), runs on a second thread while this
/// one runs every other (`TwoThreads`; twelfth and thirteenth rounds in BENCHMARKS.md: split
/// at the lists' seam, the second thread had about half as much again as this one). The
/// checks are pure functions of the context, so the two meet only in their diagnostics,
/// joined as one thread makes them.
enum CheckRun {
    typealias Check = @Sendable (ValidationContext) -> [Diagnostic]

    static func diagnostics(
        earlier: [Check], later: [Check], in context: ValidationContext, onTwoThreads: Bool
    ) -> [Diagnostic] {
        if onTwoThreads, let beside = later.first,
            let done = TwoThreads.run(
                here: { (earlier.flatMap { $0(context) }, later.dropFirst().flatMap { $0(context) }) },
                beside: { beside(context) })
        {
            let ((before, after), besideDiagnostics) = done
            return before + besideDiagnostics + after
        }
        return (earlier + later).flatMap { $0(context) }
    }
}
