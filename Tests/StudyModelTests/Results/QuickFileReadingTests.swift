import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// What the export and `study status` read from the files beside the journal the quick way
/// (`LineTokens`): the consent version in `onboarding.json` (for journals from before
/// signatures recorded it) and the scores in a results file. Each must be what Foundation's
/// reader says.
final class QuickFileReadingTests: XCTestCase {
    private func foundation(_ data: Data) -> String? {
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["consentVersion"] as? String
    }

    /// The JSON files under Tests/Fixtures that `keep` selects.
    private func fixtures(_ keep: (URL) -> Bool) -> [URL] {
        FixtureFiles.all { $0.pathExtension == "json" && keep($0) }
    }

    /// A results file's scores as Foundation's reader gives them: every score object with an
    /// id, its number (or nil) and its band (or nil).
    private func foundationScores(_ data: Data) -> [ParticipantSummary.ScoreObservation]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return (object["scores"] as? [[String: Any]] ?? []).compactMap { score in
            guard let id = score["id"] as? String else { return nil }
            return .init(id: id, value: (score["value"] as? NSNumber)?.doubleValue, band: score["band"] as? String)
        }
    }

    func testEveryFixtureOnboardingRecordGivesFoundationsAnswer() throws {
        let records = FixtureFiles.all { $0.lastPathComponent == "onboarding.json" }
        XCTAssertFalse(records.isEmpty)
        for record in records {
            let data = try Data(contentsOf: record)
            XCTAssertNotNil(LineTokens.reading(data) { _ in true }, "the quick reader reads \(record.path)")
            XCTAssertNotNil(OnboardingRecord.consentVersion(in: data), record.path)
            XCTAssertEqual(OnboardingRecord.consentVersion(in: data), foundation(data), record.path)
        }
    }

    func testOddRecordsGiveFoundationsAnswer() {
        for text in [
            #"{"consentVersion" : "1.0"}"#, "{\n  \"consentVersion\" : \"2.1\",\n  \"n\" : [1, 2.5]\n}\n",
            #"{"consentVersion":3}"#, #"{"consentVersion":null}"#, #"{"other":"1.0"}"#, #"["1.0"]"#, "",
            "not json", #"{"consentVersion":"1.0","consentVersion":"2.0"}"#, #"{"consentVersion":"1\u002e0"}"#,
            #"{"consentVersion":"1.0","x":1e400}"#, #"{"consentVersion":"1.0""#,
            // Nesting, trailing bytes, bad numbers and words, escapes, control bytes, depth.
            #"{"a":{"consentVersion":"9"},"b":[1,-2.5,true,false,null,"x\"y"],"consentVersion":"1.0"}"#,
            #"{"a":{"consentVersion":"9"}}"#, #"{"consentVersion":"1.0"} x"#, #"{"consentVersion":"1.0",}"#,
            #"{"consentVersion":"1.0","a":[1,]}"#, #"{"consentVersion":"1.0","a":01}"#,
            #"{"consentVersion":"1.0","a":1.}"#, #"{"consentVersion":"1.0","a":tru}"#,
            #"{"consentVersion":"1\"0"}"#, #"{"consentVersion":"1\\0"}"#, #"{"consentVersion":"é"}"#,
            #"{"consentVersion":"1.0","a":"\u00e9"}"#, #"{"consentVersion":"1.0","a":12345678901234567890}"#,
            #"{"consentVersion":"1.0","a":"tab\there"}"#, "{\"consentVersion\":\"1.0\",\"a\":\"\u{1}\"}",
            #"{"consentVersion":["1.0"]}"#, #"{"consentVersion":{"v":"1.0"}}"#, #"{"consentVersion":"1.0""#,
            " \t\r\n{ \"consentVersion\" : \"1.0\" } \n",
            "{\"consentVersion\":\"1.0\",\"a\":"
                + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}",
            #"{"consent\u0056ersion":"2.0","consentVersion":"1.0"}"#, #"{}"#, #"{"#, #"{"consentVersion""#,
        ] {
            let data = Data(text.utf8)
            XCTAssertEqual(OnboardingRecord.consentVersion(in: data), foundation(data), text)
        }
    }

    func testEveryFixtureResultsFileGivesFoundationsScores() throws {
        let results = fixtures { $0.deletingLastPathComponent().lastPathComponent == "tasks" }
        XCTAssertFalse(results.isEmpty)
        var scores = 0
        for result in results {
            let data = try Data(contentsOf: result)
            let read = ParticipantSummary.ScoreObservation.inResult(data)
            XCTAssertEqual(read, foundationScores(data), result.path)
            scores += read?.count ?? 0
        }
        XCTAssertGreaterThan(scores, 0)
    }

    func testOddScoresGiveFoundationsAnswer() {
        for text in [
            #"{"scores":[{"id":"a","value":7,"band":null},{"id":"b","value":2.5,"band":"high"},{"id":"c"}]}"#,
            #"{"scores":[{"id":"a","value":true}]}"#, #"{"scores":[{"id":"a","value":"7"}]}"#,
            #"{"scores":[{"value":7}, {"id":"b","value":1}]}"#, #"{"scores":[{"id":"a"}, 3]}"#,
            #"{"scores":null}"#, #"{"scores":{}}"#, #"{"task":"x"}"#, #"[]"#, "", "{",
            #"{"scores":[{"id":"a","value":12345678901234567890}]}"#, #"{"scores":[{"id":"a","band":5}]}"#,
        ] {
            let data = Data(text.utf8)
            XCTAssertEqual(ParticipantSummary.ScoreObservation.inResult(data), foundationScores(data), text)
        }
    }
}
