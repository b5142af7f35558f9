import Foundation

/// A consent text kept as one Markdown file for the ethics board. Each section starts at a
/// `## Heading {#section_id}` line and runs to the next `##` heading; the study file's
/// consent sections take their full "learn more" text from here by id.
public struct ConsentDocument: Sendable {
    public struct Section: Sendable {
        public var id: String
        public var heading: String
        /// The section's full text, trimmed of blank lines at either end.
        public var body: String
        public var location: SourceLocation
    }

    public var source: SourceFile
    public var sections: [Section]
    public var diagnostics: [Diagnostic]

    public func section(_ id: String) -> Section? {
        sections.first { $0.id == id }
    }

    public static func parse(_ source: SourceFile) -> ConsentDocument {
        var sections: [Section] = []
        var diagnostics: [Diagnostic] = []
        var body: [Substring] = []
        // The first heading of each id, so a repeated id is found without a search per
        // heading (a file of many headings would otherwise take quadratic time).
        var firstLine: [String: Int] = [:]
        func closeSection() {
            guard !sections.isEmpty else { return }
            sections[sections.count - 1].body = trimBlankLines(body).joined(separator: "\n")
        }
        for (index, line) in source.lines.enumerated() {
            guard line.hasPrefix("## ") else {
                body.append(line)
                continue
            }
            closeSection()
            body = []
            let location = source.location(line: index + 1, column: 1)
            guard let (heading, id) = splitHeading(line.dropFirst(3)) else {
                diagnostics.append(
                    .error(
                        .consentHeadingID, "this consent heading has no section id", at: location,
                        hint: "end the heading with the id of its section, e.g. '## Privacy {#privacy}'"))
                sections.append(Section(id: "", heading: String(line.dropFirst(3)), body: "", location: location))
                continue
            }
            if let first = firstLine[id] {
                diagnostics.append(
                    .error(
                        .duplicateID, "the section id '\(id)' is used by two headings",
                        at: location, hint: "the first is at line \(first)"))
            } else {
                firstLine[id] = index + 1
            }
            sections.append(Section(id: id, heading: heading, body: "", location: location))
        }
        closeSection()
        return ConsentDocument(source: source, sections: sections.filter { !$0.id.isEmpty }, diagnostics: diagnostics)
    }

    /// `Title {#id}` → ("Title", "id").
    private static func splitHeading(_ text: Substring) -> (String, String)? {
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasSuffix("}"), let open = trimmed.range(of: "{#", options: .backwards) else { return nil }
        let id = String(trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)])
        let heading = trimmed[..<open.lowerBound].trimmingWhitespace
        return id.isEmpty ? nil : (heading, id)
    }

    private static func trimBlankLines(_ lines: [Substring]) -> [Substring] {
        var lines = lines[...]
        while let first = lines.first, first.trimmingWhitespace.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmingWhitespace.isEmpty { lines.removeLast() }
        return Array(lines)
    }
}
