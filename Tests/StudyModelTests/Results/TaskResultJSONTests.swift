import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The exact results file of a small survey: a correction, a score, every key in order.
final class TaskResultJSONTests: XCTestCase {
    private typealias F = ParticipantFixtures

    func testTheJSONOfASmallSurvey() throws {
        XCTAssertEqual(String(decoding: try Self.smallSurveyResult().json(), as: UTF8.self), Self.smallSurveyJSON)
    }

    /// Two questions and a doubled score; "cups" answered 3, then corrected to 2 after going back.
    private static func smallSurveyResult() throws -> TaskResult {
        let study = try XCTUnwrap(
            F.study(
                StudyTemplate.withSteps(
                    """
                    - id: cups
                      question: How many cups of coffee did you drink yesterday?
                      answer: {type: integer, min: 0, max: 20, unit: cups}
                    - id: slept_well
                      question: Did you sleep well?
                      answer: yes-no
                    """,
                    scores: """
                        - id: double_cups
                          label: Cups, doubled
                          value: "cups * 2"
                          show: true
                        """)
            ).study)
        var journal = JournalBuilder()
        journal.add(.taskStarted(task: "survey", run: "survey-1")) // 09:00
        journal.add(.stepShown(task: "survey", run: "survey-1", step: "cups")) // 09:01
        journal.add(.answered(task: "survey", run: "survey-1", step: "cups", outcome: F.integer(3))) // 09:02
        journal.add(.stepShown(task: "survey", run: "survey-1", step: "slept_well")) // 09:03
        journal.add(.wentBack(task: "survey", run: "survey-1", from: "slept_well", to: "cups")) // 09:04
        journal.add(.answered(task: "survey", run: "survey-1", step: "cups", outcome: F.integer(2))) // 09:05
        journal.add(.stepShown(task: "survey", run: "survey-1", step: "slept_well")) // 09:06
        journal.add(.answered(task: "survey", run: "survey-1", step: "slept_well", outcome: F.yes())) // 09:07
        journal.add(.taskFinished(task: "survey", run: "survey-1", status: .completed)) // 09:08
        let task = try XCTUnwrap(study.tasks.first)
        return TaskResult.survey(
            study: study, task: task, survey: try XCTUnwrap(task.survey),
            run: try XCTUnwrap(journal.state.runs.first), participant: "P-0001",
            language: "en", today: F.today)
    }

    private static let smallSurveyJSON =
        """
        {
          "endedAt" : "2026-11-21T09:08:00.000+01:00",
          "language" : "en",
          "participant" : "P-0001",
          "run" : "survey-1",
          "scores" : [
            {
              "band" : null,
              "id" : "double_cups",
              "shownToParticipant" : true,
              "value" : 4
            }
          ],
          "startedAt" : "2026-11-21T09:00:00.000+01:00",
          "status" : "completed",
          "steps" : [
            {
              "answeredAt" : "2026-11-21T09:05:00.000+01:00",
              "corrections" : [
                {
                  "answeredAt" : "2026-11-21T09:02:00.000+01:00",
                  "outcome" : {
                    "answer" : {
                      "type" : "integer",
                      "value" : 3
                    },
                    "status" : "answered"
                  }
                }
              ],
              "id" : "cups",
              "kind" : "question",
              "onPath" : true,
              "outcome" : {
                "answer" : {
                  "type" : "integer",
                  "value" : 2
                },
                "status" : "answered"
              },
              "shownAt" : "2026-11-21T09:01:00.000+01:00",
              "unit" : "cups"
            },
            {
              "answeredAt" : "2026-11-21T09:07:00.000+01:00",
              "id" : "slept_well",
              "kind" : "question",
              "onPath" : true,
              "outcome" : {
                "answer" : {
                  "type" : "yes-no",
                  "value" : true
                },
                "status" : "answered"
              },
              "shownAt" : "2026-11-21T09:03:00.000+01:00"
            }
          ],
          "study" : {
            "id" : "test-study",
            "version" : "1.0"
          },
          "task" : "survey",
          "taskKind" : "survey"
        }
        """
}
