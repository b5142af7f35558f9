/// How keys change a screen's own input state (the cursor, the chosen items, the scale
/// point) without leaving it. Pure, so the keyboard behaviour is tested without a terminal.
enum ScreenInteraction {
    /// The screen after `action`, or nil when the action ends the screen and the caller
    /// must decide (submit, back, leave, …).
    static func apply(_ action: ScreenAction, to screen: Screen) -> Screen? {
        var screen = screen
        switch (action, screen.input) {
        case (.up, .choices(var list)) where list.mode == .single:
            list.cursor = max(0, (list.cursor ?? 0) - 1)
            list.chosen = [list.cursor!]
            screen.input = .choices(list)
        case (.down, .choices(var list)) where list.mode == .single:
            list.cursor = min(list.items.count - 1, (list.cursor ?? -1) + 1)
            list.chosen = [list.cursor!]
            screen.input = .choices(list)
        case (.up, .choices(var list)):
            list.cursor = max(0, (list.cursor ?? 0) - 1)
            screen.input = .choices(list)
        case (.down, .choices(var list)):
            list.cursor = min(list.items.count - 1, (list.cursor ?? -1) + 1)
            screen.input = .choices(list)
        case (.home, .choices(var list)):
            list.cursor = 0
            if list.mode == .single { list.chosen = [0] }
            screen.input = .choices(list)
        case (.end, .choices(var list)):
            list.cursor = list.items.count - 1
            if list.mode == .single { list.chosen = [list.items.count - 1] }
            screen.input = .choices(list)
        case (.toggle, .choices(var list)) where list.mode == .multiple:
            guard let cursor = list.cursor else { return nil }
            list.chosen = toggled(list, cursor)
            screen.input = .choices(list)
        case (.choose(let number), .choices(var list)) where list.mode == .multiple:
            guard list.items.indices.contains(number - 1) else { return screen }
            list.cursor = number - 1
            list.chosen = toggled(list, number - 1)
            screen.input = .choices(list)
        case (.choose(let number), .choices(var list)) where list.mode == .single:
            guard list.items.indices.contains(number - 1) else { return screen }
            list.cursor = number - 1
            list.chosen = [number - 1]
            screen.input = .choices(list)
        case (.left, .scale(var slider)):
            slider.selected = max(0, (slider.selected ?? slider.points.count / 2 + 1) - 1)
            screen.input = .scale(slider)
        case (.right, .scale(var slider)):
            slider.selected = min(slider.points.count - 1, (slider.selected ?? slider.points.count / 2 - 1) + 1)
            screen.input = .scale(slider)
        case (.home, .scale(var slider)):
            slider.selected = 0
            screen.input = .scale(slider)
        case (.end, .scale(var slider)):
            slider.selected = slider.points.count - 1
            screen.input = .scale(slider)
        case (.choose(let number), .scale(var slider)):
            // Digits pick a point by its label when the labels are numbers (0–10 scales).
            guard
                let index = slider.points.firstIndex(of: String(number))
                    ?? (slider.points.indices.contains(number - 1) ? number - 1 : nil)
            else { return screen }
            slider.selected = index
            screen.input = .scale(slider)
        default:
            return nil
        }
        screen.notice = nil
        return screen
    }

    /// Multiple choice: an exclusive choice ("None of these") clears the others, and any
    /// other choice clears an exclusive one.
    static func toggled(_ list: ChoiceList, _ index: Int) -> Set<Int> {
        var chosen = list.chosen
        if chosen.contains(index) {
            chosen.remove(index)
            return chosen
        }
        if list.items[index].isExclusive {
            return [index]
        }
        chosen = chosen.filter { !list.items[$0].isExclusive }
        chosen.insert(index)
        return chosen
    }
}
