import Foundation
import Testing

@testable import StudyModel
@testable import StudyModelTestSupport

/// Ids as their own types: on disk the plain string, and found by a hash look-up built when
/// the study is read.
@Suite struct TypedIDTests {
    private struct Holder: Codable, Equatable {
        var task: TaskID
        var steps: [StepID]
        var shown: [ConsentSectionID: Int]
    }

    @Test func encodesAsThePlainString() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let holder = Holder(task: "phq9", steps: ["mood", "sleep"], shown: ["privacy": 2, "overview": 1])
        let json = String(decoding: try encoder.encode(holder), as: UTF8.self)
        #expect(json == #"{"shown":{"overview":1,"privacy":2},"steps":["mood","sleep"],"task":"phq9"}"#)
        #expect(try JSONDecoder().decode(Holder.self, from: Data(json.utf8)) == holder)
    }

    @Test func readsWhatAPlainStringWrote() throws {
        let written = try JSONEncoder().encode(["permission": "glucose"])
        let read = try JSONDecoder().decode([String: PermissionID].self, from: written)
        #expect(read["permission"] == PermissionID("glucose"))
        #expect(read["permission"]?.description == "glucose")
        #expect("\(QuizQuestionID("quiz_watch"))" == "quiz_watch")
    }

    @Test func positionsKeepTheFirstOfARepeatedID() {
        let positions = IDPositions<StepID>(["a", "b", "a", "c"])
        #expect(positions["a"] == 0)
        #expect(positions["c"] == 3)
        #expect(positions["z"] == nil)
    }

    @Test func studyFindsTasksAndSurveysFindSteps() throws {
        let text = StudyTemplate(
            tasks: StudyTemplate.survey(
                id: "first",
                steps: """
                    - id: intro
                      instruction: A few questions.
                    - id: mood
                      question: How are you today?
                      answer: yes-no
                    """,
                extraTasks: """
                    - id: second
                      kind: survey
                      title: Second
                      estimated-minutes: 1
                      steps:
                        - id: sleep
                          question: Did you sleep well?
                          answer: yes-no
                    """)
        ).text
        let study = try #require(StudyParser.parse(SourceFile(path: "ids.study", text: text)).study)
        #expect(study.task("second")?.id.value == "second")
        #expect(study.task("missing") == nil)
        let survey = try #require(study.task("first")?.survey)
        #expect(survey.index(of: "mood") == 1)
        #expect(survey.step("mood")?.question?.id.value == "mood")
        #expect(survey.step("sleep") == nil)
    }

    @Test func lookupsFollowAChangedList() throws {
        let text = StudyTemplate().text
        var study = try #require(StudyParser.parse(SourceFile(path: "ids.study", text: text)).study)
        let survey = try #require(study.tasks.first)
        study.tasks = [survey, survey]
        study.tasks[1].id.value = "copy"
        #expect(study.task("copy")?.id.value == "copy")
        #expect(study.task("survey")?.id.value == "survey")
    }
}
