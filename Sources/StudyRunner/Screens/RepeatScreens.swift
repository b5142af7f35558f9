import StudyModel

/// What the review of a repeating group offers, in the order shown.
enum RepeatReviewChoice: Equatable {
    case add
    case remove
    case done
}

/// What removing an instance offers: each instance by its key, then keeping them all.
enum RepeatRemoveChoice: Equatable {
    case instance(key: Int)
    case keepAll
}

/// The screens of a repeating group, as pure builders: the review of the instances given
/// so far (with "add another", "remove one" and "I am done" as the group's counts allow),
/// and the choice of the instance to remove.
extension JourneyScreens {
    var repeatText: RepeatText { RepeatText.forLanguage(language) }

    func repeatReviewMenu(_ choices: RepeatNavigator.Choices, hasAny: Bool) -> Menu<RepeatReviewChoice> {
        var items: [RepeatReviewChoice] = []
        if choices.canAdd { items.append(.add) }
        if choices.canRemove { items.append(.remove) }
        if choices.canFinish { items.append(.done) }
        let words = repeatText
        return Menu(items) {
            switch $0 {
            case .add: hasAny ? words.addAnother : words.addFirst
            case .remove: words.removeOne
            case .done: words.done
            }
        }
    }

    func repeatRemoveMenu(_ group: RepeatingGroup, _ state: RepeatingGroupRun) -> Menu<RepeatRemoveChoice> {
        let kept = state.kept
        let items = kept.map { RepeatRemoveChoice.instance(key: $0.key) } + [.keepAll]
        return Menu(items) {
            switch $0 {
            case let .instance(key): instanceName(group, state, key: key)
            case .keepAll: repeatText.keepAll
            }
        }
    }

    /// "Medicine 2", numbered among the instances kept.
    func instanceName(_ group: RepeatingGroup, _ state: RepeatingGroupRun, key: Int) -> String {
        group.instanceName(state.number(of: key) ?? state.kept.count + 1, language: language)
    }

    /// The instances given so far, each with its answers on one line, then what is still
    /// needed or the most allowed.
    func repeatReview(
        _ group: RepeatingGroup, _ state: RepeatingGroupRun, choices: RepeatNavigator.Choices,
        situation: QuestionScreen.Situation, notice: Notice?
    ) -> Screen {
        let words = repeatText
        let kept = state.kept
        var body: [Screen.Paragraph] = [.normal(kept.isEmpty ? words.noneListed : words.listed(kept.count))]
        for instance in kept {
            body.append(.strong(instanceName(group, state, key: instance.key)))
            body.append(.normal(summary(of: instance, group)))
        }
        if choices.stillNeeded > 0 {
            body.append(.quiet(words.stillNeeded(choices.stillNeeded)))
        } else if !choices.canAdd {
            body.append(.quiet(words.atMost(group.maximum.value)))
        }
        let menu = repeatReviewMenu(choices, hasAny: !kept.isEmpty)
        var bindings = keys.menu(count: menu.choices.count)
        if situation.canGoBack { bindings.insert(keys.back, at: bindings.count - 1) }
        return Screen(
            context: situation.context, progress: situation.progress, title: text(group.title), body: body,
            input: menu.input(), notice: notice, keys: bindings)
    }

    func repeatRemove(_ group: RepeatingGroup, _ state: RepeatingGroupRun, situation: QuestionScreen.Situation)
        -> Screen
    {
        let menu = repeatRemoveMenu(group, state)
        return Screen(
            context: situation.context, progress: situation.progress, title: text(group.title),
            body: [.normal(repeatText.whichToRemove)], input: menu.input(preselect: false),
            keys: keys.menu(count: menu.choices.count, canLeave: false))
    }

    /// "Medicine 2 · Question 1 of 2" over the survey's own progress bar; back always works
    /// inside an instance (from its first step it goes to the review).
    func instanceSituation(_ situation: QuestionScreen.Situation, group: RepeatingGroup, step: Step, name: String)
        -> QuestionScreen.Situation
    {
        var own = situation
        own.canGoBack = true
        let questions = group.questions
        let position =
            step.isQuestion
            ? UIText.fill(
                ui.questionOf,
                [
                    "n": "\((questions.firstIndex { $0.id.value == step.id.value } ?? 0) + 1)",
                    "count": "\(questions.count)",
                ]) : ui.questionsInAll(questions.count)
        let text = UIText.fill(repeatText.instanceProgress, ["name": name, "progress": position])
        own.progress = Screen.Progress(
            text: text, fraction: situation.progress?.fraction ?? 0, timeLeft: situation.progress?.timeLeft)
        return own
    }

    /// "Aspirin · 2": each question's answer in order, "not answered" for none.
    private func summary(of instance: RepeatingGroupRun.Instance, _ group: RepeatingGroup) -> String {
        group.questions.map { question in
            switch instance.answers[question.id.value] {
            case let .answered(value)?: AnswerFormatting.display(value, for: question.answer, language: language)
            case .preferNotToAnswer?: ui.preferNotToAnswer
            case .skipped?: ui.skipped
            case .sealed?, nil: repeatText.notAnswered
            }
        }.joined(separator: " · ")
    }
}
