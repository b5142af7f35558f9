/// Where something stands in a study file. Lines and columns start at 1; columns count
/// Unicode scalars, as libyaml does, so YAML marks and expression offsets add up.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same place moved right by `columns`, for positions inside a scalar.
    public func advanced(by columns: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + columns)
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
}

extension Located: Equatable where Value: Equatable {}
extension Located: Sendable where Value: Sendable {}
