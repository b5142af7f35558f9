import Testing

@testable import StudyModel

extension NavigationTests {
    /// "Question 3 of 12": numbers, predicted counts that follow the branches, and the time left.
    @Suite struct SurveyProgressTests {
        private typealias T = NavigationTestSupport
        private let today = NavigationTestSupport.today
        /// 1 instruction, then `smoker`; smokers get 3 more questions, others 1; then `mood`.
        private let navigator = SurveyNavigator(steps: [
            NavigationTestSupport.instruction("intro"),
            NavigationTestSupport.question("smoker", branches: [(if: "smoker = no", to: "exercise")]),
            NavigationTestSupport.question("cigarettes"),
            NavigationTestSupport.question("years_smoking"),
            NavigationTestSupport.question("quit_attempts", branches: [(if: nil, to: "mood")]),
            NavigationTestSupport.question("exercise"),
            NavigationTestSupport.question("mood"),
        ])

        @Test func predictedCountBeforeTheFirstQuestion() {
            // Unanswered, the branch does not hold: the longer path is predicted.
            #expect(navigator.predictedQuestionCount(today: today) == 5)
            #expect(navigator.predictedQuestionCount(answers: ["smoker": .boolean(false)], today: today) == 3)
            #expect(
                navigator.predictedPath(answers: [:], today: today)
                    == ["intro", "smoker", "cigarettes", "years_smoking", "quit_attempts", "mood"])
        }

        @Test func instructionsAreNotCounted() {
            let progress = navigator.progress(
                trail: NavigationTrail(["intro"]), current: "intro", answers: [:],
                today: today)
            #expect(progress.questionNumber == 0)
            #expect(progress.currentIsQuestion == false)
            #expect(progress.questionCount == 5)
            #expect(progress.fractionDone == 0)
        }

        @Test func countChangesWhenABranchChangesThePath() {
            let trail = NavigationTrail(["intro", "smoker"])
            let unanswered = navigator.progress(trail: trail, current: "smoker", answers: [:], today: today)
            #expect(unanswered.questionNumber == 1)
            #expect(unanswered.questionCount == 5)

            let nonSmoker = navigator.progress(
                trail: trail, current: "smoker", answers: ["smoker": .boolean(false)],
                today: today)
            #expect(nonSmoker.questionNumber == 1)
            #expect(nonSmoker.questionCount == 3)
            #expect(nonSmoker.remainingQuestions == 3)

            let further = navigator.progress(
                trail: trail.visiting("exercise"), current: "exercise",
                answers: ["smoker": .boolean(false)], today: today)
            #expect(further.questionNumber == 2)
            #expect(further.questionCount == 3)
        }

        @Test func countAfterGoingBackAndChangingTheAnswer() {
            // A smoker went down the long path to `years_smoking`, then back to `smoker`.
            var trail = NavigationTrail(["intro", "smoker", "cigarettes", "years_smoking"])
            #expect(
                navigator.progress(
                    trail: trail, current: "years_smoking", answers: ["smoker": .boolean(true)],
                    today: today
                ).questionNumber == 3)
            trail.visit("smoker")
            let back = navigator.progress(
                trail: trail, current: "smoker", answers: ["smoker": .boolean(false)],
                today: today)
            #expect(back.questionNumber == 1)
            #expect(back.questionCount == 3)
        }

        @Test func currentNotYetOnTheTrailCountsTheWholeTrailBefore() {
            let progress = navigator.progress(
                trail: NavigationTrail(["intro", "smoker"]), current: "cigarettes",
                answers: ["smoker": .boolean(true)], today: today)
            #expect(progress.questionNumber == 2)
            #expect(progress.questionCount == 5)
        }

        @Test func remainingTimeIsProportionalAndNeverZeroWhileQuestionsRemain() {
            let start = SurveyProgress(questionsBefore: 0, currentIsQuestion: true, questionsAfter: 11)
            #expect(start.remainingTime(estimatedMinutes: 12) == .minutes(12))
            let middle = SurveyProgress(questionsBefore: 6, currentIsQuestion: true, questionsAfter: 5)
            #expect(middle.remainingTime(estimatedMinutes: 12) == .minutes(6))
            let last = SurveyProgress(questionsBefore: 11, currentIsQuestion: true, questionsAfter: 0)
            #expect(last.remainingTime(estimatedMinutes: 3) == .lessThanAMinute)
            #expect(last.remainingTime(estimatedMinutes: nil) == nil)
            let done = SurveyProgress(questionsBefore: 4, currentIsQuestion: false, questionsAfter: 0)
            #expect(done.remainingTime(estimatedMinutes: 3) == .nothingLeft)
            #expect(
                RemainingTime.estimate(estimatedMinutes: 0, remainingQuestions: 2, totalQuestions: 4)
                    == .lessThanAMinute)
            #expect(
                RemainingTime.estimate(estimatedMinutes: Int.max, remainingQuestions: 1, totalQuestions: 1)
                    == .minutes(1_000_000))
        }
    }
}
