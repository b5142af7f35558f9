import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Date ranges with one fixed limit and one relative to today: empty on some days only, so
/// checked on the day the validation is made, and left alone when no day is given.
final class MixedDateRangeTests: XCTestCase {
    private func dateQuestion(_ range: String) -> String {
        StudyTemplate.withDateQuestion(range)
    }

    private func on(_ day: String) -> ValidationOptions {
        var options = ValidationOptions()
        if let checkedOn = ValueFormats.day(day) { options.today = { checkedOn } }
        return options
    }

    private func errors(_ study: String, on day: String) -> [Diagnostic] {
        StudyCheck.validate(study, options: on(day)).diagnostics.filter { $0.severity == .error }
    }

    func testAFixedMinimumAfterTodaysMaximumIsAnErrorWithTheDayItOpens() {
        assertDiagnostic(
            "min-above-max",
            message:
                "the date range of question 'diagnosed' is empty on 2026-11-27, the day it was checked: its 'min' (2030-01-01) is after its 'max' (today, 2026-11-27); nobody can answer it before 2030-01-01",
            hint: "'min' is the earliest date",
            in: dateQuestion("    min: 2030-01-01\n    max: ↓today"), options: on("2026-11-27"))
        // A year back reaches 2030-01-01 from 2031-01-01 on.
        assertDiagnostic(
            "min-above-max", message: "its 'max' (today-1y, 2029-06-30); nobody can answer it before 2031-01-01",
            in: dateQuestion("    min: 2030-01-01\n    max: ↓today-1y"), options: on("2030-06-30"))
    }

    func testARelativeMinimumAfterAFixedMaximumIsAnErrorWithTheDayItClosed() {
        assertDiagnostic(
            "min-above-max",
            message:
                "its 'min' (today-1y, 2031-03-01) is after its 'max' (2030-12-31); nobody can answer it since 2032-01-01",
            in: dateQuestion("    min: today-1y\n    max: ↓2030-12-31"), options: on("2032-03-01"))
    }

    func testMixedRangesThatHoldADateOnTheDayAreValid() {
        let since2020 = dateQuestion("    min: 2020-01-01\n    max: today")
        XCTAssertEqual(errors(since2020, on: "2026-11-27"), [])
        // The first day the range holds a date: that day alone.
        XCTAssertEqual(errors(since2020, on: "2020-01-01"), [])
        XCTAssertEqual(errors(since2020, on: "2019-12-31").map(\.code), [.minAboveMax])
        let untilEnd2030 = dateQuestion("    min: today-1y\n    max: 2030-12-31")
        XCTAssertEqual(errors(untilEnd2030, on: "2026-11-27"), [])
        XCTAssertEqual(errors(untilEnd2030, on: "2031-12-31"), [])
        XCTAssertEqual(errors(untilEnd2030, on: "2032-01-01").map(\.code), [.minAboveMax])
    }

    func testWithoutADayMixedRangesAreNotJudged() {
        // The model has no clock: a library caller that gives no day gets no verdict.
        assertNoErrors(dateQuestion("    min: 2030-01-01\n    max: today"))
        assertNoErrors(dateQuestion("    min: today-1y\n    max: 2000-01-01"))
    }

    func testLimitsThousandsOfYearsAwayAreLeftAlone() {
        XCTAssertEqual(errors(dateQuestion("    min: 2030-01-01\n    max: today-99999999999y"), on: "2026-11-27"), [])
    }
}
