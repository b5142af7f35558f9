import Testing

@testable import StudyModel
@testable import StudyModelTestSupport

/// Every navigation suite is nested here, so `swift test --filter Navigation` runs them all.
@Suite struct NavigationTests {}

/// Hand-built steps and answers for the navigation tests, and a stand-in for the runner
/// that walks a survey from start to end.
enum NavigationTestSupport {
    static let here = StudyModel.SourceLocation(file: "test.study", line: 1, column: 1)
    static let today = ExpressionDate(year: 2025, month: 3, day: 14)!

    /// A question step; navigation does not look at the answer format.
    static func question(_ id: String, showIf: String? = nil, branches: [(if: String?, to: String)] = []) -> Step {
        step(
            id,
            content: .question(
                Question(
                    id: Located(StepID(id), at: here), text: text("Question \(id)?"), detail: nil,
                    optional: false, preferNotToAnswer: false, answer: .email,
                    location: here)),
            showIf: showIf, branches: branches)
    }

    static func instruction(_ id: String, showIf: String? = nil, branches: [(if: String?, to: String)] = []) -> Step {
        step(id, content: .instruction(title: nil, text: text("Read this.")), showIf: showIf, branches: branches)
    }

    static func text(_ string: String) -> LocalizedText {
        LocalizedText(.same(string), at: here)
    }

    private static func step(
        _ id: String, content: Step.Content, showIf: String?,
        branches: [(if: String?, to: String)]
    ) -> Step {
        Step(
            id: Located(StepID(id), at: here), content: content,
            showIf: showIf.map(expression),
            branches: branches.map { branch in
                Branch(
                    condition: branch.if.map(expression),
                    target: Located(branch.to == "end" ? .end : .step(StepID(branch.to)), at: here), location: here)
            },
            location: here)
    }

    private static func expression(_ text: String) -> ExpressionSource {
        ExpressionSource(text: text, location: here, mapsColumnsExactly: true)
    }

    /// What the runner does when the participant answers every shown question from
    /// `answers` and never goes back: the ids shown, in order.
    static func walk(_ navigator: SurveyNavigator, answers: [String: ExpressionValue]) -> [StepID] {
        var trail = NavigationTrail()
        var target = navigator.firstStep(answers: answers, today: today)
        while case let .step(id) = target {
            trail.visit(id)
            target = navigator.next(after: id, trail: trail, answers: trail.keepingShown(answers), today: today)
        }
        return trail.stepIDs
    }

    /// The first survey of a study written as its steps (and scores) in YAML, after
    /// checking that the study validates without errors.
    static func survey(
        steps: String, scores: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Survey? {
        let result = StudyCheck.validate(StudyTemplate.withSteps(steps, scores: scores))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(StudyCheck.dump(errors))", sourceLocation: sourceLocation)
        return result.study?.tasks.first?.survey
    }
}
