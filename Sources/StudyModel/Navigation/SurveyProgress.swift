/// Where a participant is in a survey, counted in questions (instructions do not count):
/// "Question `questionNumber` of `questionCount`". The count is a prediction from the
/// answers so far (see `SurveyNavigator.progress`), so it changes when a branch does.
public struct SurveyProgress: Hashable, Sendable {
    /// Questions shown in this run before the current step.
    public var questionsBefore: Int
    /// Whether the current step is a question (false for an instruction).
    public var currentIsQuestion: Bool
    /// Questions predicted after the current step.
    public var questionsAfter: Int

    public init(questionsBefore: Int, currentIsQuestion: Bool, questionsAfter: Int) {
        self.questionsBefore = max(0, questionsBefore)
        self.currentIsQuestion = currentIsQuestion
        self.questionsAfter = max(0, questionsAfter)
    }

    /// The current question's number, from 1. On an instruction step: the number of the
    /// last question shown (0 before the first).
    public var questionNumber: Int { questionsBefore + (currentIsQuestion ? 1 : 0) }

    /// Questions shown so far, the current one, and those predicted after it.
    public var questionCount: Int { questionNumber + questionsAfter }

    /// Questions still to answer, the current one included.
    public var remainingQuestions: Int { questionCount - questionsBefore }

    /// The share of questions done (0…1), for a progress bar; 1 when there are none.
    public var fractionDone: Double {
        questionCount == 0 ? 1 : Double(questionsBefore) / Double(questionCount)
    }

    /// How long the rest should take, from the task's `estimated-minutes` shared out
    /// evenly over the questions; nil without an estimate.
    public func remainingTime(estimatedMinutes: Int?) -> RemainingTime? {
        RemainingTime.estimate(
            estimatedMinutes: estimatedMinutes, remainingQuestions: remainingQuestions,
            totalQuestions: questionCount)
    }
}

/// How long the rest of a survey should take, for "About 3 minutes left".
public enum RemainingTime: Hashable, Sendable {
    /// No questions are left.
    case nothingLeft
    /// Questions are left, but less than half a minute's worth by the estimate: shown as
    /// "less than a minute", never as 0 minutes.
    case lessThanAMinute
    /// About this many minutes (at least 1), rounded to the nearest minute.
    case minutes(Int)

    /// `estimatedMinutes` × `remainingQuestions` / `totalQuestions`, rounded; nil without
    /// an estimate.
    public static func estimate(
        estimatedMinutes: Int?, remainingQuestions: Int,
        totalQuestions: Int
    ) -> RemainingTime? {
        guard let estimatedMinutes else { return nil }
        guard remainingQuestions > 0, totalQuestions > 0 else { return .nothingLeft }
        // Clamped so the arithmetic cannot overflow, whatever an unvalidated study says.
        let estimate = Double(min(max(estimatedMinutes, 0), 1_000_000))
        let share = Double(min(remainingQuestions, totalQuestions)) / Double(totalQuestions)
        let minutes = Int((estimate * share).rounded())
        return minutes < 1 ? .lessThanAMinute : .minutes(minutes)
    }
}
