/// The descriptive statistics the summaries use, as plain functions of a list of numbers.
/// An empty list (or, for the SD, fewer than two values) gives nil, never NaN, so the
/// results JSON says `null` instead of a number that is not one.
public enum TaskStatistics {
    public static func mean(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        return values.reduce(0, +) / Double(values.count)
    }

    /// The sample standard deviation (n − 1 in the denominator).
    public static func standardDeviation(_ values: [Double]) -> Double? {
        guard values.count >= 2, let mean = mean(values) else { return nil }
        let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (squares / Double(values.count - 1)).squareRoot()
    }

    public static func median(_ values: [Double]) -> Double? {
        percentile(values, 50)
    }

    /// The `p`th percentile (0…100) by linear interpolation between closest ranks.
    public static func percentile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = min(max(p, 0), 100) / 100 * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = Int(rank.rounded(.up))
        let fraction = rank - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// Rounded to `places` decimals, so results files do not carry float noise.
    public static func rounded(_ value: Double?, places: Int = 3) -> Double? {
        value.map { NumberText.rounded($0, places: places) }
    }
}
