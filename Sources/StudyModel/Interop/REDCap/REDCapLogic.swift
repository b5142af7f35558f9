/// What an earlier field became, so that logic can compare it the study's way.
enum REDCapKind: Equatable {
    case yesNo, number, text, score
    case choice(numeric: Bool)
    case checkbox
}

/// REDCap's branching logic and calculated fields in the study's expression language, for
/// the subset the two share (docs/interop.md): `[f] = '1'` (compared as the field's type),
/// `[f] = ''` / `<> ''` (not answered / answered), a checkbox's `[f(2)] = '1'` / `'0'`
/// (`'2' in f` / `not in`), `and`, `or`, parentheses, `+ - * / ^`, and the functions `sum`,
/// `min`, `max`, `round`, `abs`, `sqrt`, `exp`, `log` (natural, or with a base) and `if`.
/// Written fully parenthesised. Anything else is a `FHIRPathProblem` naming it.
struct REDCapLogic {
    /// The fields that come before, by REDCap name: their study id and kind.
    let fields: [String: (id: String, kind: REDCapKind)]
    private var tokens: [REDCapToken] = []
    private var index = 0
    private var depth = 0

    init(fields: [String: (id: String, kind: REDCapKind)]) {
        self.fields = fields
    }

    /// One side of a comparison: its text, and the field or literal it is, if it is one.
    private struct Operand {
        var text: String
        var field: (name: String, option: String?)?
        var literal: String?
    }

    mutating func translate(_ text: String) -> Result<String, FHIRPathProblem> {
        do throws(FHIRPathProblem) {
            tokens = try REDCapLogicLexer.tokens(text)
            index = 0
            let result = try parseOr().text
            guard tokens[index] == .end else { throw FHIRPathProblem(message: "the logic goes on where it should end") }
            return .success(result)
        } catch {
            return .failure(error)
        }
    }

    private mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    private mutating func take(_ symbol: String) -> Bool {
        guard tokens[index] == .symbol(symbol) else { return false }
        advance()
        return true
    }

    private mutating func word(_ name: String) -> Bool {
        guard case .word(let word) = tokens[index], word.lowercased() == name else { return false }
        advance()
        return true
    }

    private mutating func parseOr() throws(FHIRPathProblem) -> Operand {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw FHIRPathProblem(message: "the logic nests too deeply") }
        var left = try parseAnd()
        while word("or") { left = Operand(text: "(\(left.text) or \(try parseAnd().text))") }
        return left
    }

    private mutating func parseAnd() throws(FHIRPathProblem) -> Operand {
        var left = try parseComparison()
        while word("and") { left = Operand(text: "(\(left.text) and \(try parseComparison().text))") }
        return left
    }

    private mutating func parseComparison() throws(FHIRPathProblem) -> Operand {
        let left = try parseBinary(["+", "-"])
        for op in ["=", "!=", "<=", ">=", "<", ">"] where take(op) {
            return Operand(text: try compare(left, op, try parseBinary(["+", "-"])))
        }
        return left
    }

    private mutating func parseBinary(_ operators: [String]) throws(FHIRPathProblem) -> Operand {
        let next = operators == ["+", "-"] ? ["*", "/"] : operators == ["*", "/"] ? ["^"] : []
        var left = next.isEmpty ? try parseUnary() : try parseBinary(next)
        while case .symbol(let op) = tokens[index], operators.contains(op) {
            advance()
            let right = next.isEmpty ? try parseUnary() : try parseBinary(next)
            left = Operand(text: "(\(try numeric(left)) \(op) \(try numeric(right)))")
        }
        return left
    }

    private mutating func parseUnary() throws(FHIRPathProblem) -> Operand {
        if take("-") { return Operand(text: "(-\(try numeric(try parseUnary())))") }
        let token = tokens[index]
        advance()
        switch token {
        case .number(let text):
            guard let value = Double(text) else { throw FHIRPathProblem(message: "'\(text)' is not a number") }
            return Operand(text: NumberText.text(value), literal: text)
        case .text(let text): return Operand(text: ExpressionFormat.quoted(text), literal: text)
        case .field(let name, let option): return try field(name, option)
        case .symbol("("):
            let inner = try parseOr()
            guard take(")") else { throw FHIRPathProblem(message: "a '(' is never closed") }
            return Operand(text: inner.text)
        case .word(let name) where tokens[index] == .symbol("("):
            advance()
            return Operand(text: try REDCapFunctions.call(name.lowercased(), try arguments()))
        case .word(let name): throw FHIRPathProblem(message: "'\(name)' is not a field, a number or a function")
        default: throw FHIRPathProblem(message: "the logic is not complete")
        }
    }

    private mutating func arguments() throws(FHIRPathProblem) -> [String] {
        var texts: [String] = []
        if take(")") { return texts }
        repeat { texts.append(try numeric(try parseOr())) } while take(",")
        guard take(")") else { throw FHIRPathProblem(message: "a function's ')' is missing") }
        return texts
    }

    private func field(_ name: String, _ option: String?) throws(FHIRPathProblem) -> Operand {
        guard let target = fields[name] else {
            throw FHIRPathProblem(message: "[\(name)] is not a field converted before this one in the same form")
        }
        if option != nil, target.kind != .checkbox {
            throw FHIRPathProblem(message: "[\(name)(…)] names an option, but \(name) is not a checkbox field")
        }
        return Operand(text: target.id, field: (name, option))
    }

    /// A checkbox option or a yes/no as REDCap's 1 or 0 in arithmetic.
    private func numeric(_ operand: Operand) throws(FHIRPathProblem) -> String {
        guard let field = operand.field, let target = fields[field.name] else { return operand.text }
        switch (target.kind, field.option) {
        case (.checkbox, let option?): return "if(\(ExpressionFormat.quoted(option)) in \(target.id), 1, 0)"
        case (.checkbox, nil): throw FHIRPathProblem(message: "a checkbox field is used without one of its options")
        case (.yesNo, _): return "if(\(target.id), 1, 0)"
        default: return operand.text
        }
    }

    private func compare(_ left: Operand, _ op: String, _ right: Operand) throws(FHIRPathProblem) -> String {
        guard let field = left.field, let target = fields[field.name], let literal = right.literal else {
            return "(\(try numeric(left)) \(op) \(try numeric(right)))"
        }
        let id = target.id
        if literal.isEmpty, op == "=" || op == "!=", field.option == nil {
            return op == "=" ? "(not answered(\(id)))" : "answered(\(id))"
        }
        switch target.kind {
        case .checkbox where (op == "=" || op == "!=") && (literal == "1" || literal == "0"):
            guard let option = field.option else { break }
            let chosen = (literal == "1") == (op == "=")
            return "(\(ExpressionFormat.quoted(option)) \(chosen ? "in" : "not in") \(id))"
        case .yesNo where literal == "1" || literal == "0":
            return "(\(id) \(op) \(literal == "1" ? "yes" : "no"))"
        case .number, .score, .choice(numeric: true):
            if let value = Double(literal) { return "(\(id) \(op) \(NumberText.text(value)))" }
        default: break
        }
        return "(\(try numeric(left)) \(op) \(ExpressionFormat.quoted(literal)))"
    }
}

/// REDCap's functions with an equivalent in the study's expressions.
enum REDCapFunctions {
    static func call(_ name: String, _ arguments: [String]) throws(FHIRPathProblem) -> String {
        let joined = arguments.joined(separator: ", ")
        switch (name, arguments.count) {
        case ("sum", 1...), ("min", 1...), ("max", 1...): return "\(name)(\(joined))"
        case ("round", 1...2), ("abs", 1), ("sqrt", 1), ("exp", 1), ("if", 3): return "\(name)(\(joined))"
        case ("log", 1): return "ln(\(joined))"
        case ("log", 2): return "(ln(\(arguments[0])) / ln(\(arguments[1])))"
        default:
            throw FHIRPathProblem(
                message: "the REDCap function \(name)() with \(arguments.count) argument(s) has no equivalent here")
        }
    }
}
