/// Dates, clock times and offsets written as fixed-width digits straight into a string's
/// bytes: the export writes one for every date and time answer of every participant, and
/// joining padded strings with `+` made five strings for each.
enum PaddedDigits {
    /// `parts` written in order: each number's last `width` digits, zero-padded, then its
    /// separator (0 for none). Nil when a number is negative or longer than its width, which
    /// the callers write the general way.
    static func text(_ parts: [(value: Int, width: Int, after: UInt8)]) -> String? {
        var length = 0
        for part in parts {
            guard part.value >= 0, part.value < power(of: part.width) else { return nil }
            length += part.width + (part.after == 0 ? 0 : 1)
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var index = 0
            for part in parts {
                var value = part.value
                for position in stride(from: index + part.width - 1, through: index, by: -1) {
                    buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                    value /= 10
                }
                index += part.width
                if part.after != 0 {
                    buffer[index] = part.after
                    index += 1
                }
            }
            return index
        }
    }

    private static func power(of width: Int) -> Int {
        var result = 1
        for _ in 0..<width { result *= 10 }
        return result
    }
}
