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
        let byHand = DraftYAMLWriter.write(root, after: "")?.text
        if let written = DraftYAMLWriter.write(root, after: "# a header\n# of two lines\n") {
            let composed = YAMLLoader.compose(SourceFile(path: "t.study", text: written.text))
            XCTAssertTrue(composed.diagnostics.isEmpty, label)
            XCTAssertEqual(Self.dump(written.tree), Self.dump(composed.root), label)
        }
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
            XCTAssertNil(DraftYAMLWriter.write(asValue, after: ""), word.debugDescription)
            XCTAssertNil(
                DraftYAMLWriter.write(.map([DraftPair(key: word, value: .word("x"))]), after: ""), word.debugDescription
            )
        }
        let longKey = DraftNode.map([DraftPair(key: String(repeating: "k", count: 129), value: .word("x"))])
        XCTAssertNil(DraftYAMLWriter.write(longKey, after: ""))
        XCTAssertNil(DraftYAMLWriter.write(.list([.word("x")]), after: ""))
        for word in ["-", "---", "-.5", "a b", "a:b", ".5", "_a", "1,2", "é"] {
            XCTAssertFalse(DraftYAMLWriter.staysPlain(word), word)
        }
    }

    /// What is written reads back (with Yams, as the validator reads it) to the same texts.
    func testHostileTextsReadBackUnchanged() throws {
        let root = DraftNode.map(hostile.enumerated().map { DraftPair(key: "k\($0.offset)", value: .text($0.element)) })
        let written = try XCTUnwrap(DraftYAMLWriter.write(root, after: "")?.text)
        let read = try XCTUnwrap(try Yams.compose(yaml: written))
        for (index, text) in hostile.enumerated() {
            XCTAssertEqual(read["k\(index)"]?.string, text, text.debugDescription)
        }
    }

    /// A tree the composer would leave to Yams (a repeated key, nesting past the limit) is not
    /// given out: the text is checked by reading it, and Yams's message stands.
    func testNoTreeWhereTheComposerWouldNotComposeTheText() throws {
        let repeated = DraftNode.map([DraftPair(key: "a", value: .word("1")), DraftPair(key: "a", value: .word("2"))])
        let written = try XCTUnwrap(DraftYAMLWriter.write(repeated, after: ""))
        XCTAssertEqual(written.text, try repeated.yamsText())
        XCTAssertNil(written.tree)
        var deep = DraftNode.word("x")
        for _ in 0..<StudyLimits.maximumYAMLDepth { deep = .map([DraftPair(key: "k", value: deep)]) }
        XCTAssertNotNil(try XCTUnwrap(DraftYAMLWriter.write(deep, after: "")).tree)
        deep = .map([DraftPair(key: "k", value: deep)])
        XCTAssertNil(try XCTUnwrap(DraftYAMLWriter.write(deep, after: "")).tree)
    }

    /// Validating an import from its tree says exactly what validating its text says.
    func testValidatingFromTheTreeGivesTheSameDiagnostics() throws {
        for name in FHIRImportFixtures.all {
            guard case .success(let result) = FHIRQuestionnaireImport.convert(try FHIRImportFixtures.data(name)) else {
                return XCTFail(name)
            }
            let source = SourceFile(path: "imported.study", text: result.studyText)
            var options = ValidationOptions()
            let fromText = StudyValidation.validate(source, options: options) { _ in .notFound(searched: []) }
            options.composedTree = try XCTUnwrap(result.studyTree, name)
            let fromTree = StudyValidation.validate(source, options: options) { _ in .notFound(searched: []) }
            XCTAssertEqual(fromTree.diagnostics, fromText.diagnostics, name)
            XCTAssertEqual(fromTree.isValid, fromText.isValid, name)
        }
    }

    /// A tree as text, with every mark and style, to compare two trees.
    static func dump(_ node: YAMLNode?) -> String {
        guard let node else { return "nil" }
        let place = "\(node.mark.line):\(node.mark.column)"
        switch node {
        case .scalar(let scalar): return "\(place) \(scalar.style) \(scalar.string.debugDescription)"
        case .mapping(let mapping):
            return "\(place) {" + mapping.pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ")
                + "}"
        case .sequence(let items, _): return "\(place) [" + items.map { dump($0) }.joined(separator: ", ") + "]"
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
