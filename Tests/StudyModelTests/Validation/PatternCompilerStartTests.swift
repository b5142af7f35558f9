import Testing

@testable import StudyModel

/// Which study files have ICU's regular-expression compiler started on a second thread while
/// they are parsed (`PatternCompilerStart`): those with `pattern:` anywhere in their bytes.
struct PatternCompilerStartTests {
    @Test(arguments: [
        "pattern: '^[0-9]+$'",
        "a: 1\n          pattern: x",
        "ends with pattern:",
        "é ü — then pattern: after text that is not ASCII",
        String(repeating: "p", count: 10_000) + "pattern:",
    ])
    func aFileNamingAPatternStartsTheCompiler(text: String) {
        #expect(PatternCompilerStart.mentionsPattern(text))
    }

    @Test(arguments: [
        "", "pattern", "pattern-message: hi", "patter: n", "p", "ends with pattern",
        String(repeating: "pattern ", count: 1_000), "Pattern: capitalised is another key",
    ])
    func aFileWithoutOneDoesNot(text: String) {
        #expect(!PatternCompilerStart.mentionsPattern(text))
    }
}
