import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Permissions say why they are needed; active tasks have a known kind and sensible parameters.
final class PermissionAndActiveTaskTests: XCTestCase {
    /// The template study with one more task after the survey (keys at the left margin).
    private func study(task: String) -> String {
        StudyTemplate(
            tasks: StudyTemplate.survey(
                steps: """
                    - id: mood
                      question: How are you today?
                      answer: yes-no
                    """, extraTasks: task)
        ).text
    }

    func testAPermissionWithoutAReason() {
        let study = StudyTemplate(
            permissions: """
                permissions:
                  - ↓id: glucose
                    title: Blood glucose readings
                """
        ).text
        assertDiagnostic(
            "missing-reason", message: "permission 'glucose' does not say why the study needs this data",
            hint: "add 'reason:'", in: study)
    }

    func testAnUnknownTaskKindSuggestsTheClosest() {
        let study = study(
            task: """
                - id: taps
                  kind: ↓taping
                  title: Tapping
                  estimated-minutes: 1
                """)
        assertDiagnostic(
            "unknown-value", message: "unknown value 'taping' for 'kind' of task 'taps'",
            hint: "did you mean 'tapping'?",
            in: study)
    }

    func testAParameterOutOfRange() {
        let study = study(
            task: """
                - id: reaction
                  kind: reaction-time
                  title: Reaction time
                  estimated-minutes: 3
                  parameters:
                    trials: ↓500
                """)
        assertDiagnostic(
            "out-of-range", message: "'trials' of task 'reaction' must be from 1 to 100, but it is 500", in: study)
    }

    func testAnUnknownParameterSuggestsTheClosest() {
        let study = study(
            task: """
                - id: reaction
                  kind: reaction-time
                  title: Reaction time
                  estimated-minutes: 3
                  parameters:
                    ↓trails: 10
                """)
        assertDiagnostic(
            "unknown-key", message: "unknown field 'trails' in the parameters of task 'reaction' (reaction-time)",
            hint: "did you mean 'trials'?", in: study)
    }

    func testMinWaitAboveMaxWait() {
        let study = study(
            task: """
                - id: reaction
                  kind: reaction-time
                  title: Reaction time
                  estimated-minutes: 3
                  parameters:
                    min-wait-ms: 5000
                    max-wait-ms: ↓2000
                """)
        assertDiagnostic(
            "parameter-order", message: "'min-wait-ms' (5000) is greater than 'max-wait-ms' (2000) in task 'reaction'",
            hint: "make 'max-wait-ms' at least 5000", in: study)
    }

    func testAMinWaitAboveTheDefaultMaxWaitPointsAtMinWait() {
        let study = study(
            task: """
                - id: reaction
                  kind: reaction-time
                  title: Reaction time
                  estimated-minutes: 3
                  parameters:
                    min-wait-ms: ↓6000
                """)
        assertDiagnostic(
            "parameter-order", message: "'min-wait-ms' (6000) is greater than 'max-wait-ms' (4000)", in: study)
    }

    func testAMaxSpanLargerThanTheGrid() {
        let study = study(
            task: """
                - id: memory
                  kind: spatial-span
                  title: Memory
                  estimated-minutes: 4
                  parameters:
                    grid-size: 3
                    max-span: ↓12
                """)
        assertDiagnostic(
            "parameter-range", message: "'max-span' (12) is more than the 9 cells of a 3×3 grid in task 'memory'",
            hint: "lower 'max-span' to 9 or enlarge 'grid-size'", in: study)
    }

    func testATimedActivityWithoutItsActivity() {
        let study = study(
            task: """
                - ↓id: walk
                  kind: timed-activity
                  title: Walk
                  estimated-minutes: 3
                """)
        assertDiagnostic(
            "missing-parameter", message: "task 'walk' needs the parameter 'activity'",
            hint: "add 'activity:' under 'parameters:'", in: study)
    }

    func testTappingKeysMustBeTwoDifferentLetters() {
        let study = study(
            task: """
                - id: taps
                  kind: tapping
                  title: Tapping
                  estimated-minutes: 1
                  parameters:
                    keys: ↓ff
                """)
        assertDiagnostic(
            "parameter-range",
            message: "'keys' of task 'taps' must be two different letters, such as 'fj', but it is 'ff'",
            in: study)
    }

    func testSurveyKeysAreUnknownInAnActiveTask() {
        let study = study(
            task: """
                - id: trails
                  kind: trail-making
                  title: Trails
                  estimated-minutes: 4
                  ↓steps: []
                """)
        assertDiagnostic("unknown-key", message: "unknown field 'steps' in task 'trails'", in: study)
    }

    func testEveryActiveTaskKindIsValidWithItsDefaults() {
        let kinds = ActiveTaskKind.allCases.map(\.rawValue)
        let tasks = kinds.enumerated().map { index, kind in
            """
            - id: task_\(index)
              kind: \(kind)
              title: Task \(index)
              estimated-minutes: 2
            """ + (kind == "timed-activity" ? "\n  parameters:\n    activity: Walk around the room." : "")
        }.joined(separator: "\n")
        let result = assertNoErrors(study(task: tasks))
        XCTAssertEqual(result.study?.tasks.count, kinds.count + 1)
    }

    func testParametersGiveTheirValuesAndDefaults() {
        let study = study(
            task: """
                - id: memory
                  kind: spatial-span
                  title: Memory
                  estimated-minutes: 4
                  parameters:
                    grid-size: 4
                    max-span: 16
                """)
        guard case let .active(task)? = assertNoErrors(study).study?.tasks.last?.kind else {
            return XCTFail("the last task is not an active task")
        }
        XCTAssertEqual(task.spatialSpan.maxSpan, 16)
        XCTAssertEqual(task.spatialSpan.startSpan, 3)
        XCTAssertEqual(task.spatialSpan.gridSize, 4)
    }
}
