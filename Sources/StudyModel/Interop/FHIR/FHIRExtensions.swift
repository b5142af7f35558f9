/// The extension URLs the import understands, and those it leaves out on purpose.
enum FHIRExtension {
    static let base = "http://hl7.org/fhir/StructureDefinition/"
    static let sdc = "http://hl7.org/fhir/uv/sdc/StructureDefinition/"

    static let unit = base + "questionnaire-unit"
    static let minValue = base + "minValue"
    static let maxValue = base + "maxValue"
    static let ordinalValue = base + "ordinalValue"
    static let itemWeight = base + "itemWeight"
    static let variable = base + "variable"
    static let calculatedExpression = sdc + "sdc-questionnaire-calculatedExpression"
    static let enableWhenExpression = sdc + "sdc-questionnaire-enableWhenExpression"
    static let optionPrefix = base + "questionnaire-optionPrefix"
    static let minOccurs = base + "questionnaire-minOccurs"
    static let maxOccurs = base + "questionnaire-maxOccurs"
    static let unitOption = base + "questionnaire-unitOption"
    static let minQuantity = sdc + "sdc-questionnaire-minQuantity"
    static let maxQuantity = sdc + "sdc-questionnaire-maxQuantity"
    static let ucum = "http://unitsofmeasure.org"
    /// On a primitive value (`_valueDate` of a minValue): the FHIRPath that works the value out
    /// when the form is filled in (`today() - 18 years`), as SDC writes a dynamic limit.
    static let calculatedValue = base + "cqf-calculatedValue"
    /// The same with an Expression (language and text), as later versions write it.
    static let expression = base + "cqf-expression"
    /// A rule the answers must keep (R4 core `questionnaire-constraint`: key, severity,
    /// FHIRPath expression, human text): a question's `constraint` and `constraint-message`.
    static let constraint = base + "questionnaire-constraint"
    /// A score's band (`min`, `max`, `label` sub-extensions) on its calculated item: FHIR
    /// has no element for "this range of the score means this", so the study format names
    /// its own extension, under the same URN scheme as its Questionnaires (docs/interop.md).
    static let scoreBand = "urn:study:extension:score-band"
    /// On an `open-choice` option: the study's "other" choice (its label and score), which
    /// the response replaces with the participant's text when they typed one. R4 has no way
    /// to say which option stands for the free text, so the study names its own extension.
    static let otherChoice = "urn:study:extension:other-choice"

    /// Read by the import wherever they stand on an item.
    static let understood: Set<String> = [
        unit, minValue, maxValue, variable, calculatedExpression, enableWhenExpression, scoreBand,
    ]
    /// Read on a repeating group only (its fewest and most instances); noted elsewhere.
    static let occurs: Set<String> = [minOccurs, maxOccurs]

    /// How other screens render an item: no meaning for a terminal, left out (and listed).
    static let presentation: Set<String> = [
        base + "questionnaire-itemControl", base + "rendering-xhtml", base + "rendering-style",
        base + "rendering-markdown", base + "entryFormat", sdc + "sdc-questionnaire-width",
    ]

    /// The score of an answer option (R4's ordinalValue, or itemWeight, its later name),
    /// on the option or on its coding.
    static func score(of option: FHIRJSON) -> Double? {
        for holder in [option, option["valueCoding"]].compactMap({ $0 }) {
            for entry in holder["extension"]?.array ?? [] {
                guard let url = entry["url"]?.string, url == ordinalValue || url == itemWeight else { continue }
                if let value = entry["valueDecimal"]?.number ?? entry["valueInteger"]?.number { return value }
            }
        }
        return nil
    }

    /// The first extension of `item` with `url`.
    static func first(_ url: String, in item: FHIRJSON) -> FHIRJSON? {
        item["extension"]?.array?.first { $0["url"]?.string == url }
    }
}
