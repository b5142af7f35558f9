import XCTest

@testable import StudyModel

/// Typed parameters are decoded from the values the parser checked; every name the decoding
/// uses must be one of the kind's specs, or decoding a task of that kind would stop.
final class ActiveTaskParametersTests: XCTestCase {
    private let here = SourceLocation(file: "t.study", line: 1, column: 1)

    /// A task of `kind` with every parameter at its documented default.
    private func taskWithDefaults(_ kind: ActiveTaskKind) -> ActiveTask {
        var values: [String: ParameterValue] = [:]
        for spec in kind.parameterSpecs {
            switch spec.kind {
            case let .integer(_, defaultValue, _): values[spec.name] = .integer(defaultValue)
            case let .boolean(defaultValue): values[spec.name] = .boolean(defaultValue)
            case let .word(_, defaultValue), let .keyPair(defaultValue): values[spec.name] = .word(defaultValue)
            case .requiredText: values[spec.name] = .text(LocalizedText(.same("Walk."), at: here))
            }
        }
        return ActiveTask(kind: kind, instructions: nil, when: nil, parameters: values, location: here)
    }

    func testEveryKindDecodesItsDocumentedDefaults() {
        XCTAssertEqual(taskWithDefaults(.tapping).tapping, .init(durationSeconds: 20, keys: "fj", practice: true))
        XCTAssertEqual(
            taskWithDefaults(.reactionTime).reactionTime,
            .init(trials: 10, minWaitMs: 1000, maxWaitMs: 4000, timeoutMs: 3000, practiceTrials: 2))
        XCTAssertEqual(
            taskWithDefaults(.stroop).stroop,
            .init(trials: 24, congruentPercent: 50, timeoutMs: 3000, practiceTrials: 3))
        XCTAssertEqual(taskWithDefaults(.psat).psat, .init(digits: 31, intervalMs: 3000, practiceDigits: 4))
        XCTAssertEqual(
            taskWithDefaults(.spatialSpan).spatialSpan,
            .init(gridSize: 3, startSpan: 3, maxSpan: 9, maxFailures: 2, showMs: 1000))
        XCTAssertEqual(
            taskWithDefaults(.trailMaking).trailMaking,
            .init(part: "both", points: 13, timeLimitSeconds: 180))
        XCTAssertEqual(taskWithDefaults(.towerOfHanoi).towerOfHanoi, .init(disks: 3, timeLimitSeconds: 300))
        XCTAssertEqual(
            taskWithDefaults(.timedActivity).timedActivity,
            .init(activity: LocalizedText(.same("Walk."), at: here), durationSeconds: 120))
    }

    func testTheStudysValuesReachTheTypedFields() {
        let task = ActiveTask(
            kind: .stroop, instructions: nil, when: nil,
            parameters: [
                "trials": .integer(40), "congruent-percent": .integer(25),
                "timeout-ms": .integer(2000), "practice-trials": .integer(0),
            ],
            location: here)
        XCTAssertEqual(task.stroop, .init(trials: 40, congruentPercent: 25, timeoutMs: 2000, practiceTrials: 0))
        XCTAssertEqual(task.typed, .stroop(task.stroop))
    }
}
