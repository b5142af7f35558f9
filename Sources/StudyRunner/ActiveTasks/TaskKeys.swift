import StudyModel

/// How terminal keys reach an active task. Escape and Ctrl-C pause the task (they never
/// count as responses); letters reach the task lowercased, as typed with Caps Lock off.
enum TaskInput: Equatable {
    case key(TaskKey)
    case pause
    /// Not a key: a resize, a timeout, a resume (handled by the player).
    case event

    init(_ key: Key) {
        switch key {
        case .escape, .ctrl("c"), .ctrl("z"): self = .pause
        case let .character(character): self = .key(.character(Character(character.lowercased())))
        case .enter: self = .key(.enter)
        case .backspace, .delete: self = .key(.backspace)
        case .left: self = .key(.left)
        case .right: self = .key(.right)
        case .up: self = .key(.up)
        case .down: self = .key(.down)
        case .resize, .timeout, .resume: self = .event
        case .tab: self = .key(.other("tab"))
        case let .function(number): self = .key(.other("F\(number)"))
        case let .ctrl(letter): self = .key(.other("ctrl-\(letter)"))
        case let .paste(text): self = .key(.other("paste(\(text.count) characters)"))
        default: self = .key(.other("other"))
        }
    }
}
