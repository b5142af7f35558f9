/// A key as an active task sees it: the runner turns terminal keys into these, so task
/// logic in StudyModel needs no terminal.
public enum TaskKey: Sendable, Hashable, CustomStringConvertible {
    /// A printable character, lowercased letters as typed ("f", "j", " ", "7").
    case character(Character)
    case enter
    case backspace
    case left, right, up, down
    /// Anything else, by its label ("Tab", "F5"); logged, never acted on.
    case other(String)

    /// How the key is written in the event log: "f", "space", "enter", "left"…
    public var description: String {
        switch self {
        case .character(" "): return "space"
        case let .character(character): return String(character)
        case .enter: return "enter"
        case .backspace: return "backspace"
        case .left: return "left"
        case .right: return "right"
        case .up: return "up"
        case .down: return "down"
        case let .other(label): return label
        }
    }

    /// The character, lowercased, for tasks that compare letters.
    public var letter: Character? {
        if case let .character(character) = self { return Character(character.lowercased()) }
        return nil
    }

    public static let space = TaskKey.character(" ")
}
