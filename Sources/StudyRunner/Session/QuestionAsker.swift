import StudyModel

/// Asks one question until it has an acceptable answer or the participant moves away.
/// A wrong answer keeps what was typed and says the rule under it.
struct QuestionAsker {
    let presenter: Presenter
    let language: String
    let ui: UIText
    let clock: WallClock
    /// Leaving and Ctrl-C are confirmed here, so staying keeps what was being typed.
    let leaving: LeaveConfirmation

    enum Result {
        case answered(AnswerOutcome)
        case back
        /// The participant confirmed leaving (or Ctrl-C).
        case ended(SessionEnding)
    }

    /// `constraint` gives the study's message when an otherwise acceptable answer breaks the
    /// question's `constraint` with earlier answers (nil when it holds): the answer is then
    /// not returned, and the participant sees the message under what they entered.
    func ask(
        _ question: Question, current: AnswerOutcome?, situation: QuestionScreen.Situation,
        constraint: ((AnswerValue) -> String?)? = nil
    ) throws -> Result {
        let page = QuestionScreen(question: question, language: language, ui: ui)
        var situation = situation
        let moment = self.moment()
        situation.rule =
            situation.rule ?? AnswerInput.rule(for: question.answer, language: language, today: moment.day, now: moment)
        var typed: String?
        var notice: Notice?
        var answer = current
        while true {
            let screen = page.screen(answer: answer, typed: typed, notice: notice, situation: situation)
            let response = try presenter.present(screen)
            notice = nil
            switch response.action {
            case .back where situation.canGoBack: return .back
            case .leave, .interrupt:
                if let ending = try leaving.confirm(response.action) { return .ended(ending) }
                typed = response.typed ?? typed
            case .help:
                situation.showHelp.toggle()
            case .skip:
                if question.optional { return .answered(.skipped) }
                notice = .error(ui.cannotSkip)
            case .preferNotToAnswer:
                if question.preferNotToAnswer { return .answered(.preferNotToAnswer) }
                notice = .error(ui.preferNotUnavailable)
            case .yes, .no:
                return .answered(.answered(.yesNo(response.action == .yes)))
            case .submit where question.optional && response.typed?.trimmingWhitespace.isEmpty == true:
                // In plain mode an empty line is too easily an Enter too many (a screen
                // reader user, a script one line off): it asks again, and `skip` skips.
                guard presenter.mode == .plain else { return .answered(.skipped) }
                notice = .error(UIText.fill(ui.emptyOptionalAnswer, ["skip": ui.keySkip]))
            case .submit, .choose:
                switch value(from: response, question: question, moment: moment) {
                case let .success(value):
                    guard let broken = constraint?(value) else {
                        return .answered(.answered(clock.withLocalOffset(value)))
                    }
                    notice = .error(broken)
                    typed = response.typed
                    if response.typed == nil { answer = .answered(value) }
                case let .failure(problem):
                    notice = .error(problem.message)
                    typed = response.typed
                    if response.typed == nil, let picked = picked(response.screen, question: question) {
                        answer = .answered(picked)
                    }
                }
            default:
                break
            }
        }
    }

    /// The answer from a response: typed text is parsed; keys picked on the screen are
    /// checked by the same rules.
    private func value(from response: Presenter.Response, question: Question, moment: AnswerInput.Moment)
        -> Swift.Result<AnswerValue, AnswerProblem>
    {
        if let typed = response.typed {
            if typed.trimmingWhitespace.isEmpty {
                return .failure(AnswerProblem(ui.answerRequired))
            }
            if case let .yesNo(options) = question.answer, options.yesLabel == nil || options.noLabel == nil {
                // The screen shows the runner's own words for yes and no ("是", "否"): they count.
                let word = typed.trimmingWhitespace.lowercased()
                if options.yesLabel == nil && word == ui.yes.lowercased() { return .success(.yesNo(true)) }
                if options.noLabel == nil && word == ui.no.lowercased() { return .success(.yesNo(false)) }
            }
            return AnswerInput.parse(typed, for: question.answer, language: language, today: moment.day, now: moment)
        }
        guard var picked = picked(response.screen, question: question) else {
            if case .scale = response.screen.input { return .failure(AnswerProblem(ui.choosePoint)) }
            return .failure(AnswerProblem(ui.answerRequired))
        }
        switch askOtherText(for: picked, question: question) {
        case .notNeeded: break
        case let .given(withText): picked = withText
        case .empty: return .failure(AnswerProblem(ui.otherRequired))
        }
        return AnswerInput.validate(picked, for: question.answer, language: language, today: moment.day, now: moment)
    }

    /// What the keys picked on the screen, as an answer (nil when nothing is picked).
    func picked(_ screen: Screen, question: Question) -> AnswerValue? {
        switch (question.answer, screen.input) {
        case let (.yesNo, .choices(list)):
            guard let index = list.chosen.first ?? list.cursor else { return nil }
            return .yesNo(index == 0)
        case let (.singleChoice(options), .choices(list)), let (.valuePicker(options), .choices(list)):
            guard let index = list.chosen.first ?? list.cursor else { return nil }
            return .choice(options.values[index], otherText: list.items[index].otherText)
        case let (.multipleChoice(options), .choices(list)):
            guard !list.chosen.isEmpty else { return nil }
            let chosen = list.chosen.sorted()
            return .choices(
                chosen.map { options.values[$0] }, otherText: chosen.lazy.compactMap { list.items[$0].otherText }.first)
        case let (.scale(options), .scale(slider)):
            return slider.selected.map { .scale(options.min.value + $0 * options.step.value) }
        case let (.textScale, .scale(slider)):
            return slider.selected.map { .textScale($0 + 1) }
        default:
            return nil
        }
    }

    enum OtherText {
        case notNeeded
        case given(AnswerValue)
        case empty
    }

    /// "Other, please specify": asks for the text when an "other" choice is picked by keys.
    private func askOtherText(for value: AnswerValue, question: Question) -> OtherText {
        guard let options = question.answer.choices else { return .notNeeded }
        let otherValues = Set(options.choices.filter(\.other).map(\.value.value))
        switch value {
        case let .choice(chosen, current) where otherValues.contains(chosen):
            guard let text = try? readOtherText(question, choice: chosen, current: current) else { return .empty }
            return .given(.choice(chosen, otherText: text))
        case let .choices(chosen, current) where chosen.contains(where: otherValues.contains):
            guard let other = chosen.first(where: otherValues.contains),
                let text = try? readOtherText(question, choice: other, current: current)
            else { return .empty }
            return .given(.choices(chosen, otherText: text))
        default:
            return .notNeeded
        }
    }

    private func readOtherText(_ question: Question, choice value: String, current: String?) throws -> String? {
        let label =
            question.answer.choices?.choices.first { $0.value.value == value }?.label.resolved(in: language) ?? value
        let screen = JourneyScreens.otherTextScreen(
            question: question.text.resolved(in: language), choice: label,
            current: current, ui: ui)
        let response = try presenter.present(screen)
        guard response.action == .submit, let typed = response.typed?.trimmingWhitespace, !typed.isEmpty else {
            return nil
        }
        return typed
    }

    func moment() -> AnswerInput.Moment {
        clock.moment()
    }
}
