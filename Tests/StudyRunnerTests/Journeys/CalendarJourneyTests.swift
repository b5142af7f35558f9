import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// "Add reminders to my calendar" in the profile, as a participant meets it in plain mode:
/// offered only while reminders are allowed; a name that is not a calendar file's and a place
/// inside the results folder are refused with what to do instead, and the file is written
/// where they choose, as `study calendar` writes it.
final class CalendarJourneyTests: XCTestCase {
    private func throughTheSurvey(allowingReminders: Bool) throws -> [String] {
        var lines = try JourneyAnswers("phq9.txt").lines(through: "Somewhat difficult") + [""]
        if !allowingReminders, let allow = lines.firstIndex(of: "Allow") { lines[allow] = "Don't allow" }
        return lines
    }

    func testTheCalendarIsWrittenWhereTheParticipantChoosesButNotInTheResultsFolder() throws {
        let harness = try JourneyHarness()
        let mine = try TemporaryFolder()
        let target = mine.url.appendingPathComponent("my reminders.ics").path
        let inResults = harness.outputPath + "/phq9-mood-check/reminders.ics"
        let typed =
            try throughTheSurvey(allowingReminders: true) + [
                "My profile", "Add reminders to my calendar", mine.url.appendingPathComponent("notes.txt").path,
                inResults, target, "", "Back to my tasks", "leave",
            ]
        let run = try harness.run(study: "phq9", input: typed.map { $0 + "\n" }.joined())
        JourneyChecks.finishedCleanly(run)
        let said = JourneyTranscript.lines(run.stdout).joined(separator: " ")
        XCTAssertTrue(said.contains("A calendar file's name ends in .ics"), run.stdout)
        XCTAssertTrue(said.contains("That place is inside the study’s results folder"), run.stdout)
        XCTAssertTrue(said.contains("The calendar file is saved in \(target), with 11 reminders."), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: inResults), "nothing written in the results folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: mine.url.appendingPathComponent("notes.txt").path))

        let text = try String(contentsOfFile: target, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("BEGIN:VCALENDAR\r\n"), text)
        XCTAssertEqual(text.components(separatedBy: "BEGIN:VALARM").count - 1, 11, "one alarm per week still to come")
        XCTAssertTrue(text.contains("SUMMARY:Mood questionnaire (PHQ-9)"), text)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0, "the folder is unchanged")
    }

    func testWithoutRemindersAllowedTheCalendarIsNotOffered() throws {
        let harness = try JourneyHarness()
        let typed = try throughTheSurvey(allowingReminders: false) + ["My profile", "Back to my tasks", "leave"]
        let run = try harness.run(study: "phq9", input: typed.map { $0 + "\n" }.joined())
        JourneyChecks.finishedCleanly(run)
        XCTAssertTrue(run.stdout.contains("Reminders: not allowed"), run.stdout)
        XCTAssertFalse(run.stdout.contains("Add reminders to my calendar"), run.stdout)
    }
}
