import Foundation
import StudyModel
import Testing

@testable import StudyModelTestSupport

/// Hostile shapes of input meet a limit with a located message, quickly, instead of
/// overflowing the stack or running for hours.
@Suite struct ParserLimitTests {
    private func parse(_ text: String) -> [Diagnostic] {
        StudyParser.parse(SourceFile(path: "x.study", text: text)).diagnostics
    }

    /// The only diagnostic of `text`, which must have `code`, and how long parsing took.
    private func single(_ code: DiagnosticCode, in text: String) throws -> (Diagnostic, Duration) {
        var diagnostics: [Diagnostic] = []
        let elapsed = processorTime { diagnostics = parse(text) }
        let diagnostic = try #require(diagnostics.count == 1 ? diagnostics.first : nil, "\(diagnostics)")
        #expect(diagnostic.code == code, "\(diagnostic.message)")
        #expect(elapsed < .seconds(5))
        return (diagnostic, elapsed)
    }

    // MARK: File size

    @Test func aFileOverFiveMegabytesIsRefusedWithItsSize() throws {
        let text = String(repeating: String(repeating: "#", count: 39) + "\n", count: 150_000)
        let (diagnostic, _) = try single(.fileTooLarge, in: text)
        #expect(diagnostic.message == "the file is 6.0 MB; study files are limited to 5 MB")
        #expect(diagnostic.location == SourceLocation(file: "x.study", line: 1, column: 1))
    }

    @Test func sizesRoundUpSoJustOverTheLimitNeverReadsAsTheLimit() {
        #expect(StudyLimits.megabytes(5_000_001) == "5.1 MB")
        #expect(StudyLimits.megabytes(7_300_000) == "7.3 MB")
        #expect(
            StudyLimits.fileTooLargeMessage(bytes: nil)
                == "the file is larger than 5 MB; study files are limited to 5 MB")
    }

    // MARK: YAML nesting

    @Test(arguments: ["[", "{a: ", "- "])
    func deepFlowAndBlockNestingIsRefusedAtTheFirstLevelTooMany(piece: String) throws {
        let text = String(repeating: piece, count: 100_000)
        let (diagnostic, _) = try single(.yamlTooDeep, in: text)
        #expect(diagnostic.message == "maps and lists are nested too deeply here (limit 64 levels)")
        let column = StudyLimits.maximumYAMLDepth * piece.count + 1
        #expect(diagnostic.location == SourceLocation(file: "x.study", line: 1, column: column))
    }

    @Test func deepIndentationIsRefusedOnItsLine() throws {
        let text = (0..<1_000).map { String(repeating: "  ", count: $0) + "k\($0):\n" }.joined()
        let (diagnostic, _) = try single(.yamlTooDeep, in: text)
        #expect(diagnostic.location?.line == StudyLimits.maximumYAMLDepth + 1)
    }

    @Test func nestingUpToTheLimitIsOnlyAShapeProblem() {
        let depth = StudyLimits.maximumYAMLDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(parse(text).map(\.code) == [.wrongType])
    }

    // MARK: Aliases

    /// Nine levels of aliases, each repeating the one before nine times: 9^9 values.
    private static let laughs: String = {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        return text
    }()

    @Test func aBillionLaughsIsRefusedQuicklyAtTheAliasThatGoesOverTheLimit() throws {
        let (diagnostic, elapsed) = try single(.yamlAliasLimit, in: Self.laughs)
        #expect(diagnostic.message == "aliases copy too many values by this point (limit 100000 copied values)")
        // Aliases up to level e copy 74 718 values; the first *e (66 430 more) goes over.
        #expect(diagnostic.location == SourceLocation(file: "x.study", line: 6, column: 8))
        #expect(elapsed < .seconds(1))
    }

    @Test func anAliasBombUsedAsAMapKeyIsRefusedBeforeTheKeyIsHashed() throws {
        // Without the limit, the YAML library hashes the key with every alias expanded,
        // and compares keys in full: this file took hours.
        let levels = Self.laughs.split(separator: "\n").prefix(5).joined(separator: "\n")
        let (diagnostic, elapsed) = try single(.yamlAliasLimit, in: levels + "\n? *e\n: 1\n? *e\n: 2\n")
        #expect(diagnostic.location == SourceLocation(file: "x.study", line: 6, column: 3))
        #expect(elapsed < .seconds(1))
    }

    @Test func reusingAListOfChoicesByAliasIsFine() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Studies/phq9.study")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("*phq9_frequency"))
        #expect(parse(text).filter { $0.severity == .error }.isEmpty)
    }

    // MARK: Expressions

    @Test func anExpressionOverTheLengthLimitIsRefusedWhereItGoesOver() throws {
        let text = Array(repeating: "age", count: 4_000).joined(separator: ", ")
        let issue = try #require(catchIssue("sum(\(text))"))
        #expect(issue.message == "the expression is 20003 characters long (limit 10000)")
        #expect(issue.range == 10_000..<10_001)
    }

    @Test func anEarlierProblemIsReportedBeforeTheLength() throws {
        let issue = try #require(catchIssue("1 +* " + String(repeating: "a + ", count: 5_000)))
        #expect(issue.message.hasPrefix("expected an expression after '+'"))
    }

    /// 100,000 '(' in a study's show-if: the caret lands on the 101st, on its line.
    @Test func deeplyNestedExpressionInAStudyIsLocatedOnItsColumn() throws {
        let condition = String(repeating: "(", count: 100_000) + "age" + String(repeating: ")", count: 100_000)
        let text = StudyTemplate.withSteps(
            """
            - id: age
              question: How old are you?
              answer: integer
            - id: adult
              question: Are you an adult?
              answer: yes-no
              show-if: "\(condition)"
            """)
        let result = StudyValidation.validate(SourceFile(path: "x.study", text: text)) { _ in .notFound(searched: []) }
        let diagnostic = try #require(result.diagnostics.first { $0.code == .expression })
        #expect(diagnostic.message == "the expression is nested too deeply (more than 100 levels)")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("show-if") })
        let firstParenthesis = try #require(lines[line].unicodeScalars.firstIndex(of: "("))
        let column =
            lines[line].unicodeScalars.distance(from: lines[line].unicodeScalars.startIndex, to: firstParenthesis) + 1
        #expect(diagnostic.location == SourceLocation(file: "x.study", line: line + 1, column: column + 100))
    }

    private func catchIssue(_ text: String) -> ExpressionIssue? {
        do {
            _ = try ExpressionParser.parse(text)
            return nil
        } catch { return error }
    }

    // MARK: Validation time grows linearly

    private func survey(_ count: Int, _ step: (Int) -> String) -> String {
        StudyTemplate.withSteps((0..<count).map(step).joined(separator: "\n"))
    }

    private func validationTime(_ text: String) -> (Duration, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let elapsed = processorTime {
            diagnostics =
                StudyValidation.validate(SourceFile(path: "x.study", text: text)) { _ in .notFound(searched: []) }
                .diagnostics
        }
        return (elapsed, diagnostics)
    }

    /// Each misspelt name was compared with every name before it: 8,000 took 5 minutes.
    @Test func thousandsOfMisspeltNamesTakeSecondsNotMinutes() {
        let text = survey(5_000) { "- {id: q\($0), question: Q, answer: integer, show-if: \"zz\($0) > 1\"}" }
        let (elapsed, diagnostics) = validationTime(text)
        #expect(diagnostics.filter { $0.message.hasPrefix("unknown name") }.count == 5_000)
        #expect(elapsed < .seconds(15))
    }

    /// Past the budget a misspelt name is still reported, only without "did you mean".
    @Test func theFirstMisspeltNamesStillGetASuggestion() {
        let text = survey(3_000) {
            "- {id: q\($0), question: Q, answer: integer, show-if: \"q\(max(0, $0 - 1))x > 1\"}"
        }
        let unknown = validationTime(text).1.filter { $0.message.hasPrefix("unknown name") }
        #expect(unknown.count == 3_000)
        #expect(unknown[1].hint == "did you mean 'q0'?")
        #expect(unknown.last?.hint?.contains("did you mean") != true)
    }

    /// Each backward branch listed every step it jumped over: 4,000 took 7 s, 40,000 hours.
    @Test func thousandsOfBackwardBranchesTakeSecondsNotMinutes() {
        let text = survey(4_000) {
            "- {id: q\($0), question: Q, answer: integer, branches: [{if: \"q\($0) > 1\", go-to: q0}]}"
        }
        let (elapsed, diagnostics) = validationTime(text)
        #expect(!diagnostics.contains { $0.code == .endlessLoop })
        #expect(elapsed < .seconds(10))
    }

    /// 100,000 '[' on one line: the message quotes 160 characters around the caret.
    @Test func aHugeLineIsQuotedAroundTheCaretOnly() throws {
        let source = SourceFile(path: "x.study", text: String(repeating: "[", count: 100_000))
        let diagnostic = try #require(StudyParser.parse(source).diagnostics.first)
        let lines = DiagnosticFormatter().format(diagnostic, sources: ["x.study": source]).split(separator: "\n")
        #expect(lines[1] == "    " + String(repeating: "[", count: 160) + "…")
        #expect(lines[2] == "    " + String(repeating: " ", count: 64) + "^")
        let far = Diagnostic.error(.yamlTooDeep, "far", at: SourceLocation(file: "x.study", line: 1, column: 50_000))
        let farLines = DiagnosticFormatter().format(far, sources: ["x.study": source]).split(separator: "\n")
        #expect(farLines[1] == "    …" + String(repeating: "[", count: 160) + "…")
        #expect(farLines[2] == "    " + String(repeating: " ", count: 81) + "^")
    }

    // MARK: Line breaks and the end of the file

    /// libyaml counts one more line at the end of a file without a final line break;
    /// an error there points just past the last character instead.
    @Test func anErrorAtTheEndOfTheFilePointsAfterTheLastCharacter() throws {
        let diagnostic = try #require(parse("id: x\ntitle: [a").first)
        #expect(diagnostic.location == SourceLocation(file: "x.study", line: 2, column: 10))
    }

    @Test(arguments: ["\r", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyLineBreakYAMLCountsIsALineToQuote(lineBreak: String) throws {
        let text = ["id: x", "title: [", "", "q: 'unclosed"].joined(separator: lineBreak)
        let diagnostic = try #require(parse(text).first)
        let source = SourceFile(path: "x.study", text: text)
        #expect(source.lines.count == 4)
        #expect(source.line(4) == "q: 'unclosed")
        #expect(diagnostic.location?.line == 4)
    }
}
