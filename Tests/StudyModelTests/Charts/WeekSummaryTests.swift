import Foundation
import Testing

@testable import StudyModel
@testable import StudyModelTestSupport

/// Last week's summary on the first start of a new study week: the sessions due that week
/// (a weekly survey and a daily task) and how many were done, and nothing within a week.
@Suite struct WeekSummaryTests {
    private let calendar = Calendar.in(TimeZone(identifier: "Europe/London")!)

    /// 2026-03-<day> at 10:00 in London (UTC in March, before the clocks change).
    private func day(_ day: Int, hour: Int = 10) -> Date {
        ChartTestStudy.time(day: day, hour: hour).date
    }

    /// Joined on Monday 2 March: the mood check done on the 3rd, the reaction task on the
    /// 2nd and the 4th, and on the 9th (week 2, which last week's summary leaves out).
    private func summary(previous: Int?, now: Int) -> WeekSummary? {
        let done: [TaskID: [Date]] = ["mood_check": [day(3)], "reaction": [day(2), day(4), day(9)]]
        return WeekSummary.make(
            study: ChartTestStudy.study, completions: { done[$0] ?? [] }, enrolment: day(2, hour: 9),
            previousStart: previous.map { day($0) }, now: day(now), calendar: calendar)
    }

    @Test func theFirstStartOfANewWeekSumsUpTheWeekBefore() {
        // Week 1 is 2 to 8 March: the weekly check once and the daily task seven times.
        #expect(summary(previous: 5, now: 10) == WeekSummary(week: 1, done: 3, due: 8))
    }

    @Test func aLaterStartInTheSameWeekSaysNothingMore() {
        #expect(summary(previous: 10, now: 11) == nil)
        #expect(summary(previous: 3, now: 5) == nil, "still week 1")
    }

    @Test func theFirstStartEverHasNoSummary() {
        #expect(summary(previous: nil, now: 10) == nil)
    }

    @Test func comingBackAfterAMissedWeekSumsUpTheLastWholeWeek() {
        // Last seen in week 1, back on the 17th (week 3): week 2 had 8 sessions due, 1 done.
        #expect(summary(previous: 5, now: 17) == WeekSummary(week: 2, done: 1, due: 8))
    }

    @Test func aWeekWithNothingDueIsNotSummedUp() {
        let once = StudyCheck.validate(StudyTemplate().text).study!
        let summary = WeekSummary.make(
            study: once, completions: { _ in [] }, enrolment: day(2, hour: 9), previousStart: day(20),
            now: day(24), calendar: calendar)
        #expect(summary == nil, "a single once survey: nothing was due in week 4")
    }
}
