/// The words every active task shares (countdown, practice, pause, end): the typed keys of one
/// table of the `TextCatalogue` (`task:` in `Catalogues/*.yaml`). Each kind's own words are a
/// table inside it (`TaskKindWords.swift`).
public struct TaskWords: TextTable {
    public static var inCatalogue: KeyPath<TextCatalogue, TaskWords> { \.task }

    init() {}

    /// The session's language code ("en", "zh-Hans", "fr"), for the study's own texts that
    /// a kind shows during a round (a timed activity's `activity`).
    public var language = "en"
    public var practice = ""
    public var practiceIntro = ""
    public var practiceDone = ""
    public var countdown = ""
    public var getReady = ""
    public var escPause = ""
    public var startKey = ""
    public var backKey = ""
    public var paused = ""
    public var pausedWhy = ""
    public var startAgain = ""
    public var stopTask = ""
    public var finished = ""
    public var finishedSaved = ""
    public var whenToDo = ""
    public var trialOf = ""
    public var needsFullScreen = ""
    public var needsColour = ""
    public var skipTask = ""
    public var goBack = ""
    public var stoppedNote = ""
    /// Why a task was not done, as results files record it: the same words in every language
    /// (files are read by tools), so not in the catalogues.
    public static let reasonNoFullScreen = "needs the full-screen terminal"
    public static let reasonNoColour = "needs colour"
    /// Each kind's own words.
    public var reactionTime = ReactionTimeWords()
    public var psat = PsatWords()
    public var tapping = TappingWords()
    public var timedActivity = TimedActivityWords()
    public var stroop = StroopWords()
    public var spatialSpan = SpatialSpanWords()
    public var trailMaking = TrailMakingWords()
    public var towerOfHanoi = TowerOfHanoiWords()

    /// A length of time in whole minutes when it is one ("1 minute", "5 minutes"), else in
    /// seconds ("90 seconds"): for time limits and timed activities.
    public func length(seconds: Int) -> String {
        switch seconds % 60 == 0 ? seconds / 60 : nil {
        case 1?: return timedActivity.oneMinute
        case let minutes?: return fill(timedActivity.minutes, ["n": "\(minutes)"])
        case nil: return fill(timedActivity.seconds, ["n": "\(seconds)"])
        }
    }

    /// A number as `NumberText` writes it, with the language's decimal separator ("2,5").
    public func number(_ text: String) -> String {
        TextCatalogue.for(language).answers.number(text)
    }

    public static func forLanguage(_ language: String) -> TaskWords {
        var words = TextCatalogue.for(language).task
        words.language = language
        return words
    }
}
