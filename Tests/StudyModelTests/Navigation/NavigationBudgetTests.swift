import Testing

@testable import StudyModel

extension NavigationTests {
    /// Surveys that loop (possible only without validation) cannot hang navigation, and loops
    /// a validated survey may have end when the answers change.
    @Suite(.timeLimit(.minutes(1))) struct NavigationBudgetTests {
        private typealias T = NavigationTestSupport
        private let today = NavigationTestSupport.today

        @Test func aSurveyThatAlwaysLoopsEndsAtTheBudget() {
            let navigator = SurveyNavigator(steps: [
                T.question("a", branches: [(if: nil, to: "b")]),
                T.question("b", branches: [(if: nil, to: "a")]),
            ])
            #expect(navigator.stepBudget == 1_000)
            var trail = NavigationTrail()
            var target = navigator.firstStep(answers: [:], today: today)
            var shown = 0
            while case let .step(id) = target, shown <= 10_000 {
                shown += 1
                trail.visit(id)
                target = navigator.next(after: id, trail: trail, answers: [:], today: today)
            }
            #expect(target == .end)
            #expect(shown == navigator.stepBudget)
            // Predictions and progress stop where the path comes round again.
            #expect(navigator.predictedQuestionCount(today: today) == 2)
            #expect(navigator.predictedPath(after: "b", answers: [:], today: today) == ["a"])
            let progress = navigator.progress(trail: trail, current: "a", answers: [:], today: today)
            #expect(progress.questionCount == 2)
        }

        @Test func aStepThatJumpsToItselfEndsAtASmallBudget() {
            let navigator = SurveyNavigator(steps: [T.question("a", branches: [(if: nil, to: "a")])], stepBudget: 5)
            #expect(T.walk(navigator, answers: [:]) == ["a"])
            var trail = NavigationTrail()
            for _ in 0..<5 { trail.visit("a") }
            #expect(navigator.next(after: "a", trail: trail, answers: [:], today: today) == .end)
            #expect(navigator.next(after: "a", answers: [:], today: today) == .step("a"))
            #expect(navigator.predictedQuestionCount(today: today) == 1)
        }

        @Test func aLoopLeftByAnAnswerIsFollowedAndPredictedOnce() {
            // "Add another medicine?": validated, because the answer in the loop can end it.
            let navigator = SurveyNavigator(steps: [
                T.question("medicine"),
                T.question("another", branches: [(if: "another = yes", to: "medicine")]),
                T.question("done"),
            ])
            var trail = NavigationTrail(["medicine", "another"])
            #expect(
                navigator.next(after: "another", trail: trail, answers: ["another": .boolean(true)], today: today)
                    == .step("medicine"))
            trail.visit("medicine")
            #expect(trail.stepIDs == ["medicine"])
            let progress = navigator.progress(
                trail: trail, current: "medicine", answers: ["another": .boolean(true)],
                today: today)
            #expect(progress.questionCount == 2)
            trail.visit("another")
            #expect(
                navigator.next(after: "another", trail: trail, answers: ["another": .boolean(false)], today: today)
                    == .step("done"))
        }

        @Test func aLongSurveyIsPredictedInReasonableTime() {
            let steps = (0..<5_000).map { index in
                T.question("q\(index)", showIf: index % 2 == 0 ? nil : "q\(index - 1) > 0")
            }
            let navigator = SurveyNavigator(steps: steps)
            #expect(navigator.stepBudget == 100_000)
            #expect(navigator.predictedQuestionCount(today: today) == 2_500)
        }
    }
}
