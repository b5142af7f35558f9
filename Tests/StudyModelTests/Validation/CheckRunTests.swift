import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A large study's checks run on two threads (`CheckRun`: the expression check beside the
/// others): the diagnostics must be the ones one thread gives, in the same order, also when
/// the "did you mean" budget runs out part of the way, which is where the order shows.
final class CheckRunTests: XCTestCase {
    /// Misspelt names for both halves: a language (`LanguageCheck`, earlier) and the
    /// questions a `show-if` names (`ExpressionUseCheck`, later), each with a close match.
    private func context() throws -> ValidationContext {
        var steps = ""
        for index in 0..<12 {
            steps += """
                - id: weight_\(index)
                  question: {en: Your weight?, fx: Votre poids ?}
                  answer: {type: integer, min: 0, max: 300}
                - id: height_\(index)
                  question: {en: Your height?, fr: Votre taille ?}
                  show-if: "wieght_\(index) > 40"
                  answer: {type: integer, min: 0, max: 300}

                """
        }
        var template = StudyTemplate(tasks: StudyTemplate.survey(steps: steps))
        template.header += "\nlanguages: [en, fr]"
        let source = SourceFile(path: "halves.study", text: template.text)
        let study = try XCTUnwrap(StudyParser.parse(source).study)
        return ValidationContext(study: study, consentDocuments: [:], options: ValidationOptions())
    }

    private func diagnostics(_ context: ValidationContext, budget: Int?, onTwoThreads: Bool) -> [Diagnostic] {
        Suggestion.$budget.withValue(budget.map { SuggestionBudget($0) }) {
            CheckRun.diagnostics(
                earlier: StudyValidation.earlierChecks, later: StudyValidation.laterChecks, in: context,
                onTwoThreads: onTwoThreads)
        }
    }

    private func suggestions(_ diagnostics: [Diagnostic]) -> Int {
        diagnostics.filter { $0.hint?.hasPrefix("did you mean") == true }.count
    }

    func testTwoThreadsGiveWhatOneThreadGivesWithoutALimit() throws {
        let context = try context()
        let alone = diagnostics(context, budget: nil, onTwoThreads: false)
        // 12 languages and 12 names, each with its suggestion.
        XCTAssertEqual(suggestions(alone), 24)
        XCTAssertEqual(diagnostics(context, budget: nil, onTwoThreads: true), alone)
    }

    func testTwoThreadsGiveWhatOneThreadGivesWhereverTheBudgetRunsOut() throws {
        let context = try context()
        let unlimited = suggestions(diagnostics(context, budget: nil, onTwoThreads: false))
        var budgetsThatCut = 0
        var budgetsThatDoNot = 0
        for budget in stride(from: 0, through: 30_000, by: 409) {
            let alone = diagnostics(context, budget: budget, onTwoThreads: false)
            XCTAssertEqual(diagnostics(context, budget: budget, onTwoThreads: true), alone, "budget \(budget)")
            if suggestions(alone) < unlimited { budgetsThatCut += 1 } else { budgetsThatDoNot += 1 }
        }
        // The budgets tried include ones that cut the suggestions off part of the way, and
        // ones large enough for all of them (where the two halves' trial budgets settle).
        XCTAssertGreaterThan(budgetsThatCut, 2)
        XCTAssertGreaterThan(budgetsThatDoNot, 2)
    }
}
