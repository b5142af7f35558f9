/// The YAML mistakes researchers make most, told in the words of docs/study-format.md
/// ("line it up"; "quote a text that contains ': '") with the fix, instead of libyaml's
/// ("did not find expected '-' indicator"). The caller keeps libyaml's words as a note.
enum YAMLSyntaxWording {
    struct Wording: Equatable {
        var message: String
        var hint: String
    }

    /// What libyaml reported, and the line it points into.
    struct Problem {
        var problem: String
        /// "while parsing a block collection", with where that started ("line 3, column 5").
        var context: (text: String, place: String)?
        var line: Substring
        /// 1-based, counting Unicode scalars.
        var column: Int

        var character: Unicode.Scalar? {
            let scalars = Array(line.unicodeScalars)
            return column >= 1 && column <= scalars.count ? scalars[column - 1] : nil
        }

        /// The part of the line before the mark.
        var before: Substring {
            let scalars = line.unicodeScalars
            let end = scalars.index(scalars.startIndex, offsetBy: max(0, column - 1), limitedBy: scalars.endIndex)
            return line[..<(end ?? scalars.endIndex)]
        }
    }

    /// The longest text the hint repeats with quotes around it.
    static let exampleLength = 80

    /// Plain words for `problem`, or nil for a problem met seldom, left in libyaml's words.
    static func wording(for problem: Problem) -> Wording? {
        let text = problem.problem
        let starts = problem.context.map { "; it starts at \($0.place)" } ?? ""
        if text.contains("tab") || problem.character == "\t" {
            return Wording(
                message: "a tab is used for indentation",
                hint: "indent with spaces; YAML does not allow tabs for indentation")
        }
        if text.hasPrefix("mapping values are not allowed") {
            return colonWording(problem)
        }
        if text.hasPrefix("did not find expected key") {
            return keyWording(problem, starts: starts)
        }
        if text.hasPrefix("did not find expected '-' indicator") {
            return Wording(
                message: "this line is not lined up with the items of its list",
                hint: "start every item of a list with '- ' at the same column\(starts)")
        }
        if text.hasPrefix("did not find expected ',' or ']'") || text.hasPrefix("did not find expected ',' or '}'") {
            let (kind, close) = text.hasSuffix("']'") ? ("list", "]") : ("map", "}")
            return Wording(
                message: "a \(kind) written on one line is not closed, or an entry in it needs quotes",
                hint: "end the \(kind) with '\(close)' on its line, and quote entries that contain "
                    + "',' or ': '\(starts)")
        }
        if text.hasPrefix("found unexpected end of stream"), problem.context?.text.contains("quoted") == true {
            return Wording(
                message: "a quoted text is never closed",
                hint: "end it with the same quote it starts with\(starts)")
        }
        if text.hasPrefix("found character that cannot start any token"), let character = problem.character {
            return Wording(
                message: "a text cannot start with '\(character)' unless it is quoted",
                hint: "put the whole text in double quotes")
        }
        return nil
    }

    /// "mapping values are not allowed": a ': ' where no key can start. After an earlier
    /// ': ' on the line, it is inside a text that needs quotes; otherwise the line is
    /// indented further than the keys above it.
    private static func colonWording(_ problem: Problem) -> Wording {
        let before = problem.before
        guard let keyEnd = before.firstRange(of: ": ") else {
            return Wording(
                message: "this line is indented further than the keys above it",
                hint: "line up the keys of one map at the same column; if it is lined up, "
                    + "the line above may lack its ': '")
        }
        let key = before[..<keyEnd.lowerBound]
        let value = problem.line[keyEnd.upperBound...].trimmingWhitespace
        // The line written back with the text quoted, unless that would not help: a text with
        // quotes of its own, or one too long to repeat in a hint.
        let example =
            value.contains("\"") || value.unicodeScalars.count > exampleLength
            ? "" : ": \(key.trimmingWhitespace): \"\(value)\""
        return Wording(
            message: "a text that contains ': ' must be in quotes",
            hint: "put the whole text in double quotes\(example)")
    }

    /// "did not find expected key": a line out of step with the keys of its map, or text
    /// after a closing quote (`title: "Yes" please`).
    private static func keyWording(_ problem: Problem, starts: String) -> Wording {
        let before = problem.before.trimmingWhitespace
        if before.hasSuffix("\"") || before.hasSuffix("'"), before.contains(": ") {
            return Wording(
                message: "text goes on after a closing quote",
                hint: "quote the whole text or none of it; inside double quotes write \\\" for a quote")
        }
        return Wording(
            message: "this line is not lined up with the keys of its map",
            hint: "line up the keys of one map at the same column\(starts)")
    }
}
