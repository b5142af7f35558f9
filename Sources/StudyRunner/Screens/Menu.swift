/// A menu's items as values, in the order shown. An answer comes back as the item, never
/// as its position, so reordering the items cannot change what an answer does.
struct Menu<Choice> {
    let choices: [Choice]
    /// What each item says on the screen, and the words that pick it when typed.
    let labels: [String]

    init(_ choices: [Choice], label: (Choice) -> String) {
        self.choices = choices
        self.labels = choices.map(label)
    }

    /// The list a menu screen shows; with `preselect` false nothing is picked yet, so
    /// consenting or granting is never one stray Enter away.
    func input(preselect: Bool = true) -> Screen.Input {
        .choices(ChoiceList(items: labels.map { .init($0) }, mode: .menu, cursor: preselect ? 0 : nil))
    }

    /// The item picked: by keys, by number, or by typing its words.
    func choice(in response: Presenter.Response) -> Choice? {
        index(in: response).map { choices[$0] }
    }

    private func index(in response: Presenter.Response) -> Int? {
        let count = choices.count
        if case let .choose(number) = response.action, (1...count).contains(number) { return number - 1 }
        if let typed = response.typed?.trimmingWhitespace {
            if let number = Int(typed), (1...count).contains(number) { return number - 1 }
            return labels.firstIndex { $0.lowercased() == typed.lowercased() }
        }
        if case let .choices(list) = response.screen.input { return list.cursor }
        return nil
    }
}

extension Menu where Choice: CaseIterable, Choice.AllCases == [Choice] {
    /// Every case of the choice type, in the order it declares them.
    init(label: (Choice) -> String) {
        self.init(Choice.allCases, label: label)
    }
}
