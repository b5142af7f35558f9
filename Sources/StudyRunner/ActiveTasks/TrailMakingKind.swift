import StudyModel

/// Trail making on the terminal: labels scattered over a field; the participant types the
/// next one in order. Part A numbers, part B numbers and letters in turn.
struct TrailMakingKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { true }

    private var parts: [TrailPart] { TrailMakingEngine.Parameters(task, practice: false).parts }

    var defaultInstructions: [String] {
        let own = words.trailMaking
        var text: [String]
        switch parts {
        case [.a]: text = [own.partA]
        case [.b]: text = [own.partB]
        default: text = own.bothParts.map { TaskWords.fill($0, ["partA": own.partA, "partB": own.partB]) }
        }
        text.append(own.startsOnOne)
        text.append(TaskWords.fill(own.timeLimit, ["time": words.length(seconds: task.trailMaking.timeLimitSeconds)]))
        return text
    }

    func engine(practice: Bool, random: SeededRandom) -> TrailMakingEngine {
        TrailMakingEngine(.init(task, practice: practice), practice: practice, random: random)
    }

    func screen(for view: TrailMakingEngine.View, practice: Bool) -> TaskScreen {
        let heading = practice ? "\(title) · \(words.practice)" : title
        let own = words.trailMaking
        switch view {
        case let .trail(trail):
            let typing = Line(TaskWords.fill(own.typing, ["typed": trail.typed]))
            let error = trail.error.map { Line("✗ " + TaskWords.fill(own.notNext, ["label": $0]), .error) } ?? .empty
            return TaskScreen(
                title: heading, status: status(trail), body: TrailFieldLines.lines(trail) + [.empty, typing, error],
                keys: own.keys + " · " + words.escPause)
        case let .partEnded(trail, finished):
            let timeUp = trail.part == .b ? own.timeUpPartB : own.timeUpPartA
            let message =
                finished
                ? Line("✓ " + TaskWords.fill(own.partDone, ["name": partName(trail.part)]), .success)
                : Line(timeUp, .title)
            return TaskScreen(
                title: heading, status: status(trail), body: TrailFieldLines.lines(trail) + [.empty, message, .empty],
                keys: words.escPause)
        case let .nextPart(part):
            let order = part == .b ? "1, A, 2, B, 3, C …" : "1, 2, 3 …"
            let body: [Line] = [
                Line(partName(part), .title), .empty,
                Line(part == .b ? own.nextNumbersAndLetters : own.nextNumbersOnly),
                Line(order, .title), .empty,
                Line(own.startAgainOnOne),
            ]
            return TaskScreen(title: heading, body: body, keys: own.keysStart + " · " + words.escPause)
        }
    }

    private func partName(_ part: TrailPart) -> String {
        partName(part.rawValue)
    }

    private func partName(_ letter: String) -> String {
        TaskWords.fill(words.trailMaking.partName, ["part": letter])
    }

    /// "Part A · reached 3 of 10 · last: 3"
    private func status(_ trail: TrailMakingEngine.Trail) -> String {
        TaskWords.fill(
            words.trailMaking.status,
            [
                "name": partName(trail.part), "n": "\(trail.reached)", "count": "\(trail.points.count)",
                "last": trail.last.label,
            ])
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        TrailMakingSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = TrailMakingSummary.compute(events)
        let own = words.trailMaking
        let lines = [summary.partA, summary.partB].compactMap { $0 }.map { part -> String in
            let name = partName(part.part)
            guard let total = part.totalTimeMs else {
                return TaskWords.fill(
                    own.notFinished, ["name": name, "n": "\(part.reached)", "count": "\(part.labels)"])
            }
            let seconds = NumberText.text((total / 100).rounded() / 10, places: 1)
            let template = part.errors == 1 ? own.finishedOneError : own.finished
            return TaskWords.fill(template, ["name": name, "seconds": seconds, "errors": "\(part.errors)"])
        }
        return lines.joined(separator: " · ")
    }
}
