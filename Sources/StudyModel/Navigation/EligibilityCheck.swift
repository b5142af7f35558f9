/// Whether someone may take part: the eligibility `criteria` over their answers.
public enum EligibilityOutcome: Hashable, Sendable {
    case eligible
    case ineligible
}

/// The eligibility questions and criteria of a study, ready to run: `navigator` takes the
/// participant through the questions (which may use `show-if`, like survey steps), and
/// `outcome` decides.
///
/// Only criteria that hold make someone eligible. Criteria that are false, or missing
/// because an answer they need is missing, make them ineligible; so do criteria that do
/// not parse or were not written (possible only in a study that was not validated):
/// the check fails closed, never letting someone into the consent by accident.
public struct EligibilityCheck: Sendable {
    public let eligibility: Eligibility
    /// Navigation over the eligibility questions.
    public let navigator: SurveyNavigator
    let criteria: NavigationCondition

    /// Parses the criteria and the questions' conditions once.
    public init(_ eligibility: Eligibility) {
        self.eligibility = eligibility
        self.navigator = SurveyNavigator(steps: eligibility.questions)
        self.criteria = eligibility.criteria.map { NavigationCondition($0) } ?? .never
    }

    /// The check of `study`, or nil when the study has no eligibility section (then
    /// everyone may take part).
    public init?(study: Study) {
        guard let eligibility = study.eligibility else { return nil }
        self.init(eligibility)
    }

    /// The outcome for these answers (pass `trail.keepingShown(answers)`, so that a
    /// question passed over is missing).
    public func outcome(answers: [String: ExpressionValue], today: ExpressionDate) -> EligibilityOutcome {
        criteria.holds(answers: answers, today: today) ? .eligible : .ineligible
    }

    /// What to show for an outcome: the `ineligible` text, or the optional `eligible` one.
    public func text(for outcome: EligibilityOutcome) -> LocalizedText? {
        switch outcome {
        case .eligible: return eligibility.eligibleText
        case .ineligible: return eligibility.ineligibleText
        }
    }
}
