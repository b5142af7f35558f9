import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The results of one survey run, built from the journal-derived run.
final class TaskResultTests: XCTestCase {
    private typealias F = ParticipantFixtures

    private static let steps = """
        - id: intro
          instruction: A few questions about you.
        - id: smokes
          question: Do you smoke?
          answer: yes-no
          branches:
            - if: "smokes = no"
              go-to: height
        - id: cigarettes
          question: How many cigarettes do you smoke a day?
          answer: {type: integer, min: 0, max: 100, unit: cigarettes}
        - id: height
          question: How tall are you?
          answer: {type: height, min: 100, max: 250}
        - id: weight
          question: How much do you weigh?
          prefer-not-to-answer: true
          answer: {type: weight, min: 30, max: 300}
        - id: sleep
          question: How long did you sleep last night?
          optional: true
          answer: {type: duration, min: 0m, max: 16h}
        - id: glucose
          question: What was your last glucose reading?
          answer: {type: decimal, min: 1, max: 40, places: 1, unit: mmol/L}
        - id: mood
          question: How is your mood today?
          answer: {type: scale, min: 0, max: 10}
        """

    private static let scores = """
        - id: smoking_load
          label: Cigarettes a day, doubled
          value: "default(cigarettes, 0) * 2"
        - id: mood_band
          label: Your mood
          value: "mood"
          show: true
          bands:
            - {min: 0, max: 4, label: Low}
            - {min: 5, max: 10, label: Good}
        """

    /// Made again for every test, as XCTest makes the test case again.
    private let study: Study! = F.study(
        StudyTemplate(tasks: StudyTemplate.survey(id: "baseline", steps: steps, scores: scores)).text
    ).study

    private func result(_ journal: JournalBuilder, run: String = "baseline-1") throws -> TaskResult {
        let task = try XCTUnwrap(study.tasks.first)
        let survey = try XCTUnwrap(task.survey)
        let taskRun = try XCTUnwrap(journal.state.runs.first { $0.run == run })
        return TaskResult.survey(
            study: study, task: task, survey: survey, run: taskRun, participant: "P-0001",
            language: "en", today: F.today)
    }

    private func show(_ journal: inout JournalBuilder, _ step: StepID) {
        journal.add(.stepShown(task: "baseline", run: "baseline-1", step: step))
    }

    private func answer(_ journal: inout JournalBuilder, _ step: StepID, _ outcome: AnswerOutcome) {
        journal.add(.answered(task: "baseline", run: "baseline-1", step: step, outcome: outcome))
    }

    /// Smokes: yes, 20 a day; then back to change "smokes" to no, which branches past the
    /// cigarettes question; the rest answered, declined and skipped.
    private func fullRun() -> JournalBuilder {
        var journal = JournalBuilder()
        journal.add(.taskStarted(task: "baseline", run: "baseline-1")) // 09:00
        show(&journal, "intro") // 09:01
        show(&journal, "smokes") // 09:02
        answer(&journal, "smokes", F.yes()) // 09:03
        show(&journal, "cigarettes") // 09:04
        answer(&journal, "cigarettes", F.integer(20)) // 09:05
        show(&journal, "height") // 09:06
        journal.add(.wentBack(task: "baseline", run: "baseline-1", from: "height", to: "cigarettes")) // 09:07
        journal.add(.wentBack(task: "baseline", run: "baseline-1", from: "cigarettes", to: "smokes")) // 09:08
        answer(&journal, "smokes", F.no()) // 09:09
        show(&journal, "height") // 09:10
        answer(&journal, "height", .answered(.height(centimetres: 170.5))) // 09:11
        show(&journal, "weight") // 09:12
        answer(&journal, "weight", .preferNotToAnswer) // 09:13
        show(&journal, "sleep") // 09:14
        answer(&journal, "sleep", .skipped) // 09:15
        show(&journal, "glucose") // 09:16
        answer(&journal, "glucose", .answered(.decimal(6.4))) // 09:17
        show(&journal, "mood") // 09:18
        answer(&journal, "mood", .answered(.scale(7))) // 09:19
        journal.add(.taskFinished(task: "baseline", run: "baseline-1", status: .completed)) // 09:20
        return journal
    }

    func testTheRunIsDescribed() throws {
        let result = try result(fullRun())
        XCTAssertEqual(result.study.id, "test-study")
        XCTAssertEqual(result.study.version, "1.0")
        XCTAssertEqual(result.participant, "P-0001")
        XCTAssertEqual(result.task, "baseline")
        XCTAssertEqual(result.taskKind, "survey")
        XCTAssertEqual(result.run, "baseline-1")
        XCTAssertEqual(result.status, .completed)
        XCTAssertEqual(result.startedAt, F.time(9, 0))
        XCTAssertEqual(result.endedAt, F.time(9, 20))
        XCTAssertEqual(result.language, "en")
    }

    func testStepsInTheOrderOfTheSurveyWithKindsAndTimes() throws {
        let steps = try result(fullRun()).steps
        XCTAssertEqual(
            steps.map(\.id), ["intro", "smokes", "cigarettes", "height", "weight", "sleep", "glucose", "mood"])
        XCTAssertEqual(steps.map(\.kind), ["instruction"] + Array(repeating: "question", count: 7))
        XCTAssertEqual(
            steps.map(\.shownAt), [1, 2, 4, 6, 12, 14, 16, 18].map { F.time(9, $0) },
            "the first time each step was shown")
        XCTAssertEqual(
            steps.map(\.answeredAt), [nil, 9, 5, 11, 13, 15, 17, 19].map { $0.map { F.time(9, $0) } },
            "the last time each step was answered")
    }

    func testOutcomesAnsweredSkippedAndDeclined() throws {
        let steps = try result(fullRun()).steps
        XCTAssertEqual(
            steps.map(\.outcome),
            [
                nil, F.no(), F.integer(20), .answered(.height(centimetres: 170.5)), .preferNotToAnswer, .skipped,
                .answered(.decimal(6.4)), .answered(.scale(7)),
            ])
    }

    func testUnits() throws {
        let units = Dictionary(uniqueKeysWithValues: try result(fullRun()).steps.map { ($0.id, $0.unit) })
        XCTAssertEqual(units["cigarettes"], "cigarettes", "an integer's unit as the study writes it")
        XCTAssertEqual(units["glucose"], "mmol/L", "a decimal's unit")
        XCTAssertEqual(units["height"], "cm")
        XCTAssertEqual(units["weight"], "kg")
        XCTAssertEqual(units["sleep"], "s")
        XCTAssertEqual(units["mood"], .some(nil), "a scale has no unit")
        XCTAssertEqual(units["smokes"], .some(nil))
        XCTAssertEqual(units["intro"], .some(nil))
    }

    func testAnAnswerLeftBehindByGoingBackIsOffThePath() throws {
        let steps = try result(fullRun()).steps
        XCTAssertEqual(steps.filter { !$0.onPath }.map(\.id), ["cigarettes"])
    }

    func testAChangedAnswerKeepsTheEarlierOneAsACorrection() throws {
        let steps = try result(fullRun()).steps
        let smokes = try XCTUnwrap(steps.first { $0.id == "smokes" })
        XCTAssertEqual(smokes.corrections?.map(\.outcome), [F.yes()])
        XCTAssertEqual(smokes.corrections?.map(\.answeredAt), [F.time(9, 3)])
        XCTAssertEqual(steps.filter { $0.corrections != nil }.map(\.id), ["smokes"], "answered once: no corrections")
    }

    func testSeveralCorrectionsAreOldestFirst() throws {
        var journal = JournalBuilder()
        journal.add(.taskStarted(task: "baseline", run: "baseline-1")) // 09:00
        show(&journal, "mood") // 09:01
        answer(&journal, "mood", .answered(.scale(2))) // 09:02
        answer(&journal, "mood", .skipped) // 09:03
        answer(&journal, "mood", .answered(.scale(9))) // 09:04
        let mood = try XCTUnwrap(try result(journal).steps.first { $0.id == "mood" })
        XCTAssertEqual(mood.outcome, .answered(.scale(9)))
        XCTAssertEqual(mood.answeredAt, F.time(9, 4))
        XCTAssertEqual(mood.corrections?.map(\.outcome), [.answered(.scale(2)), .skipped])
        XCTAssertEqual(mood.corrections?.map(\.answeredAt), [F.time(9, 2), F.time(9, 3)])
    }

    func testScoresUseOnlyAnswersOnThePath() throws {
        let scores = try result(fullRun()).scores
        XCTAssertEqual(scores.map(\.id), ["smoking_load", "mood_band"])
        XCTAssertEqual(scores[0].value, 0, "the 20 cigarettes were left behind when 'smokes' became no")
        XCTAssertNil(scores[0].band)
        XCTAssertFalse(scores[0].shownToParticipant)
        XCTAssertEqual(scores[1].value, 7)
        XCTAssertEqual(scores[1].band, "Good")
        XCTAssertTrue(scores[1].shownToParticipant)
    }

    func testAScoreCountsAnAnswerThatIsOnThePath() throws {
        var journal = JournalBuilder()
        journal.add(.taskStarted(task: "baseline", run: "baseline-1"))
        show(&journal, "smokes")
        answer(&journal, "smokes", F.yes())
        show(&journal, "cigarettes")
        answer(&journal, "cigarettes", F.integer(20))
        show(&journal, "mood")
        answer(&journal, "mood", .answered(.scale(3)))
        let scores = try result(journal).scores
        XCTAssertEqual(scores[0].value, 40)
        XCTAssertEqual(scores[1].value, 3)
        XCTAssertEqual(scores[1].band, "Low")
    }

    func testGoingBackBeforeAnAnsweredStepTakesItOutOfTheScores() throws {
        var journal = JournalBuilder()
        journal.add(.taskStarted(task: "baseline", run: "baseline-1"))
        show(&journal, "glucose")
        show(&journal, "mood")
        answer(&journal, "mood", .answered(.scale(8)))
        journal.add(.wentBack(task: "baseline", run: "baseline-1", from: "mood", to: "glucose"))
        journal.add(.taskFinished(task: "baseline", run: "baseline-1", status: .stopped))
        let result = try result(journal)
        XCTAssertEqual(result.status, .stopped)
        XCTAssertEqual(result.steps.map(\.id), ["glucose", "mood"])
        XCTAssertEqual(result.steps.map(\.onPath), [true, false])
        XCTAssertNil(result.scores[1].value, "the mood answer is off the path")
        XCTAssertNil(result.scores[1].band)
    }

    func testStepsNeverShownAreLeftOutAndAnOpenRunHasNoEnd() throws {
        var journal = JournalBuilder()
        journal.add(.taskStarted(task: "baseline", run: "baseline-1"))
        show(&journal, "intro")
        show(&journal, "smokes")
        let result = try result(journal)
        XCTAssertEqual(result.status, .inProgress)
        XCTAssertNil(result.endedAt)
        XCTAssertEqual(result.steps.map(\.id), ["intro", "smokes"])
        XCTAssertEqual(result.steps.map(\.outcome), [nil, nil])
        XCTAssertEqual(result.steps.map(\.answeredAt), [nil, nil])
    }

    func testJSONHasSortedKeys() throws {
        let json = String(decoding: try result(fullRun()).json(), as: UTF8.self)
        let topLevel = json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(
            topLevel,
            [
                "endedAt", "language", "participant", "run", "scores", "startedAt", "status", "steps",
                "study", "task", "taskKind",
            ])
        XCTAssertTrue(json.contains(#""unit" : "mmol/L""#), "slashes are not escaped")
    }

    /// docs/results.md: a score's `value` and `band` are written as `null` when unknown, so
    /// that every score has the same keys (the one exception to leaving unknowns out).
    func testAMissingScoreWritesValueAndBandAsNull() throws {
        var journal = JournalBuilder()
        journal.add(.taskStarted(task: "baseline", run: "baseline-1"))
        show(&journal, "mood")
        answer(&journal, "mood", .skipped)
        let json = String(decoding: try result(journal).json(), as: UTF8.self)
        XCTAssertTrue(
            json.contains(
                """
                  "scores" : [
                    {
                      "band" : null,
                      "id" : "smoking_load",
                      "shownToParticipant" : false,
                      "value" : 0
                    },
                    {
                      "band" : null,
                      "id" : "mood_band",
                      "shownToParticipant" : true,
                      "value" : null
                    }
                  ],
                """), json)
        XCTAssertFalse(json.contains("\"endedAt\""), "an open run has no end, and says nothing rather than null")
    }

    func testAStoppedRunEndsAtItsLastAnswer() throws {
        var journal = JournalBuilder()
        journal.add(.taskStarted(task: "baseline", run: "baseline-1")) // 09:00
        show(&journal, "smokes") // 09:01
        answer(&journal, "smokes", F.yes()) // 09:02
        show(&journal, "cigarettes") // 09:03
        answer(&journal, "cigarettes", F.integer(5)) // 09:04
        show(&journal, "height") // 09:05
        journal.add(
            .taskFinished(task: "baseline", run: "baseline-1", status: .stopped),
            at: ParticipantFixtures.timestamp("2026-11-28T08:00:00.000+01:00"))
        let result = try result(journal)
        XCTAssertEqual(result.status, .stopped)
        XCTAssertEqual(result.endedAt, F.time(9, 4), "the last answer, not when the next session found the run over")
    }

    func testAStoppedRunWithoutAnswersEndsAtItsStart() throws {
        var journal = JournalBuilder()
        journal.add(.taskStarted(task: "baseline", run: "baseline-1")) // 09:00
        show(&journal, "intro") // 09:01
        journal.add(
            .taskFinished(task: "baseline", run: "baseline-1", status: .stopped),
            at: ParticipantFixtures.timestamp("2026-11-22T08:00:00.000+01:00"))
        XCTAssertEqual(try result(journal).endedAt, F.time(9, 0))
    }
}
