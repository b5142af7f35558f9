/// The rules and words of answer entry (`answers:` in `Catalogues/*.yaml`): the typed keys,
/// as templates whose `{placeholders}` the messages in `AnswerTexts+Messages.swift` fill, so
/// each language sets its own word order. A template's optional part that is left empty takes
/// the space before it along ("a whole number {range} {steps}" → "a whole number in steps of 5").
public struct AnswerTexts: Sendable {
    init() {}

    /// The catalogue's language, set by the catalogue (not a text).
    public var language = ""
    /// Chinese writes its sentences without spaces, but puts one where a Han character meets
    /// a Latin letter or a digit ("请输入 0 到 120 之间的整数。"): set for such languages, it
    /// applies at each placeholder.
    public var spaceBetweenHanAndLatin = false

    // Words shown in answers
    public var yes = ""
    public var no = ""
    public var noneChosen = ""
    /// Stands in a question's text for `{id}` when that earlier question has no answer
    /// (skipped, declined or passed over): "(no answer)".
    public var noAnswerShown = ""
    public var today = ""
    public var now = ""
    // Building blocks: {form}; {low}, {high}; `or` sits between two alternatives, spaces included
    public var enterAnswer = ""
    public var rangeBetween = ""
    public var rangeAtLeast = ""
    public var rangeAtMost = ""
    public var or = ""
    /// Between the whole part and the decimals of a number shown to the participant ("0,5").
    public var decimalSeparator = ""
    // Yes-no and choices
    public var yesNoForm = ""
    public var singleChoiceForm = ""
    public var multipleChoiceForm = ""
    public var labelledScaleForm = ""
    public var labelSeparator = ""
    public var otherTextMissing = ""
    public var otherTextBlank = ""
    public var exclusiveChoice = ""
    public var chooseExactly = PluralText()
    public var chooseUpTo = PluralText()
    public var chooseBetween = ""
    public var chooseAtLeast = PluralText()
    // Numbers: {range}, {steps} (`inSteps`), {places} (`decimalPlaces`), each possibly empty
    public var wholeNumber = ""
    public var decimalNumber = ""
    public var inSteps = ""
    public var decimalPlaces = PluralText()
    // Text and email
    public var emptyText = ""
    public var patternFallback = ""
    public var textTooLong = ""
    public var textUpTo = ""
    public var anyText = ""
    public var emailRule = ""
    // Dates, times and durations: {what} is aDate, aTime or aDateAndTime
    public var aDate = ""
    public var aTime = ""
    public var aDateAndTime = ""
    public var temporalBetween = ""
    public var temporalNoEarlier = ""
    public var temporalNoLater = ""
    public var temporalAs = ""
    public var temporalAsExample = ""
    public var durationForm = ""
    public var durationAny = ""
    public var durationInRange = ""
    // Height and weight
    public var heightAs = ""
    public var heightInRange = ""
    public var weightAs = ""
    public var weightInRange = ""
    // Anything else
    public var unanswerable = ""
}
