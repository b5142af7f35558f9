import Foundation

/// A JSON value as read from a FHIR resource. Decoded with Foundation's `JSONDecoder`, so
/// malformed JSON is reported with its line and column; booleans stay booleans (a `1` is
/// never `true`).
public indirect enum FHIRJSON: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([FHIRJSON])
    case object([String: FHIRJSON])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([FHIRJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: FHIRJSON].self))
        }
    }

    public subscript(key: String) -> FHIRJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements of an array; nil for anything else.
    public var array: [FHIRJSON]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// A boolean field, also when a sloppy file writes it as the text "true".
    func flag(_ key: String) -> Bool {
        self[key]?.bool ?? (self[key]?.string == "true")
    }

    public var keys: [String] {
        if case .object(let members) = self { return members.keys.sorted() }
        return []
    }

    /// How messages name the kind of a value: "a text", "a list".
    public var kindPhrase: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a text"
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}

extension FHIRJSON: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            // Whole numbers as integers, so valueInteger stays an integer in the JSON.
            if value == value.rounded(), abs(value) < 1e15 {
                try container.encode(Int(value))
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        }
    }

    /// An object from key-value pairs, leaving out the nil ones.
    static func object(_ pairs: [(String, FHIRJSON?)]) -> FHIRJSON {
        var members: [String: FHIRJSON] = [:]
        for (key, value) in pairs { if let value { members[key] = value } }
        return .object(members)
    }
}
