import Foundation
import XCTest
import Yams

@testable import StudyModel

/// `DraftYAMLWriter` writes the imported study by hand: its text must be byte for byte what
/// Yams writes for the same tree (on every fixture, both bench-sized imports and hostile
/// strings), it must read back to the same values, and whatever it does not prove it can
/// write (an awkward word) must make it step aside for Yams rather than guess.
final class DraftYAMLWriterTests: XCTestCase {
    private let hostile = [
        "", " ", "  padded  ", "yes", "no", "null", "~", "1", "-2", "0x1F", "1.5", ".inf", "1e3", "2020-01-01",
        "<<", "=", "a: b", "a:b", "- x", "-", "---", "...", "# not a comment", "a #b", "'quoted'", "\"double\"",
        "back\\slash", "line\nbreak", "crlf\r\n", "trailing\n", "\nleading", "tab\there", "nul\u{0}byte",
        "bell\u{7}\u{8}\u{B}\u{C}\u{1B}", "del\u{7F}", "c1\u{80}\u{85}\u{9F}", "nbsp\u{A0}", "été 中文 한국어",
        "emoji 😀 and 👩‍👩‍👧", "bom\u{FEFF}", "ls\u{2028}ps\u{2029}", "private\u{E000}\u{F8FF}", "nonchars\u{FFFE}\u{FFFF}",
        "last bmp \u{FFFD}", "astral \u{10000} \u{10FFFF}", "combining e\u{301}", "rtl \u{202E}abc", "{[,]}",
        "&anchor", "*alias", "!tag", "|", ">", "%", "@", "`", "?", ": x", "x: ", String(repeating: "long ", count: 60),
        "TO DO: who runs the study",
    ]

    private let words = ["q1", "-3", "1.5", "single-choice", "a_b", "v2/x", "1e+3", "LA6568-5", "Q", "7"]

    private func assertSameAsYams(_ root: DraftNode, expectHandWritten: Bool, _ label: String) throws {
        let byYams = try root.yamsText()
        let byHand = DraftYAMLWriter.write(root)
        if expectHandWritten { XCTAssertNotNil(byHand, label) }
        if let byHand { XCTAssertEqual(byHand, byYams, label) }
    }

    func testEveryHostileTextIsWrittenAsYamsWritesIt() throws {
        for text in hostile {
            let root = DraftNode.map([
                DraftPair(key: "text", value: .text(text)),
                DraftPair(key: "list", value: .list([.text(text), .list([.text(text), .word("w")])])),
                DraftPair(key: "nested", value: .map([DraftPair(key: "inner", value: .text(text))])),
            ])
            try assertSameAsYams(root, expectHandWritten: true, text.debugDescription)
        }
    }

    /// Every character up to U+3100 and samples above it, one text each: the escapes follow
    /// libyaml's table exactly.
    func testEveryCharacterIsEscapedAsLibyamlEscapesIt() throws {
        var scalars = (0...0x3100).compactMap(Unicode.Scalar.init)
        scalars += [0xD7FF, 0xE000, 0xFEFE, 0xFEFF, 0xFFFC, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF]
            .compactMap(Unicode.Scalar.init)
        let items = scalars.map { DraftNode.text("a" + String(Character($0)) + "b") }
        try assertSameAsYams(
            .map([DraftPair(key: "all", value: .list(items))]), expectHandWritten: true, "every character")
    }

    func testShapesAreLaidOutAsYamsLaysThemOut() throws {
        let choice = DraftNode.map([
            DraftPair(key: "value", value: .word("1")), DraftPair(key: "label", value: .text("One")),
        ])
        let root = DraftNode.map([
            DraftPair(key: "id", value: .word("s")),
            DraftPair(key: "empty-list", value: .list([])),
            DraftPair(key: "empty-map", value: .map([])),
            DraftPair(key: "lists", value: .list([.list([.word("a"), .list([.word("b")])]), .list([]), .map([])])),
            DraftPair(
                key: "steps",
                value: .list([
                    .map([
                        DraftPair(key: "id", value: .word("q1")),
                        DraftPair(key: "choices", value: .list([choice, choice])),
                        DraftPair(key: "answer", value: .map([DraftPair(key: "type", value: .word("integer"))])),
                    ]),
                    .word("x"), .text("y"),
                ])),
        ])
        try assertSameAsYams(root, expectHandWritten: true, "shapes")
        for word in words {
            try assertSameAsYams(.map([DraftPair(key: "w", value: .word(word))]), expectHandWritten: true, word)
        }
    }

    /// A word or key the writer cannot prove plain makes it return nil, never a guess.
    func testAwkwardWordsAreLeftToYams() throws {
        for word in hostile where !DraftYAMLWriter.staysPlain(word) {
            let asValue = DraftNode.map([DraftPair(key: "w", value: .word(word))])
            XCTAssertNil(DraftYAMLWriter.write(asValue), word.debugDescription)
            XCTAssertNil(DraftYAMLWriter.write(.map([DraftPair(key: word, value: .word("x"))])), word.debugDescription)
        }
        XCTAssertNil(
            DraftYAMLWriter.write(.map([DraftPair(key: String(repeating: "k", count: 129), value: .word("x"))])))
        XCTAssertNil(DraftYAMLWriter.write(.list([.word("x")])))
        for word in ["-", "---", "-.5", "a b", "a:b", ".5", "_a", "1,2", "é"] {
            XCTAssertFalse(DraftYAMLWriter.staysPlain(word), word)
        }
    }

    /// What is written reads back (with Yams, as the validator reads it) to the same texts.
    func testHostileTextsReadBackUnchanged() throws {
        let root = DraftNode.map(hostile.enumerated().map { DraftPair(key: "k\($0.offset)", value: .text($0.element)) })
        let written = try XCTUnwrap(DraftYAMLWriter.write(root))
        let read = try XCTUnwrap(try Yams.compose(yaml: written))
        for (index, text) in hostile.enumerated() {
            XCTAssertEqual(read["k\(index)"]?.string, text, text.debugDescription)
        }
    }

    func testEveryFixtureAndBothBenchImportsAreWrittenAsYamsWritesThem() throws {
        for name in FHIRImportFixtures.all {
            let (draft, _) = try FHIRQuestionnaireImport.draft(try FHIRImportFixtures.data(name))
            try assertSameAsYams(draft.tree, expectHandWritten: true, name)
        }
        let bench = try BenchInputs.generated()
        let (questionnaire, _) = try FHIRQuestionnaireImport.draft(bench.questionnaire)
        try assertSameAsYams(questionnaire.tree, expectHandWritten: true, "bench Questionnaire")
        let (dictionary, _) = try REDCapImport.draft(bench.dictionary, name: "bench.csv")
        try assertSameAsYams(dictionary.tree, expectHandWritten: true, "bench dictionary")
    }
}

/// The two inputs of bench/import_bench.py, generated by the script itself.
enum BenchInputs {
    static func generated() throws -> (questionnaire: Data, dictionary: Data) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-inputs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            import sys; sys.path.insert(0, 'bench'); import import_bench as b
            open(sys.argv[1] + '/q.json', 'w').write(b.questionnaire(1000))
            open(sys.argv[1] + '/d.csv', 'w').write(b.dictionary(1000))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, folder.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return (
            try Data(contentsOf: folder.appendingPathComponent("q.json")),
            try Data(contentsOf: folder.appendingPathComponent("d.csv"))
        )
    }
}
