import Foundation
import StudyModel
import XCTest

@testable import StudyRunner

/// The files a journal names, found in its bytes (`ParticipantFiles.named(in:lines:)`, what
/// a sync uses) as line by line (`named(in:)`, what resuming uses).
final class ParticipantFilesNamingTests: XCTestCase {
    private let digest = String(repeating: "AB", count: 32)

    private func result(_ run: String, _ sequence: Int) -> String {
        "{\"event\":\"result-saved\",\"run\":\"\(run)\",\"seq\":\(sequence),\"sha256\":\"\(digest)\",\"task\":\"reaction\","
            + "\"time\":\"2026-11-25T14:30:24.792+00:00\"}"
    }

    private func document(_ file: String, _ sequence: Int) -> String {
        "{\"event\":\"document-saved\",\"file\":\"\(file)\",\"seq\":\(sequence),\"sha256\":\"\(digest)\","
            + "\"time\":\"2026-11-25T14:30:24.792+00:00\"}"
    }

    func testTheSameFilesAreNamedInTheSameOrderForEveryRangeOfLines() {
        let lines = [
            "{\"event\":\"onboarding-completed\",\"seq\":1,\"time\":\"2026-11-25T14:30:24.792+00:00\"}",
            result("reaction-1", 2),
            document("identity-3.sealed", 3),
            document("consent-v1.0.md", 4), // not sealed: written again from the journal
            "{\"note\":\"result-saved and document-saved named, but not an event\"}",
            result("reaction-2", 6),
            result("reaction-1", 7), // named again: its last place counts
            document("identity-3.sealed", 8),
        ]
        let journal = SendableJournal(Data(lines.map { $0 + "\n" }.joined().utf8))
        let complete = JournalLine.complete(in: journal.bytes).lines
        XCTAssertEqual(
            ParticipantFiles.named(in: journal, lines: 0..<lines.count).map(\.name),
            ["tasks/reaction-2.json", "tasks/reaction-1.json", "identity-3.sealed"])
        for start in 0...lines.count {
            for end in start...lines.count {
                XCTAssertEqual(
                    ParticipantFiles.named(in: journal, lines: start..<end),
                    ParticipantFiles.named(in: Array(complete[start..<end])), "\(start)..<\(end)")
            }
        }
        XCTAssertEqual(
            ParticipantFiles.named(in: journal, lines: 1..<2),
            [.init(name: "tasks/reaction-1.json", sha256: digest.lowercased())])
    }
}
