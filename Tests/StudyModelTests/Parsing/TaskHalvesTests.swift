import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A large file's tasks are read in two halves on two threads (`StudyParser.readTaskList`):
/// the tasks and the diagnostics must be the ones one reader gives, in the same order, also
/// when the "did you mean" budget runs out part of the way.
final class TaskHalvesTests: XCTestCase {
    /// Forty surveys, each with a misspelt field (a suggestion each) and a question with no
    /// answer (an error without one), over the size from which the halves are read apart.
    private func taskNodes() throws -> (nodes: [YAMLNode], source: SourceFile) {
        let text = StudyTemplate.manySurveysWithMisspeltFields()
        XCTAssertGreaterThan(text.utf8.count, TwoThreads.worthItFromBytes)
        let source = SourceFile(path: "halves.study", text: text)
        let root = try XCTUnwrap(YAMLLoader.compose(source).root)
        return (try XCTUnwrap(root.mapping?["tasks"]?.sequence), source)
    }

    private func read(
        _ nodes: [YAMLNode], _ source: SourceFile, budget: Int?, inHalves: Bool
    ) -> (ids: [String], diagnostics: [Diagnostic]) {
        Suggestion.$budget.withValue(budget.map { SuggestionBudget($0) }) {
            let reader = StudyReader(source: source)
            let tasks =
                inHalves
                ? StudyParser.readTaskList(nodes, reader) : nodes.compactMap { StudyParser.readTask($0, reader) }
            return (tasks.map(\.id.value.rawValue), reader.diagnostics)
        }
    }

    func testTwoHalvesGiveWhatOneReaderGives() throws {
        let (nodes, source) = try taskNodes()
        let alone = read(nodes, source, budget: nil, inHalves: false)
        XCTAssertEqual(alone.ids.count, 40)
        XCTAssertEqual(alone.diagnostics.filter { $0.hint?.contains("did you mean") == true }.count, 40)
        let halves = read(nodes, source, budget: nil, inHalves: true)
        XCTAssertEqual(halves.ids, alone.ids)
        XCTAssertEqual(halves.diagnostics, alone.diagnostics)
    }

    func testTwoHalvesGiveWhatOneReaderGivesWhereverTheBudgetRunsOut() throws {
        let (nodes, source) = try taskNodes()
        let unlimited = read(nodes, source, budget: nil, inHalves: false).diagnostics
        var cut = 0
        for budget in stride(from: 0, through: 60_000, by: 4_001) {
            let alone = read(nodes, source, budget: budget, inHalves: false)
            let halves = read(nodes, source, budget: budget, inHalves: true)
            XCTAssertEqual(halves.ids, alone.ids, "budget \(budget)")
            XCTAssertEqual(halves.diagnostics, alone.diagnostics, "budget \(budget)")
            if alone.diagnostics != unlimited { cut += 1 }
        }
        XCTAssertGreaterThan(cut, 2)
    }
}
