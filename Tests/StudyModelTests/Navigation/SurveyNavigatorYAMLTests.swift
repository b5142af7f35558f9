import Testing

@testable import StudyModel

extension NavigationTests {
    /// Navigation over surveys written as study files and validated first: choices, numeric
    /// choices and the examples of the format reference.
    @Suite struct SurveyNavigatorYAMLTests {
        private typealias T = NavigationTestSupport

        @Test func branchesOnMultipleChoiceMembership() throws {
            let survey = try #require(
                T.survey(
                    steps: """
                        - id: medicines
                          question: Which medicines do you take?
                          answer:
                            type: multiple-choice
                            choices:
                              - metformin
                              - glp1
                              - {value: none, label: None of these, exclusive: true}
                          branches:
                            - if: "'none' in medicines"
                              go-to: wellbeing
                        - id: side_effects
                          question: Any side effects?
                          answer: yes-no
                        - id: glp1_nausea
                          question: Did the GLP-1 medicine make you feel sick?
                          show-if: "'glp1' in medicines"
                          answer: yes-no
                        - id: wellbeing
                          question: How has your week been?
                          answer: {type: scale, min: 0, max: 10}
                        """))
            let navigator = SurveyNavigator(survey: survey)
            #expect(T.walk(navigator, answers: ["medicines": .choices(["none"])]) == ["medicines", "wellbeing"])
            #expect(
                T.walk(navigator, answers: ["medicines": .choices(["metformin"])])
                    == ["medicines", "side_effects", "wellbeing"])
            #expect(
                T.walk(navigator, answers: ["medicines": .choices(["metformin", "glp1"])])
                    == ["medicines", "side_effects", "glp1_nausea", "wellbeing"])
        }

        @Test func branchesOnNumericChoices() throws {
            let survey = try #require(
                T.survey(
                    steps: """
                        - id: item_9
                          question: Thoughts that you would be better off dead, or of hurting yourself?
                          answer:
                            type: single-choice
                            choices:
                              - {value: 0, label: Not at all}
                              - {value: 1, label: Several days}
                              - {value: 2, label: More than half the days}
                              - {value: 3, label: Nearly every day}
                          branches:
                            - if: "item_9 >= 2"
                              go-to: urgent_support
                        - id: support
                          instruction: Support is available if you need it.
                          show-if: "item_9 = 1"
                        - id: difficulty
                          question: How difficult have these problems made things for you?
                          answer: {type: single-choice, choices: [Not difficult, Somewhat difficult, Very difficult]}
                          branches:
                            - go-to: end
                        - id: urgent_support
                          instruction: Please call Samaritans on 116 123, day or night.
                        """))
            let navigator = SurveyNavigator(survey: survey)
            #expect(T.walk(navigator, answers: ["item_9": .number(0)]) == ["item_9", "difficulty"])
            #expect(T.walk(navigator, answers: ["item_9": .number(1)]) == ["item_9", "support", "difficulty"])
            #expect(T.walk(navigator, answers: ["item_9": .number(3)]) == ["item_9", "urgent_support"])
        }

        @Test func alternativePathsFromTheFormatReference() throws {
            let survey = try #require(
                T.survey(
                    steps: """
                        - id: has_partner
                          question: Do you live with a partner?
                          answer: yes-no
                          branches:
                            - if: "has_partner = no"
                              go-to: alone_support
                        - id: partner_support
                          question: How much does your partner help?
                          answer: {type: scale, min: 0, max: 10}
                          branches:
                            - go-to: wellbeing
                        - id: alone_support
                          question: Is there someone you can ask for help?
                          answer: yes-no
                        - id: wellbeing
                          question: How has the past week been?
                          answer: {type: scale, min: 0, max: 10}
                        """))
            let navigator = SurveyNavigator(survey: survey)
            #expect(
                T.walk(navigator, answers: ["has_partner": .boolean(true)])
                    == ["has_partner", "partner_support", "wellbeing"])
            #expect(
                T.walk(navigator, answers: ["has_partner": .boolean(false)])
                    == ["has_partner", "alone_support", "wellbeing"])
            #expect(navigator.predictedQuestionCount(answers: ["has_partner": .boolean(true)], today: T.today) == 3)
            // Before the first answer the branch cannot hold, so the prediction follows the first path.
            #expect(navigator.predictedQuestionCount(today: T.today) == 3)
        }
    }
}
