/// REDCap's piping (`[field]` in a label or note shows that field's answer) to the study's
/// `{id}`, and its `@CALCTEXT(…)` action tag (a text field worked out from a formula) to a
/// score. Piping that the study cannot say is noted and left as written.
extension REDCapFieldConverter {
    /// `text` with each `[field]` or `[field:label]` of an earlier field as `{id}`. Other
    /// piping (`[field:value]`, smart variables such as `[record-name]`, events, later
    /// fields) stays as written, with a note at `column`.
    mutating func piped(_ text: String, column: REDCapField.Column) -> String {
        guard text.contains("[") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "]") else { break }
            let inside = rest[rest.index(after: open)..<close]
            let parts = inside.split(separator: ":", maxSplits: 1).map(String.init)
            let name = parts.first ?? ""
            if let earlier = fields[name], parts.count == 1 || parts[1] == "label" {
                result += "{\(earlier.id)}"
            } else {
                result += rest[open...close]
                note(
                    column,
                    "the piping '[\(inside)]' is not converted (only [field] of an earlier field is); it is shown as written"
                )
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

extension REDCapField {
    /// The formula inside `@CALCTEXT(…)` in the annotation, nil without one; the
    /// parentheses inside the formula are balanced.
    var calcText: String? {
        let annotation = self(.annotation)
        guard let start = annotation.range(of: "@CALCTEXT(") else { return nil }
        var depth = 1
        var index = start.upperBound
        while index < annotation.endIndex {
            switch annotation[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return String(annotation[start.upperBound..<index]) }
            default: break
            }
            index = annotation.index(after: index)
        }
        return nil
    }
}
