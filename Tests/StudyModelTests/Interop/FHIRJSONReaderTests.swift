import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The one-pass JSON reader gives exactly the tree `JSONDecoder` gives, and declines (so the
/// import falls back to `JSONDecoder` and its messages) whatever it is not sure of.
final class FHIRJSONReaderTests: XCTestCase {
    private func decoded(_ text: String) -> FHIRJSON? {
        try? JSONDecoder().decode(FHIRJSON.self, from: Data(text.utf8))
    }

    private func read(_ text: String) -> FHIRJSON? {
        FHIRJSONReader.read(Array(text.utf8))
    }

    func testEveryFixtureReadsAsJSONDecoderReadsIt() throws {
        for name in FHIRImportFixtures.all {
            let data = try FHIRImportFixtures.data(name)
            let expected = try JSONDecoder().decode(FHIRJSON.self, from: data)
            XCTAssertEqual(FHIRJSONReader.read(Array(data)), expected, name)
        }
    }

    func testEveryKindOfValueReadsAsJSONDecoderReadsIt() throws {
        let samples = [
            #"{"a": [1, -0.5, 2.5e3, 1E-2, 0, -0, 120], "b": {"c": null, "d": true, "e": false}, "f": []}"#,
            #"  {"text": "tab\there \"quoted\" back\\slash \/ \b\f\n\r", "empty": "", "obj": {}}  "#,
            #"{"unicode": "é ü 中文 \u00e9 \u4e2d \ud83d\ude00 😀", "nul": "a\u0000b"}"#,
            #"[1, "1", true, "true", null, "null"]"#,
            #""just a text""#, "42", "true", "null",
            "{\n\t\"linkId\" :\r\n \"q1\" , \"required\":true}",
            #"{"big": 12345678901234567890123, "precise": 0.1, "tiny": 5e-324}"#,
        ]
        for sample in samples {
            let expected = try XCTUnwrap(decoded(sample), sample)
            XCTAssertEqual(read(sample), expected, sample)
        }
        XCTAssertEqual(read(#"{"n": 1, "b": true}"#), .object(["n": .number(1), "b": .bool(true)]))
    }

    func testWhatItIsNotSureOfIsLeftToJSONDecoder() {
        let declined = [
            "", "   ", "{", #"{"a": 1,}"#, "[1, 2,]", #"{"a" 1}"#, "[1 2]", "{} {}", "01", "1.", ".5", "+1", "-",
            "1e", "1e400", "-1e400", "1e-400", "tru", "nul", #"{"a": 1, "a": 2}"#, #""\ud800""#, #""\udc00x""#,
            #""\ud800\u0041""#, #""\x""#, #""\u12G4""#, "\"a\tb\"", "\"unterminated", "\u{FEFF}{}", "{'a': 1}",
            "NaN", "[Infinity]",
        ]
        for sample in declined {
            XCTAssertNil(read(sample), sample)
        }
        XCTAssertNil(FHIRJSONReader.read([0x22, 0xC3, 0x28, 0x22]), "invalid UTF-8")
        XCTAssertNil(FHIRJSONReader.read([0x22, 0xFF, 0x22]), "invalid UTF-8")
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        XCTAssertNil(read(deep), "nesting deeper than JSONDecoder's limit")
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertEqual(read(fine), decoded(fine))
    }

    func testADeclinedFileImportsAsBefore() throws {
        // A repeated key: the reader declines, JSONDecoder reads it, and the import goes on.
        let result = FHIRImportFixtures.convert(
            json: #"{"resourceType": "Questionnaire", "status": "draft", "status": "active", "item": ["#
                + #"{"linkId": "a", "type": "boolean", "text": "A"}]}"#)
        if case .failure(let failure) = result { XCTFail("\(failure)") }
    }
}
