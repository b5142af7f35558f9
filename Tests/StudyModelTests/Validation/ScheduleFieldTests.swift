import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// A task's `schedule:`, short and long: what it reads as, and where each mistake is reported.
final class ScheduleFieldTests: XCTestCase {
    private func study(schedule: String) -> String {
        StudyTemplate(
            tasks: """
                tasks:
                  - id: diary
                    kind: survey
                    title: Diary
                    estimated-minutes: 2
                \(schedule.indented(by: 4))
                    steps:
                      - id: mood
                        question: How are you today?
                        answer: yes-no
                """
        ).text
    }

    private func schedule(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Schedule? {
        assertNoErrors(study(schedule: text), file: file, line: line).study?.tasks.first?.schedule
    }

    func testTheShortFormsReadAsTheirRepeats() {
        XCTAssertEqual(schedule("schedule: once"), .once)
        XCTAssertEqual(schedule("schedule: daily"), .daily)
        XCTAssertEqual(schedule("schedule: weekly"), .weekly)
        XCTAssertEqual(schedule("schedule: monthly"), .monthly)
        XCTAssertEqual(schedule("schedule: every 14 days"), Schedule(.everyDays(14)))
        XCTAssertEqual(schedule("schedule: every 2 weeks"), Schedule(.everyDays(14)))
        XCTAssertEqual(
            assertNoErrors(StudyTemplate().text).study?.tasks.first?.schedule, .once, "no schedule means once")
    }

    func testTheLongFormReadsStartEndAndWindow() {
        let weekly = schedule(
            """
            schedule:
              repeat: weekly
              start: enrolment + 7 days
              for: 12 weeks
              window: 08:00-20:00
            """)
        XCTAssertEqual(
            weekly,
            Schedule(
                .everyDays(7), start: .enrolment(days: 7), end: .after(12, .weeks),
                window: Schedule.Window(from: 480, to: 1200)))
        let fixed = schedule(
            """
            schedule:
              repeat: monthly
              start: 2027-01-31
              until: 2027-12-31
            """)
        XCTAssertEqual(
            fixed,
            Schedule(
                .monthly, start: .day(CalendarDay(year: 2027, month: 1, day: 31)),
                end: .until(CalendarDay(year: 2027, month: 12, day: 31))))
        XCTAssertEqual(schedule("schedule: {repeat: daily, times: 30}"), Schedule(.everyDays(1), end: .times(30)))
        XCTAssertEqual(schedule("schedule: {repeat: once, start: enrollment + 4 weeks}")?.start, .enrolment(days: 28))
    }

    func testAnUnknownRepeatSaysWhichFormsThereAre() {
        assertDiagnostic(
            "schedule-value", message: "the schedule of task 'diary' is 'fortnightly'",
            hint: "every 14 days", in: study(schedule: "schedule: ↓fortnightly"))
        assertDiagnostic(
            "schedule-value", message: "'repeat' of the schedule of task 'diary' is 'every day'",
            in: study(schedule: "schedule:\n  repeat: ↓every day"))
    }

    func testMalformedStartLengthUntilAndWindowArePointedAt() {
        assertDiagnostic(
            "schedule-value", message: "'start' of the schedule", hint: "enrolment + 7 days",
            in: study(schedule: "schedule:\n  repeat: weekly\n  start: ↓after joining"))
        assertDiagnostic(
            "schedule-value", message: "'for' of the schedule", hint: "12 weeks",
            in: study(schedule: "schedule:\n  repeat: weekly\n  for: ↓12"))
        assertDiagnostic(
            "schedule-value", message: "'until' of the schedule",
            in: study(schedule: "schedule:\n  repeat: weekly\n  until: ↓2027-02-30"))
        assertDiagnostic(
            "schedule-value", message: "'window' of the schedule", hint: "08:00-20:00",
            in: study(schedule: "schedule:\n  repeat: daily\n  window: ↓09:00-09:00"))
    }

    func testAScheduleHasOneEnd() {
        assertDiagnostic(
            "schedule-end", message: "has both 'for' and 'times'", hint: "keep one",
            in: study(schedule: "schedule:\n  repeat: weekly\n  for: 12 weeks\n  times: ↓12"))
        assertDiagnostic(
            "schedule-end", message: "repeats once, so 'times' does not apply",
            in: study(schedule: "schedule:\n  repeat: once\n  times: ↓3"))
        assertDiagnostic(
            "schedule-end", message: "ends on 2027-01-01, before it starts on 2027-02-01",
            in: study(schedule: "schedule:\n  repeat: daily\n  start: 2027-02-01\n  until: ↓2027-01-01"))
    }

    func testTheLongFormNeedsARepeatAndKnowsItsKeys() {
        assertDiagnostic(
            "missing-field", message: "is missing the required field 'repeat'",
            in: study(schedule: "schedule:\n  ↓for: 12 weeks"))
        assertDiagnostic(
            "unknown-key", message: "unknown field 'every'", hint: "repeat, start, for, times, until, window",
            in: study(schedule: "schedule:\n  repeat: weekly\n  ↓every: 2"))
    }
}
