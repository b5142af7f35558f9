import StudyModel

/// How the participant folders of one `study verify` came out, for its summary line and
/// its exit status: each folder counts once, under the worst of what it shows.
struct VerifyTally: Equatable {
    var ok = 0
    var interrupted = 0
    var edited = 0
    var brokenChain = 0

    mutating func add(_ kinds: [ParticipantVerification.Problem.Kind]) {
        if kinds.contains(.brokenChain) {
            brokenChain += 1
        } else if kinds.contains(.edited) {
            edited += 1
        } else if kinds.contains(.interrupted) {
            interrupted += 1
        } else {
            ok += 1
        }
    }

    /// "12 participant folders checked: 10 ok, 1 interrupted, 1 edited".
    var summary: String {
        let total = ok + interrupted + edited + brokenChain
        var parts = ["\(ok) ok"]
        if interrupted > 0 { parts.append("\(interrupted) interrupted") }
        if edited > 0 { parts.append("\(edited) edited") }
        if brokenChain > 0 { parts.append("\(brokenChain) with a broken hash chain") }
        return counted(total, "participant folder") + " checked: " + parts.joined(separator: ", ")
    }
}
