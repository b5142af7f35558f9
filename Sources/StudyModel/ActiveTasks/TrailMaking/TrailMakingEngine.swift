/// Trail making on a keyboard: labels are scattered over the screen and the participant
/// types them in order. The trail starts at its first label (1), already reached, as the
/// pencil starts on "Begin" on paper; so the clock runs from the labels' onset and the
/// first label to find is the second.
///
/// What is typed is kept until it is the next label (reached), or while it is still the
/// start of it ("1" on the way to "10"); anything else is an error: logged, said on screen
/// for a moment, and cleared. Each part has its own time limit; when it passes the part
/// ends unfinished. With `both`, part B follows part A after a screen that says what
/// changes, which waits for Enter or space.
public struct TrailMakingEngine: ActiveTaskEngine {
    public enum View: Equatable, Sendable {
        case trail(Trail)
        /// The part is over: all labels reached, or time is up.
        case partEnded(Trail, finished: Bool)
        /// "Part B: 1, A, 2, B …": waits for Enter or space.
        case nextPart(TrailPart)
    }

    public struct Trail: Equatable, Sendable {
        public var part: TrailPart
        public var points: [TrailPoint]
        /// Labels reached so far, from the first; at least 1.
        public var reached: Int
        /// The start of the next label, typed so far.
        public var typed: String
        /// What was just typed that is not the next label, while it is said on screen.
        public var error: String?

        public init(part: TrailPart, points: [TrailPoint], reached: Int = 1, typed: String = "", error: String? = nil) {
            self.part = part
            self.points = points
            self.reached = reached
            self.typed = typed
            self.error = error
        }

        public var next: TrailPoint? { reached < points.count ? points[reached] : nil }
        public var last: TrailPoint { points[max(0, reached - 1)] }
    }

    public struct Parameters: Sendable, Equatable {
        public var parts: [TrailPart]
        public var points: Int
        public var timeLimitSeconds: Int

        public init(parts: [TrailPart], points: Int, timeLimitSeconds: Int) {
            self.parts = parts.isEmpty ? [.a] : parts
            self.points = min(max(points, 2), TrailLayout.slotCount)
            self.timeLimitSeconds = timeLimitSeconds
        }

        /// The study's parameters; practice is a five-label sample of each part.
        public init(_ task: ActiveTask, practice: Bool) {
            let parts: [TrailPart]
            let study = task.trailMaking
            switch study.part {
            case "a": parts = [.a]
            case "b": parts = [.b]
            default: parts = [.a, .b]
            }
            self.init(
                parts: parts, points: practice ? Self.practicePoints : study.points,
                timeLimitSeconds: study.timeLimitSeconds)
        }

        public static let practicePoints = 5
    }

    /// How long a wrong label is said on screen (keys go on being read meanwhile).
    public static let errorMs = 1000
    /// How long the end of a part stays on screen.
    public static let partEndedMs = 1500

    public let parameters: Parameters
    public let practice: Bool
    public private(set) var view: View
    public private(set) var screenNumber = 1
    public private(set) var deadline: UInt64?
    public private(set) var isFinished = false
    public private(set) var events: [TaskEvent] = []
    /// Each part's labels, placed when the round begins.
    public let trails: [Trail]
    private var partIndex = 0
    private var partDeadline: UInt64?
    private var errorDeadline: UInt64?

    public init(_ parameters: Parameters, practice: Bool, random: SeededRandom) {
        self.parameters = parameters
        self.practice = practice
        var random = random
        self.trails = parameters.parts.map { part in
            Trail(part: part, points: TrailLayout.place(part.labels(count: parameters.points), using: &random))
        }
        self.view = .trail(trails[0])
    }

    private var part: TrailPart { parameters.parts[partIndex] }

    private mutating func show(_ next: View) {
        view = next
        screenNumber += 1
        deadline = nil
    }

    private mutating func log(
        _ kind: TaskEvent.Kind, _ value: String, at time: UInt64, trial: Int? = nil,
        _ detail: [String: String] = [:]
    ) {
        events.append(
            TaskEvent(
                kind, value, at: time, trial: trial, practice: practice,
                detail: detail.merging(["part": part.rawValue]) { own, _ in own }))
    }

    public mutating func shown(at time: UInt64) {
        switch view {
        case let .trail(trail):
            if partDeadline == nil {
                // The labels' onset: the part's clock starts here.
                let layout = trail.points.map { "\($0.label)@\($0.row),\($0.column)" }.joined(separator: " ")
                log(.shown, "trail", at: time, ["labels": String(trail.points.count), "layout": layout])
                partDeadline = time.adding(milliseconds: parameters.timeLimitSeconds * 1000)
            }
            if trail.error != nil && errorDeadline == nil { errorDeadline = time.adding(milliseconds: Self.errorMs) }
            deadline = [partDeadline, errorDeadline].compactMap { $0 }.min()
        case .partEnded:
            deadline = time.adding(milliseconds: Self.partEndedMs)
        case let .nextPart(next):
            log(.shown, "part-\(next.rawValue.lowercased())-intro", at: time, ["part": next.rawValue])
        }
    }

    public mutating func press(_ key: TaskKey, at time: UInt64) {
        switch view {
        case let .trail(trail):
            type(key, on: trail, at: time)
        case .nextPart where key == .enter || key == .space:
            partIndex += 1
            partDeadline = nil
            errorDeadline = nil
            log(.key, key.description, at: time, ["result": "start"])
            show(.trail(trails[partIndex]))
        default:
            log(.key, key.description, at: time, ["result": "ignored"])
        }
    }

    private mutating func type(_ key: TaskKey, on trail: Trail, at time: UInt64) {
        guard let next = trail.next else { return }
        let position = trail.reached + 1
        var trail = trail
        switch key {
        case .backspace:
            log(.key, key.description, at: time, trial: position, ["result": "deleted"])
            if !trail.typed.isEmpty { trail.typed.removeLast() }
        case let .character(character) where character.isLetter || character.isNumber:
            let typed = trail.typed + character.uppercased()
            var detail = ["typed": typed, "expected": next.label]
            if typed == next.label {
                detail["result"] = "reached"
                trail.reached += 1
                trail.typed = ""
            } else if next.label.hasPrefix(typed) {
                detail["result"] = "pending"
                trail.typed = typed
            } else {
                detail["result"] = "error"
                trail.typed = ""
            }
            log(.key, key.description, at: time, trial: position, detail)
            // A new key replaces the message about the last wrong one.
            trail.error = detail["result"] == "error" ? typed : nil
            errorDeadline = nil
        default:
            // Space, Enter, arrows: no label has them.
            log(.key, key.description, at: time, trial: position, ["result": "ignored"])
            return
        }
        if trail.next == nil {
            log(.mark, "part-ended", at: time, ["finished": "true"])
            show(.partEnded(trail, finished: true))
        } else {
            show(.trail(trail))
        }
    }

    public mutating func timeUp(at time: UInt64) {
        switch view {
        case let .trail(trail):
            if let partDeadline, time >= partDeadline {
                log(.timeout, "time-limit", at: time, trial: trail.reached + 1)
                log(.mark, "part-ended", at: time, ["finished": "false"])
                var ended = trail
                ended.error = nil
                show(.partEnded(ended, finished: false))
            } else {
                // The wrong label has been said long enough.
                var cleared = trail
                cleared.error = nil
                errorDeadline = nil
                show(.trail(cleared))
            }
        case .partEnded:
            if partIndex + 1 < parameters.parts.count {
                show(.nextPart(parameters.parts[partIndex + 1]))
            } else {
                events.append(TaskEvent(.mark, "round-ended", at: time, practice: practice))
                isFinished = true
                deadline = nil
            }
        case .nextPart:
            deadline = nil
        }
    }
}
