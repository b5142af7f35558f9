import Testing

@testable import StudyModel

extension NavigationTests {
    /// Scores as calculated values: worked out as soon as the answers they need are given,
    /// so `show-if` and branches can use them before the survey ends.
    @Suite struct CalculatedValueNavigationTests {
        private typealias T = NavigationTestSupport

        /// Height and weight, a BMI score from them, and a question shown only above 30.
        private func bmiSurvey() throws -> Survey {
            try #require(
                T.survey(
                    steps: """
                        - id: height_cm
                          question: How tall are you, in centimetres?
                          answer: {type: integer, min: 100, max: 250}
                        - id: weight_kg
                          question: How much do you weigh, in kilograms?
                          answer: {type: integer, min: 30, max: 300}
                        - id: weight_advice
                          question: Would you like advice on losing weight?
                          show-if: "bmi >= 30"
                          answer: yes-no
                        - id: wellbeing
                          question: How has your week been?
                          answer: yes-no
                          branches:
                            - if: "bmi_band = 'Obese'"
                              go-to: end
                        - id: last
                          question: Anything else?
                          answer: yes-no
                        """,
                    scores: """
                        - id: bmi
                          value: "round(weight_kg / pow(height_cm / 100, 2), 1)"
                        - id: bmi_band
                          value: "bmi"
                          bands:
                            - {min: 0, max: 29.9, label: Not obese}
                            - {min: 30, max: 100, label: Obese}
                        """))
        }

        @Test func aShowIfUsesAScoreAsSoonAsItsAnswersAreGiven() throws {
            let navigator = SurveyNavigator(survey: try bmiSurvey())
            let heavy: [String: ExpressionValue] = ["height_cm": .number(170), "weight_kg": .number(100)]
            let light: [String: ExpressionValue] = ["height_cm": .number(170), "weight_kg": .number(60)]
            #expect(navigator.next(after: "weight_kg", answers: heavy, today: T.today) == .step("weight_advice"))
            #expect(navigator.next(after: "weight_kg", answers: light, today: T.today) == .step("wellbeing"))
            #expect(navigator.isShown("weight_advice", answers: heavy, today: T.today))
        }

        @Test func aBranchUsesABandedScore() throws {
            let navigator = SurveyNavigator(survey: try bmiSurvey())
            var heavy: [String: ExpressionValue] = ["height_cm": .number(170), "weight_kg": .number(100)]
            heavy["weight_advice"] = .boolean(true)
            heavy["wellbeing"] = .boolean(true)
            #expect(T.walk(navigator, answers: heavy) == ["height_cm", "weight_kg", "weight_advice", "wellbeing"])
            let light: [String: ExpressionValue] = [
                "height_cm": .number(170), "weight_kg": .number(60), "wellbeing": .boolean(true),
            ]
            #expect(T.walk(navigator, answers: light) == ["height_cm", "weight_kg", "wellbeing", "last"])
        }

        @Test func aScoreIsMissingUntilItsAnswersAreGiven() throws {
            let navigator = SurveyNavigator(survey: try bmiSurvey())
            // Nothing answered yet: the BMI is missing, so the advice question is not predicted.
            #expect(navigator.predictedQuestionCount(today: T.today) == 4)
            let heavy: [String: ExpressionValue] = ["height_cm": .number(170), "weight_kg": .number(100)]
            #expect(navigator.predictedQuestionCount(answers: heavy, today: T.today) == 4)
            #expect(
                navigator.predictedPath(answers: heavy, today: T.today)
                    == ["height_cm", "weight_kg", "weight_advice", "wellbeing"])
        }

        @Test func aNavigatorBuiltFromStepsAloneKnowsNoScores() throws {
            let survey = try bmiSurvey()
            let navigator = SurveyNavigator(steps: survey.steps)
            let heavy: [String: ExpressionValue] = ["height_cm": .number(170), "weight_kg": .number(100)]
            #expect(navigator.next(after: "weight_kg", answers: heavy, today: T.today) == .step("wellbeing"))
        }

        @Test func theResultsKeepTheScoresUsedOnTheWay() throws {
            let survey = try bmiSurvey()
            let answers: [String: ExpressionValue] = ["height_cm": .number(170), "weight_kg": .number(100)]
            let values = ScoreCalculator(survey: survey).values(answers: answers, today: T.today)
            #expect(values["bmi"]?.numeric.map { abs($0 - 34.6) < 1e-9 } == true)
            #expect(values["bmi_band"] == .text("Obese"))
            #expect(values["height_cm"] == .number(170))
            let results = ScoreCalculator(survey: survey).results(answers: answers, today: T.today)
            #expect(results.map(\.id) == ["bmi", "bmi_band"])
            #expect(results.first?.value.map { abs($0 - 34.6) < 1e-9 } == true)
        }
    }
}
