import XCTest
import Yams

@testable import StudyModel

/// The importers tag every scalar a string up front instead of leaving Yams to resolve an
/// implicit tag (seven regular expressions per scalar): the file written must be byte for
/// byte what implicit tags give, for values that look like other types too.
final class FHIRYAMLTagTests: XCTestCase {
    private let awkward = [
        "yes", "no", "on", "off", "true", "False", "null", "~", "", "1", "-2", "0x1F", "1.5", ".inf", "1e3",
        "2020-01-01", "2001-12-14t21:59:43.10-05:00", "<<", "=", "a: b", "- x", "# not a comment", "'quoted'",
        "\"double\"", "line\nbreak", " padded ", "été 中文 😀", "tab\there", "TO DO: who runs the study",
    ]

    private func written(_ node: Node) throws -> String {
        try Yams.serialize(node: node, width: -1, allowUnicode: true)
    }

    private func implicitlyTagged(_ value: String, _ style: Node.Scalar.Style) -> Node {
        Node.scalar(Node.Scalar(value, .implicit, style))
    }

    func testTextsAndWordsAreWrittenAsWithImplicitTags() throws {
        for value in awkward {
            XCTAssertEqual(
                try written(FHIRYAML.text(value).yamsNode), try written(implicitlyTagged(value, .doubleQuoted)), value)
            XCTAssertEqual(
                try written(FHIRYAML.plain(value).yamsNode), try written(implicitlyTagged(value, .plain)), value)
        }
    }

    func testMapsAndListsAreWrittenAsWithImplicitTags() throws {
        let fast = FHIRYAML.map(awkward.map { ($0.isEmpty ? "empty" : $0, FHIRYAML.list([FHIRYAML.plain($0)])) })
        let implicit = Node.mapping(
            Node.Mapping(
                awkward.map {
                    (
                        implicitlyTagged($0.isEmpty ? "empty" : $0, .plain),
                        Node.sequence(Node.Sequence([implicitlyTagged($0, .plain)]))
                    )
                }))
        XCTAssertEqual(try written(fast.yamsNode), try written(implicit))
    }

    func testFieldsAreFoundByName() {
        let map = FHIRYAML.map([("type", FHIRYAML.plain("radio")), ("choices", FHIRYAML.list([]))])
        XCTAssertEqual(map["type"]?.string, "radio")
        XCTAssertEqual(map["choices"]?.sequence, [])
        XCTAssertNil(map["missing"])
    }
}
