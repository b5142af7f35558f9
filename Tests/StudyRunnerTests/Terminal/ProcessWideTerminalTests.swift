import Testing

/// All tests of the terminal layer (`Sources/StudyRunner/Terminal`), nested in one suite so
/// that `swift test --filter Terminal` runs exactly them.
@Suite struct TerminalTests {}

extension TerminalTests {
    /// Tests that touch what belongs to the whole process: signal handlers, libedit's
    /// global state, the restorer's hooks. They run one at a time (`.serialized` applies to
    /// the suites nested in the extensions of this type, in the other files of this folder).
    @Suite(.serialized) struct ProcessWide {}
}
