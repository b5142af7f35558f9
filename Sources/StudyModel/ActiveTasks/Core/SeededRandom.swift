/// A small, fast generator whose whole future is fixed by one number: SplitMix64 (Steele,
/// Lea & Flood 2014). Every random choice of an active task (waits, sequences, colours,
/// positions) comes from one of these, and the seed goes into the results, so a run can be
/// replayed exactly. Not for secrets.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Seeds are kept below 2^53 so that they survive any JSON reader (JavaScript, R,
    /// spreadsheets read numbers as doubles).
    public static let largestSeed: UInt64 = (1 << 53) - 1

    /// A fresh seed from another generator (the system's, in a real run).
    public static func newSeed<G: RandomNumberGenerator>(using generator: inout G) -> UInt64 {
        generator.next() & largestSeed
    }

    /// The seed a run gets when the session's generator is `SeededRandom(seed: sessionSeed)`
    /// (tests seed the session; real runs use the system's generator).
    public static func runSeed(sessionSeed: UInt64) -> UInt64 {
        var session = SeededRandom(seed: sessionSeed)
        return newSeed(using: &session)
    }
}
