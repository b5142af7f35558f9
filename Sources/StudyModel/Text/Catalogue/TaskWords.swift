/// The words every active task shares (countdown, practice, pause, end): one table of the
/// `TextCatalogue`, with the English texts. Each kind's own words are a table inside it (`TaskKindWords.swift`).
public struct TaskWords: TextTable {
    public static var inCatalogue: KeyPath<TextCatalogue, TaskWords> { \.task }

    public init() {}

    /// The session's language code ("en", "zh-Hans", "fr"), for the study's own texts that
    /// a kind shows during a round (a timed activity's `activity`).
    public var language = "en"
    public var practice = "Practice"
    public var practiceIntro = "First a short practice round. It is not recorded."
    public var practiceDone = "Practice done. Next is the real round: it is recorded."
    public var countdown = "Starting in {n}"
    public var getReady = "Get ready"
    public var escPause = "Esc: pause"
    public var startKey = "Start"
    public var backKey = "Not now"
    public var paused = "Paused"
    public var pausedWhy =
        "A timed round cannot go on after a pause. You can start this round again, or stop the task; what you did so far is kept, marked as stopped."
    public var startAgain = "Start this round again"
    public var stopTask = "Stop the task"
    public var finished = "Finished"
    public var finishedSaved = "Your results are saved. Thank you."
    public var whenToDo = "When: {when}"
    public var trialOf = "Trial {n} of {count}"
    public var needsFullScreen =
        "This task measures the timing of your key presses, which needs the full-screen terminal. In plain mode it cannot be done."
    public var needsColour = "This task shows words in colour, and colour is turned off here (plain mode or NO_COLOR)."
    public var skipTask = "Skip this task (recorded as not done)"
    public var goBack = "Go back"
    public var stoppedNote = "The task was stopped. What you did is kept, marked as stopped; you can do it again later."
    public var reasonNoFullScreen = "needs the full-screen terminal"
    public var reasonNoColour = "needs colour"
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

    public static func forLanguage(_ language: String) -> TaskWords {
        var words = TextCatalogue.for(language).task
        words.language = language
        return words
    }
}
