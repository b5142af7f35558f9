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

public struct StroopWords: Sendable {
    public init() {}

    /// `{legend}` is the keys with their colours, as in the footer.
    public var instructions = [
        "A colour word appears, printed in a colour. Press the key for the colour of the ink, not for the word.",
        "For example, if the word RED is printed in blue, press b.",
        "{legend}. Answer as fast as you can without mistakes. There are {trials} words.",
    ]
    public var red = "red"
    public var green = "green"
    public var blue = "blue"
    public var yellow = "yellow"
    /// Whether the colour word is shown in capitals, as on the classic card (Chinese has no case).
    public var wordInCapitals = true
    public var inkWas = "The ink was {colour}"
    public var tooSlow = "Too slow"
    public var end = "{correct} of {count} correct · mean {mean} · {timeouts} timed out"
}

public struct SpatialSpanWords: Sendable {
    public init() {}

    /// What the boxes are labelled with: `{labels}` in the texts below.
    public var letters = "letters"
    /// Past 26 boxes the labels go on with digits.
    public var lettersAndDigits = "letters and digits"
    public var instructions = [
        "Squares in a grid light up one at a time. Remember the order.",
        "Then type the {labels} of those squares in the same order. Each time you get it right, "
            + "the next one is a square longer.",
    ]
    public var watch = "Watch the squares."
    public var keysWatch = "Watch"
    public var keysType = "Type the {labels} in order"
    public var status = "Sequence {n} · {span} squares"
    public var yourTurn = "Your turn: type the {labels} in the same order."
    public var right = "Right."
    public var wrong = "Not right. The order was: {order}"
    public var end = "Longest sequence recalled: {best} · {count} sequences · {errors} not right"
}

public struct TrailMakingWords: Sendable {
    public init() {}

    public var partA =
        "Numbers are scattered over the screen. Type them in order, as fast as you can: 1, 2, 3 and so on."
    public var partB =
        "Numbers and letters are scattered over the screen. Type them in order, taking turns, as fast as you can: "
        + "1, A, 2, B, 3, C and so on."
    /// Both parts: `{partA}` and `{partB}` are the two texts above.
    public var bothParts = ["There are two parts. Part A: {partA}", "Part B: {partB}"]
    public var startsOnOne =
        "Each part starts on 1 (marked [1]), so the first one to type is the one after it. For 10 and above, "
        + "type both digits. A wrong key is shown briefly; then type the right one."
    public var timeLimit = "You have up to {time} for each part."
    public var keys = "Type the next label · Backspace: delete"
    public var typing = "Typing: {typed}_"
    public var notNext = "{label} is not the next label."
    /// `{part}` is "A" or "B".
    public var partName = "Part {part}"
    public var partDone = "{name} done."
    /// By part, since English puts the name mid-sentence in lower case.
    public var timeUpPartA = "Time is up for part a."
    public var timeUpPartB = "Time is up for part b."
    public var nextNumbersAndLetters = "Now numbers and letters take turns:"
    public var nextNumbersOnly = "Now numbers only:"
    public var startAgainOnOne = "You start on 1 again."
    public var keysStart = "Enter or space: start"
    public var status = "{name} · reached {n} of {count} · last: {last}"
    public var notFinished = "{name}: not finished ({n} of {count})"
    public var finishedOneError = "{name}: {seconds} s, 1 error"
    public var finished = "{name}: {seconds} s, {errors} errors"
}

public struct TowerOfHanoiWords: Sendable {
    public init() {}

    public var instructions = [
        "Move the whole tower of disks from peg 1 to peg 3.",
        "Press a peg's number (1, 2 or 3; or a, s, d) to pick up its top disk, then the number of the peg to put it "
            + "on. Press the same peg again to put it back.",
        "Move one disk at a time, and never put a larger disk on a smaller one. Use as few moves as you can. "
            + "You have up to {time}.",
    ]
    public var keys = "1 2 3 (or a s d): pick up, then put down · same peg: put back"
    public var moves = "Moves: {n}"
    public var solved = "Solved in {n} moves."
    public var timeUp = "Time is up."
    public var refused = "Disk {disk} cannot go on the smaller disk {onto}. Nothing moved."
    public var emptyPeg = "Peg {peg} has no disk."
    public var pickedUp = "Disk {disk} picked up. Press the peg to put it on."
    public var notSolved = "Not solved · {moves} moves · {refused} refused"
    public var end = "Solved in {moves} moves (fewest possible: {fewest}) · {refused} refused · {seconds} s"
}
