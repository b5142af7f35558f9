/// Something the export met that a data manager must know about, located like a compiler
/// diagnostic (`file:line: problem`), and whether data was left out because of it.
public struct ExportProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to the output folder, and the line when there is one.
    public var file: String
    public var line: Int?
    public var problem: String
    public var leftOut: Bool

    public init(file: String, line: Int? = nil, problem: String, leftOut: Bool) {
        self.file = file
        self.line = line
        self.problem = problem
        self.leftOut = leftOut
    }

    public var place: String { line.map { "\(file):\($0)" } ?? file }

    public var description: String {
        place + ": " + (leftOut ? "left out: " : "note: ") + problem
    }
}
