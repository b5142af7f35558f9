/// "3, 2, 1" before a round, one number a second, so the first stimulus never comes as a
/// surprise. Keys pressed meanwhile are ignored. Its events are not part of the results.
public struct CountdownEngine: ActiveTaskEngine {
    public private(set) var view: Int
    public private(set) var screenNumber = 1
    public private(set) var deadline: UInt64?
    public private(set) var isFinished: Bool
    public let events: [TaskEvent] = []

    public init(seconds: Int = 3) {
        view = seconds
        isFinished = seconds <= 0
    }

    public mutating func shown(at time: UInt64) {
        deadline = time.adding(milliseconds: 1000)
    }

    public mutating func press(_ key: TaskKey, at time: UInt64) {}

    public mutating func timeUp(at time: UInt64) {
        view -= 1
        deadline = nil
        if view <= 0 { isFinished = true } else { screenNumber += 1 }
    }
}
