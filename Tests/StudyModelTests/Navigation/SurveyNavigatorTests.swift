import Testing

@testable import StudyModel

extension NavigationTests {
    /// Next steps from hand-built surveys: order, `show-if`, branches and `end`.
    @Suite struct SurveyNavigatorTests {
        private typealias T = NavigationTestSupport
        private let today = NavigationTestSupport.today

        @Test func linearSurveyGoesInOrderThenEnds() {
            let navigator = SurveyNavigator(steps: [T.instruction("intro"), T.question("a"), T.question("b")])
            #expect(navigator.firstStep(answers: [:], today: today) == .step("intro"))
            #expect(navigator.next(after: "intro", answers: [:], today: today) == .step("a"))
            #expect(navigator.next(after: "a", answers: ["a": .number(1)], today: today) == .step("b"))
            #expect(navigator.next(after: "b", answers: ["a": .number(1)], today: today) == .end)
            #expect(T.walk(navigator, answers: [:]) == ["intro", "a", "b"])
        }

        @Test func emptySurveyEndsAtOnce() {
            let navigator = SurveyNavigator(steps: [])
            #expect(navigator.firstStep(answers: [:], today: today) == .end)
            #expect(navigator.next(after: "a", answers: [:], today: today) == .end)
        }

        @Test func showIfPassesOverHiddenSteps() {
            let navigator = SurveyNavigator(steps: [
                T.question("known"),
                T.question("value", showIf: "known = yes"),
                T.question("after"),
            ])
            #expect(navigator.next(after: "known", answers: ["known": .boolean(true)], today: today) == .step("value"))
            #expect(navigator.next(after: "known", answers: ["known": .boolean(false)], today: today) == .step("after"))
            // Missing (skipped) counts as false.
            #expect(navigator.next(after: "known", answers: [:], today: today) == .step("after"))
        }

        @Test func hiddenFirstStepIsPassedOver() {
            let navigator = SurveyNavigator(steps: [
                T.instruction("welcome_back", showIf: "answered(previous)"),
                T.question("previous", showIf: "1 > 2"),
                T.question("mood"),
            ])
            #expect(navigator.firstStep(answers: [:], today: today) == .step("mood"))
            #expect(navigator.firstStep(answers: ["previous": .number(1)], today: today) == .step("welcome_back"))
        }

        @Test func hiddenLastStepsLeadToTheEnd() {
            let navigator = SurveyNavigator(steps: [
                T.question("score"),
                T.instruction("support", showIf: "score >= 10"),
                T.question("follow_up", showIf: "score >= 20"),
            ])
            #expect(navigator.next(after: "score", answers: ["score": .number(3)], today: today) == .end)
            #expect(navigator.next(after: "score", answers: ["score": .number(12)], today: today) == .step("support"))
            #expect(navigator.next(after: "support", answers: ["score": .number(12)], today: today) == .end)
        }

        @Test func everyStepHiddenMeansNothingToShow() {
            let navigator = SurveyNavigator(steps: [T.question("a", showIf: "no"), T.question("b", showIf: "no")])
            #expect(navigator.firstStep(answers: [:], today: today) == .end)
            #expect(navigator.predictedQuestionCount(today: today) == 0)
        }

        @Test func branchJumpsForward() {
            let navigator = SurveyNavigator(steps: [
                T.question("uses_insulin", branches: [(if: "uses_insulin = no", to: "other_medicines")]),
                T.question("insulin_regimen"),
                T.question("insulin_units"),
                T.question("other_medicines"),
            ])
            #expect(
                T.walk(navigator, answers: ["uses_insulin": .boolean(false)])
                    == ["uses_insulin", "other_medicines"])
            #expect(
                T.walk(navigator, answers: ["uses_insulin": .boolean(true)])
                    == ["uses_insulin", "insulin_regimen", "insulin_units", "other_medicines"])
        }

        @Test func branchToEndEndsTheSurvey() {
            let navigator = SurveyNavigator(steps: [
                T.question("had_hypo", branches: [(if: "had_hypo = no", to: "end")]),
                T.question("hypo_count"),
            ])
            #expect(navigator.next(after: "had_hypo", answers: ["had_hypo": .boolean(false)], today: today) == .end)
            #expect(
                navigator.next(after: "had_hypo", answers: ["had_hypo": .boolean(true)], today: today)
                    == .step("hypo_count"))
        }

        @Test func firstHoldingBranchWinsAndOneWithoutIfAlwaysHolds() {
            let navigator = SurveyNavigator(steps: [
                T.question(
                    "n",
                    branches: [
                        (if: "n > 10", to: "big"), (if: "n > 5", to: "medium"),
                        (if: nil, to: "small"),
                    ]),
                T.question("unreachable"),
                T.question("small", branches: [(if: nil, to: "end")]),
                T.question("medium", branches: [(if: nil, to: "end")]),
                T.question("big"),
            ])
            #expect(navigator.next(after: "n", answers: ["n": .number(20)], today: today) == .step("big"))
            #expect(navigator.next(after: "n", answers: ["n": .number(7)], today: today) == .step("medium"))
            #expect(navigator.next(after: "n", answers: ["n": .number(1)], today: today) == .step("small"))
            #expect(navigator.next(after: "n", answers: [:], today: today) == .step("small"))
            #expect(navigator.next(after: "small", answers: [:], today: today) == .end)
        }

        @Test func branchTargetThatIsHiddenPassesOnToTheNextShownStep() {
            let navigator = SurveyNavigator(steps: [
                T.question("a", branches: [(if: "a = yes", to: "c")]),
                T.question("b"),
                T.question("c", showIf: "answered(b)"),
                T.question("d"),
            ])
            #expect(navigator.next(after: "a", answers: ["a": .boolean(true)], today: today) == .step("d"))
        }

        @Test func passedOverStepsBranchesAreNotChecked() {
            // `hidden` would jump to the end, but it is not shown, so its branch is never checked.
            let navigator = SurveyNavigator(steps: [
                T.question("a"),
                T.instruction("hidden", showIf: "a = 1", branches: [(if: nil, to: "end")]),
                T.question("b"),
            ])
            #expect(navigator.next(after: "a", answers: ["a": .number(2)], today: today) == .step("b"))
            #expect(navigator.next(after: "a", answers: ["a": .number(1)], today: today) == .step("hidden"))
            #expect(navigator.next(after: "hidden", answers: ["a": .number(1)], today: today) == .end)
        }

        @Test func unvalidatedSurveysAreHandledWithoutTrapping() {
            let navigator = SurveyNavigator(steps: [
                T.question("a", branches: [(if: nil, to: "missing_step"), (if: "a >", to: "end")]),
                T.question("b", showIf: "((("),
                T.question("c"),
                T.question("c"),
            ])
            // The branch to nowhere is ignored, the unparseable `if` never holds, the
            // unparseable `show-if` hides its step.
            #expect(navigator.next(after: "a", answers: ["a": .number(1)], today: today) == .step("c"))
            // A duplicate id means its first step; an unknown id is followed by the end.
            #expect(navigator.next(after: "c", answers: [:], today: today) == .step("c"))
            #expect(navigator.next(after: "nope", answers: [:], today: today) == .end)
            #expect(navigator.isShown("b", answers: [:], today: today) == false)
            #expect(navigator.isQuestion("a") && !navigator.isQuestion("nope"))
        }
    }
}
