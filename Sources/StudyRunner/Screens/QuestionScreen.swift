import StudyModel

/// The screen of one question, built from the question and the answer so far: the input
/// widget fits the answer type, and the keys fit the question (skip only when optional,
/// "prefer not to answer" only when offered, back only when there is somewhere to go).
struct QuestionScreen {
    let question: Question
    let language: String
    let ui: UIText

    /// Where the screen is, and what can be done besides answering.
    struct Situation {
        var context: String?
        var progress: Screen.Progress?
        var canGoBack: Bool
        var canLeave: Bool = true
        var showHelp = false
        /// The rule of the answer type, shown by the help key.
        var rule: String?
    }

    func screen(answer: AnswerOutcome?, typed: String?, notice: Notice?, situation: Situation) -> Screen {
        let keys = KeyTables(ui: ui)
        var body: [Screen.Paragraph] = []
        if let detail = question.detail?.resolved(in: language) { body.append(.quiet(detail)) }
        if situation.showHelp, let rule = situation.rule { body.append(.quiet(rule)) }
        if case .preferNotToAnswer? = answer { body.append(.quiet("(\(ui.preferNotToAnswer))")) }
        var bindings: [KeyBinding]
        let input = self.input(answer: answer?.value, typed: typed)
        switch input {
        case let .choices(list):
            bindings =
                keys.move + [keys.digits("1-\(list.items.count)")] + (list.mode == .multiple ? [keys.toggle] : [])
            if case .yesNo = question.answer { bindings = keys.yesNo + bindings }
        case let .scale(slider):
            let numeric = slider.points.allSatisfy { Int($0) != nil }
            bindings =
                keys.slide + [
                    keys.digits(
                        numeric
                            ? "\(slider.points.first ?? "")-\(slider.points.last ?? "")" : "1-\(slider.points.count)")
                ]
        case .line, .none:
            bindings = []
        }
        bindings.append(keys.next)
        if situation.canGoBack { bindings.append(keys.back) }
        if question.optional { bindings.append(keys.skip) }
        if question.preferNotToAnswer { bindings.append(keys.preferNot) }
        if question.detail != nil || situation.rule != nil { bindings.append(keys.help) }
        if situation.canLeave { bindings.append(keys.leave) }
        if case .line = input {
            bindings = KeyTables(ui: ui).typedWords(bindings)
        }
        return Screen(
            context: situation.context, progress: situation.progress, title: question.text.resolved(in: language),
            body: body, input: input, notice: notice, keys: bindings)
    }

    /// Single choices start with nothing picked (as in ResearchKit): Enter alone cannot
    /// answer by accident; ↑/↓, a digit or y/n picks.
    func input(answer: AnswerValue?, typed: String?) -> Screen.Input {
        switch question.answer {
        case let .yesNo(options):
            let items = [
                ChoiceList.Item(options.yesLabel?.resolved(in: language) ?? ui.yes),
                ChoiceList.Item(options.noLabel?.resolved(in: language) ?? ui.no),
            ]
            let chosen: Int? = answer.flatMap {
                if case let .yesNo(value) = $0 { return value ? 0 : 1 } else { return nil }
            }
            return .choices(ChoiceList(items: items, mode: .single, chosen: chosen.map { [$0] } ?? [], cursor: chosen))
        case let .singleChoice(options), let .valuePicker(options):
            var chosen: Set<Int> = []
            var other: String?
            if case let .choice(value, otherText)? = answer, let index = options.values.firstIndex(of: value) {
                chosen = [index]
                other = otherText
            }
            return .choices(
                ChoiceList(
                    items: items(options, otherText: other), mode: .single, chosen: chosen,
                    cursor: chosen.first))
        case let .multipleChoice(options):
            var chosen: Set<Int> = []
            var other: String?
            if case let .choices(values, otherText)? = answer {
                chosen = Set(values.compactMap { options.values.firstIndex(of: $0) })
                other = otherText
            }
            return .choices(
                ChoiceList(
                    items: items(options, otherText: other), mode: .multiple, chosen: chosen,
                    cursor: chosen.min() ?? 0))
        case let .scale(options):
            var value: Int?
            if case let .scale(chosen)? = answer { value = chosen }
            return .scale(
                ScaleSlider(
                    min: options.min.value, max: options.max.value, step: options.step.value,
                    value: value ?? options.defaultValue?.value,
                    minLabel: options.minLabel?.resolved(in: language),
                    maxLabel: options.maxLabel?.resolved(in: language)))
        case let .textScale(options):
            var selected: Int?
            if case let .textScale(position)? = answer { selected = position - 1 }
            return .scale(ScaleSlider(points: options.labels.map { $0.resolved(in: language) }, selected: selected))
        case .invalid:
            return .none
        default:
            let text =
                typed ?? answer.map { AnswerFormatting.editableText($0, for: question.answer, language: language) }
                ?? ""
            return .line(Screen.LineField(label: nil, text: text, expectedForm: expectedForm))
        }
    }

    /// The form to type, with the unit ("a whole number from 0 to 120, in years") and the
    /// study's example, if it gives one.
    var expectedForm: String {
        var form = AnswerInput.expectedForm(for: question.answer, language: language)
        switch question.answer {
        case let .integer(options), let .decimal(options):
            if let unit = options.unit?.resolved(in: language) { form += ui.unitSeparator + unit }
        case let .text(options):
            if let placeholder = options.placeholder?.resolved(in: language) {
                form = form.isEmpty ? placeholder : form + " · " + placeholder
            }
        default: break
        }
        return form
    }

    private func items(_ options: ChoiceOptions, otherText: String?) -> [ChoiceList.Item] {
        options.choices.map { choice in
            ChoiceList.Item(
                choice.label.resolved(in: language), isExclusive: choice.exclusive, isOther: choice.other,
                otherText: choice.other ? otherText : nil)
        }
    }
}
