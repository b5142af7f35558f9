import StudyModel

/// The screens around an active task's rounds: instructions, "cannot be done here",
/// practice notes, pause and the end. Ordinary `Screen`s, shown by the `Presenter`.
struct ActiveTaskScreens {
    let studyTitle: String
    let taskTitle: String
    let words: TaskWords
    let keys: KeyTables

    /// What to do, when or where if it matters, and that a practice comes first.
    func instructions(_ paragraphs: [String], when: String?, practice: Bool) -> Screen {
        var body = paragraphs.map(Screen.Paragraph.normal)
        if let when { body.append(.strong(TaskWords.fill(words.whenToDo, ["when": when]))) }
        if practice { body.append(.quiet(words.practiceIntro)) }
        var start = keys.next
        start.label = words.startKey
        var back = keys.back
        back.label = words.backKey
        return Screen(context: studyTitle, title: taskTitle, body: body, keys: [start, back])
    }

    func cannotRun(_ why: String) -> Screen {
        Screen(
            context: studyTitle, title: taskTitle, body: [.normal(why)], input: cannotRunMenu.input(preselect: false),
            keys: keys.menu(count: 2, canLeave: false))
    }

    func note(_ text: String) -> Screen {
        Screen(context: studyTitle, title: taskTitle, body: [.normal(text)], keys: [keys.next])
    }

    func paused() -> Screen {
        Screen(
            context: taskTitle, title: words.paused, body: [.normal(words.pausedWhy)],
            input: pauseMenu.input(preselect: false),
            keys: keys.menu(count: 2, canLeave: false))
    }

    /// An end that cannot be mistaken: a title that says finished, the figures, and the
    /// study's own completion words (or "Your results are saved").
    func finished(_ summary: String, completion: String?) -> Screen {
        Screen(
            context: studyTitle, title: "✓ \(taskTitle): \(words.finished)",
            body: [.strong(summary), .normal(completion ?? words.finishedSaved)], keys: [keys.next])
    }
}
