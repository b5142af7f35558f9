import Foundation
import XCTest

@testable import StudyModel

/// The fast composer must give the tree Yams gives, node for node, and must leave every file
/// it cannot compose exactly (aliases, tags, repeated keys, errors) to Yams.
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
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Studies").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".study") }
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            // phq9.study shares its answer choices through an anchor: that one is Yams's.
            if text.contains(": &") {
                XCTAssertTrue(YAMLComposer.compose(text) == nil, name)
            } else {
                assertSameAsYams(text)
            }
        }
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
            "a: &anchor 1\nb: *anchor\n", // anchors and aliases
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
}
