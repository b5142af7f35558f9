import Foundation
import Testing

@testable import StudyModel

/// A task's status and timeline from its schedule, the enrolment and its completions, at
/// moments set by the test (the clock is injected), in several time zones.
@Suite struct TaskTimelineTests {
    private func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
    private func calendar(_ zone: String) -> Calendar { .in(TimeZone(identifier: zone)!) }

    private func timeline(
        _ schedule: Schedule, done: [String] = [], now: String, joined: String, zone: String = "UTC"
    ) -> TaskTimeline {
        TaskSchedule.timeline(
            of: schedule, completions: done.map(date), now: date(now), enrolment: date(joined),
            calendar: calendar(zone))
    }

    @Test func aWeeklyWeekRunsFromTheWeekdayOfEnrolment() {
        // Joined on Tuesday 6 January 2026, done on Thursday: due again on Tuesday 13th.
        let weekly = Schedule(.everyDays(7), end: .after(12, .weeks))
        let status = timeline(
            weekly, done: ["2026-01-08T10:00:00Z"], now: "2026-01-09T10:00:00Z", joined: "2026-01-06T09:00:00Z")
        #expect(status.status == .doneUntil(nextDue: date("2026-01-13T00:00:00Z")))
        #expect(status.occurrenceCount == 12)
        #expect(status.occurrencesBegun == 1)
        #expect(status.occurrencesDone == 1)
    }

    @Test func aMissedWeekCountsAsBegunNotDoneAndTheTaskIsOverdueAfterItsFirstDay() {
        let weekly = Schedule(.everyDays(7), end: .after(12, .weeks))
        let status = timeline(
            weekly, done: ["2026-01-08T10:00:00Z"], now: "2026-01-22T10:00:00Z", joined: "2026-01-06T09:00:00Z")
        #expect(status.status == .toDo)
        #expect(status.occurrencesBegun == 3)
        #expect(status.occurrencesDone == 1)
        #expect(status.dueSince == date("2026-01-20T00:00:00Z"))
        #expect(status.overdue, "due since Tuesday, and today is Thursday")
        let onItsFirstDay = timeline(weekly, now: "2026-01-20T10:00:00Z", joined: "2026-01-06T09:00:00Z")
        #expect(!onItsFirstDay.overdue)
    }

    @Test func afterTheLastOccurrenceTheScheduleIsOver() {
        let weekly = Schedule(.everyDays(7), end: .times(2))
        #expect(timeline(weekly, now: "2026-01-20T00:00:00Z", joined: "2026-01-06T09:00:00Z").status == .over)
        // Done in the last occurrence: over, not "due again".
        let doneLast = timeline(
            weekly, done: ["2026-01-14T08:00:00Z"], now: "2026-01-14T09:00:00Z", joined: "2026-01-06T09:00:00Z")
        #expect(doneLast.status == .over)
    }

    @Test func beforeALaterStartTheTaskIsNotYetOpen() {
        let followUp = Schedule(.once, start: .enrolment(days: 28))
        #expect(
            timeline(followUp, now: "2026-01-10T00:00:00Z", joined: "2026-01-06T09:00:00Z").status
                == .notYet(opensAt: date("2026-02-03T00:00:00Z")))
        #expect(timeline(followUp, now: "2026-02-03T00:00:00Z", joined: "2026-01-06T09:00:00Z").status == .toDo)
    }

    @Test func onceIsDoneForGoodAndAnOnceWithAnEndIsOverWhenMissed() {
        #expect(
            timeline(.once, done: ["2026-01-06T10:00:00Z"], now: "2027-01-01T00:00:00Z", joined: "2026-01-06T09:00:00Z")
                .status == .done)
        let withinAWeek = Schedule(.once, end: .after(1, .weeks))
        #expect(timeline(withinAWeek, now: "2026-01-13T00:00:00Z", joined: "2026-01-06T09:00:00Z").status == .over)
        #expect(
            timeline(
                withinAWeek, done: ["2026-01-07T10:00:00Z"], now: "2026-01-20T00:00:00Z", joined: "2026-01-06T09:00:00Z"
            )
            .status == .done)
    }

    @Test func aTimeWindowOpensTheTaskOnlyBetweenItsTimes() {
        // Daily, 08:00-20:00 in New York (UTC-5 in January).
        let diary = Schedule(.everyDays(1), window: Schedule.Window(from: 8 * 60, to: 20 * 60))
        let joined = "2026-01-05T14:00:00Z"
        let early = timeline(diary, now: "2026-01-06T12:00:00Z", joined: joined, zone: "America/New_York")
        #expect(early.status == .notYet(opensAt: date("2026-01-06T13:00:00Z")), "07:00 local: opens at 08:00")
        let open = timeline(diary, now: "2026-01-06T13:00:00Z", joined: joined, zone: "America/New_York")
        #expect(open.status == .toDo)
        // 20:30 local: today's window is shut, and tomorrow's occurrence opens at 08:00.
        let late = timeline(diary, now: "2026-01-07T01:30:00Z", joined: joined, zone: "America/New_York")
        #expect(late.status == .notYet(opensAt: date("2026-01-07T13:00:00Z")))
    }

    @Test func aWindowPastMidnightContainsTheSmallHours() {
        let night = Schedule.Window(from: 22 * 60, to: 2 * 60)
        #expect(night.contains(minuteOfDay: 23 * 60))
        #expect(night.contains(minuteOfDay: 60))
        #expect(!night.contains(minuteOfDay: 12 * 60))
        #expect(!night.contains(minuteOfDay: 2 * 60))
    }

    @Test func aDailyTaskAcrossTheSpringChangeIsDueAtEachLocalMidnight() {
        // Sydney moved to summer time on 5 October 2025 (02:00 → 03:00, UTC+10 → UTC+11).
        let done = timeline(
            .daily, done: ["2025-10-04T09:00:00Z"], now: "2025-10-04T12:00:00Z", joined: "2025-10-01T00:00:00Z",
            zone: "Australia/Sydney")
        #expect(done.status == .doneUntil(nextDue: date("2025-10-04T14:00:00Z")), "midnight at UTC+10")
        let nextDay = timeline(
            .daily, done: ["2025-10-05T09:00:00Z"], now: "2025-10-05T10:00:00Z", joined: "2025-10-01T00:00:00Z",
            zone: "Australia/Sydney")
        #expect(nextDay.status == .doneUntil(nextDue: date("2025-10-05T13:00:00Z")), "midnight at UTC+11")
    }

    @Test func theSameMomentIsADifferentDayInAnotherZone() {
        // 02:00 UTC on 8 January: still the 7th in Los Angeles, already the 8th in Berlin.
        let weekly = Schedule(.everyDays(7))
        let joined = "2026-01-01T12:00:00Z"
        #expect(
            timeline(weekly, now: "2026-01-08T02:00:00Z", joined: joined, zone: "America/Los_Angeles").occurrence?.index
                == 0)
        #expect(
            timeline(weekly, now: "2026-01-08T02:00:00Z", joined: joined, zone: "Europe/Berlin").occurrence?.index == 1)
    }

    @Test func aRunStartedInAnEarlierOccurrenceIsStale() {
        let utc = calendar("UTC")
        let joined = date("2026-01-06T09:00:00Z")
        #expect(
            !TaskSchedule.sameOccurrence(
                date("2026-01-12T20:00:00Z"), date("2026-01-13T08:00:00Z"), of: .weekly, enrolment: joined,
                calendar: utc))
        #expect(
            TaskSchedule.sameOccurrence(
                date("2026-01-13T08:00:00Z"), date("2026-01-19T20:00:00Z"), of: .weekly, enrolment: joined,
                calendar: utc))
        #expect(
            TaskSchedule.sameOccurrence(
                date("2026-01-06T08:00:00Z"), date("2027-01-19T20:00:00Z"), of: .once, enrolment: joined, calendar: utc)
        )
    }
}
