import Testing

@testable import StudyModel
@testable import StudyModelTestSupport

extension NavigationTests {
    /// Eligibility outcomes, missing answers, and navigation over the eligibility questions.
    @Suite struct EligibilityCheckTests {
        private typealias T = NavigationTestSupport
        private let today = NavigationTestSupport.today

        private func check(_ eligibility: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
            -> EligibilityCheck
        {
            let template = StudyTemplate(eligibility: eligibility)
            let result = StudyCheck.validate(template.text)
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(StudyCheck.dump(errors))", sourceLocation: sourceLocation)
            let study = try #require(result.study, sourceLocation: sourceLocation)
            return try #require(EligibilityCheck(study: study), sourceLocation: sourceLocation)
        }

        private let diabetes = """
            eligibility:
              questions:
                - id: age
                  question: How old are you?
                  answer: {type: integer, min: 0, max: 120, unit: years}
                - id: diagnosis
                  question: Do you have diabetes?
                  answer:
                    type: single-choice
                    choices: [type1, type2, not_diagnosed, not_sure]
                - id: diagnosis_type_known
                  question: Do you know which type?
                  show-if: "diagnosis = 'not_sure'"
                  answer: yes-no
                - id: lives_in_uk
                  question: Do you live in the United Kingdom?
                  answer: yes-no
              criteria: "age >= 18 and diagnosis in ['type1', 'type2'] and lives_in_uk = yes"
              ineligible: Sorry, you can't take part this time.
              eligible: Good news, you can take part.
            """

        @Test func outcomes() throws {
            let check = try check(diabetes)
            let adult: [String: ExpressionValue] = [
                "age": .number(40), "diagnosis": .text("type2"),
                "lives_in_uk": .boolean(true),
            ]
            #expect(check.outcome(answers: adult, today: today) == .eligible)
            #expect(check.outcome(answers: adult.merging(["age": .number(17)]) { $1 }, today: today) == .ineligible)
            #expect(
                check.outcome(answers: adult.merging(["lives_in_uk": .boolean(false)]) { $1 }, today: today)
                    == .ineligible)
            #expect(
                check.outcome(answers: adult.merging(["diagnosis": .text("not_sure")]) { $1 }, today: today)
                    == .ineligible)
            #expect(check.text(for: .ineligible)?.resolved(in: "en") == "Sorry, you can't take part this time.")
            #expect(check.text(for: .eligible)?.resolved(in: "en") == "Good news, you can take part.")
        }

        @Test func missingAnswersMakeSomeoneIneligible() throws {
            let check = try check(diabetes)
            #expect(check.outcome(answers: [:], today: today) == .ineligible)
            #expect(
                check.outcome(answers: ["diagnosis": .text("type1"), "lives_in_uk": .boolean(true)], today: today)
                    == .ineligible)
        }

        @Test func questionsAreNavigatedWithShowIf() throws {
            let navigator = try check(diabetes).navigator
            #expect(T.walk(navigator, answers: ["diagnosis": .text("type1")]) == ["age", "diagnosis", "lives_in_uk"])
            #expect(
                T.walk(navigator, answers: ["diagnosis": .text("not_sure")])
                    == ["age", "diagnosis", "diagnosis_type_known", "lives_in_uk"])
        }

        @Test func noEligibilitySectionMeansNoCheck() throws {
            let study = try #require(StudyCheck.validate(StudyTemplate().text).study)
            #expect(EligibilityCheck(study: study) == nil)
        }

        @Test func absentOrBrokenCriteriaFailClosed() {
            func check(criteria: String?) -> EligibilityCheck {
                let source = criteria.map { ExpressionSource(text: $0, location: T.here, mapsColumnsExactly: true) }
                return EligibilityCheck(
                    Eligibility(
                        questions: [T.question("age")], criteria: source,
                        ineligibleText: T.text("Sorry."), eligibleText: nil,
                        location: T.here))
            }
            let adult: [String: ExpressionValue] = ["age": .number(30)]
            #expect(check(criteria: nil).outcome(answers: adult, today: today) == .ineligible)
            #expect(check(criteria: "age >=").outcome(answers: adult, today: today) == .ineligible)
            #expect(check(criteria: "age >= 18").outcome(answers: adult, today: today) == .eligible)
            #expect(check(criteria: "age >= 18").text(for: .eligible) == nil)
        }
    }
}
