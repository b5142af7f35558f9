/// The words of an active task kind's own screens: one table per kind, kept in `TaskWords`
/// (so a kind reads them as `words.reactionTime.missed`); the texts are under `task:` in `Catalogues/*.yaml`.
/// `{name}` placeholders are filled with `TaskWords.fill`.
public struct ReactionTimeWords: Sendable {
    init() {}

    public var instructions: [String] = []
    public var keys = ""
    public var tooSoon = ""
    public var missed = ""
    public var end = ""
}

public struct PsatWords: Sendable {
    init() {}

    public var instructions: [String] = []
    public var status = ""
    public var keys = ""
    public var remember = ""
    public var sum = ""
    public var end = ""
}

public struct TappingWords: Sendable {
    init() {}

    public var instructions: [String] = []
    public var secondsLeft = ""
    public var keys = ""
    public var next = ""
    public var taps = ""
    public var begin = ""
    /// The end line, by how many alternation errors there were.
    public var endOneError = ""
    public var end = ""
}

public struct TimedActivityWords: Sendable {
    init() {}

    /// After the study's own activity text; `{length}` is one of the lengths below.
    public var instructions: [String] = []
    public var oneMinute = ""
    public var minutes = ""
    public var seconds = ""
    public var timeUp = ""
    public var keysStopped = ""
    public var keysEndNow = ""
    public var target = ""
    public var ended = ""
    public var endedEarly = ""
}

public struct StroopWords: Sendable {
    init() {}

    /// `{legend}` is the keys with their colours, as in the footer.
    public var instructions: [String] = []
    public var red = ""
    public var green = ""
    public var blue = ""
    public var yellow = ""
    /// Whether the colour word is shown in capitals, as on the classic card (Chinese has no case).
    public var wordInCapitals = true
    public var inkWas = ""
    public var tooSlow = ""
    public var end = ""
}

public struct SpatialSpanWords: Sendable {
    init() {}

    /// What the boxes are labelled with: `{labels}` in the texts below.
    public var letters = ""
    /// Past 26 boxes the labels go on with digits.
    public var lettersAndDigits = ""
    public var instructions: [String] = []
    public var watch = ""
    public var keysWatch = ""
    public var keysType = ""
    public var status = ""
    public var yourTurn = ""
    public var right = ""
    public var wrong = ""
    public var end = ""
}

public struct TrailMakingWords: Sendable {
    init() {}

    public var partA = ""
    public var partB = ""
    /// Both parts: `{partA}` and `{partB}` are the two texts above.
    public var bothParts: [String] = []
    public var startsOnOne = ""
    public var timeLimit = ""
    public var keys = ""
    public var typing = ""
    public var notNext = ""
    /// `{part}` is "A" or "B".
    public var partName = ""
    public var partDone = ""
    /// By part, since English puts the name mid-sentence in lower case.
    public var timeUpPartA = ""
    public var timeUpPartB = ""
    public var nextNumbersAndLetters = ""
    public var nextNumbersOnly = ""
    public var startAgainOnOne = ""
    public var keysStart = ""
    public var status = ""
    public var notFinished = ""
    public var finishedOneError = ""
    public var finished = ""
}

public struct TowerOfHanoiWords: Sendable {
    init() {}

    public var instructions: [String] = []
    public var keys = ""
    public var moves = ""
    public var solved = ""
    public var timeUp = ""
    public var refused = ""
    public var emptyPeg = ""
    public var pickedUp = ""
    public var notSolved = ""
    public var end = ""
}
