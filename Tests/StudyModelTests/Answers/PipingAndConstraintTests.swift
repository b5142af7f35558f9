import Testing

@testable import StudyModel
@testable import StudyModelTestSupport

/// `{id}` in texts (piping) and `constraint` across answers, as the runner uses them.
@Suite struct PipingAndConstraintTests {
    private let today = ExpressionDate(year: 2025, month: 3, day: 14)!

    @Test func referencesAreIDsInBraces() {
        let references = TextPiping.references(in: "You take {med_name} {dose}{ x } {Note} {a-b} {{q1}}")
        #expect(references.map(\.name) == ["med_name", "dose", "q1"])
        #expect(references.first?.range == 9..<19)
        #expect(TextPiping.fill("Dose: {dose}, {other}.") { $0 == "dose" ? "2,5" : nil } == "Dose: 2,5, {other}.")
        #expect(TextPiping.fill("Nothing to fill", { _ in "x" }) == "Nothing to fill")
    }

    /// A survey: a medicine (a choice), a dose (a decimal), an optional note, and a score
    /// doubling the dose. Written in one language; the participant's language decides how
    /// numbers and "(no answer)" are written.
    private func survey() throws -> Survey {
        let template = StudyTemplate(
            tasks: StudyTemplate.survey(
                steps: """
                    - id: med_name
                      question: Which medicine do you take?
                      answer:
                        type: single-choice
                        choices:
                          - {value: tablets, label: Metformin tablets}
                          - {value: insulin, label: Insulin}
                    - id: dose
                      question: How many units of {med_name} a day?
                      answer: {type: decimal, min: 0, max: 100, places: 1}
                    - id: note
                      question: Anything to add?
                      optional: true
                      answer: text
                    - id: check
                      question: "You take {dose} a day ({double_dose} in two days). Note: {note}. Right?"
                      answer: yes-no
                    """,
                scores: """
                    - id: double_dose
                      value: "dose * 2"
                    """))
        let result = StudyCheck.validate(template.text)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(StudyCheck.dump(errors))")
        return try #require(result.study?.tasks.first?.survey)
    }

    @Test func pipedAnswersAreWrittenForTheParticipantsLanguage() throws {
        let survey = try survey()
        let outcomes: [StepID: AnswerOutcome] = [
            "med_name": .answered(.choice("tablets", otherText: nil)), "dose": .answered(.decimal(2.5)),
            "note": .skipped,
        ]
        let english = PipedValues(survey: survey, outcomes: outcomes, today: today, language: "en")
        let german = PipedValues(survey: survey, outcomes: outcomes, today: today, language: "de")
        let dose = try #require(survey.step("dose"))
        let check = try #require(survey.step("check"))
        #expect(english.step(dose).question?.text.resolved(in: "en") == "How many units of Metformin tablets a day?")
        #expect(german.step(dose).question?.text.resolved(in: "de") == "How many units of Metformin tablets a day?")
        #expect(
            english.step(check).question?.text.resolved(in: "en")
                == "You take 2.5 a day (5 in two days). Note: (no answer). Right?")
        #expect(
            german.step(check).question?.text.resolved(in: "de")
                == "You take 2,5 a day (5 in two days). Note: (keine Antwort). Right?")
    }

    @Test func aQuestionNotAnsweredYetAndAMissingScoreShowThePlaceholder() throws {
        let piped = PipedValues(survey: try survey(), outcomes: [:], today: today, language: "en")
        #expect(piped.text(for: "dose") == "(no answer)")
        #expect(piped.text(for: "double_dose") == "(no answer)")
        #expect(piped.text(for: "nothing_here") == nil)
    }

    private func datesQuestion() throws -> (Survey, Question) {
        let study = StudyTemplate.withSteps(
            """
            - id: start_date
              question: When did the treatment start?
              optional: true
              answer: {type: date, max: today}
            - id: end_date
              question: When did it end?
              answer: {type: date, max: today}
              constraint: "end_date > start_date"
              constraint-message:
                en: The end date must be after the start date ({start_date}).
            """)
        let result = StudyCheck.validate(study)
        #expect(!result.diagnostics.hasErrors, "\(StudyCheck.dump(result.diagnostics))")
        let survey = try #require(result.study?.tasks.first?.survey)
        return (survey, try #require(survey.step("end_date")?.question))
    }

    @Test func aConstraintComparesTheNewAnswerWithEarlierOnes() throws {
        let (survey, question) = try datesQuestion()
        let constraint = AnswerConstraint(question: question, scores: survey.scores)
        let start: [String: ExpressionValue] = ["start_date": .date(ExpressionDate(year: 2025, month: 2, day: 1)!)]
        let before = AnswerValue.date(CalendarDay(year: 2025, month: 1, day: 31))
        let same = AnswerValue.date(CalendarDay(year: 2025, month: 2, day: 1))
        let after = AnswerValue.date(CalendarDay(year: 2025, month: 2, day: 2))
        #expect(constraint.isBroken(by: before, answers: start, today: today))
        #expect(constraint.isBroken(by: same, answers: start, today: today))
        #expect(!constraint.isBroken(by: after, answers: start, today: today))
        // Nothing to compare with: a skipped start date does not trap the participant.
        #expect(!constraint.isBroken(by: before, answers: [:], today: today))
        let piped = PipedValues(
            survey: survey, outcomes: ["start_date": .answered(.date(CalendarDay(year: 2025, month: 2, day: 1)))],
            today: today, language: "en")
        #expect(
            constraint.message(in: "en", piped: piped) == "The end date must be after the start date (2025-02-01).")
    }
}
