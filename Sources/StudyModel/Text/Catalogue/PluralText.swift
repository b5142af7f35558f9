/// A text chosen by a count: `one` for a single thing, `other` for the rest ("Choose 1
/// answer." / "Choose 3 answers."). Written in a catalogue file as a map of `one:` and
/// `other:` (a language without plural forms, such as Chinese, writes `other:` only). In
/// French and Portuguese 0 takes the `one` form too ("0 réponse"), which the file says with
/// `zeroIsSingular: true`.
public struct PluralText: Sendable, Hashable {
    public var one: String
    public var other: String
    public var zeroIsSingular: Bool

    public init(one: String = "", other: String = "", zeroIsSingular: Bool = false) {
        self.one = one
        self.other = other
        self.zeroIsSingular = zeroIsSingular
    }

    /// The form for `count`, with `{count}` filled.
    public func callAsFunction(_ count: Int) -> String {
        let singular = count == 1 || (zeroIsSingular && count == 0)
        return (singular ? one : other).replacingOccurrences(of: "{count}", with: String(count))
    }
}
