import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The reading of the journal's most frequent lines straight from the layout the program
/// writes (`JournalLineLayout`): a line it reads is read exactly as the general reading
/// (`LineTokens`, then `JSONDecoder`) reads it, and any line not in that layout is left
/// to the general reading (nil), whatever byte differs.
final class JournalLineLayoutTests: XCTestCase {
    private let time = ParticipantFixtures.timestamp("2026-11-21T09:30:12.345-05:30")

    /// Lines in the layout: every outcome it reads, and each event it reads, with and
    /// without the chain's link.
    private var layoutKinds: [JournalEvent.Kind] {
        let outcomes: [AnswerOutcome] = [
            .answered(.yesNo(true)), .answered(.yesNo(false)), .answered(.choice("type2", otherText: nil)),
            .answered(.integer(-42)), .answered(.integer(0)), .answered(.integer(Int.max)),
            .answered(.integer(Int.min)), .answered(.scale(7)), .answered(.textScale(3)),
            .answered(.text("plain text, with 'quotes' ~")), .answered(.email("name@example.org")),
            .answered(.date(CalendarDay(year: 2024, month: 2, day: 29))), .skipped, .preferNotToAnswer,
            .answered(.choice("other", otherText: "x, y")), .answered(.choices(["a"], otherText: nil)),
            .answered(.choices([], otherText: nil)), .answered(.choices(["metformin", "other"], otherText: "z")),
            .answered(.decimal(7.5)), .answered(.decimal(-0.1)), .answered(.decimal(42)), .answered(.decimal(0)),
            .answered(.time(minuteOfDay: 22 * 60 + 30)), .answered(.duration(seconds: 5400)),
            .answered(.dateTime(CalendarDay(year: 2026, month: 11, day: 24), minuteOfDay: 495, utcOffsetMinutes: -330)),
            .answered(.height(centimetres: 175.3)), .answered(.weight(kilograms: 70)),
        ]
        var kinds: [JournalEvent.Kind] = [
            .stepShown(task: "baseline", run: "baseline-1", step: "age"), .consentSectionShown(section: "privacy"),
            .stepShown(task: "", run: "", step: ""), .taskStarted(task: "baseline", run: "baseline-1"),
            .permissionDecided(permission: "glucose", granted: true),
            .permissionDecided(permission: "steps", granted: false),
            .quizAnswered(attempt: 2, question: "quiz_leave", outcome: .answered(.yesNo(false)), correct: true),
            .quizAnswered(attempt: 1, question: "q", outcome: .answered(.choice("a", otherText: nil)), correct: false),
            .joined(studyID: "living-with-diabetes", studyVersion: "1.0.0", participant: "2522-2222", language: "en"),
            .sessionEnded(reason: .endOfInput), .introductionShown, .consentReviewShown, .onboardingCompleted,
            .eligibilityDecided(eligible: true), .eligibilityDecided(eligible: false), .consentDecided(agreed: true),
            .consentLearnMoreShown(section: "overview"), .quizFinished(attempt: 2, correct: 4, passed: false),
            .wentBack(task: "baseline", run: "baseline-1", from: "hypo_worry", to: "overwhelmed"),
            .signed(.init(fullName: "Ada Lovelace", signature: "ada lovelace", email: "ada@example.org", phone: nil)),
            .signed(
                .init(fullName: "Ada", signature: "A L", email: nil, phone: "+44 1632 960000", consentVersion: "2.0")),
            .signed(
                .init(fullName: "", signature: "", email: "a@b.c", phone: "0", consentVersion: "1.0")),
            .signed(.init(fullName: "Ada Lovelace", signature: "ada lovelace", email: nil, phone: nil)),
        ]
        for mode in SessionMode.allCases { kinds.append(.sessionStarted(mode: mode)) }
        for reason in SessionEndReason.allCases { kinds.append(.sessionEnded(reason: reason)) }
        for status in TaskRunStatus.allCases {
            kinds.append(.taskFinished(task: "weekly", run: "weekly-3", status: status))
        }
        for outcome in outcomes {
            kinds.append(.answered(task: "baseline", run: "baseline-12", step: "hba1c", outcome: outcome))
            kinds.append(.eligibilityAnswered(step: "age", outcome: outcome))
        }
        return kinds
    }

    /// Lines of the same events the layout leaves to the general reading.
    private var otherKinds: [JournalEvent.Kind] {
        [
            .answered(task: "t", run: "t-1", step: "q", outcome: .answered(.decimal(1e300))),
            .answered(task: "t", run: "t-1", step: "q", outcome: .answered(.text("two\nlines"))),
            .answered(task: "t", run: "t-1", step: "q", outcome: .answered(.text("Zoë"))),
            .answered(task: "t", run: "t-1", step: "q", outcome: .answered(.choices(["a/b"], otherText: nil))),
            .answered(task: "t", run: "t-1", step: "q", outcome: .answered(.choice("other", otherText: "é"))),
            .answered(task: "t", run: "t-1", step: "q", outcome: .sealed(record: "identity-1.sealed")),
            .stepShown(task: "t", run: "t/1", step: "q"), .consentSectionShown(section: "privé"),
            .quizAnswered(attempt: 1, question: "q", outcome: .sealed(record: "r"), correct: true),
            .wentBack(task: "t", run: "t-1", from: "b", to: "a\\"), .taskStarted(task: "t", run: "t\\1"),
            .joined(studyID: "s", studyVersion: "1", participant: "P", language: "é"),
            .signed(.init(fullName: "Zoë", signature: "zoë", email: nil, phone: nil, consentVersion: "1.0")),
            .signed(
                .init(
                    fullName: "Ada", signature: "ada", email: nil, phone: nil, consentVersion: "1.0",
                    sectionHashes: ["overview": "ab"])),
            .signed(
                .init(
                    fullName: "", signature: "", email: nil, phone: nil, consentVersion: "1.0",
                    identity: "identity-1.sealed")),
            .signed(.init(fullName: "Ada \"A\" L", signature: "a", email: nil, phone: nil)),
            .withdrew(answers: .kept), .documentSaved(file: "consent.md", sha256: "ab"),
        ]
    }

    private func lines(_ kinds: [JournalEvent.Kind]) throws -> [(JournalEvent, Data)] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var lines: [(JournalEvent, Data)] = []
        for (index, kind) in kinds.enumerated() {
            let event = JournalEvent(sequence: index + 1, time: time, kind: kind)
            for link in [nil, JournalChain.start, String(repeating: "f", count: 64)] {
                lines.append((event, try encoder.encode(ChainedJournalLine(event: event, previous: link))))
            }
        }
        return lines
    }

    private func general(_ line: Data) -> JournalEvent? {
        LineTokens.reading(line, JournalEvent.init)
    }

    func testTheLinesTheProgramWritesMostAreReadFromTheLayout() throws {
        for (event, line) in try lines(layoutKinds) {
            XCTAssertEqual(JournalLineLayout.event(line), event, String(decoding: line, as: UTF8.self))
        }
        for (event, line) in try lines(otherKinds) {
            XCTAssertNil(JournalLineLayout.event(line), String(decoding: line, as: UTF8.self))
            XCTAssertEqual(try JournalEvent.decoding(line: line, fallback: JSONDecoder()), event)
        }
    }

    /// Each byte of layout lines replaced by bytes that change what the line says (a space, a
    /// quote, an escape, a digit, a fraction, a letter) or taken out: the layout reads the
    /// line as the general reading does, or leaves it to it.
    func testAnyByteChangedIsReadAsTheGeneralReadingReadsItOrLeftToIt() throws {
        var wrong: [String] = []
        var read = 0
        // Lines without a link and with one (the third kind of link reads as the second).
        for (index, (_, line)) in try lines(layoutKinds).enumerated() where index % 3 != 2 {
            for position in line.indices {
                var changed = [Data]()
                for byte in Array(" \"\\09.xZ}".utf8) where byte != line[position] {
                    var copy = line
                    copy[position] = byte
                    changed.append(copy)
                }
                var shorter = line
                shorter.remove(at: position)
                changed.append(shorter)
                for candidate in changed {
                    guard let quick = JournalLineLayout.event(candidate) else { continue }
                    read += 1
                    if quick != general(candidate) { wrong.append(String(decoding: candidate, as: UTF8.self)) }
                }
            }
        }
        XCTAssertEqual(wrong, [])
        XCTAssertGreaterThan(read, 100, "some changed lines are still in the layout (another digit, another name)")
    }

    func testEveryFixtureJournalLineIsReadAsJSONDecoderReadsItOrLeftToTheGeneralReading() throws {
        let journals = FixtureFiles.journals
        var read = 0
        for journal in journals {
            for line in JournalBytes(try Data(contentsOf: journal)).lines where !line.isEmpty {
                guard let quick = JournalLineLayout.event(line) else { continue }
                read += 1
                let expected = try JSONDecoder().decode(JournalEvent.self, from: line)
                XCTAssertEqual(
                    quick, expected, "\(journal.lastPathComponent): \(String(decoding: line, as: UTF8.self))")
            }
        }
        XCTAssertGreaterThan(read, 20)
    }
}
