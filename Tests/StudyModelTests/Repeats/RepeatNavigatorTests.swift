import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Moving through a repeating group, as a pure function of the group, the journal-derived
/// state and the answers: instances, the review's choices, removing, going back, resuming.
final class RepeatNavigatorTests: XCTestCase {
    private typealias F = RepeatFixtures
    private let navigator = RepeatNavigator(group: F.group)
    private let today = ParticipantFixtures.today
    private let outer: [String: ExpressionValue] = ["takes_medicines": .boolean(true)]

    private func state(_ kinds: [JournalEvent.Kind]) -> RepeatingGroupRun {
        F.run(kinds).groups["medicines"] ?? RepeatingGroupRun()
    }

    func testAGroupThatNeedsAnInstanceStartsTheFirstOnEntering() {
        XCTAssertEqual(navigator.entering(RepeatingGroupRun(), outer: outer, today: today), .startInstance(key: 1))
        let started = state(Array(F.threeGivenSecondRemoved.prefix(4)) + [F.inGroup(1, .started)])
        XCTAssertEqual(
            navigator.firstStep(of: 1, state: started, outer: outer, today: today),
            .show(instance: 1, step: "med_name"))
    }

    func testStepsOfAnInstanceFollowTheirShowIfThenTheReview() {
        let base =
            Array(F.threeGivenSecondRemoved.prefix(4)) + [F.inGroup(1, .started), F.inGroup(1, .stepShown("med_name"))]
        let named = state(base + [F.inGroup(1, .answered("med_name", .answered(.text("Aspirin"))))])
        XCTAssertEqual(
            navigator.next(after: "med_name", instance: 1, state: named, outer: outer, today: today),
            .show(instance: 1, step: "med_doses"))
        // The instance's own answer hides its second question; another instance's would not.
        let none = state(base + [F.inGroup(1, .answered("med_name", .answered(.text("none"))))])
        XCTAssertEqual(navigator.next(after: "med_name", instance: 1, state: none, outer: outer, today: today), .review)
        XCTAssertEqual(
            navigator.next(after: "med_doses", instance: 1, state: named, outer: outer, today: today), .review)
    }

    func testTheReviewOffersAddRemoveAndDoneWithinMinAndMax() {
        let none = navigator.choices(RepeatingGroupRun())
        XCTAssertEqual(none, RepeatNavigator.Choices(canAdd: true, canRemove: false, canFinish: false, stillNeeded: 1))
        let one = navigator.choices(state(Array(F.threeGivenSecondRemoved.prefix(10))))
        XCTAssertEqual(one, RepeatNavigator.Choices(canAdd: true, canRemove: true, canFinish: true, stillNeeded: 0))
        let three = navigator.choices(state(Array(F.threeGivenSecondRemoved.dropLast())))
        XCTAssertEqual(three, RepeatNavigator.Choices(canAdd: false, canRemove: true, canFinish: true, stillNeeded: 0))
        // Removing one brings "add another" back.
        let removed = navigator.choices(state(F.threeGivenSecondRemoved))
        XCTAssertTrue(removed.canAdd)
    }

    func testRemovingAnInstanceRenumbersTheOthersButNeverReusesItsKey() {
        let group = state(F.threeGivenSecondRemoved)
        XCTAssertEqual(group.kept.map(\.key), [1, 3])
        XCTAssertEqual(group.number(of: 1), 1)
        XCTAssertEqual(group.number(of: 3), 2)
        XCTAssertNil(group.number(of: 2))
        XCTAssertEqual(group.nextKey, 4)
        XCTAssertEqual(group.instance(2)?.answers["med_name"], .answered(.text("Aspirin")), "removed, not lost")
        XCTAssertEqual(group.place, .review)
    }

    func testBackGoesToTheInstancesEarlierStepThenToTheReview() {
        let group = state(Array(F.threeGivenSecondRemoved.prefix(9)))
        XCTAssertEqual(
            navigator.back(from: "med_doses", instance: 1, state: group), .show(instance: 1, step: "med_name"))
        XCTAssertEqual(navigator.back(from: "med_name", instance: 1, state: group), .review)
    }

    func testAResumedRunGoesOnWhereTheJournalStopped() {
        let shown = Array(F.threeGivenSecondRemoved.prefix(12)) // instance 2's name shown, not answered
        XCTAssertEqual(
            navigator.entering(state(shown), outer: outer, today: today), .show(instance: 2, step: "med_name"))
        let answered = Array(F.threeGivenSecondRemoved.prefix(13)) // … and answered: go on after it
        XCTAssertEqual(
            navigator.entering(state(answered), outer: outer, today: today), .show(instance: 2, step: "med_doses"))
        let reviewed = Array(F.threeGivenSecondRemoved.prefix(16))
        XCTAssertEqual(navigator.entering(state(reviewed), outer: outer, today: today), .review)
        let finished = state(F.threeGivenSecondRemoved + [F.inGroup(0, .finished)])
        XCTAssertTrue(finished.finished)
        XCTAssertEqual(navigator.entering(finished, outer: outer, today: today), .review, "coming back to a done group")
    }

    func testAFinishedGroupIsTheAnsweredCurrentStepOfTheSurvey() {
        let run = F.run(F.threeGivenSecondRemoved + [F.inGroup(0, .finished)])
        XCTAssertEqual(run.currentStep, "medicines")
        XCTAssertTrue(run.currentStepAnswered)
        let survey = SurveyNavigator(survey: F.survey)
        let answers = AnswerSheet.expressionValues(run.answers, steps: F.survey.steps)
            .merging(RepeatingGroupRun.countValues(run.groups, steps: F.survey.steps)) { a, _ in a }
        XCTAssertEqual(answers["medicines"], .number(2))
        XCTAssertEqual(survey.next(after: "medicines", answers: answers, today: today), .step("wellbeing"))
    }

    func testExpressionsInAnInstanceSeeItsOwnAnswersOverTheSurveys() {
        let group = state(F.threeGivenSecondRemoved)
        let values = navigator.answers(of: 3, in: group, outer: outer)
        XCTAssertEqual(values["med_name"], .text("Insulin"))
        XCTAssertEqual(values["takes_medicines"], .boolean(true))
        XCTAssertEqual(navigator.answers(of: 1, in: group, outer: outer)["med_name"], .text("Metformin"))
    }
}
