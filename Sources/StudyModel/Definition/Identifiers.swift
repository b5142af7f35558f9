/// An id a study file gives to something, as a type of its own, so that a task's id cannot
/// be passed where a step's is expected. On disk (journal, results) it is the plain string.
public protocol StudyIdentifier: Hashable, Comparable, Sendable, Codable, CodingKeyRepresentable,
    CustomStringConvertible, ExpressibleByStringInterpolation
{
    var rawValue: String { get }
    init(_ rawValue: String)
}

extension StudyIdentifier {
    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    // Written as the bare string, never as `{"rawValue": …}`: the journal stays as it was.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    // A dictionary keyed by ids encodes as a JSON object, as one keyed by strings does.
    public var codingKey: any CodingKey { IdentifierCodingKey(stringValue: rawValue) }

    public init?<Key: CodingKey>(codingKey: Key) { self.init(codingKey.stringValue) }
}

private struct IdentifierCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A task's id (`phq9`).
public struct TaskID: StudyIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A step's id, in a survey or the eligibility check; a question's id is its step's.
public struct StepID: StudyIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A consent section's id (`{#privacy}` in the consent document).
public struct ConsentSectionID: StudyIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A comprehension-quiz question's id.
public struct QuizQuestionID: StudyIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A permission's id.
public struct PermissionID: StudyIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// Where each id first stands in a list, built once so that finding a task or step by its
/// id is a hash look-up, not a walk. A repeated id (reported by validation) means its first.
/// Keyed by the plain string: a dictionary keyed by a new type makes the runtime search the
/// static binary's conformance records for its `Hashable` on first use, about 0.4 M
/// instructions for each of `TaskID` and `StepID` (ninth round in BENCHMARKS.md).
public struct IDPositions<ID: StudyIdentifier>: Sendable {
    private var positions: [String: Int] = [:]

    public init<IDs: Sequence>(_ ids: IDs) where IDs.Element == ID {
        // Sized once: grown entry by entry, the table was rehashed several times for every
        // survey of a large study (eighth round).
        positions.reserveCapacity(ids.underestimatedCount)
        for (position, id) in ids.enumerated() {
            // The first place of an id is kept. One hash an id, not two (asking, then writing):
            // the `default:` subscript's modify puts `position` in only for a new id, and
            // `keep` leaves an existing one as it is (eleventh round).
            Self.keep(&positions[id.rawValue, default: position])
        }
    }

    @inline(__always)
    private static func keep(_: inout Int) {}

    public subscript(id: ID) -> Int? { positions[id.rawValue] }
}
