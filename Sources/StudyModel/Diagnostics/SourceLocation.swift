/// Where something stands in a study file. Lines and columns start at 1; columns count
/// Unicode scalars, as libyaml does, so YAML marks and expression offsets add up.
/// The path is kept as a `SourcePath`, so a location is a plain value without references.
/// Line and column are kept as 32-bit numbers: a location is then 12 bytes instead of 24,
/// and a study holds several per question, each copied by the parser and the checks (tenth
/// round). A file within `StudyLimits.maximumFileBytes` is far from 2^31 lines or columns;
/// a larger number is kept as the largest there is.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    var path: SourcePath
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// The path as the user gave it.
    public var file: String {
        get { path.string }
        set { path = SourcePath(newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.init(path: SourcePath(file), line: line, column: column)
    }

    init(path: SourcePath, line: Int, column: Int) {
        self.path = path
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The same place moved right by `columns`, for positions inside a scalar.
    public func advanced(by columns: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column + columns)
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file),
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A value read from a study file together with where it was written.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The same place holding another value, e.g. an id read as a string, typed.
    public func map<Other>(_ transform: (Value) -> Other) -> Located<Other> {
        Located<Other>(transform(value), at: location)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Sendable where Value: Sendable {}
