import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The quick way of reading journal lines (`LineTokens` and the hand-written mapping) must
/// read every line exactly as `JSONDecoder` does, or give the line to `JSONDecoder`: the
/// same event for a good line, the same words for a bad one.
final class JournalLineDecodingTests: XCTestCase {
    private let time = ParticipantFixtures.timestamp("2026-11-21T09:30:12.345+01:00")

    /// Every answer type and outcome, in one line each.
    private var outcomes: [AnswerOutcome] {
        let day = CalendarDay(year: 2024, month: 5, day: 1)
        return [
            .answered(.yesNo(true)), .answered(.choice("type2", otherText: nil)),
            .answered(.choice("other", otherText: "Nur \"ein\" Test / ünïcödé 😀")),
            .answered(.choices(["a", "b"], otherText: nil)), .answered(.choices([], otherText: "x")),
            .answered(.integer(-42)), .answered(.decimal(7.5)), .answered(.decimal(-0.1)), .answered(.decimal(3)),
            .answered(.scale(7)), .answered(.textScale(3)), .answered(.text("line one\nline two\ttab \\ back")),
            .answered(.email("name@example.org")), .answered(.date(day)), .answered(.time(minuteOfDay: 450)),
            .answered(.dateTime(day, minuteOfDay: 450, utcOffsetMinutes: -330)), .answered(.duration(seconds: 5400)),
            .answered(.height(centimetres: 170.2)), .answered(.weight(kilograms: 70.5)), .skipped,
            .preferNotToAnswer, .sealed(record: "identity-12.sealed"),
        ]
    }

    /// Every kind of event, with awkward text where there is text.
    private var kinds: [JournalEvent.Kind] {
        var kinds: [JournalEvent.Kind] = [
            .joined(studyID: "s", studyVersion: "2.0", participant: "A3KQ-HSPM", language: "pt"),
            .sessionStarted(mode: .fullScreen), .sessionEnded(reason: .left), .introductionShown,
            .eligibilityDecided(eligible: false), .consentSectionShown(section: "privacy"),
            .consentLearnMoreShown(section: "privacy"),
            .quizAnswered(attempt: 2, question: "quiz_watch", outcome: .answered(.yesNo(false)), correct: true),
            .quizFinished(attempt: 2, correct: 1, passed: false), .consentReviewShown, .consentDecided(agreed: true),
            .signed(
                JournalEvent.Signed(
                    fullName: "Zoë \"Zee\" O'Brien", signature: "Z/O", email: nil, phone: "+44 113",
                    consentVersion: "1.1", sectionHashes: ["privacy": "ab", "risks": "cd"])),
            .signed(JournalEvent.Signed(fullName: "A", signature: "B", email: "a@b.c", phone: nil)),
            .signed(
                JournalEvent.Signed(fullName: "", signature: "", email: nil, phone: nil, identity: "identity-1.sealed")),
            .permissionDecided(permission: "glucose", granted: true), .onboardingCompleted,
            .taskStarted(task: "baseline", run: "baseline-1"),
            .stepShown(task: "baseline", run: "baseline-1", step: "age"),
            .wentBack(task: "baseline", run: "baseline-1", from: "weight", to: "age"),
            .resultSaved(task: "tapping", run: "tapping-1", sha256: String(repeating: "ab", count: 32)),
            .documentSaved(file: "consent.md", sha256: String(repeating: "cd", count: 32)),
            .withdrew(answers: .kept), .contactUpdated(email: nil, phone: "1", identity: nil),
            .contactUpdated(email: nil, phone: nil, identity: "identity-2.sealed"),
            .reconsentStarted(version: "2.0"),
            .studyChangeShown(version: "1.1.0"),
        ]
        for status in TaskRunStatus.allCases { kinds.append(.taskFinished(task: "t", run: "t-1", status: status)) }
        for outcome in outcomes {
            kinds.append(.answered(task: "baseline", run: "baseline-1", step: "q", outcome: outcome))
            kinds.append(.eligibilityAnswered(step: "q", outcome: outcome))
        }
        return kinds
    }

    /// The quick reading alone (no fallback), or nil when it gives the line up.
    private func quick(_ line: Data) -> JournalEvent? {
        LineTokens.reading(line, JournalEvent.init)
    }

    /// An event read, or the words that say why it could not be.
    private enum Reading: Equatable {
        case event(JournalEvent)
        case problem(String)

        init(_ read: () throws -> JournalEvent) {
            do { self = .event(try read()) } catch { self = .problem(JournalEvent.readingProblem(error)) }
        }
    }

    private func slow(_ line: Data) -> Reading {
        Reading { try JSONDecoder().decode(JournalEvent.self, from: line) }
    }

    private func decoded(_ line: Data) -> Reading {
        Reading { try JournalEvent.decoding(line: line, fallback: JSONDecoder()) }
    }

    func testEveryEventTheRunnerWritesIsReadTheQuickWayAsJSONDecoderReadsIt() throws {
        for escaping in [true, false] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = escaping ? [.sortedKeys] : [.sortedKeys, .withoutEscapingSlashes]
            for (index, kind) in kinds.enumerated() {
                let event = JournalEvent(sequence: index + 1, time: time, kind: kind)
                let line = try encoder.encode(ChainedJournalLine(event: event, previous: JournalChain.start))
                XCTAssertEqual(quick(line), event, String(decoding: line, as: UTF8.self))
                XCTAssertEqual(try JSONDecoder().decode(JournalEvent.self, from: line), event)
            }
        }
    }

    func testEveryFixtureJournalLineIsReadTheQuickWay() throws {
        let journals = FixtureFiles.journals
        XCTAssertFalse(journals.isEmpty)
        var lines = 0
        for journal in journals {
            for line in JournalBytes(try Data(contentsOf: journal)).lines where !line.isEmpty {
                lines += 1
                let expected = try JSONDecoder().decode(JournalEvent.self, from: line)
                XCTAssertEqual(
                    quick(line), expected, "\(journal.lastPathComponent): \(String(decoding: line, as: UTF8.self))")
            }
        }
        XCTAssertGreaterThan(lines, 50)
    }

    /// The lines of a journal read one after another in the same room (`JournalEvent.Lines`,
    /// as the export reads them) are each read as alone: every fixture line, good or bad, in
    /// order and shuffled, so nothing of one line is left for the next.
    func testLinesReadOneAfterAnotherAreEachReadAsAlone() throws {
        let journals = FixtureFiles.journals
        var lines = try journals.flatMap { JournalBytes(try Data(contentsOf: $0)).lines }
        let t = "2026-11-21T09:30:12.345+01:00"
        lines += [
            #"{"event":"introduction-shown","seq":1,"seq":2,"time":"\#(t)"}"#, #"{"event":"joined""#, "",
            #"{"event":"consent-section-shown","section":"priv\u00e9 \"x\"","seq":1,"time":"\#(t)"}"#,
            #"{"time":"\#(t)","seq":3,"event":"step-shown","task":"t","step":"s","run":"r"}"#,
            // Ids the line before named, longer, shorter, or one byte changed (kept strings).
            #"{"event":"step-shown","run":"r","seq":4,"step":"s","task":"t","time":"\#(t)"}"#,
            #"{"event":"step-shown","run":"rr","seq":5,"step":"ss","task":"tt","time":"\#(t)"}"#,
            #"{"event":"step-shown","run":"r","seq":6,"step":"s","task":"t","time":"\#(t)"}"#,
            #"{"event":"step-shown","run":"q","seq":7,"step":"S","task":"u","time":"\#(t)"}"#,
        ].map { Data($0.utf8) }
        XCTAssertGreaterThan(lines.count, 50)
        for order in [lines, lines.shuffled()] {
            var reading = JournalEvent.Lines(fallback: JSONDecoder())
            for line in order {
                XCTAssertEqual(
                    Reading { try reading.decoding(line) }, decoded(line), String(decoding: line, as: UTF8.self))
            }
        }
    }

    func testEscapesSpacesAndUnknownFieldsAreReadAsJSONDecoderReadsThem() throws {
        let t = "2026-11-21T09:30:12.345+01:00"
        for text in [
            #"{ "event" : "joined", "language":"en", "participant":"P\u00e9\ud83d\ude00", "seq":1, "study":"s\/t", "time":"\#(t)", "version":"1\"" }"#,
            #"{"event":"introduction-shown","seq":1,"time":"\#(t)","later":{"a":[1,2.5e3,null,true,{}]},"prev":null}"#,
            "{\"event\":\"introduction-shown\",\t\"seq\":-0,\"time\":\"\(t)\"}\r",
        ] {
            let line = Data(text.utf8)
            XCTAssertNotNil(quick(line), text)
            XCTAssertEqual(quick(line), try JSONDecoder().decode(JournalEvent.self, from: line), text)
        }
    }

    /// The event's name is matched by its whole bytes: a name written with an escape is read by
    /// `JSONDecoder` as the same event, and a name that only begins or ends like a known one
    /// is reported as unknown, exactly as before.
    func testAnEventNameIsMatchedByItsWholeBytes() throws {
        let t = "2026-11-21T09:30:12.345+01:00"
        let plain = Data(#"{"event":"step-shown","run":"r","seq":1,"step":"s","task":"t","time":"\#(t)"}"#.utf8)
        let escaped = Data(#"{"event":"st\u0065p-shown","run":"r","seq":1,"step":"s","task":"t","time":"\#(t)"}"#.utf8)
        XCTAssertNotNil(quick(plain))
        XCTAssertNil(quick(escaped))
        XCTAssertEqual(decoded(escaped), decoded(plain))
        for name in ["step-shown2", "step-show", "Step-shown", "", "answered ", "withdrew-answers"] {
            let line = Data(#"{"event":"\#(name)","run":"r","seq":1,"step":"s","task":"t","time":"\#(t)"}"#.utf8)
            XCTAssertNil(quick(line), name)
            XCTAssertEqual(decoded(line), slow(line), name)
        }
        for name in JournalEventName.allCases {
            let bytes = Array(name.rawValue.utf8)
            XCTAssertEqual(bytes.withUnsafeBytes(JournalEventName.init(utf8:)), name)
        }
    }

    /// Lines the quick way is not sure of go to `JSONDecoder`: what it says stands.
    func testLinesTheQuickWayGivesUpOnAreReadOrReportedByJSONDecoder() {
        let t = "2026-11-21T09:30:12.345+01:00"
        let lines = [
            #"{"event":"introduction-shown","seq":1,"seq":2,"time":"\#(t)"}"#,
            #"{"event":"introduction-shown","seq":1.0,"time":"\#(t)"}"#,
            #"{"event":"introduction-shown","seq":1e0,"time":"\#(t)"}"#,
            #"{"event":"introduction-shown","seq":99999999999999999999,"time":"\#(t)"}"#,
            #"{"event":"introduction-shown","seq":01,"time":"\#(t)"}"#,
            #"{"event":"introduction-shown","seq":1,"time":"\#(t)","x":"\ud800"}"#,
            #"{"event":"introduction-shown","seq":1,"time":"\#(t)","x":[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]}"#,
            #"{"event":"introduction-shown","seq":1,"time":"\#(t)"} x"#,
            #"{"event":"introduction-shown","seq":1,"time":"\#(t)",}"#,
            #"{"event":"introduction-shown","seq":"1","time":"\#(t)"}"#,
            #"{"event":"introduction-shown","time":"\#(t)"}"#,
            #"{"event":"introduced","seq":1,"time":"\#(t)"}"#,
            #"{"event":"introduction-shown","seq":1,"time":"yesterday"}"#,
            #"{"event":"answered","outcome":{"status":"maybe"},"run":"r","seq":1,"step":"s","task":"t","time":"\#(t)"}"#,
            #"{"event":"answered","outcome":{"answer":{"type":"height","unit":"in","value":70},"status":"answered"},"run":"r","seq":1,"step":"s","task":"t","time":"\#(t)"}"#,
            #"{"event":"answered","outcome":{"answer":{"type":"date","value":"2024-02-30"},"status":"answered"},"run":"r","seq":1,"step":"s","task":"t","time":"\#(t)"}"#,
            #"{"event":"answered","outcome":{"answer":{"type":"decimal","value":1e400},"status":"answered"},"run":"r","seq":1,"step":"s","task":"t","time":"\#(t)"}"#,
            #"{"event":"signed","seq":1,"signature":{"fullName":"A"},"time":"\#(t)"}"#,
            #"{"email":5,"event":"contact-updated","seq":1,"time":"\#(t)"}"#,
            #"["event"]"#, "", "nul", #"{"event":"joined""#,
            "{\"event\":\"introduction-shown\",\"seq\":1,\"time\":\"\(t)\",\"x\":\"a\u{01}\"}",
        ]
        for text in lines {
            let line = Data(text.utf8)
            XCTAssertNil(quick(line), text)
            XCTAssertEqual(decoded(line), slow(line), text)
        }
        let notUTF8 =
            Data(#"{"event":"introduction-shown","seq":1,"time":"\#(t)","x":""#.utf8) + Data([0xFF, 0x22, 0x7D])
        XCTAssertNil(quick(notUTF8))
        XCTAssertEqual(decoded(notUTF8), slow(notUTF8))
    }

    /// Strings of ASCII bytes are taken as they are; any other byte sends the string through
    /// UTF-8 validation, so every malformed sequence still gives the line to `JSONDecoder`.
    func testAStringWithAnyByteThatIsNotASCIIIsCheckedAsUTF8() {
        let t = "2026-11-21T09:30:12.345+01:00"
        let start = Data(#"{"event":"introduction-shown","seq":1,"time":"\#(t)","x":""#.utf8)
        // A lone continuation byte, an overlong slash, a sequence cut short, a UTF-16
        // surrogate written as UTF-8, a code point above U+10FFFF.
        for bytes: [UInt8] in [
            [0x80], [0xC0, 0xAF], [0x61, 0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        ] {
            let line = start + Data(bytes) + Data(#""}"#.utf8)
            XCTAssertNil(quick(line), "\(bytes)")
            XCTAssertEqual(decoded(line), slow(line), "\(bytes)")
        }
        let good = Data(#"{"event":"consent-section-shown","section":"priv\#u{E9}","seq":1,"time":"\#(t)"}"#.utf8)
        XCTAssertEqual(quick(good), .init(sequence: 1, time: time, kind: .consentSectionShown(section: "priv\u{E9}")))
        XCTAssertEqual(decoded(good), slow(good))
    }

    func testAJournalIsCutAtItsNewlinesWhereverItsBytesStart() {
        for text in ["", "\n", "a", "a\n", "a\nb", "a\n\nb\n", "\n\n", "{\"x\":1}\n{\"y\":2}\ntorn"] {
            let whole = Data(("xx" + text).utf8)
            let data = whole[whole.startIndex + 2..<whole.endIndex] // a slice that does not start at 0
            var pieces = text.split(separator: "\n", omittingEmptySubsequences: false).map { Data($0.utf8) }
            let last = pieces.removeLast()
            let journal = JournalBytes(data)
            XCTAssertEqual(journal.lines.map { Data($0) }, pieces, text)
            XCTAssertEqual(journal.torn, last.isEmpty ? nil : last, text)
        }
    }
}
