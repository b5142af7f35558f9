import Foundation

/// A JSON document as a value, so the schema is built by pure functions and written in one place.
public indirect enum JSONValue: Equatable, Sendable, Encodable, ExpressibleByStringLiteral {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .string(value): try container.encode(value)
        case let .integer(value): try container.encode(value)
        case let .boolean(value): try container.encode(value)
        case let .array(values): try container.encode(values)
        case let .object(members): try container.encode(members)
        }
    }

    /// Indented, keys sorted, so that the same definitions always give the same bytes.
    public var prettyPrinted: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers, arrays and string-keyed objects cannot fail.
        guard let data = try? encoder.encode(self) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The object's members with `other`'s added (other wins on a clash).
    func merging(_ other: [String: JSONValue]) -> JSONValue {
        guard case var .object(members) = self else { return self }
        members.merge(other) { _, new in new }
        return .object(members)
    }
}
