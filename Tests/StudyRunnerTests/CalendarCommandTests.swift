import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study calendar` on Tests/Fixtures/export/Output, where every participant joined on
/// Wednesday 25 November 2026 (UTC), planned from the moment set by `--at`, days in UTC.
/// The file is read back by an independent parser in Tests/calendar/calendar_check.py.
final class CalendarCommandTests: XCTestCase {
    private let at = "2026-11-25T15:00:00.000+00:00"

    private func calendar(_ arguments: [String], output: String = "Tests/Fixtures/export/Output") throws -> StudyRun {
        var environment = StudyBinary.baseEnvironment
        environment["TZ"] = "UTC"
        return try StudyBinary.run(
            ["calendar"] + arguments + ["--output", output, "--at", at], environment: environment)
    }

    func testAParticipantWhoAllowedRemindersGetsTheirWeeksAhead() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("reminders.ics")
        let run = try calendar(["Studies/phq9.study", "--participant", "jerk-knz2", "--to", file.path, "--weeks", "3"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("Wrote 3 reminders for the next 3 weeks"), run.transcript)
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        // This week's PHQ-9 is done; the next weeks (from Wednesdays) are reminded of, at 09:00,
        // up to 16 December 15:00, three weeks from --at.
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("DTSTART:") },
            ["DTSTART:20261202T090000Z", "DTSTART:20261209T090000Z", "DTSTART:20261216T090000Z"])
        XCTAssertTrue(lines.contains("UID:phq9-mood-check-JERK-KNZ2-phq9-1@study"), text)
        XCTAssertTrue(lines.contains("SUMMARY:Mood questionnaire (PHQ-9)"), text)
        XCTAssertEqual(lines.filter { $0 == "BEGIN:VALARM" }.count, 3)
    }

    func testAStudyWithoutARemindersPermissionRefusesWithStatus1() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("reminders.ics")
        let run = try calendar(["Studies/cognition.study", "--participant", "DVHC-CF8S", "--to", file.path])
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stderr.contains("the study asks for no reminders permission"), run.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "nothing is written")
    }

    func testRemindersTakenBackInTheProfileRefuseWithStatus1() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("Output")
        let participant = output.appendingPathComponent("phq9-mood-check/JERK-KNZ2")
        try FileManager.default.createDirectory(
            at: participant.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: "Tests/Fixtures/export/Output/phq9-mood-check/JERK-KNZ2"), to: participant)
        let journal = participant.appendingPathComponent("journal.jsonl")
        var text = try String(contentsOf: journal, encoding: .utf8)
        let count = text.split(separator: "\n").count
        text +=
            #"{"event":"permission-decided","granted":false,"permission":"reminders","seq":\#(count + 1),"#
            + #""time":"2026-11-25T14:40:00.000+00:00"}"# + "\n"
        try text.write(to: journal, atomically: true, encoding: .utf8)
        let file = folder.url.appendingPathComponent("reminders.ics")
        let run = try calendar(
            ["Studies/phq9.study", "--participant", "JERK-KNZ2", "--to", file.path], output: output.path)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(
            run.stderr.contains("has not allowed reminders ('reminders'), so no reminder of any kind"), run.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }

    func testAnUnknownParticipantOrABadFlagIsAUsageError() throws {
        let missing = try calendar(["Studies/phq9.study", "--participant", "ZZZZ-ZZZZ", "--to", "/tmp/x.ics"])
        XCTAssertEqual(missing.status, 2, missing.transcript)
        XCTAssertTrue(missing.stderr.contains("no participant 'ZZZZ-ZZZZ'"), missing.transcript)
        let weeks = try calendar([
            "Studies/phq9.study", "--participant", "JERK-KNZ2", "--to", "/tmp/x.ics", "--weeks", "0",
        ])
        XCTAssertEqual(weeks.status, 2, weeks.transcript)
        XCTAssertTrue(weeks.stderr.contains("--weeks must be from 1 to 104"), weeks.transcript)
    }

    func testAFileInsideTheResultsFolderIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("Output")
        let participant = output.appendingPathComponent("phq9-mood-check/JERK-KNZ2")
        try FileManager.default.createDirectory(
            at: participant.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: "Tests/Fixtures/export/Output/phq9-mood-check/JERK-KNZ2"), to: participant)
        // Also through a link from elsewhere that leads into it.
        let link = folder.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: participant)
        for target in [participant.appendingPathComponent("reminders.ics").path, link.path + "/reminders.ics"] {
            let run = try calendar(
                ["Studies/phq9.study", "--participant", "JERK-KNZ2", "--to", target], output: output.path)
            XCTAssertEqual(run.status, 2, run.transcript)
            XCTAssertTrue(run.stderr.contains("is inside the results folder"), run.transcript)
            XCTAssertFalse(FileManager.default.fileExists(atPath: target), "nothing is written")
        }
    }

    func testAFileThatCannotBeWrittenIsStatus3() throws {
        let run = try calendar(
            ["Studies/phq9.study", "--participant", "JERK-KNZ2", "--to", "/no/such/folder/reminders.ics"])
        XCTAssertEqual(run.status, 3, run.transcript)
        XCTAssertTrue(run.stderr.contains("/no/such/folder/reminders.ics"), run.transcript)
    }
}
