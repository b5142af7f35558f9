/// PostgreSQL's text form of a `text[]`, for sending many lines as one bound parameter:
/// every element double-quoted, with `\` and `"` escaped, so no element can end early or
/// be read as NULL. The result is a value, never part of the statement.
enum PostgresArray {
    static func literal(_ elements: [String]) -> String {
        var text = "{"
        for (index, element) in elements.enumerated() {
            if index > 0 { text += "," }
            text += "\""
            for character in element.unicodeScalars {
                if character == "\\" || character == "\"" { text += "\\" }
                text.unicodeScalars.append(character)
            }
            text += "\""
        }
        return text + "}"
    }
}
