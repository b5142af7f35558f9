/// The words that replace `{id}` (`TextPiping`) in one participant's survey: an answer as
/// the review screen shows it (`AnswerFormatting.display`: a choice's label, a number with
/// the language's decimal separator and its unit, a date as YYYY-MM-DD), a score as its
/// band's label or as a number written the same way, and the catalogue's "(no answer)"
/// for a question that was skipped, declined or passed over, or a score that is missing.
public struct PipedValues: Sendable {
    let survey: Survey
    let outcomes: [StepID: AnswerOutcome]
    let language: String
    let scores: [String: ScoreResult]

    /// `outcomes`: the answers on the path taken (`trail.keepingShown(answers)`), so that
    /// an answer to a question that is no longer on it shows as "(no answer)".
    public init(survey: Survey, outcomes: [StepID: AnswerOutcome], today: ExpressionDate, language: String) {
        self.survey = survey
        self.outcomes = outcomes
        self.language = language
        var scores: [String: ScoreResult] = [:]
        if !survey.scores.isEmpty {
            let values = AnswerSheet.expressionValues(outcomes, steps: survey.steps)
            for result in ScoreCalculator(survey: survey).results(answers: values, today: today, language: language)
            where scores[result.id] == nil {
                scores[result.id] = result
            }
        }
        self.scores = scores
    }

    /// For the eligibility questions, which have no scores.
    public init(steps: [Step], outcomes: [StepID: AnswerOutcome], today: ExpressionDate, language: String) {
        self.init(survey: Survey(steps: steps, scores: []), outcomes: outcomes, today: today, language: language)
    }

    /// What `{name}` shows; nil when `name` is neither a question nor a score of the survey.
    public func text(for name: String) -> String? {
        let words = TextCatalogue.for(language).answers
        if let question = survey.step(StepID(name))?.question {
            guard let value = outcomes[question.id.value]?.value else { return words.noAnswerShown }
            return AnswerFormatting.display(value, for: question.answer, language: language)
        }
        guard let score = scores[name] else { return nil }
        if let band = score.band { return band.resolved(in: language) }
        switch score.computed {
        case .missing: return words.noAnswerShown
        case let .number(number): return words.number(NumberText.text(number))
        case let .text(text): return text
        case let .boolean(value): return value ? words.yes : words.no
        default: return score.computed.description
        }
    }

    /// The text in the participant's language with its references filled in.
    public func fill(_ text: LocalizedText) -> LocalizedText {
        let written = text.resolved(in: language)
        guard written.contains("{") else { return text }
        return LocalizedText(.same(TextPiping.fill(written, self.text(for:))), at: text.location)
    }

    /// The step as the participant reads it: its question, detail or instruction filled in.
    public func step(_ step: Step) -> Step {
        var piped = step
        switch step.content {
        case let .question(question):
            var question = question
            question.text = fill(question.text)
            question.detail = question.detail.map(fill)
            piped.content = .question(question)
        case let .instruction(title, text):
            piped.content = .instruction(title: title.map(fill), text: fill(text))
        case let .repeatingGroup(group):
            var group = group
            group.title = fill(group.title)
            piped.content = .repeatingGroup(group)
        }
        return piped
    }
}
