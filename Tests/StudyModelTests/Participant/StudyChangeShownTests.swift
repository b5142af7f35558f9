import Foundation
import XCTest

@testable import StudyModel

/// The changed-study notice is journalled as seen (`study-change-shown`, with the study's
/// version): the event goes through the journal line and back, and the folded state knows
/// every version whose notice was shown, so the runner shows it once per version.
final class StudyChangeShownTests: XCTestCase {
    func testTheEventGoesThroughTheJournal() throws {
        let event = JournalEvent(
            sequence: 12, time: ParticipantFixtures.time(9, 0), kind: .studyChangeShown(version: "1.1.0"))
        let line = try ParticipantFixtures.journalLine(event)
        XCTAssertTrue(line.contains(#""event":"study-change-shown""#) && line.contains(#""version":"1.1.0""#), line)
        XCTAssertEqual(try ParticipantFixtures.decodeLine(line), event)
    }

    func testTheStateKnowsEachVersionShown() {
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "P-1", language: "en"))
        XCTAssertEqual(journal.state.studyChangesShown, [], "nothing shown yet")
        journal.add(.studyChangeShown(version: "1.0"))
        journal.add(.studyChangeShown(version: "1.1"))
        XCTAssertEqual(journal.state.studyChangesShown, ["1.0", "1.1"])
    }
}
