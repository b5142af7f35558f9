import Testing

@testable import StudyModel

extension NavigationTests {
    /// "Back" from the trail of steps shown, and what happens to the trail and the answers
    /// when a participant goes back and changes an answer.
    @Suite struct NavigationTrailTests {
        private typealias T = NavigationTestSupport
        private let today = NavigationTestSupport.today
        private let navigator = SurveyNavigator(steps: [
            NavigationTestSupport.question("uses_insulin", branches: [(if: "uses_insulin = no", to: "other")]),
            NavigationTestSupport.question("regimen"),
            NavigationTestSupport.question("units", showIf: "regimen = 'pump'"),
            NavigationTestSupport.question("other"),
        ])

        @Test func visitingAppendsAndPreviousGoesBack() {
            let trail = NavigationTrail().visiting("a").visiting("b").visiting("c")
            #expect(trail.stepIDs == ["a", "b", "c"])
            #expect(trail.current == "c")
            #expect(trail.previous(before: "c") == "b")
            #expect(trail.previous(before: "b") == "a")
            #expect(trail.previous(before: "a") == nil)
            // A step about to be shown goes back to the last one shown.
            #expect(trail.previous(before: "d") == "c")
            #expect(NavigationTrail().previous(before: "a") == nil)
        }

        @Test func revisitingCutsTheTrailAfterTheStep() {
            var trail = NavigationTrail(["a", "b", "c", "d"])
            trail.visit("b")
            #expect(trail.stepIDs == ["a", "b"])
            #expect(trail.visitCount == 5)
            trail.visit("e")
            #expect(trail.stepIDs == ["a", "b", "e"])
            // Restoring from saved ids keeps each id once.
            #expect(NavigationTrail(["a", "b", "a", "c"]).stepIDs == ["a", "c"])
        }

        @Test func backAfterABranchSkipsTheStepsNotShown() {
            var trail = NavigationTrail().visiting("uses_insulin")
            let next = navigator.next(after: "uses_insulin", answers: ["uses_insulin": .boolean(false)], today: today)
            #expect(next == .step("other"))
            trail.visit("other")
            #expect(trail.previous(before: "other") == "uses_insulin")
        }

        @Test func goingBackAndChangingAnAnswerTakesTheNewPath() {
            // First pass: insulin by pump, so `units` is shown.
            var answers: [String: ExpressionValue] = [
                "uses_insulin": .boolean(true), "regimen": .text("pump"), "units": .number(40),
            ]
            var trail = NavigationTrail(["uses_insulin", "regimen", "units"])
            // Back twice, to the first question.
            trail.visit(trail.previous(before: "units")!)
            trail.visit(trail.previous(before: "regimen")!)
            #expect(trail.stepIDs == ["uses_insulin"])
            // Now "no": the branch skips the insulin questions.
            answers["uses_insulin"] = .boolean(false)
            let next = navigator.next(after: "uses_insulin", answers: trail.keepingShown(answers), today: today)
            #expect(next == .step("other"))
            trail.visit("other")
            #expect(trail.stepIDs == ["uses_insulin", "other"])
            #expect(trail.previous(before: "other") == "uses_insulin")
            // The earlier answers stay in the store, but no longer count.
            #expect(trail.idsNotShown(in: answers) == ["regimen", "units"])
            #expect(trail.keepingShown(answers) == ["uses_insulin": .boolean(false)])
        }

        @Test func aQuestionHiddenByAChangedAnswerIsMissingAgain() {
            var answers: [String: ExpressionValue] = [
                "uses_insulin": .boolean(true), "regimen": .text("pump"), "units": .number(40),
            ]
            var trail = NavigationTrail(["uses_insulin", "regimen", "units"])
            trail.visit("regimen")
            answers["regimen"] = .text("pen")
            let shown = trail.keepingShown(answers)
            #expect(navigator.next(after: "regimen", answers: shown, today: today) == .step("other"))
            trail.visit("other")
            #expect(trail.stepIDs == ["uses_insulin", "regimen", "other"])
            #expect(trail.keepingShown(answers)["units"] == nil)
            #expect(trail.idsNotShown(in: answers) == ["units"])
        }
    }
}
