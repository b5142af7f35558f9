import Foundation

/// Why a FHIRPath expression could not be said in the study's expression language.
struct FHIRPathProblem: Error, Equatable {
    var message: String
}

/// Translates the FHIRPath of SDC calculated expressions into the study's expression
/// language, for the subset the two share: arithmetic, comparisons, `and`/`or`, `iif`,
/// `{}` (missing), `exists()`, `empty()`, `round()`, `ln()`, `exp()`, `sqrt()`, `abs()`,
/// `power()`, variables, an item's answer (`%resource.item.where(linkId='x').answer.value`)
/// and an answer's score (the ordinalValue / itemWeight of the chosen option, the lforms
/// pattern). Anything else is a `FHIRPathProblem` that names it.
struct FHIRPathTranslator {
    /// Items converted so far, by linkId.
    let targets: [String: FHIRTarget]
    /// Translated variables by name, or why the variable could not be translated.
    var variables: [String: Result<String, FHIRPathProblem>] = [:]

    private static let linkWhere = #"\.item\.where\(\s*linkId\s*=\s*'([^']*)'\s*\)"#
    private static let anyWhere = #"(?:\.item\.where\(\s*linkId\s*=\s*'[^']*'\s*\))*"#

    /// `%questionnaire…answerOption.where(valueCoding.code = %resource…answer.valueCoding.code)
    /// .extension.where(url = …).valueDecimal`: the score of the option chosen.
    private static let scorePattern = try! NSRegularExpression(
        pattern: "%questionnaire" + anyWhere + linkWhere
            + #"\.answerOption\.where\(\s*valueCoding\.code\s*=\s*(?:%resource|%context)"# + anyWhere
            + #"\.item\.where\(\s*linkId\s*=\s*'[^']*'\s*\)\.answer\.valueCoding\.code\s*\)"#
            + #"\.extension\.where\(\s*url\s*=\s*(?:'[^']*'|%[A-Za-z_][A-Za-z0-9_]*)\s*\)\.value(?:Decimal|Integer)"#)

    /// `%resource.item.where(linkId='x').answer.value…`, also written from `item` or `%context`.
    private static let answerPattern = try! NSRegularExpression(
        pattern: #"(?:%resource|%context)?\.?item\.where\(\s*linkId\s*=\s*'([^']*)'\s*\)"#
            + #"(?:\.item\.where\(\s*linkId\s*=\s*'([^']*)'\s*\))*"#
            + #"\.answer\.value(?:Decimal|Integer|Coding\.code|String|Boolean|Date|DateTime|Time|Quantity\.value)?"#)

    func translate(_ text: String) -> Result<String, FHIRPathProblem> {
        do {
            var references: [String] = []
            let rewritten = try rewritePaths(text, into: &references)
            var parser = FHIRPathParser(
                tokens: try FHIRPathLexer.tokens(rewritten), references: references, variables: variables)
            parser.numericNames = Set(
                targets.values.filter { [.number, .singleChoice(numeric: true)].contains($0.kind) }.map(\.id))
            return .success(try parser.parseAll())
        } catch let problem as FHIRPathProblem {
            return .failure(problem)
        } catch {
            return .failure(FHIRPathProblem(message: "\(error)"))
        }
    }

    /// Replaces the recognised paths with `$n`, `references[n]` holding the translation.
    private func rewritePaths(_ text: String, into references: inout [String]) throws -> String {
        var result = text
        for (pattern, isScore) in [(Self.scorePattern, true), (Self.answerPattern, false)] {
            while let match = pattern.firstMatch(in: result, range: NSRange(result.startIndex..., in: result)) {
                let group = isScore || match.range(at: 2).location == NSNotFound ? 1 : 2
                guard let linkRange = Range(match.range(at: group), in: result),
                    let whole = Range(match.range, in: result)
                else { break }
                let linkID = String(result[linkRange])
                guard let target = targets[linkID] else {
                    throw FHIRPathProblem(message: "it uses '\(linkID)', which is not an item asked before it")
                }
                references.append(isScore ? "score(\(target.id))" : target.id)
                result.replaceSubrange(whole, with: "$\(references.count - 1)")
            }
        }
        for leftover in ["%resource", "%questionnaire", "%context", ".item", ".answer"] where result.contains(leftover)
        {
            throw FHIRPathProblem(message: "the path near '\(leftover)' is not one the import understands")
        }
        return result
    }
}
