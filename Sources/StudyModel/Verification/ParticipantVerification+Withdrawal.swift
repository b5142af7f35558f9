import Foundation

/// A participant who left the study: from their journal (`withdrew`), or, once their
/// answers were deleted as they asked, from the `outcome.json` that is all that is kept.
extension ParticipantVerification {
    public static func withdrawal(files: [String: Data]) -> Withdrawal? {
        if let journal = files["journal.jsonl"] {
            return ParticipantState.folding(readJournal(journal).0).withdrawal
        }
        return files["outcome.json"].flatMap(OutcomeRecord.deletedWithdrawal(in:))
    }

    /// A deletion the participant asked for that a stop cut short: files besides the
    /// minimal record are still there. The next start, or `--repair`, finishes it.
    static func unfinishedDeletion(files: [String: Data]) -> Problem? {
        guard let withdrawal = withdrawal(files: files), withdrawal.answers == .deleted else { return nil }
        let left = files.keys.filter { $0 != "outcome.json" }.sorted()
        guard !left.isEmpty else { return nil }
        let day = ExpressionDate(
            withdrawal.time.date, timeZone: TimeZone(secondsFromGMT: withdrawal.time.utcOffsetSeconds) ?? .current)
        return Problem(
            file: left.contains("journal.jsonl") ? "journal.jsonl" : left[0],
            message: "the participant left the study on \(day) and asked for their answers to be deleted; "
                + "\(left.count) file(s) are still here (the deletion was cut short): \(left.joined(separator: ", "))",
            kind: .interrupted)
    }
}
