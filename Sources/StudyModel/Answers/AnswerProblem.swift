/// Why a typed answer was not accepted, as one plain sentence that states the rule
/// ("Enter a whole number from 0 to 120."), so the participant learns what to type rather
/// than what went wrong inside the program. The front end shows `message` under the
/// input and asks again.
public struct AnswerProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the front end may do about it, beyond showing the message.
    public enum Kind: Sendable, Hashable {
        /// The answer breaks the question's rule; ask again.
        case notAccepted
        /// An "other, please specify" choice was picked without its text. A front end that
        /// picks by keys can ask for the text and call `AnswerInput.attachingOtherText`.
        case otherTextNeeded(choice: String)
    }

    public let message: String
    public let kind: Kind

    public init(_ message: String, kind: Kind = .notAccepted) {
        self.message = message
        self.kind = kind
    }

    public var description: String { message }
}
