import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The fast composer must give the tree Yams gives, node for node, and must leave every file
/// it cannot compose exactly (unknown aliases, tags, repeated keys, errors) to Yams.
final class YAMLComposerTests: XCTestCase {
    /// Every node as one line: place, kind, quoting style and text, in document order.
    private func outline(_ node: YAMLNode?) -> [String] {
        guard let node else { return ["nothing"] }
        let place = "\(node.mark.line):\(node.mark.column)"
        switch node {
        case let .scalar(scalar):
            return ["\(place) scalar \(scalar.style) \(scalar.isString) \(scalar.string.debugDescription)"]
        case let .sequence(nodes, _):
            return ["\(place) list of \(nodes.count)"] + nodes.flatMap(outline)
        case let .mapping(mapping):
            return ["\(place) map of \(mapping.count)"] + mapping.flatMap { outline($0.key) + outline($0.value) }
        }
    }

    private func assertSameAsYams(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let composed = YAMLComposer.compose(text) else {
            return XCTFail("the composer left a plain file to Yams", file: file, line: line)
        }
        XCTAssertEqual(outline(composed), outline(try YAMLNode.composedByYams(text)), file: file, line: line)
    }

    func testEveryShippedStudyComposesAsYamsComposesIt() throws {
        let studies = try ShippedStudies.texts()
        XCTAssertFalse(studies.isEmpty)
        for (_, text) in studies {
            // phq9.study among them, which shares its answer choices through an anchor.
            assertSameAsYams(text)
        }
    }

    func testAnchorsAndAliasesComposeAsYamsComposesThem() {
        assertSameAsYams("a: &anchor 1\nb: *anchor\n")
        assertSameAsYams(
            """
            choices: &frequency
              - {value: 0, label: Not at all}
              - {value: 1, label: Several days}
            first: {type: single-choice, choices: *frequency}
            second: *frequency
            nested: &outer
              inner: &inner [x, y]
              again: *inner
            copy: *outer
            """)
        // A later anchor of the same name replaces the first, as in YAML.
        assertSameAsYams("a: &name one\nb: *name\nc: &name two\nd: *name\n")
        // A scalar alias may be a key; the anchored text is the key.
        assertSameAsYams("k: &key title\n*key : value\n")
    }

    func testAliasesCopyingMoreThanTheLimitAreLeftToTheLimitScan() {
        // Each level doubles: 2^n values copied, well past StudyLimits.maximumAliasCopies.
        var text = "a0: &a0 [x, x]\n"
        for level in 1...24 { text += "a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]\n" }
        XCTAssertTrue(YAMLComposer.compose(text) == nil)
        XCTAssertNotNil(YAMLLimitScan.problem(in: text))
    }

    func testScalarStylesFlowCollectionsAndEscapesComposeAsYamsComposesThem() {
        assertSameAsYams(
            """
            plain: text in plain words
            single: 'it''s'
            double: "tab\\there, nul\\0 and \\u00e9"
            literal: |
              two
              lines
            folded: >
              one
              line
            empty:
            flow: {a: [1, 2, {b: c}], "d": []}
            list:
              - 1
              - - nested
              - key: value
            unicode: 你好 ✓
            """)
        assertSameAsYams("just a scalar")
        assertSameAsYams("--- \n- a\n...\n")
    }

    func testFilesOnlyYamsCanComposeExactlyAreLeftToIt() {
        for text in [
            "a: *nowhere\n", // an alias of no anchor, which Yams reports
            "a: &self [1, *self]\n", // an alias inside its own anchor
            "m: &map {x: 1}\n? *map\n: 2\n", // an alias of a map as a key
            "a: !!int 1\n", // an explicit tag
            "a: 1\nb: 2\na: 3\n", // a repeated key, which Yams reports
            "a: 1\n'a': 2\n", // the same key, quoted
            "? [a, b]\n: 1\n", // a key that is a list
            "a: 1\n---\nb: 2\n", // two documents
            "a: [1, 2\n", // a syntax error
            String(repeating: "[", count: StudyLimits.maximumYAMLDepth + 1)
                + String(repeating: "]", count: StudyLimits.maximumYAMLDepth + 1), // too deep
        ] {
            XCTAssertTrue(YAMLComposer.compose(text) == nil, text)
        }
    }

    func testAnEmptyFileComposesToNothing() {
        XCTAssertEqual(YAMLComposer.compose("# only a comment\n").map(outline), ["nothing"])
    }

    // MARK: Plain ASCII handed to libyaml's buffer (`YAMLPlainInput`, eleventh round)

    func testPlainBytesAreExactlyTheOnesLibyamlsReaderPassesOnUnchanged() {
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = byte == 0x09 || byte == 0x0A || byte == 0x0D || (0x20...0x7E).contains(byte)
            let plain = [byte].withUnsafeBufferPointer(YAMLPlainInput.isPlain)
            XCTAssertEqual(plain, expected, "byte \(value)")
        }
        // Every byte value at every place of a buffer of two words and a tail, among plain
        // bytes: the eight-byte test and the byte-by-byte one must agree.
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = byte == 0x09 || byte == 0x0A || byte == 0x0D || (0x20...0x7E).contains(byte)
            for place in 0..<19 {
                var bytes = [UInt8](repeating: 0x7E, count: 19)
                bytes[(place + 5) % 19] = 0x20
                bytes[place] = byte
                XCTAssertEqual(bytes.withUnsafeBufferPointer(YAMLPlainInput.isPlain), expected, "\(value) at \(place)")
            }
        }
        XCTAssertTrue(Array("a: 1\r\n\tb".utf8).withUnsafeBufferPointer(YAMLPlainInput.isPlain))
        XCTAssertFalse(Array("a: caf\u{E9}\n".utf8).withUnsafeBufferPointer(YAMLPlainInput.isPlain))
    }

    /// A plain file gives the tree libyaml's own reader gives: the same text with a comment
    /// holding a non-ASCII letter at its end is read by libyaml's reader (a comment adds no node).
    func testAPlainFileComposesAsThroughLibyamlsReader() throws {
        var texts = try ShippedStudies.texts().map(\.text)
            .filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        XCTAssertFalse(texts.isEmpty)
        texts += [
            "a: 1\r\nb: [x, 'y z', \"w\\tv\"]\r\nc: |\r\n  one\r\n  two\r\n",
            "id: x\nsteps:\n  - {id: q1, question: \"Tab\there?\", answer: yes-no}\n  - id: q2\n    question: >\n      folded\n      text\n",
            "just a scalar with no line break at the end",
            "k: v",
        ]
        for text in texts {
            let plain = try XCTUnwrap(YAMLComposer.compose(text), String(text.prefix(40)))
            let read = try XCTUnwrap(YAMLComposer.compose(text + "\n# caf\u{E9}\n"), String(text.prefix(40)))
            XCTAssertEqual(outline(plain), outline(read), String(text.prefix(40)))
        }
    }

    func testAPlainFileWithAnErrorOrAControlCharacterIsStillLeftToYams() {
        XCTAssertTrue(YAMLComposer.compose("a: [1, 2\n") == nil)
        XCTAssertTrue(YAMLComposer.compose("a: 1\nb: 2\na: 3\n") == nil)
        XCTAssertTrue(YAMLComposer.compose("a: b\u{1}c\n") == nil)
        XCTAssertTrue(YAMLComposer.compose("a: b\u{7F}\n") == nil)
    }

    // MARK: libyaml on a second thread (`YAMLEventPipe`, twelfth round)

    /// A file well over one batch of events, with an anchor and its alias at either end.
    private var largeText: String {
        var text = "shared: &shared [x, 'y z', {k: v}]\n"
        for index in 0..<1_500 {
            text += "q\(index):\n  id: q\(index)\n  question: \"Text \(index)?\"\n"
            text += "  answer: {type: integer, min: 0, max: 10}\n  choices: [a, b, c]\n"
        }
        return text + "copy: *shared\n"
    }

    /// The same tree with libyaml on a second thread as on one: batches of one event (the
    /// parser waiting on the composer all along), of a few, and of the usual size.
    func testAFileComposesTheSameWithLibyamlOnASecondThread() throws {
        let texts = try ShippedStudies.texts().map(\.text) + [largeText]
        for text in texts {
            let alone = outline(try XCTUnwrap(YAMLComposer.compose(text, pipedFrom: .max)))
            for batchSize in [1, 7, YAMLComposer.pipedBatchSize] {
                let piped = try XCTUnwrap(YAMLComposer.compose(text, pipedFrom: 0, batchSize: batchSize))
                XCTAssertEqual(outline(piped), alone, "\(String(text.prefix(40))), batches of \(batchSize)")
            }
        }
        XCTAssertGreaterThan(largeText.utf8.count, TwoThreads.worthItFromBytes)
    }

    /// A file that needs Yams is left to it from the second thread too, whether the composer
    /// stops at its first events (the parser still running, its parsed events dropped) or
    /// the parser stops at an error near the end.
    func testAFileThatNeedsYamsIsLeftToItFromASecondThread() {
        let body = largeText
        for text in [
            "a: !!int 1\n" + body, "a: *nowhere\n" + body, "a: 1\n---\n" + body, body + "z: [1, 2\n",
            body + "q7: again\n", body + "z: caf\u{E9}\u{1}\n",
        ] {
            for batchSize in [1, 7, YAMLComposer.pipedBatchSize] {
                XCTAssertTrue(
                    YAMLComposer.compose(text, pipedFrom: 0, batchSize: batchSize) == nil,
                    "\(text.prefix(20)) \(text.suffix(20)), batches of \(batchSize)")
            }
        }
    }
}
