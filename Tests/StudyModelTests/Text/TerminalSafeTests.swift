import Testing

@testable import StudyModel

extension TextRenderingTests {
    /// Control characters from study files and answers are shown, never obeyed.
    @Suite struct TerminalSafeTests {
        static let hostile = "Hi\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}evil\r"

        @Test func escapeSequencesBecomeVisible() {
            #expect(TerminalSafe.inert(Self.hostile) == "Hi^[]0;pwned^G^[[2J<U+009B>31m<U+202E>evil^M")
        }

        @Test func tabsBecomeSpaces() {
            #expect(TerminalSafe.inert("a\tb") == "a b")
        }

        @Test func inertIsIdempotent() {
            let once = TerminalSafe.inert(Self.hostile)
            #expect(TerminalSafe.inert(once) == once)
        }

        @Test func newlinesCanBeKeptAsPlainNewlines() {
            let text = "a\r\nb\rc\u{2028}d\u{85}e\nf\u{1B}g"
            #expect(TerminalSafe.inert(text, keepingNewlines: true) == "a\nb\nc\nd\ne\nf^[g")
            #expect(TerminalSafe.inert(text) == "a^M^Jb^Mc<U+2028>d<U+0085>e^Jf^[g")
        }

        @Test func nothingBelowSpaceSurvives() {
            let all = String(String.UnicodeScalarView((0..<0xA0).compactMap(Unicode.Scalar.init)))
            let shown = TerminalSafe.inert(all)
            #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
        }
    }
}
