import Foundation

/// Where malformed JSON goes wrong, as a line and column: `JSONDecoder` does not say, so
/// the text is read again with `JSONSerialization`, whose message gives the byte offset.
enum FHIRJSONSyntax {
    /// " at line 3, column 12 (invalid value)", or "" when the place is not known.
    static func whereInvalid(_ data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return ""
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            guard let offset = offset(in: detail), offset <= data.count else { return "" }
            let (line, column) = lineAndColumn(of: offset, in: data)
            let reason = detail.components(separatedBy: " around").first?.lowercased() ?? ""
            return " at line \(line), column \(column)" + (reason.isEmpty ? "" : " (\(reason))")
        }
    }

    /// The number after "character" in "Invalid value around character 23."
    private static func offset(in detail: String) -> Int? {
        guard let range = detail.range(of: "character ") else { return nil }
        return Int(detail[range.upperBound...].prefix { $0.isNumber })
    }

    /// 1-based line and column (in bytes) of a 0-based byte offset.
    static func lineAndColumn(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for (index, byte) in data.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}
