/// A recursive-descent reader of the FHIRPath subset, writing the study's expression text
/// as it goes, fully parenthesised so precedence cannot change on the way.
struct FHIRPathParser {
    let tokens: [FHIRPathToken]
    let references: [String]
    let variables: [String: Result<String, FHIRPathProblem>]
    /// The ids whose value is already a number in the study (number items, choices
    /// whose values are whole numbers): `toInteger()` / `toDecimal()` of them is the value.
    var numericNames: Set<String> = []
    var index = 0
    var depth = 0

    static let maximumDepth = 64

    init(tokens: [FHIRPathToken], references: [String], variables: [String: Result<String, FHIRPathProblem>]) {
        self.tokens = tokens
        self.references = references
        self.variables = variables
    }

    private var current: FHIRPathToken { tokens[index] }

    private mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    private mutating func take(_ symbol: String) -> Bool {
        guard current == .symbol(symbol) else { return false }
        advance()
        return true
    }

    private mutating func expect(_ symbol: String) throws(FHIRPathProblem) {
        guard take(symbol) else { throw FHIRPathProblem(message: "expected '\(symbol)'") }
    }

    mutating func parseAll() throws(FHIRPathProblem) -> String {
        let result = try parseOr()
        guard current == .end else { throw FHIRPathProblem(message: "the expression goes on where it should end") }
        return result
    }

    private mutating func parseOr() throws(FHIRPathProblem) -> String {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw FHIRPathProblem(message: "the expression nests too deeply") }
        var left = try parseAnd()
        while current == .identifier("or") {
            advance()
            left = "(\(left) or \(try parseAnd()))"
        }
        return left
    }

    private mutating func parseAnd() throws(FHIRPathProblem) -> String {
        var left = try parseComparison()
        while current == .identifier("and") {
            advance()
            left = "(\(left) and \(try parseComparison()))"
        }
        return left
    }

    private mutating func parseComparison() throws(FHIRPathProblem) -> String {
        let left = try parseAdditive()
        for op in ["=", "!=", "<", "<=", ">", ">="] where take(op) {
            return "(\(left) \(op) \(try parseAdditive()))"
        }
        return left
    }

    private mutating func parseAdditive() throws(FHIRPathProblem) -> String {
        var left = try parseMultiplicative()
        while current == .symbol("+") || current == .symbol("-") {
            let op = current == .symbol("+") ? "+" : "-"
            advance()
            left = "(\(left) \(op) \(try parseMultiplicative()))"
        }
        return left
    }

    private mutating func parseMultiplicative() throws(FHIRPathProblem) -> String {
        var left = try parseUnary()
        while current == .symbol("*") || current == .symbol("/") {
            let op = current == .symbol("*") ? "*" : "/"
            advance()
            left = "(\(left) \(op) \(try parseUnary()))"
        }
        return left
    }

    private mutating func parseUnary() throws(FHIRPathProblem) -> String {
        if take("-") { return "(-\(try parseUnary()))" }
        var value = try parsePrimary()
        while take(".") {
            guard case .identifier(let name) = current else {
                throw FHIRPathProblem(message: "expected a function after '.'")
            }
            advance()
            try expect("(")
            let arguments = try parseArguments()
            value = try method(name, on: value, arguments)
        }
        return value
    }

    private mutating func parseArguments() throws(FHIRPathProblem) -> [String] {
        var arguments: [String] = []
        if take(")") { return arguments }
        repeat { arguments.append(try parseOr()) } while take(",")
        try expect(")")
        return arguments
    }

    private mutating func parsePrimary() throws(FHIRPathProblem) -> String {
        let token = current
        advance()
        switch token {
        case .number(let text):
            guard let value = Double(text) else { throw FHIRPathProblem(message: "'\(text)' is not a number") }
            return NumberText.text(value)
        case .string(let text): return ExpressionFormat.quoted(text)
        case .identifier("true"): return "true"
        case .identifier("false"): return "false"
        case .reference(let number) where number < references.count: return references[number]
        case .variable(let name): return try variable(name)
        case .symbol("("):
            let inner = try parseOr()
            try expect(")")
            return inner
        case .symbol("{"):
            try expect("}")
            return "missing"
        case .identifier("iif"):
            try expect("(")
            let arguments = try parseArguments()
            guard (2...3).contains(arguments.count) else {
                throw FHIRPathProblem(message: "iif() takes 2 or 3 arguments")
            }
            return "if(\(arguments[0]), \(arguments[1]), \(arguments.count == 3 ? arguments[2] : "missing"))"
        case .identifier(let name):
            throw FHIRPathProblem(message: "'\(name)' has no equivalent in the study's expressions")
        default:
            throw FHIRPathProblem(message: "the expression is not complete")
        }
    }

    private func variable(_ name: String) throws(FHIRPathProblem) -> String {
        guard let value = variables[name] else {
            throw FHIRPathProblem(message: "the variable %\(name) is not defined")
        }
        switch value {
        case .success(let text): return "(\(text))"
        case .failure(let problem):
            throw FHIRPathProblem(message: "the variable %\(name) cannot be converted: \(problem.message)")
        }
    }

    /// `x.exists()`, `x.round(1)`...: the FHIRPath functions with an equivalent.
    private func method(_ name: String, on value: String, _ arguments: [String]) throws(FHIRPathProblem)
        -> String
    {
        switch (name, arguments.count) {
        case ("exists", 0), ("hasValue", 0): return "(not is-missing(\(value)))"
        case ("empty", 0): return "is-missing(\(value))"
        case ("not", 0): return "(not \(value))"
        case ("round", 0...1): return "round(\(([value] + arguments).joined(separator: ", ")))"
        case ("ln", 0), ("exp", 0), ("sqrt", 0), ("abs", 0): return "\(name)(\(value))"
        case ("power", 1): return "pow(\(value), \(arguments[0]))"
        // The export's form for a choice coded by its number (`…answer.valueCoding.code.toInteger()`).
        case ("toInteger", 0) where numericNames.contains(value), ("toDecimal", 0) where numericNames.contains(value):
            return value
        case ("toInteger", 0), ("toDecimal", 0):
            throw FHIRPathProblem(
                message:
                    "\(name)() is converted only on an answer that is a number in the study (a number, or a choice whose codes are whole numbers)"
            )
        default:
            throw FHIRPathProblem(
                message: "the FHIRPath function \(name)() has no equivalent in the study's expressions")
        }
    }
}
