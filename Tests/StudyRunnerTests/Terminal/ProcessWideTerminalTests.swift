import Testing

/// Tests that touch what belongs to the whole process: signal handlers, libedit's global
/// state, the restorer's hooks. They run one at a time (`.serialized` applies to the suites
/// nested in the extensions of this type, in the other files of this folder).
@Suite(.serialized) struct ProcessWideTerminalTests {}
