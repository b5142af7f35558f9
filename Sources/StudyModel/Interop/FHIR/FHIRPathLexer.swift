/// The tokens of the FHIRPath subset `FHIRPathTranslator` reads.
enum FHIRPathToken: Equatable {
    case number(String)
    case string(String)
    case identifier(String)
    /// `%name`
    case variable(String)
    /// `$n`: a path already translated.
    case reference(Int)
    case symbol(String)
    case end
}

enum FHIRPathLexer {
    static let symbols = ["<=", ">=", "!=", "(", ")", ",", ".", "{", "}", "+", "-", "*", "/", "=", "<", ">"]

    static func tokens(_ text: String) throws(FHIRPathProblem) -> [FHIRPathToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [FHIRPathToken] = []
        var index = 0
        func word(from start: Int) -> String {
            var end = start
            while end < scalars.count, isWordScalar(scalars[end]) { end += 1 }
            index = end
            return String(String.UnicodeScalarView(scalars[start..<end]))
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if ("0"..."9").contains(scalar) {
                let start = index
                while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." {
                    index += 1
                }
                tokens.append(.number(String(String.UnicodeScalarView(scalars[start..<index]))))
            } else if scalar == "'" {
                tokens.append(.string(try string(scalars, &index)))
            } else if scalar == "%" {
                tokens.append(.variable(word(from: index + 1)))
            } else if scalar == "$" {
                guard let number = Int(word(from: index + 1)) else {
                    throw FHIRPathProblem(message: "'$' is not understood")
                }
                tokens.append(.reference(number))
            } else if isWordScalar(scalar) {
                tokens.append(.identifier(word(from: index)))
            } else if let symbol = symbols.first(where: { matches($0, scalars, at: index) }) {
                tokens.append(.symbol(symbol))
                index += symbol.unicodeScalars.count
            } else {
                throw FHIRPathProblem(message: "the character '\(scalar)' is not understood")
            }
        }
        return tokens + [.end]
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    private static func matches(_ symbol: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let wanted = Array(symbol.unicodeScalars)
        return index + wanted.count <= scalars.count && Array(scalars[index..<index + wanted.count]) == wanted
    }

    private static func string(_ scalars: [Unicode.Scalar], _ index: inout Int) throws(FHIRPathProblem) -> String {
        var value = String.UnicodeScalarView()
        index += 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "'" {
                index += 1
                return String(value)
            }
            if scalar == "\\", index + 1 < scalars.count {
                index += 1
            }
            value.append(scalars[index])
            index += 1
        }
        throw FHIRPathProblem(message: "a string is not closed")
    }
}
