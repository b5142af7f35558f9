import XCTest

@testable import StudyModel

/// `study status` names each participant's consent version: the one signed last, so a
/// re-consent shows, and nothing for a journal that never recorded it.
final class ConsentVersionStatusTests: XCTestCase {
    private func signed(_ version: String?) -> JournalEvent.Kind {
        .signed(.init(fullName: "Ada", signature: "Ada", email: nil, phone: nil, consentVersion: version))
    }

    func testTheVersionSignedLastIsShownPerParticipant() {
        var renewed = JournalBuilder()
        renewed.add(.joined(studyID: "s", studyVersion: "1.0", participant: "P-1", language: "en"))
        renewed.add(signed("1.0"))
        renewed.add(.onboardingCompleted)
        renewed.add(.reconsentStarted(version: "2.0"))
        renewed.add(.consentDecided(agreed: true))
        renewed.add(signed("2.0"))
        var older = JournalBuilder()
        older.add(.joined(studyID: "s", studyVersion: "1.0", participant: "P-2", language: "en"))
        older.add(signed(nil))
        var status = StudyStatus(studyID: "s")
        for (id, journal) in [("P-1", renewed), ("P-2", older)] {
            status.add(ParticipantSummary(participant: id, events: journal.events, outcome: nil, decidedAt: nil))
        }
        XCTAssertEqual(status.sortedParticipants.map(\.consentVersion), ["2.0", nil])
        let text = StatusReport(studies: [status], problems: []).text()
        let lines = text.split(separator: "\n").filter { $0.contains("P-1") || $0.contains("P-2") }
        XCTAssertTrue(lines[0].hasSuffix("  consent 2.0"), text)
        XCTAssertFalse(lines[1].contains("  consent "), text)
    }
}
