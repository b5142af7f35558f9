/// The four colours of the Stroop task, each answered by the first letter of its English
/// name (in every language, so the keys never move under the fingers).
public enum StroopColour: String, CaseIterable, Sendable, Codable {
    case red, green, blue, yellow

    /// The key that names this colour.
    public var key: Character {
        switch self {
        case .red: return "r"
        case .green: return "g"
        case .blue: return "b"
        case .yellow: return "y"
        }
    }

    /// The colour a key names, or nil for any other key.
    public init?(key: Character) {
        guard let colour = Self.allCases.first(where: { $0.key == key }) else { return nil }
        self = colour
    }
}
