/// The words of REDCap's branching logic and calculations: `[field]`, `[field(code)]`,
/// numbers, quoted texts ('…' or "…"), operators and names of functions.
enum REDCapToken: Equatable {
    case field(String, option: String?)
    case number(String)
    case text(String)
    case word(String)
    case symbol(String)
    case end
}

enum REDCapLogicLexer {
    static let maximumLength = 10_000

    static func tokens(_ text: String) throws(FHIRPathProblem) -> [REDCapToken] {
        guard text.count <= maximumLength else {
            throw FHIRPathProblem(message: "the logic is longer than \(maximumLength) characters")
        }
        let scalars = Array(text.unicodeScalars)
        var tokens: [REDCapToken] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "[" {
                tokens.append(try field(scalars, &index))
            } else if scalar == "'" || scalar == "\"" {
                tokens.append(.text(try quoted(scalars, &index)))
            } else if ("0"..."9").contains(scalar) || scalar == "." {
                tokens.append(.number(run(scalars, &index) { ("0"..."9").contains($0) || $0 == "." }))
            } else if scalar.properties.isAlphabetic || scalar == "_" {
                tokens.append(
                    .word(run(scalars, &index) { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }))
            } else {
                tokens.append(.symbol(try symbol(scalars, &index)))
            }
        }
        return tokens + [.end]
    }

    private static func run(_ scalars: [Unicode.Scalar], _ index: inout Int, _ keep: (Unicode.Scalar) -> Bool)
        -> String
    {
        var text = String.UnicodeScalarView()
        while index < scalars.count, keep(scalars[index]) {
            text.append(scalars[index])
            index += 1
        }
        return String(text)
    }

    /// `[name]` or `[name(code)]`; `[event][name]` (longitudinal projects) is two fields.
    private static func field(_ scalars: [Unicode.Scalar], _ index: inout Int) throws(FHIRPathProblem) -> REDCapToken {
        index += 1
        let inside = run(scalars, &index) { $0 != "]" }
        guard index < scalars.count else { throw FHIRPathProblem(message: "a '[' is never closed") }
        index += 1
        if let open = inside.firstIndex(of: "("), inside.hasSuffix(")") {
            return .field(String(inside[..<open]), option: String(inside[inside.index(after: open)...].dropLast()))
        }
        return .field(inside, option: nil)
    }

    private static func quoted(_ scalars: [Unicode.Scalar], _ index: inout Int) throws(FHIRPathProblem) -> String {
        let quote = scalars[index]
        index += 1
        let text = run(scalars, &index) { $0 != quote }
        guard index < scalars.count else { throw FHIRPathProblem(message: "a quoted text is never closed") }
        index += 1
        return text
    }

    private static func symbol(_ scalars: [Unicode.Scalar], _ index: inout Int) throws(FHIRPathProblem) -> String {
        let pair = index + 1 < scalars.count ? String(scalars[index]) + String(scalars[index + 1]) : ""
        if ["<>", "!=", "<=", ">=", "=="].contains(pair) {
            index += 2
            return pair == "==" ? "=" : pair == "<>" ? "!=" : pair
        }
        let single = String(scalars[index])
        guard ["=", "<", ">", "+", "-", "*", "/", "^", "(", ")", ","].contains(single) else {
            throw FHIRPathProblem(message: "the character '\(single)' is not understood")
        }
        index += 1
        return single
    }
}
