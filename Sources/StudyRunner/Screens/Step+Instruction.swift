import StudyModel

extension Step {
    var instructionTitle: LocalizedText? {
        if case let .instruction(title, _) = content { return title }
        return nil
    }

    var instructionText: LocalizedText? {
        if case let .instruction(_, text) = content { return text }
        return nil
    }
}
