/// SDC calculated expressions become scores, with the `variable` extensions of the file
/// and of the item translated first.
extension FHIRItemWalker {
    /// The FHIRPath of the item's calculatedExpression, if it has one.
    func calculatedExpressionText(_ item: FHIRJSON) -> String? {
        FHIRExtension.first(FHIRExtension.calculatedExpression, in: item)?["valueExpression"]?["expression"]?.string
    }

    mutating func calculatedExpression(_ item: FHIRJSON, path: String) -> String? {
        guard let entry = FHIRExtension.first(FHIRExtension.calculatedExpression, in: item) else { return nil }
        let language = entry["valueExpression"]?["language"]?.string ?? ""
        guard language == "text/fhirpath" else {
            note(
                path,
                "a calculated expression in '\(language)' is not converted (only FHIRPath is); the item is left out")
            return ""
        }
        return calculatedExpressionText(item) ?? ""
    }

    /// A translator that knows the items so far and the `variable` extensions of the file
    /// and of `item`, each translated first.
    func translator(for item: FHIRJSON) -> FHIRPathTranslator {
        var translator = FHIRPathTranslator(targets: targets)
        for entry in rootVariables + (item["extension"]?.array ?? []) {
            guard entry["url"]?.string == FHIRExtension.variable, let value = entry["valueExpression"],
                let name = value["name"]?.string
            else { continue }
            translator.variables[name] =
                value["language"]?.string == "text/fhirpath"
                ? translator.translate(value["expression"]?.string ?? "")
                : .failure(FHIRPathProblem(message: "it is not written in FHIRPath"))
        }
        return translator
    }

    mutating func convertCalculated(_ item: FHIRJSON, linkID: String, expression: String, path: String) {
        guard !expression.isEmpty else { return }
        let reader = translator(for: item)
        switch reader.translate(expression) {
        case .failure(let problem):
            note(path, "the calculated expression cannot be converted: \(problem.message); the item is left out")
        case .success(let text):
            let id = makeID(linkID)
            targets[linkID] = FHIRTarget(id: id, kind: .score)
            scores.append(
                FHIRYAML.map([
                    ("id", FHIRYAML.plain(id)),
                    ("label", displayText(item).map(FHIRYAML.text)),
                    ("value", FHIRYAML.text(text)),
                    ("bands", bands(item, path: path)),
                ]))
        }
    }

    /// The study format's own `score-band` extensions (as `export-questionnaire` writes them)
    /// back into the score's bands; one without a number or a label is listed, not guessed.
    private mutating func bands(_ item: FHIRJSON, path: String) -> DraftNode? {
        var bands: [DraftNode] = []
        for (index, entry) in (item["extension"]?.array ?? []).enumerated()
        where entry["url"]?.string == FHIRExtension.scoreBand {
            let parts = entry["extension"]?.array ?? []
            func part(_ name: String) -> FHIRJSON? { parts.first { $0["url"]?.string == name } }
            guard let low = part("min")?["valueDecimal"]?.number, let high = part("max")?["valueDecimal"]?.number,
                let label = part("label")?["valueString"]?.string
            else {
                note("\(path).extension[\(index)]", "a score band needs min, max and label; it is left out")
                continue
            }
            bands.append(
                FHIRYAML.map([
                    ("min", FHIRYAML.number(low)), ("max", FHIRYAML.number(high)), ("label", FHIRYAML.text(label)),
                ]))
        }
        return bands.isEmpty ? nil : FHIRYAML.list(bands)
    }
}
