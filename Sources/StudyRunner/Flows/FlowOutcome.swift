/// What a flow hands back: go on to what comes next, or the session is over.
enum FlowOutcome: Equatable {
    /// The flow did its part (or the participant stayed); the session goes on.
    case carryOn
    case ended(SessionEnding)
}

/// How the session ended, for the exit status.
enum SessionEnding: Equatable {
    /// Finished or left by choice: answers saved.
    case left
    /// Ctrl-C, confirmed: answers saved, exit 130.
    case interrupted
    /// Not eligible, not agreeing, out of quiz attempts: a kind ending, recorded.
    case closed
    /// The disk refused and the participant chose to leave (or could not answer): exit 3.
    case storageFailed(StorageError)
}
