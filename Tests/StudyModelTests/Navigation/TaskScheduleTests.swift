import Foundation
import Testing

@testable import StudyModel

extension NavigationTests {
    /// Due times across local midnight, weeks and daylight saving, in time zones other than UTC.
    @Suite struct TaskScheduleTests {
        private func date(_ text: String) -> Date {
            ISO8601DateFormatter().date(from: text)!
        }

        private func zone(_ identifier: String) -> TimeZone {
            TimeZone(identifier: identifier)!
        }

        @Test func onceIsToDoUntilDone() {
            let now = date("2025-01-10T12:00:00Z")
            #expect(TaskSchedule.status(of: .once, completions: [], now: now, timeZone: zone("Europe/Berlin")) == .toDo)
            #expect(
                TaskSchedule.status(
                    of: .once, completions: [date("2024-06-01T08:00:00Z")], now: now,
                    timeZone: zone("Europe/Berlin")) == .done)
        }

        @Test func dailyIsDoneUntilLocalMidnight() {
            // 23:30 in Berlin (UTC+1) is 22:30 UTC: the same UTC day, but local midnight comes first.
            let berlin = zone("Europe/Berlin")
            let completed = date("2025-01-10T22:30:00Z")
            let midnight = date("2025-01-10T23:00:00Z")
            #expect(
                TaskSchedule.status(
                    of: .daily, completions: [completed], now: date("2025-01-10T22:45:00Z"),
                    timeZone: berlin) == .doneUntil(nextDue: midnight))
            #expect(TaskSchedule.status(of: .daily, completions: [completed], now: midnight, timeZone: berlin) == .toDo)
            #expect(TaskSchedule.status(of: .daily, completions: [], now: midnight, timeZone: berlin) == .toDo)
        }

        @Test func dailyInAZoneBehindUTC() {
            // 20:00 on 10 January in Los Angeles (UTC-8) is 04:00 UTC on the 11th.
            let losAngeles = zone("America/Los_Angeles")
            let completed = date("2025-01-11T04:00:00Z")
            #expect(
                TaskSchedule.status(
                    of: .daily, completions: [completed], now: date("2025-01-11T07:59:00Z"),
                    timeZone: losAngeles) == .doneUntil(nextDue: date("2025-01-11T08:00:00Z")))
            #expect(
                TaskSchedule.status(
                    of: .daily, completions: [completed], now: date("2025-01-11T08:00:00Z"),
                    timeZone: losAngeles) == .toDo)
        }

        @Test func weeklyIsDueAtTheStartOfTheDayAWeekLaterAcrossDaylightSaving() {
            // Done on Tuesday 25 March 2025, 15:00 in London (GMT); due from Tuesday 1 April,
            // 00:00 in London, which is summer time by then (23:00 UTC on 31 March).
            let london = zone("Europe/London")
            let completed = date("2025-03-25T15:00:00Z")
            let due = date("2025-03-31T23:00:00Z")
            #expect(
                TaskSchedule.status(
                    of: .weekly, completions: [completed], now: date("2025-03-28T09:00:00Z"),
                    timeZone: london) == .doneUntil(nextDue: due))
            #expect(
                TaskSchedule.status(
                    of: .weekly, completions: [completed], now: date("2025-03-31T22:59:59Z"),
                    timeZone: london) == .doneUntil(nextDue: due))
            #expect(TaskSchedule.status(of: .weekly, completions: [completed], now: due, timeZone: london) == .toDo)
        }

        @Test func aDayWithoutAMidnightStartsAtItsFirstMoment() {
            // Chile moved its clocks from Saturday 7 September 2024, 24:00 to Sunday 01:00:
            // Sunday began at 01:00 local time (UTC-3), 04:00 UTC.
            let santiago = zone("America/Santiago")
            let sundayStart = date("2024-09-08T04:00:00Z")
            #expect(
                TaskSchedule.status(
                    of: .daily, completions: [date("2024-09-07T16:00:00Z")],
                    now: date("2024-09-08T03:59:00Z"), timeZone: santiago)
                    == .doneUntil(nextDue: sundayStart))
            #expect(
                TaskSchedule.status(
                    of: .weekly, completions: [date("2024-09-01T16:00:00Z")],
                    now: date("2024-09-02T12:00:00Z"), timeZone: santiago)
                    == .doneUntil(nextDue: sundayStart))
        }

        @Test func theLatestCompletionCounts() {
            let tokyo = zone("Asia/Tokyo")
            let completions = [
                date("2025-01-01T01:00:00Z"), date("2025-01-20T01:00:00Z"), date("2025-01-08T01:00:00Z"),
            ]
            // 20 January 10:00 in Tokyo (UTC+9) → due 27 January 00:00 in Tokyo.
            #expect(
                TaskSchedule.status(
                    of: .weekly, completions: completions, now: date("2025-01-21T00:00:00Z"),
                    timeZone: tokyo) == .doneUntil(nextDue: date("2025-01-26T15:00:00Z")))
        }

        @Test func aCompletionAfterNowKeepsTheTaskDone() {
            // The clock was put back after the run: the task stays done until the day after it.
            let utcPlus2 = zone("Africa/Johannesburg")
            #expect(
                TaskSchedule.status(
                    of: .daily, completions: [date("2025-05-02T08:00:00Z")],
                    now: date("2025-05-01T08:00:00Z"), timeZone: utcPlus2)
                    == .doneUntil(nextDue: date("2025-05-02T22:00:00Z")))
        }
    }
}
