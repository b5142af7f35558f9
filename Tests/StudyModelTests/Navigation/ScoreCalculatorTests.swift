import Testing

@testable import StudyModel

extension NavigationTests {
    /// Scores: sums of numeric choices, missing items, bands, and scores built on scores.
    @Suite struct ScoreCalculatorTests {
        private typealias T = NavigationTestSupport
        private let today = NavigationTestSupport.today

        /// The PHQ-9 written as in `Studies/phq9.study`: nine items scored 0–3, a total and its band.
        private func phq9() throws -> Survey {
            let frequency =
                "[{value: 0, label: Not at all}, {value: 1, label: Several days}, "
                + "{value: 2, label: More than half the days}, {value: 3, label: Nearly every day}]"
            let items = (1...9).map { number in
                let choices = number == 1 ? "&frequency \(frequency)" : "*frequency"
                return """
                    - id: phq9_\(number)
                      question: Item \(number)
                      answer: {type: single-choice, choices: \(choices)}
                    """
            }.joined(separator: "\n")
            let scores = """
                - id: phq9_total
                  label: Your PHQ-9 score (0 to 27)
                  value: "sum(phq9_1, phq9_2, phq9_3, phq9_4, phq9_5, phq9_6, phq9_7, phq9_8, phq9_9)"
                  show: true
                - id: phq9_severity
                  label: What this score usually means
                  value: "phq9_total"
                  show: true
                  bands:
                    - {min: 0, max: 4, label: Minimal symptoms}
                    - {min: 5, max: 9, label: Mild symptoms}
                    - {min: 10, max: 14, label: Moderate symptoms}
                    - {min: 15, max: 19, label: Moderately severe symptoms}
                    - {min: 20, max: 27, label: Severe symptoms}
                """
            return try #require(T.survey(steps: items, scores: scores))
        }

        /// Answers to the nine items adding up to `total` (as evenly as possible).
        private func answers(total: Int) -> [String: ExpressionValue] {
            var answers: [String: ExpressionValue] = [:]
            var left = total
            for number in 1...9 {
                let value = min(3, left)
                answers["phq9_\(number)"] = .number(Double(value))
                left -= value
            }
            return answers
        }

        @Test(arguments: [
            (0, "Minimal symptoms"), (4, "Minimal symptoms"), (5, "Mild symptoms"),
            (27, "Severe symptoms"),
        ])
        func phq9TotalsAndBands(total: Int, band: String) throws {
            let results = ScoreCalculator(survey: try phq9()).results(answers: answers(total: total), today: today)
            #expect(results.map(\.id) == ["phq9_total", "phq9_severity"])
            #expect(results[0].value == Double(total))
            #expect(results[0].band == nil)
            #expect(results[0].show)
            #expect(results[0].label?.resolved(in: "en") == "Your PHQ-9 score (0 to 27)")
            #expect(results[1].value == Double(total))
            #expect(results[1].band?.resolved(in: "en") == band)
        }

        @Test func aMissingItemMakesTheScoreMissing() throws {
            var answers = answers(total: 12)
            answers["phq9_4"] = nil
            let results = ScoreCalculator(survey: try phq9()).results(answers: answers, today: today)
            #expect(results[0].value == nil)
            #expect(results[0].computed == .missing)
            #expect(results[1].value == nil)
            #expect(results[1].band == nil)
        }

        @Test func bandsAreInclusiveAndDecimalsBetweenThemFallInNone() {
            let bands = [(0.0, 4.0, "low"), (5.0, 9.0, "high")].map {
                Score.Band(min: $0.0, max: $0.1, label: T.text($0.2), location: T.here)
            }
            #expect(ScoreCalculator.band(for: 0, in: bands)?.label == T.text("low"))
            #expect(ScoreCalculator.band(for: 4, in: bands)?.label == T.text("low"))
            #expect(ScoreCalculator.band(for: 4.5, in: bands) == nil)
            #expect(ScoreCalculator.band(for: 5, in: bands)?.label == T.text("high"))
            #expect(ScoreCalculator.band(for: 9, in: bands)?.label == T.text("high"))
            #expect(ScoreCalculator.band(for: 9.5, in: bands) == nil)
            #expect(ScoreCalculator.band(for: -1, in: bands) == nil)
        }

        @Test func laterScoresUseEarlierOnes() throws {
            let survey = try #require(
                T.survey(
                    steps: """
                        - id: height
                          question: How tall are you?
                          answer: {type: height, min: 100, max: 250}
                        - id: weight
                          question: How much do you weigh?
                          prefer-not-to-answer: true
                          answer: {type: weight, min: 30, max: 300}
                        """,
                    scores: """
                        - id: bmi
                          label: Body mass index
                          value: "round(weight / ((height / 100) * (height / 100)) * 10) / 10"
                        - id: bmi_band
                          label: BMI category
                          value: "bmi"
                          bands:
                            - {min: 0, max: 24.9, label: Not overweight}
                            - {min: 25, max: 100, label: Overweight}
                        - id: overweight
                          label: Overweight
                          value: "if(bmi_band = 'Overweight', 1, 0)"
                        """))
            let calculator = ScoreCalculator(survey: survey)
            let results = calculator.results(answers: ["height": .number(180), "weight": .number(90)], today: today)
            #expect(results.map(\.value) == [27.8, 27.8, 1])
            #expect(results[1].band?.resolved(in: "en") == "Overweight")
            #expect(results.allSatisfy { !$0.show })

            let declined = calculator.results(answers: ["height": .number(180)], today: today)
            #expect(declined.map(\.value) == [nil, nil, 0])
        }

        @Test func unparseableOrAbsentValuesAreMissing() {
            let scores = [
                Score(
                    id: Located("broken", at: T.here), label: nil,
                    value: ExpressionSource(text: "sum(", location: T.here, mapsColumnsExactly: true),
                    show: true, bands: [], location: T.here),
                Score(
                    id: Located("absent", at: T.here), label: nil, value: nil, show: false, bands: [],
                    location: T.here),
            ]
            let results = ScoreCalculator(scores: scores).results(answers: [:], today: today)
            #expect(results.map(\.computed) == [.missing, .missing])
        }

        @Test func aDurationScoreCountsInSeconds() {
            let latency = Score(
                id: Located("latency", at: T.here), label: nil,
                value: ExpressionSource(
                    text: "sleep_latency", location: T.here,
                    mapsColumnsExactly: true),
                show: true, bands: [], location: T.here)
            let results = ScoreCalculator(scores: [latency])
                .results(answers: ["sleep_latency": .duration(seconds: 900)], today: today)
            #expect(results.map(\.value) == [900])
        }
    }
}
