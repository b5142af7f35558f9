import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A repeating group's questions count in "N questions" (the survey introduction, the
/// progress and the validator's count), once per instance it asks for; and `study validate
/// --against` checks the answers kept in a group's instances against the study as it is now.
final class RepeatCountAndChangeTests: XCTestCase {
    private let today = ExpressionDate(year: 2026, month: 1, day: 1)!

    func testAGroupCountsItsQuestionsOncePerInstanceItAsksFor() throws {
        let survey = RepeatFixtures.survey
        // takes_medicines, the group's two questions (at least one medicine), wellbeing.
        XCTAssertEqual(survey.questionCount, 4)
        XCTAssertEqual(survey.step("medicines")?.questionsAsked, 2)
        let twice = StudyTemplate.withSteps(
            RepeatFixtures.steps.replacingOccurrences(of: "repeat: {min: 1, max: 3}", with: "repeat: {min: 2, max: 3}"))
        let two = try XCTUnwrap(StudyCheck.validate(twice).study?.tasks.first?.survey)
        XCTAssertEqual(two.questionCount, 6)
        let none = StudyTemplate.withSteps(
            RepeatFixtures.steps.replacingOccurrences(of: "repeat: {min: 1, max: 3}", with: "repeat: {min: 0, max: 3}"))
        XCTAssertEqual(try XCTUnwrap(StudyCheck.validate(none).study?.tasks.first?.survey).questionCount, 4)
    }

    func testTheIntroductionAndTheProgressCountTheGroup() {
        let navigator = SurveyNavigator(survey: RepeatFixtures.survey)
        let answers: [String: ExpressionValue] = ["takes_medicines": .boolean(true), "medicines": .number(1)]
        XCTAssertEqual(navigator.predictedQuestionCount(answers: answers, today: today), 4)
        // Without medicines the group and the question after it are passed over.
        XCTAssertEqual(navigator.predictedQuestionCount(answers: ["takes_medicines": .boolean(false)], today: today), 1)
        let inGroup = navigator.progress(
            trail: NavigationTrail(["takes_medicines", "medicines"]), current: "medicines", answers: answers,
            today: today)
        XCTAssertEqual(inGroup.questionsBefore, 1)
        XCTAssertFalse(inGroup.currentIsQuestion)
        XCTAssertEqual(inGroup.questionCount, 4, "the group's screens show the introduction's count")
        let after = navigator.progress(
            trail: NavigationTrail(["takes_medicines", "medicines", "wellbeing"]), current: "wellbeing",
            answers: answers, today: today)
        XCTAssertEqual(after.questionNumber, 4, "the group's questions are behind")
        XCTAssertEqual(after.questionCount, 4, "the same count as the introduction")
    }

    private func changed(_ steps: String) throws -> Study {
        try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(steps)).study)
    }

    private var state: ParticipantState {
        ParticipantState.folding(RepeatFixtures.events(RepeatFixtures.threeGivenSecondRemoved))
    }

    func testTheSameStudyHasNoChangesInItsGroups() throws {
        XCTAssertEqual(StudyChange.find(study: RepeatFixtures.study, state: state), [])
    }

    func testAnswersInAGroupAreCheckedAgainstTheGroupAsItIsNow() throws {
        // med_name is gone from the group, med_doses asks yes or no now.
        let steps = """
            - id: takes_medicines
              question: Do you take any medicines?
              answer: yes-no
            - id: medicines
              group: Your medicines
              repeat: {min: 1, max: 3}
              steps:
                - id: med_doses
                  question: Do you take it every day?
                  answer: yes-no
            """
        let study = try changed(steps)
        XCTAssertNil(study.tasks[0].survey?.step("medicines")?.repeatingGroup?.step("med_name"), steps)
        let changes = StudyChange.find(study: study, state: state)
        XCTAssertEqual(
            changes,
            [
                StudyChange(task: "survey", kind: .questionRemoved("med_name")),
                StudyChange(task: "survey", kind: .answerTypeChanged("med_doses", was: "integer")),
            ])
        let found = StudyChangeDiagnostics.diagnostics(
            study: study, participants: [.init(id: "AAAA-AAAA", changes: changes)], folder: "Output/test-study")
        XCTAssertEqual(found.map(\.code), [.removedQuestion, .changedAnswerType])
        XCTAssertEqual(
            found.last?.location,
            study.tasks[0].survey?.step("medicines")?.repeatingGroup?.step("med_doses")?.question?.location,
            "located at the group's question")
        XCTAssertTrue(found.last?.message.contains("now takes yes-no answers") == true, "\(found)")
    }

    func testAGroupRemovedLeavesItsQuestionsRemoved() throws {
        let study = try changed(
            """
            - id: takes_medicines
              question: Do you take any medicines?
              answer: yes-no
            - id: wellbeing
              question: How has your week been?
              answer: {type: scale, min: 0, max: 10}
            """)
        XCTAssertEqual(
            StudyChange.find(study: study, state: state),
            [
                StudyChange(task: "survey", kind: .questionRemoved("med_name")),
                StudyChange(task: "survey", kind: .questionRemoved("med_doses")),
            ])
    }
}
