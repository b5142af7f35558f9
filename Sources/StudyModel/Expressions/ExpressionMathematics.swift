import Foundation

/// The mathematical functions of the expression language (`abs`, `sqrt`, `pow` and `^`,
/// `exp`, `ln`) at run time.
///
/// Outside its domain a function gives missing rather than a number: `ln` of 0 or of a
/// negative number, the square root of a negative number, a negative number to a
/// fractional power, and anything too large to hold (`exp(1000)`, `0 ^ -1`). A risk score
/// built on such a value is then missing, as it is when an answer is missing, instead of
/// an infinity or "nan" reaching the results.
enum ExpressionMathematics {
    /// `function` applied to its arguments' numbers (nil: missing or not a number).
    static func apply(_ function: ExpressionFunction, _ arguments: [Double?]) -> ExpressionValue {
        guard !arguments.isEmpty, arguments.allSatisfy({ $0 != nil }) else { return .missing }
        let x = arguments[0]!
        switch function {
        case .abs: return finite(Swift.abs(x))
        case .sqrt: return x < 0 ? .missing : finite(x.squareRoot())
        case .exp: return finite(Foundation.exp(x))
        case .ln: return x <= 0 ? .missing : finite(Foundation.log(x))
        case .pow where arguments.count == 2: return power(x, arguments[1]!)
        default: return .missing
        }
    }

    /// `x ^ y`; `0 ^ 0` is 1, as in most languages and in FHIRPath's `power()`.
    static func power(_ x: Double, _ y: Double) -> ExpressionValue {
        finite(Foundation.pow(x, y))
    }

    /// The number, or missing for an infinity or "not a number".
    private static func finite(_ value: Double) -> ExpressionValue {
        value.isFinite ? .number(value) : .missing
    }
}
