/// Facts about the study files' expression language that other parts of the model share.
public enum ExpressionLanguage {
    /// Words that cannot be ids: the validator rejects ids in this set.
    public static let reservedWords: Set<String> = Set(ExpressionKeyword.allCases.map(\.rawValue))

    /// The functions an expression may call, in the order the documentation lists them.
    public static var functionNames: [String] { ExpressionFunction.allCases.map(\.rawValue) }

    /// The key under which answers hand `score(id)` its value: the score of the choice
    /// picked, or the sum of the scores of the choices picked. No id holds '#'.
    public static func choiceScoreKey(_ id: String) -> String { id + "#score" }

    /// How deeply an expression may nest before the parser refuses it (see `StudyLimits`).
    public static var maximumDepth: Int { StudyLimits.maximumExpressionDepth }

    /// Parses and type-checks `text` in one go, the way the validator usually needs it.
    ///
    /// When `conditionField` is given (e.g. "criteria", "show-if"), the expression must also
    /// be a condition, and an issue names that field otherwise.
    public static func analyze(
        _ text: String,
        scope: any ExpressionScope,
        conditionField: String? = nil
    ) -> ExpressionAnalysis {
        let expression: ExpressionNode
        do {
            expression = try ExpressionParser.parse(text)
        } catch {
            return ExpressionAnalysis(expression: nil, type: .unknown, issues: [error])
        }
        let checker = ExpressionChecker(scope: scope)
        let result =
            conditionField.map { checker.checkCondition(expression, field: $0) }
            ?? checker.check(expression)
        return ExpressionAnalysis(expression: expression, type: result.type, issues: result.issues)
    }
}

/// The outcome of `ExpressionLanguage.analyze`: the tree (nil after a syntax error), its
/// type and every issue found.
public struct ExpressionAnalysis: Sendable {
    public var expression: ExpressionNode?
    public var type: ExpressionType
    public var issues: [ExpressionIssue]
}
