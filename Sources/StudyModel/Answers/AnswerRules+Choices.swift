/// Yes-no, single and multiple choice, value pickers and text scales: typed as a number
/// or as the words shown, and checked for exclusive choices, selection counts and the
/// text an "other, please specify" choice needs.
extension AnswerRules {
    // MARK: Yes-no

    /// `y`, `yes`, `n`, `no` (any case), the catalogue's yes and no in the participant's
    /// language (`sí`, `oui`, `ja`), the study's own yes and no labels in the language, and `1` / `2` for the first and second line shown.
    func readYesNo(_ typed: String, _ options: YesNoOptions) -> Result<AnswerValue, AnswerProblem> {
        let key = ChoiceMatcher.folded(typed)
        if let label = options.yesLabel?.resolved(in: language), ChoiceMatcher.folded(label) == key {
            return .success(.yesNo(true))
        }
        if let label = options.noLabel?.resolved(in: language), ChoiceMatcher.folded(label) == key {
            return .success(.yesNo(false))
        }
        // The language's own words count with or without accents ("si" for "sí", "nao" for "não").
        let word = TextCatalogue.comparable(typed)
        if ["y", "yes", "1"].contains(key) || word == TextCatalogue.comparable(messages.yes) {
            return .success(.yesNo(true))
        }
        if ["n", "no", "2"].contains(key) || word == TextCatalogue.comparable(messages.no) {
            return .success(.yesNo(false))
        }
        return refuse()
    }

    // MARK: Single choice and value picker

    /// A choice, or an "other" choice followed by a colon and its text: `4: walking`,
    /// `Another way: walking`. The longest start that names an "other" choice wins, so a
    /// label with a colon in it (`Other: please say`) is read whole.
    func readChoice(_ typed: String, _ options: ChoiceOptions) -> Result<AnswerValue, AnswerProblem> {
        let matcher = ChoiceMatcher(options, language: language)
        if let index = matcher.index(of: typed) {
            return checkChoice(options.values[index], otherText: nil, options)
        }
        // Before the colon stands one choice: no longer than the longest label or value,
        // with room for stray spaces.
        let longest =
            options.choices.map { max($0.label.resolved(in: language).count, $0.value.value.count) }.max() ?? 0
        let end = typed.index(typed.startIndex, offsetBy: longest + 16, limitedBy: typed.endIndex) ?? typed.endIndex
        for colon in typed[..<end].indices.reversed() where typed[colon] == ":" {
            if let index = matcher.index(of: typed[..<colon]), options.choices[index].other {
                return checkChoice(
                    options.values[index], otherText: String(typed[typed.index(after: colon)...]), options)
            }
        }
        return refuse()
    }

    /// The value must be one of the choices; an "other" choice needs its text. Text given
    /// with a choice that is not "other" is dropped: it is left over from a choice the
    /// participant changed their mind about.
    func checkChoice(_ value: String, otherText: String?, _ options: ChoiceOptions) -> Result<
        AnswerValue, AnswerProblem
    > {
        guard let index = options.values.firstIndex(of: value) else { return refuse() }
        guard options.choices[index].other else { return .success(.choice(value, otherText: nil)) }
        return self.otherText(otherText, for: index, options).map { .choice(value, otherText: $0) }
    }

    // MARK: Multiple choice

    /// A list of choices, the last of which may be an "other" choice with its text after a
    /// colon, running to the end of the line: `1, 3, 5: swimming, cycling`. An empty line is
    /// no choice at all, accepted only with `min-selections: 0`.
    func readChoices(_ typed: String, _ options: ChoiceOptions) -> Result<AnswerValue, AnswerProblem> {
        let matcher = ChoiceMatcher(options, language: language)
        if let indices = matcher.indices(of: typed) {
            return checkChoices(indices.map { options.values[$0] }, otherText: nil, options)
        }
        for colon in typed.indices.reversed() where typed[colon] == ":" {
            guard let last = matcher.lastIndex(of: typed[..<colon]), options.choices[last].other else { continue }
            if let indices = matcher.indices(of: typed[..<colon]), let final = indices.last,
                options.choices[final].other
            {
                return checkChoices(
                    indices.map { options.values[$0] }, otherText: String(typed[typed.index(after: colon)...]),
                    options)
            }
        }
        return refuse()
    }

    /// Known values, once each, in the order of the choices; an exclusive choice alone; the
    /// number of choices within `min-selections` and `max-selections` (at least one when
    /// there is no minimum; an exclusive choice alone always counts as enough); and the
    /// text for a selected "other" choice.
    func checkChoices(_ values: [String], otherText: String?, _ options: ChoiceOptions) -> Result<
        AnswerValue, AnswerProblem
    > {
        var indices: [Int] = []
        for value in values {
            guard let index = options.values.firstIndex(of: value) else { return refuse() }
            if !indices.contains(index) { indices.append(index) }
        }
        indices.sort()
        if indices.count > 1, let exclusive = indices.first(where: { options.choices[$0].exclusive }) {
            return .failure(AnswerProblem(messages.exclusive(label: label(of: exclusive, options))))
        }
        let minimum = options.minSelections?.value
        let maximum = options.maxSelections?.value
        let aloneExclusive = indices.count == 1 && options.choices[indices[0]].exclusive
        if (indices.count < (minimum ?? 1) && !aloneExclusive) || indices.count > (maximum ?? Int.max) {
            return .failure(AnswerProblem(messages.selectionCount(minimum: minimum, maximum: maximum)))
        }
        let chosen = indices.map { options.values[$0] }
        guard let other = indices.first(where: { options.choices[$0].other }) else {
            return .success(.choices(chosen, otherText: nil))
        }
        return self.otherText(otherText, for: other, options).map { .choices(chosen, otherText: $0) }
    }

    var multipleChoiceExample: String {
        guard case let .multipleChoice(options) = format else { return "1" }
        let count = min(options.choices.count, options.maxSelections?.value ?? 2, 2)
        return count >= 2 ? (options.choices.count >= 3 ? "1, 3" : "1, 2") : "1"
    }

    func choicesForm(_ options: ChoiceOptions) -> String {
        messages.choicesForm(count: options.choices.count, example: multipleChoiceExample)
    }

    // MARK: Text scale

    /// A position from 1, or one of the labels.
    func readTextScale(_ typed: String, _ options: TextScaleOptions) -> Result<AnswerValue, AnswerProblem> {
        let matcher = ChoiceMatcher(labels: options.labels.map { $0.resolved(in: language) }, values: [])
        return attempt(matcher.index(of: typed).map { .textScale($0 + 1) })
    }

    // MARK: Helpers

    /// The trimmed text for "other" choice `index`, or why it is missing.
    private func otherText(_ text: String?, for index: Int, _ options: ChoiceOptions) -> Result<String, AnswerProblem> {
        let kind = AnswerProblem.Kind.otherTextNeeded(choice: options.values[index])
        guard let text else {
            return .failure(AnswerProblem(messages.otherTextNeeded(example: String(index + 1)), kind: kind))
        }
        let trimmed = text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingWhitespace
        guard !trimmed.isEmpty else {
            return .failure(AnswerProblem(messages.otherTextEmpty(label: label(of: index, options)), kind: kind))
        }
        return .success(trimmed)
    }

    func label(of index: Int, _ options: ChoiceOptions) -> String {
        options.choices[index].label.resolved(in: language)
    }
}
