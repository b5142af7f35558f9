/// The texts of the participant's "My results" screen and of the study's encouragement:
/// the typed keys of one table of the `TextCatalogue` (`results:` in `Catalogues/*.yaml`).
public struct ResultsText: TextTable, Equatable {
    public static var inCatalogue: KeyPath<TextCatalogue, ResultsText> { \.results }

    init() {}

    // The entry on the home screen, and the screen's own words
    public var homeEntry = ""
    public var title = ""
    public var howToRead = ""
    public var notYet = ""
    // One chart: its heading, the line under the bars, and the same as sentences for plain mode
    public var heading = ""
    public var headingBand = ""
    public var headingNoValue = ""
    public var span = ""
    public var spanOne = ""
    public var range = ""
    public var shownLast = ""
    public var results = PluralText()
    public var valueOn = ""
    public var noValueOn = ""
    public var spoken = ""
    public var spokenBand = ""
    public var spokenNoValue = ""
    // An active task's figure: "Reaction time: median reaction time"
    public var figureTitle = ""
    public var valueMs = ""
    public var valueSeconds = ""
    public var valuePercent = ""
    public var figureTaps = ""
    public var figureTapsPerSecond = ""
    public var figureMedianReactionTime = ""
    public var figureMeanReactionTime = ""
    public var figureAccuracy = ""
    public var figureStroopEffect = ""
    public var figureCorrect = ""
    public var figureBestSpan = ""
    public var figurePartBTime = ""
    public var figurePartATime = ""
    public var figureMoves = ""
    public var figureTotalTime = ""
    public var figureDuration = ""
    // The summary of last week, before the study's weekly encouragement
    public var weekSummary = ""
}
