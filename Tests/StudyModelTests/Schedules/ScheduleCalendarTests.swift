import Foundation
import Testing

@testable import StudyModel

/// Occurrences of anchored schedules: month ends, leap years, ends by length, count and
/// day, and the schedule's place on the participant's calendar across daylight saving.
@Suite struct ScheduleCalendarTests {
    private func day(_ text: String) -> CalendarDay { ValueFormats.day(text)! }
    private func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
    private func layout(_ schedule: Schedule, from anchor: String, zone: String = "UTC") -> ScheduleCalendar {
        ScheduleCalendar(schedule, anchor: day(anchor), calendar: .in(TimeZone(identifier: zone)!))
    }

    @Test func monthlyFromTheThirtyFirstTakesEachMonthsLastDay() {
        let monthly = layout(.monthly, from: "2024-01-31")
        let firstDays = (0..<5).map { monthly.firstDay(of: $0).iso }
        // 2024 is a leap year: 29 February; then back to the 31st where the month has one.
        #expect(firstDays == ["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30", "2024-05-31"])
        #expect(monthly.occurrence(containing: day("2024-02-28"))?.index == 0)
        #expect(monthly.occurrence(containing: day("2024-02-29"))?.index == 1)
        #expect(monthly.occurrence(containing: day("2024-04-29"))?.index == 2)
        #expect(layout(.monthly, from: "2023-01-31").firstDay(of: 1).iso == "2023-02-28")
    }

    @Test func aLeapDayAnchorRepeatsOnTheTwentyEighthInOrdinaryYears() {
        let yearly = layout(Schedule(.monthly), from: "2024-02-29")
        #expect(yearly.firstDay(of: 12).iso == "2025-02-28")
        #expect(yearly.firstDay(of: 48).iso == "2028-02-29")
    }

    @Test func everyNDaysCountsCalendarDaysAcrossTheEndOfAYear() {
        let fortnightly = layout(Schedule(.everyDays(14)), from: "2025-12-22")
        #expect(fortnightly.firstDay(of: 1).iso == "2026-01-05")
        #expect(fortnightly.occurrence(containing: day("2026-01-04"))?.index == 0)
        #expect(fortnightly.occurrence(containing: day("2026-01-05"))?.index == 1)
        #expect(fortnightly.occurrence(containing: day("2025-12-21")) == nil, "before the start")
    }

    @Test func weeklyForTwelveWeeksHasTwelveOccurrencesAndEndsAfterTheLast() {
        let weekly = layout(Schedule(.everyDays(7), end: .after(12, .weeks)), from: "2026-01-06")
        #expect(weekly.occurrenceCount == 12)
        #expect(weekly.endDay?.iso == "2026-03-31")
        #expect(weekly.occurrence(containing: day("2026-03-30"))?.index == 11)
        #expect(weekly.occurrence(containing: day("2026-03-31")) == nil)
    }

    @Test func anEndDayCutsTheLastOccurrenceShort() {
        let weekly = layout(Schedule(.everyDays(7), end: .until(day("2026-01-15"))), from: "2026-01-01")
        #expect(weekly.occurrenceCount == 3)
        #expect(weekly.occurrence(2) == .init(index: 2, firstDay: day("2026-01-15"), endDay: day("2026-01-16")))
    }

    @Test func aCountOfTimesEndsAfterThatManyOccurrences() {
        let monthly = layout(Schedule(.monthly, end: .times(6)), from: "2026-08-31")
        #expect(monthly.occurrenceCount == 6)
        #expect(monthly.endDay?.iso == "2027-02-28")
        #expect(monthly.occurrence(containing: day("2027-02-27"))?.index == 5)
        #expect(monthly.occurrence(containing: day("2027-02-28")) == nil)
    }

    @Test func anOnceTaskIsOneOpenEndedOccurrenceUnlessGivenAnEnd() {
        #expect(layout(.once, from: "2026-01-01").occurrence(containing: day("2030-01-01"))?.endDay == nil)
        let withinTwoWeeks = layout(Schedule(.once, end: .after(2, .weeks)), from: "2026-01-01")
        #expect(withinTwoWeeks.occurrenceCount == 1)
        #expect(withinTwoWeeks.occurrence(containing: day("2026-01-14"))?.index == 0)
        #expect(withinTwoWeeks.occurrence(containing: day("2026-01-15")) == nil)
    }

    @Test func theAnchorIsTheLocalDayOfEnrolmentPlusTheOffset() {
        // 23:30 UTC on 31 December is already 1 January in Tokyo.
        let joined = date("2025-12-31T23:30:00Z")
        let tokyo = Calendar.in(TimeZone(identifier: "Asia/Tokyo")!)
        let later = Schedule(.everyDays(7), start: .enrolment(days: 7))
        #expect(ScheduleCalendar.anchor(of: .weekly, enrolment: joined, calendar: tokyo).iso == "2026-01-01")
        #expect(ScheduleCalendar.anchor(of: later, enrolment: joined, calendar: tokyo).iso == "2026-01-08")
        #expect(ScheduleCalendar.anchor(of: later, enrolment: joined, calendar: .in(.gmt)).iso == "2026-01-07")
        let fixed = Schedule(.everyDays(1), start: .day(day("2026-02-01")))
        #expect(ScheduleCalendar.anchor(of: fixed, enrolment: joined, calendar: tokyo).iso == "2026-02-01")
    }

    @Test func aDayStartsAtLocalMidnightEvenWhenTheClocksChangeThatDay() {
        // Europe/Berlin: 30 March 2025 has 23 hours (02:00 → 03:00); it still starts at 00:00 (UTC+1).
        let berlin = layout(.daily, from: "2025-03-29", zone: "Europe/Berlin")
        #expect(berlin.start(of: day("2025-03-30")) == date("2025-03-29T23:00:00Z"))
        #expect(berlin.start(of: day("2025-03-31")) == date("2025-03-30T22:00:00Z"))
        // 02:30 does not exist that day: the window opens at the first moment after the gap.
        #expect(berlin.moment(day("2025-03-30"), minuteOfDay: 150) >= date("2025-03-30T01:00:00Z"))
        // Havana skipped midnight on 9 March 2025 (00:00 → 01:00): the day starts at 01:00 local.
        let havana = layout(.daily, from: "2025-03-01", zone: "America/Havana")
        #expect(havana.start(of: day("2025-03-09")) == date("2025-03-09T05:00:00Z"))
    }
}
