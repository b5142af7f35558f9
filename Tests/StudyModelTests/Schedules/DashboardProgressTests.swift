import Foundation
import Testing

@testable import StudyModel
@testable import StudyModelTestSupport

/// "X of N sessions due so far are done" counts only what the participant could do: a task
/// withheld by a permission they did not grant adds nothing, and today's occurrence of a task
/// whose time window has not opened yet is counted once it opens.
@Suite struct DashboardProgressTests {
    private static let studyText = StudyTemplate(
        permissions: StudyTemplate.glucoseAndReminderPermissions,
        tasks: """
            tasks:
              - id: readings
                kind: survey
                title: Glucose diary
                estimated-minutes: 2
                schedule: daily
                needs: [glucose]
                steps:
                  - id: level
                    question: Your reading this morning?
                    answer: yes-no
              - id: mood
                kind: survey
                title: Mood
                estimated-minutes: 2
                schedule: daily
                steps:
                  - id: feeling
                    question: How are you today?
                    answer: yes-no
              - id: evening
                kind: survey
                title: Evening diary
                estimated-minutes: 2
                schedule:
                  repeat: daily
                  window: 20:00-23:00
                steps:
                  - id: day
                    question: Was it a good day?
                    answer: yes-no
            """
    ).text

    private let study: Study = StudyCheck.validate(DashboardProgressTests.studyText).study!
    private let utc = Calendar.in(TimeZone(identifier: "UTC")!)
    private func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    /// Joined on 24 November at 09:00; mood done on the 24th and 25th, the evening diary on the 24th.
    private func board(at now: String, granted: Set<PermissionID>) -> Dashboard {
        let completions: [TaskID: [Date]] = [
            "mood": [date("2026-11-24T10:00:00Z"), date("2026-11-25T10:00:00Z")],
            "evening": [date("2026-11-24T21:00:00Z")],
        ]
        return Dashboard.make(
            study: study, completions: { completions[$0] ?? [] }, inProgress: [],
            enrolment: date("2026-11-24T09:00:00Z"), granted: granted, now: date(now), calendar: utc)
    }

    @Test func aTaskWithheldByAPermissionIsNotCounted() {
        let declined = board(at: "2026-11-26T21:00:00Z", granted: ["reminders"])
        // Mood: 2 of 3 days; evening: 1 of 3 (its window is open); readings: not offered.
        #expect(declined.occurrencesDone == 3)
        #expect(declined.occurrencesBegun == 6)
        let granted = board(at: "2026-11-26T21:00:00Z", granted: ["glucose", "reminders"])
        #expect(granted.occurrencesDone == 3)
        #expect(granted.occurrencesBegun == 9, "the glucose diary's three days count once it is allowed")
    }

    @Test func todaysOccurrenceCountsOnceItsWindowOpens() {
        let morning = board(at: "2026-11-26T08:00:00Z", granted: ["reminders"])
        #expect(morning.entries[2].timeline.currentOpensLater)
        // Mood: 3 days begun; evening: the 24th and the 25th, not tonight's yet.
        #expect(morning.occurrencesBegun == 5)
        #expect(morning.occurrencesDone == 3)
        let evening = board(at: "2026-11-26T20:30:00Z", granted: ["reminders"])
        #expect(!evening.entries[2].timeline.currentOpensLater)
        #expect(evening.occurrencesBegun == 6)
    }

    @Test func anOccurrenceWhoseWindowHasClosedStillCountsAsDue() {
        // After 23:00 on the 25th the evening diary's day was missed: it stays in the count.
        let late = board(at: "2026-11-25T23:30:00Z", granted: ["reminders"])
        #expect(!late.entries[2].timeline.currentOpensLater)
        #expect(late.occurrencesBegun == 4, "mood 2 days, evening 2 days")
        #expect(late.occurrencesDone == 3)
    }

    /// Last week's summary counts the same way: joined Tuesday 24 November, back on Tuesday
    /// 1 December (week 2), week 1 had mood and the evening diary due seven days each, and
    /// the glucose diary only if it is allowed.
    @Test func lastWeeksSummaryLeavesOutATaskWithheldByAPermission() {
        let completions: [TaskID: [Date]] = [
            "mood": [date("2026-11-24T10:00:00Z"), date("2026-11-25T10:00:00Z")],
            "evening": [date("2026-11-24T21:00:00Z")],
        ]
        func summary(granted: Set<PermissionID>?) -> WeekSummary? {
            WeekSummary.make(
                study: study, completions: { completions[$0] ?? [] }, enrolment: date("2026-11-24T09:00:00Z"),
                granted: granted, previousStart: date("2026-11-26T10:00:00Z"), now: date("2026-12-01T10:00:00Z"),
                calendar: utc)
        }
        #expect(summary(granted: ["reminders"]) == WeekSummary(week: 1, done: 3, due: 14))
        #expect(summary(granted: ["glucose", "reminders"]) == WeekSummary(week: 1, done: 3, due: 21))
    }
}
