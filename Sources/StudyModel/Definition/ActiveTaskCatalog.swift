/// The parameters each active-task kind takes, with their ranges and defaults. The parser
/// checks a study against this table and the documentation restates it.
public struct ParameterSpec: Sendable {
    public enum Kind: Sendable {
        case integer(ClosedRange<Int>, default: Int, unit: String)
        case boolean(default: Bool)
        case word([String], default: String)
        /// Two different letter keys, e.g. "fj".
        case keyPair(default: String)
        /// A participant-facing text with no default.
        case requiredText
    }

    public var name: String
    public var kind: Kind
    public var meaning: String
}

/// A rule between two integer parameters: `lower` must not exceed `upper`.
public struct ParameterOrdering: Sendable {
    public var lower: String
    public var upper: String
}

extension ActiveTaskKind {
    public var parameterSpecs: [ParameterSpec] {
        switch self {
        case .tapping:
            return [
                .init(
                    name: "duration-seconds", kind: .integer(5...60, default: 20, unit: "seconds"),
                    meaning: "how long to tap"),
                .init(name: "keys", kind: .keyPair(default: "fj"), meaning: "the two keys to alternate"),
                .init(name: "practice", kind: .boolean(default: true), meaning: "a short practice round first"),
            ]
        case .reactionTime:
            return [
                .init(name: "trials", kind: .integer(1...100, default: 10, unit: "trials"), meaning: "measured trials"),
                .init(
                    name: "min-wait-ms", kind: .integer(500...10000, default: 1000, unit: "ms"),
                    meaning: "shortest random wait before the stimulus"),
                .init(
                    name: "max-wait-ms", kind: .integer(500...10000, default: 4000, unit: "ms"),
                    meaning: "longest random wait before the stimulus"),
                .init(
                    name: "timeout-ms", kind: .integer(500...10000, default: 3000, unit: "ms"),
                    meaning: "time allowed to respond"),
                .init(
                    name: "practice-trials", kind: .integer(0...5, default: 2, unit: "trials"),
                    meaning: "unrecorded practice trials"),
            ]
        case .stroop:
            return [
                .init(name: "trials", kind: .integer(4...200, default: 24, unit: "trials"), meaning: "measured trials"),
                .init(
                    name: "congruent-percent", kind: .integer(0...100, default: 50, unit: "%"),
                    meaning: "share of trials whose word matches its ink"),
                .init(
                    name: "timeout-ms", kind: .integer(1000...10000, default: 3000, unit: "ms"),
                    meaning: "time allowed to respond"),
                .init(
                    name: "practice-trials", kind: .integer(0...10, default: 3, unit: "trials"),
                    meaning: "unrecorded practice trials"),
            ]
        case .psat:
            return [
                .init(
                    name: "digits", kind: .integer(10...200, default: 31, unit: "digits"), meaning: "digits presented"),
                .init(
                    name: "interval-ms", kind: .integer(1000...5000, default: 3000, unit: "ms"),
                    meaning: "time between digits"),
                .init(
                    name: "practice-digits", kind: .integer(0...10, default: 4, unit: "digits"),
                    meaning: "unrecorded practice digits"),
            ]
        case .spatialSpan:
            return [
                .init(
                    name: "grid-size", kind: .integer(3...6, default: 3, unit: "cells per side"),
                    meaning: "the grid is grid-size × grid-size"),
                .init(
                    name: "start-span", kind: .integer(2...12, default: 3, unit: "cells"),
                    meaning: "length of the first sequence"),
                .init(name: "max-span", kind: .integer(2...16, default: 9, unit: "cells"), meaning: "longest sequence"),
                .init(
                    name: "max-failures", kind: .integer(1...5, default: 2, unit: "failures"),
                    meaning: "failures that end the task"),
                .init(
                    name: "show-ms", kind: .integer(250...3000, default: 1000, unit: "ms"),
                    meaning: "how long each cell is lit"),
            ]
        case .trailMaking:
            return [
                .init(
                    name: "part", kind: .word(["a", "b", "both"], default: "both"),
                    meaning: "part A (1, 2, 3…), part B (1, A, 2, B…) or both"),
                .init(
                    name: "points", kind: .integer(5...25, default: 13, unit: "labels"), meaning: "labels on the screen"
                ),
                .init(
                    name: "time-limit-seconds", kind: .integer(30...600, default: 180, unit: "seconds"),
                    meaning: "time allowed per part"),
            ]
        case .towerOfHanoi:
            return [
                .init(name: "disks", kind: .integer(2...7, default: 3, unit: "disks"), meaning: "disks to move"),
                .init(
                    name: "time-limit-seconds", kind: .integer(30...1800, default: 300, unit: "seconds"),
                    meaning: "time allowed"),
            ]
        case .timedActivity:
            return [
                .init(name: "activity", kind: .requiredText, meaning: "what to do away from the keyboard"),
                .init(
                    name: "duration-seconds", kind: .integer(10...3600, default: 120, unit: "seconds"),
                    meaning: "the countdown's length"),
            ]
        }
    }

    public var parameterOrderings: [ParameterOrdering] {
        switch self {
        case .reactionTime: return [.init(lower: "min-wait-ms", upper: "max-wait-ms")]
        case .spatialSpan: return [.init(lower: "start-span", upper: "max-span")]
        default: return []
        }
    }
}

extension ParameterSpec {
    /// The parameter as a field of the format definition, for the parser's key check and the schema.
    public var fieldDefinition: FieldDefinition {
        switch kind {
        case let .integer(range, defaultValue, unit):
            return FieldDefinition(name, .integer(range), "\(meaning) (\(unit); default \(defaultValue)).")
        case let .boolean(defaultValue):
            return FieldDefinition(name, .boolean, "\(meaning) (default \(defaultValue)).")
        case let .word(words, defaultValue):
            return FieldDefinition(name, .word(words), "\(meaning) (default \(defaultValue)).")
        case let .keyPair(defaultValue):
            return FieldDefinition(name, .string, "\(meaning): two different letters (default \(defaultValue)).")
        case .requiredText:
            return FieldDefinition(name, .text, required: true, "\(meaning).")
        }
    }
}
