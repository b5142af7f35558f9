import Foundation

/// A fully parenthesised rendering, so precedence can be read (and tested) at a glance:
/// `age >= 18 and not x` prints as `((age >= 18) and (not x))`.
extension ExpressionNode: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .number(let value): return ExpressionFormat.number(value)
        case .text(let value): return ExpressionFormat.quoted(value)
        case .boolean(let value): return value ? "true" : "false"
        case .missing: return "missing"
        case .name(let name): return name
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .call(let name, let arguments):
            return name + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
        case .unary(.not, let operand): return "(not \(operand))"
        case .unary(.negate, let operand): return "(-\(operand))"
        case .binary(let op, let left, let right): return "(\(left) \(op.rawValue) \(right))"
        }
    }
}

/// How numbers and texts are written back in messages and descriptions.
enum ExpressionFormat {
    /// `3` rather than `3.0`, never an exponent (`NumberText`, as everywhere).
    static func number(_ value: Double) -> String {
        NumberText.text(value)
    }

    /// A text in single quotes, escaped the way the lexer reads it back.
    static func quoted(_ value: String) -> String {
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "'", with: "\\'")
        return "'\(escaped)'"
    }

    /// "a, b, c" — at most `limit` values, then "…", for lists of choices in messages.
    static func list(_ values: [String], limit: Int = 10) -> String {
        let shown = values.prefix(limit).joined(separator: ", ")
        return values.count > limit ? shown + ", …" : shown
    }
}

extension ExpressionFormat {
    /// The number a text holds if written like a number literal (`2`, `-1.5`), else nil.
    /// Stricter than `Double(_:)`, which also accepts "nan", "inf" and "1e5".
    static func plainNumber(_ text: String) -> Double? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } })
        else { return nil }
        return Double(text)
    }
}
