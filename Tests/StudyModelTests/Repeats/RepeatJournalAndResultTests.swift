import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Repeating groups in the journal (every event carries its group and instance) and in the
/// results file (each instance on its own, numbered; removed ones apart; never corrections).
final class RepeatJournalAndResultTests: XCTestCase {
    private typealias F = RepeatFixtures
    private let t = "2026-11-21T09:30:12.345+01:00"

    private func event(_ instance: Int, _ action: RepeatEvent.Action) -> JournalEvent {
        JournalEvent(sequence: 5, time: ParticipantFixtures.timestamp(t), kind: F.inGroup(instance, action))
    }

    func testEveryRepeatEventIsAFlatLineWithItsGroupAndInstance() throws {
        let head = #""group":"medicines","#
        let tail = #""run":"r1","seq":5,"#
        let cases: [(JournalEvent, String)] = [
            (
                event(2, .started),
                #"{"event":"instance-started",\#(head)"instance":2,\#(tail)"task":"survey","time":"\#(t)"}"#
            ),
            (
                event(2, .stepShown("med_name")),
                #"{"event":"instance-step-shown",\#(head)"instance":2,\#(tail)"step":"med_name","task":"survey","time":"\#(t)"}"#
            ),
            (
                event(2, .answered("med_doses", .answered(.integer(2)))),
                #"{"event":"instance-answered",\#(head)"instance":2,"outcome":{"answer":{"type":"integer","value":2},"status":"answered"},\#(tail)"step":"med_doses","task":"survey","time":"\#(t)"}"#
            ),
            (
                event(2, .wentBack(to: "med_name")),
                #"{"event":"instance-went-back",\#(head)"instance":2,\#(tail)"task":"survey","time":"\#(t)","to":"med_name"}"#
            ),
            (
                event(2, .removed),
                #"{"event":"instance-removed",\#(head)"instance":2,\#(tail)"task":"survey","time":"\#(t)"}"#
            ),
            (event(0, .reviewShown), #"{"event":"group-review-shown",\#(head)\#(tail)"task":"survey","time":"\#(t)"}"#),
            (event(0, .finished), #"{"event":"group-finished",\#(head)\#(tail)"task":"survey","time":"\#(t)"}"#),
        ]
        for (event, line) in cases {
            XCTAssertEqual(try ParticipantFixtures.journalLine(event), line)
            XCTAssertEqual(try ParticipantFixtures.decodeLine(line), event, line)
        }
    }

    func testAnInstanceEventWithoutAnInstanceIsRefusedWithAReason() {
        let line =
            #"{"event":"instance-answered","group":"medicines","outcome":{"status":"skipped"},"run":"r1","seq":5,"step":"med_name","task":"survey","time":"\#(t)"}"#
        XCTAssertThrowsError(try ParticipantFixtures.decodeLine(line)) { error in
            XCTAssertTrue(JournalEvent.readingProblem(error).contains("needs an instance number"))
        }
    }

    private func result(_ kinds: [JournalEvent.Kind]) throws -> [String: Any] {
        let study = F.study
        let result = TaskResult.survey(
            study: study, task: study.tasks[0], survey: F.survey, run: F.run(kinds), participant: "P-1",
            language: "en", today: ParticipantFixtures.today)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: try result.json()) as? [String: Any])
    }

    func testEachInstanceIsItsOwnNumberedEntryAndRemovedOnesAreKeptApart() throws {
        let json = try result(F.threeGivenSecondRemoved + [F.inGroup(0, .finished)])
        let steps = try XCTUnwrap(json["steps"] as? [[String: Any]])
        let group = try XCTUnwrap(steps.first { $0["id"] as? String == "medicines" })
        XCTAssertEqual(group["kind"] as? String, "repeating-group")
        let instances = try XCTUnwrap(group["instances"] as? [[String: Any]])
        XCTAssertEqual(instances.map { $0["number"] as? Int }, [1, 2])
        func names(_ list: [[String: Any]]) -> [String?] {
            list.map { instance in
                let steps = instance["steps"] as? [[String: Any]] ?? []
                let name = steps.first { $0["id"] as? String == "med_name" }
                return ((name?["outcome"] as? [String: Any])?["answer"] as? [String: Any])?["value"] as? String
            }
        }
        XCTAssertEqual(names(instances), ["Metformin", "Insulin"])
        let removed = try XCTUnwrap(group["removedInstances"] as? [[String: Any]])
        XCTAssertEqual(names(removed), ["Aspirin"])
        XCTAssertNotNil(removed[0]["removedAt"])
        // Nothing of one instance is a correction of another.
        XCTAssertFalse(
            String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self).contains("corrections"))
        // The group counts its kept instances in scores.
        let scores = try XCTUnwrap(json["scores"] as? [[String: Any]])
        XCTAssertEqual(scores.first?["value"] as? Double, 2)
    }

    func testAChangedAnswerIsACorrectionWithinItsOwnInstance() throws {
        let kinds =
            Array(F.threeGivenSecondRemoved.prefix(10)) + [
                F.inGroup(1, .stepShown("med_name")),
                F.inGroup(1, .answered("med_name", .answered(.text("Metformin XR")))),
            ]
        let json = try result(kinds)
        let group = try XCTUnwrap((json["steps"] as? [[String: Any]])?.first { $0["id"] as? String == "medicines" })
        let first = try XCTUnwrap((group["instances"] as? [[String: Any]])?.first)
        let name = try XCTUnwrap((first["steps"] as? [[String: Any]])?.first { $0["id"] as? String == "med_name" })
        XCTAssertEqual((name["corrections"] as? [Any])?.count, 1)
    }
}
