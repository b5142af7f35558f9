import Foundation
import XCTest

@testable import StudyModel

/// The flat reader of a line's JSON (`LineTokens`): values found by key without a tree,
/// numbers read as `Int(text)` and `Double(text)` read them, and a line given up (nil)
/// wherever `JSONDecoder` might read it differently.
final class LineTokensTests: XCTestCase {
    private func read<Result>(_ text: String, _ body: (LineTokens.Value) -> Result?) -> Result? {
        LineTokens.reading(Data(text.utf8), body)
    }

    func testMembersAreFoundByKeyPastNestedValues() {
        let text = #"{"a":{"b":[1,{"c":2}],"d":"x"},"e":[[],{}],"f":"last","g":null,"h":false}"#
        XCTAssertEqual(read(text) { $0["f"]?.string }, "last")
        XCTAssertEqual(read(text) { $0["a"]?["d"]?.string }, "x")
        XCTAssertEqual(read(text) { $0["a"]?["b"]?.elements?.count }, 2)
        XCTAssertEqual(read(text) { $0["a"]?["b"]?.elements?.last?["c"]?.int }, 2)
        XCTAssertEqual(read(text) { $0["e"]?.elements?.map(\.kind) }, [.array, .object])
        XCTAssertEqual(read(text) { $0.members?.map(\.key) }, ["a", "e", "f", "g", "h"])
        XCTAssertEqual(read(text) { $0["g"]?.isNull }, true)
        XCTAssertEqual(read(text) { $0["h"]?.bool }, false)
        XCTAssertEqual(read(text) { .some($0["b"]?.string) }, .some(nil), "a nested key is not the line's")
        XCTAssertEqual(read(text) { .some($0["a"]?.string) }, .some(nil), "an object is not a string")
    }

    func testIntegersAreReadAsIntReadsTheirText() {
        for text in ["0", "-0", "7", "-42", "\(Int.max)", "\(Int.min)", "9223372036854775808", "-9223372036854775809"] {
            XCTAssertEqual(read(#"{"n":\#(text)}"#) { .some($0["n"]?.int) }, .some(Int(text)), text)
        }
        XCTAssertEqual(read(#"{"n":2.0}"#) { .some($0["n"]?.int) }, .some(nil), "a fraction is not an integer")
        XCTAssertEqual(read(#"{"n":2.5e1}"#) { $0["n"]?.double }, 25)
    }

    func testStringsWithEscapesOrOtherBytesAreDecoded() {
        XCTAssertEqual(read(#"{"s":"a\"b\\c\/d\u00e9\ud83d\ude00"}"#) { $0["s"]?.string }, "a\"b\\c/dé😀")
        XCTAssertEqual(read(#"{"s":"Zoë"}"#) { $0["s"]?.string }, "Zoë")
        XCTAssertEqual(read(#"{"s":"plain","t":"x"}"#) { $0["s"]?.plainBytes { Array($0) } }, Array("plain".utf8))
        XCTAssertNil(read(#"{"s":"Zoë"}"#) { $0["s"]?.plainBytes { Array($0) } }, "only ASCII without escapes is plain")
    }

    /// Keys are compared by their bytes, so a key that could be written another way, and a
    /// key written twice, make the reader give the line up (to `JSONDecoder`).
    func testKeysThatAreNotPlainOrAreRepeatedGiveTheLineUp() {
        for text in [
            #"{"a":1,"a":2}"#, #"{"\u0061":1}"#, #"{"é":1}"#, #"{"a":{"b":1,"b":1}}"#, #"{"a":1,}"#, #"{"a" 1}"#,
        ] {
            XCTAssertNil(read(text) { _ in true }, text)
        }
        XCTAssertEqual(read(#"{"a":{"b":1},"b":2}"#) { $0["b"]?.int }, 2, "one key in two objects is no repeat")
    }

    /// Keys in the writer's sorted order are known to differ without a search; a key out of
    /// that order has every key before it searched, so a repeat anywhere is still found.
    func testAKeyOutOfSortedOrderIsStillCheckedForRepeats() {
        for text in [
            #"{"b":1,"a":2,"b":3}"#, #"{"a":1,"b":2,"a":3}"#, #"{"ab":1,"a":2,"ab":3}"#, #"{"a":1,"ab":2,"a":3}"#,
            #"{"a":1,"c":2,"b":3,"c":4}"#, #"{"":1,"a":2,"":3}"#, #"{"b":1,"a":2,"c":3,"a":4}"#,
        ] {
            XCTAssertNil(read(text) { _ in true }, text)
        }
        for (text, key) in [
            (#"{"b":1,"a":2}"#, "a"), (#"{"a":1,"ab":2,"b":3}"#, "ab"), (#"{"":1,"a":2}"#, ""),
            (#"{"ab":1,"a":2,"b":3}"#, "b"), (#"{"c":1,"a":2,"b":3}"#, "b"),
        ] {
            let found = read(text) { value in value.members?.first { $0.key == key }?.value.int }
            XCTAssertNotNil(found, text)
        }
    }

    /// Strings are looked at eight bytes at a time: a quote, an escape, a control character
    /// or a byte that is not ASCII must be found wherever it falls in a word, as `JSONDecoder`
    /// finds it (a string it refuses is one the reader gives up on).
    func testEverySpecialByteIsFoundWhereverItFallsInAWord() throws {
        for special in [#"\""#, #"\\"#, #"\n"#, #"\u00e9"#, "é", "😀", "\u{01}", "\t", "\u{7F}"] {
            for position in 0..<20 {
                let text =
                    String(repeating: "a", count: position) + special + String(repeating: "b", count: 19 - position)
                let line = Data(#"{"s":"\#(text)","t":"after"}"#.utf8)
                let expected = try? JSONDecoder().decode([String: String].self, from: line)
                let quick = LineTokens.reading(line) { json -> [String: String]? in
                    guard let s = json["s"]?.string, let t = json["t"]?.string else { return nil }
                    return ["s": s, "t": t]
                }
                XCTAssertEqual(quick, expected, "\(special) at \(position)")
            }
        }
        // A string that ends exactly at a word's end, and one with no closing quote.
        XCTAssertEqual(read(#"{"s":"abcdefgh","t":"12345678"}"#) { $0["t"]?.string }, "12345678")
        XCTAssertNil(read(#"{"s":"abcdefghijklmnop"#) { _ in true })
    }

    /// Read for the top level only (`readingTopLevel`, `onboarding.json`'s consent version),
    /// what lies inside the members is checked as strictly but not recorded: a member is
    /// found as the whole reading finds it, or the file is given up where the whole reading
    /// gives it up for a reason inside a member that Foundation might read otherwise; a nested
    /// key's spelling or repetition no longer gives it up, Foundation reading the same member.
    func testTheTopLevelOnlyReadingFindsWhatTheWholeReadingFinds() {
        let texts = [
            #"{"a":{"b":[1,{"c":2}],"d":"x"},"consentVersion":"1.0","z":[[],{}]}"#,
            "{\n  \"consentVersion\" : \"2.1\",\n  \"eligibilityAnswers\" : {\n    \"age\" : {\"value\" : 45}\n  }\n}",
            #"{"a":{"b":1,"b":2},"consentVersion":"dup inside"}"#,
            #"{"a":{"\u0062":1},"consentVersion":"escaped key"}"#,
            #"{"a":[{"é":true}],"consentVersion":"key not ASCII"}"#, #"{"consentVersion":"a\u00e9b","n":[1.5e3]}"#,
            #"{"a":{"b":[1,2,}],"consentVersion":"broken inside"}"#, #"{"a":{"b":1e400},"consentVersion":"huge"}"#,
            #"{"a":{"b":"\ud800"},"consentVersion":"lone half"}"#, #"{"consentVersion":"1","consentVersion":"2"}"#,
            #"{"a":\#(String(repeating: "[", count: 20))\#(String(repeating: "]", count: 20)),"consentVersion":"deep"}"#,
            #"{"consentVersion":{"nested":"no"}}"#, #"["consentVersion"]"#, #"{"a":{"b":"c"}"#,
        ]
        for text in texts {
            let data = Data(text.utf8)
            let whole: String?? = LineTokens.reading(data) { .some($0["consentVersion"]?.string) }
            let top: String?? = LineTokens.readingTopLevel(data) { .some($0["consentVersion"]?.string) }
            let foundation =
                (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["consentVersion"] as? String
            if let whole { XCTAssertEqual(top, whole, text) }
            // Read or given up, the answer with Foundation behind it is the whole reading's.
            XCTAssertEqual(top ?? foundation, whole ?? foundation, text)
        }
        XCTAssertEqual(
            LineTokens.readingTopLevel(Data(texts[0].utf8)) { $0["a"]?.isObject }, true,
            "a member that is an object is still one")
        XCTAssertEqual(
            LineTokens.readingTopLevel(Data(texts[0].utf8)) { $0["z"]?.elements?.count }, 0,
            "what is inside it is not recorded")
    }
}
