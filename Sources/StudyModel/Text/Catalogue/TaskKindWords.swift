/// The words of an active task kind's own screens: one table per kind, kept in `TaskWords`
/// (so a kind reads them as `words.reactionTime.missed`), English as the defaults.
/// `{name}` placeholders are filled with `TaskWords.fill`.
public struct ReactionTimeWords: Sendable {
    public init() {}

    public var instructions = [
        "Look at the + in the middle of the screen. When the circle appears, press space as fast as you can.",
        "Do not press before the circle appears. There are {trials} trials.",
    ]
    public var keys = "Press space when the circle appears"
    public var tooSoon = "Too soon. Wait for the circle. This trial starts again."
    public var missed = "No press in time."
    public var end = "{hits} responses · mean {mean} · {timeouts} timed out · {falseStarts} too soon"
}

public struct PsatWords: Sendable {
    public init() {}

    public var instructions = [
        "Numbers appear one at a time, one every {seconds} seconds. Add each number to the one just before it, "
            + "and type the sum.",
        "For example: 3, then 5: type 8. Then 2: type 7 (5 + 2), not a running total.",
        "Just type the digits; no Enter needed. Sums from 10 to 18 start with 1. There are {digits} numbers.",
    ]
    public var status = "Number {n} of {count}"
    public var keys = "Type the sum · Backspace: correct"
    public var remember = "Remember this number."
    public var sum = "Sum: "
    public var end = "{correct} of {count} sums correct · {wrong} wrong · {missed} missed"
}

public struct TappingWords: Sendable {
    public init() {}

    public var instructions = [
        "Rest your index fingers on {first} and {second}. Press them in turn, {first}, {second}, {first}, {second}…, "
            + "as fast as you can.",
        "The clock starts with your first tap and runs for {seconds} seconds. Lift your finger after each tap; "
            + "do not hold a key down.",
    ]
    public var secondsLeft = "{n} s left"
    public var keys = "Tap {first} and {second} in turn, as fast as you can"
    public var next = "next"
    public var taps = "Taps: {n}"
    public var begin = "Tap {first} or {second} to begin: the clock starts with your first tap."
    /// The end line, by how many alternation errors there were.
    public var endOneError = "{taps} taps · {rate} a second · 1 alternation error"
    public var end = "{taps} taps · {rate} a second · {errors} alternation errors"
}

public struct TimedActivityWords: Sendable {
    public init() {}

    /// After the study's own activity text; `{length}` is one of the lengths below.
    public var instructions = [
        "When the countdown ends, a clock starts on the screen. Leave the keyboard and do this for {length}.",
        "When the time is up, the screen says so. Come back and press Enter. To stop sooner, press Enter at any time.",
    ]
    public var oneMinute = "1 minute"
    public var minutes = "{n} minutes"
    public var seconds = "{n} seconds"
    public var timeUp = "Time is up: press Enter when you have stopped."
    public var keysStopped = "Enter or space: I have stopped"
    public var keysEndNow = "Enter or space: end now"
    public var target = "Target {clock}"
    public var ended = "Ended at {time} · target {goal}"
    public var endedEarly = "Ended early at {time} · target {goal}"
}
