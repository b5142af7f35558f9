/// The SDC `enableWhenExpression` (FHIRPath) to a `show-if`, when the FHIRPath is one the
/// translator of calculated expressions reads and the result is a condition over answers
/// and calculated items asked before; otherwise noted, and the item is always shown.
extension FHIRItemWalker {
    mutating func enableWhenExpression(_ entry: FHIRJSON, item: FHIRJSON, path: String) -> String? {
        let value = entry["valueExpression"]
        guard value?["language"]?.string == "text/fhirpath", let text = value?["expression"]?.string else {
            note(path, "an enableWhenExpression not written in FHIRPath is not converted; the item is always shown")
            return nil
        }
        let reader = translator(for: item)
        switch reader.translate(text) {
        case .failure(let problem):
            note(path, "the enableWhenExpression cannot be converted: \(problem.message); the item is always shown")
            return nil
        case .success(let condition):
            let analysis = ExpressionLanguage.analyze(condition, scope: scope, conditionField: "show-if")
            if let issue = analysis.issues.first {
                note(
                    path,
                    "the enableWhenExpression became '\(condition)', which does not check: \(issue.message); the item is always shown"
                )
                return nil
            }
            return condition
        }
    }

    /// The items converted so far, as expressions see them; choices and scores are left
    /// unknown (their values are checked when the study is validated).
    var scope: DictionaryExpressionScope {
        var names: [String: ExpressionType] = [:]
        for target in targets.values {
            switch target.kind {
            case .boolean: names[target.id] = .boolean
            case .number: names[target.id] = .number
            case .text: names[target.id] = .text
            case .date: names[target.id] = .date
            case .time: names[target.id] = .time
            case .dateTime: names[target.id] = .dateTime
            case .singleChoice, .multipleChoice, .score: names[target.id] = .unknown
            case .noAnswer: break
            }
        }
        return DictionaryExpressionScope(names)
    }
}
