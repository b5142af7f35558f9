import Testing

@testable import StudyModel

/// Dates and their limits, fixed and relative to today, around leap days.
@Suite struct AnswerDateTests {
    private let day = Answers.day

    @Test func datesAsWritten() {
        #expect(Answers.value("2024-02-29", Answers.date()) == .date(day("2024-02-29")))
        #expect(Answers.value(" 1990-12-31 ", Answers.date()) == .date(day("1990-12-31")))
        for typed in ["2023-02-29", "2024-13-01", "2024-4-01", "01/05/2024", "2024/05/01", "today", "", "20240501"] {
            #expect(Answers.problem(typed, Answers.date()) == "Enter a date as YYYY-MM-DD.", "\(typed)")
        }
    }

    @Test func noLaterThanToday() {
        let format = Answers.date(max: "today")
        #expect(Answers.value("2024-05-01", format) == .date(day("2024-05-01")))
        #expect(Answers.problem("2024-05-02", format) == "Enter a date as YYYY-MM-DD, no later than today.")
        #expect(
            Answers.problem("x", Answers.date(min: "today")) == "Enter a date as YYYY-MM-DD, no earlier than today.")
        #expect(
            Answers.problem("x", Answers.date(min: "2020-01-01"))
                == "Enter a date as YYYY-MM-DD, no earlier than 2020-01-01.")
    }

    @Test func relativeLimitsResolvedOnTheDay() {
        let adult = Answers.date(min: "today-100y", max: "today-18y")
        let today = day("2026-11-21")
        #expect(Answers.problem("x", adult, today: today) == "Enter a date between 1926-11-21 and 2008-11-21.")
        #expect(Answers.value("2008-11-21", adult, today: today) == .date(day("2008-11-21")))
        #expect(Answers.value("1926-11-21", adult, today: today) == .date(day("1926-11-21")))
        #expect(Answers.problem("2008-11-22", adult, today: today) == "Enter a date between 1926-11-21 and 2008-11-21.")
        #expect(Answers.problem("1926-11-20", adult, today: today) == "Enter a date between 1926-11-21 and 2008-11-21.")
        #expect(
            Answers.problem("x", Answers.date(min: "today-100y", max: "today"))
                == "Enter a date between 1924-05-01 and today.")
    }

    @Test func relativeLimitsAroundLeapDays() {
        let adult = Answers.date(max: "today-18y")
        // On 29 February, eighteen years ago is 28 February: nobody gets in a day early.
        let leapDay = day("2024-02-29")
        #expect(Answers.problem("x", adult, today: leapDay) == "Enter a date as YYYY-MM-DD, no later than 2006-02-28.")
        #expect(Answers.value("2006-02-28", adult, today: leapDay) == .date(day("2006-02-28")))
        #expect(Answers.problem("2006-03-01", adult, today: leapDay) != nil)
        // Someone born on 29 February 2000 is 18 from 1 March 2018, in a common year.
        #expect(Answers.problem("2000-02-29", adult, today: day("2018-02-28")) != nil)
        #expect(Answers.value("2000-02-29", adult, today: day("2018-03-01")) == .date(day("2000-02-29")))
        // Weeks, months and days.
        #expect(
            Answers.problem("x", Answers.date(min: "today-1m"), today: day("2024-03-31"))
                == "Enter a date as YYYY-MM-DD, no earlier than 2024-02-29.")
        #expect(
            Answers.problem("x", Answers.date(min: "today-2w"), today: day("2024-03-01"))
                == "Enter a date as YYYY-MM-DD, no earlier than 2024-02-16.")
        #expect(
            Answers.problem("x", Answers.date(max: "today+30d"), today: day("2024-02-15"))
                == "Enter a date as YYYY-MM-DD, no later than 2024-03-16.")
    }

    @Test func aFixedLimitWithOneRelativeToToday() {
        let sinceCovid = Answers.date(min: "2020-01-01", max: "today")
        let today = day("2026-11-27")
        #expect(Answers.problem("x", sinceCovid, today: today) == "Enter a date between 2020-01-01 and today.")
        #expect(Answers.value("2020-01-01", sinceCovid, today: today) == .date(day("2020-01-01")))
        #expect(Answers.value("2026-11-27", sinceCovid, today: today) == .date(day("2026-11-27")))
        #expect(Answers.problem("2019-12-31", sinceCovid, today: today) != nil)
        #expect(Answers.problem("2026-11-28", sinceCovid, today: today) != nil)
        let lastYearTo2030 = Answers.date(min: "today-1y", max: "2030-12-31")
        #expect(Answers.problem("x", lastYearTo2030, today: today) == "Enter a date between 2025-11-27 and 2030-12-31.")
        #expect(Answers.value("2025-11-27", lastYearTo2030, today: today) == .date(day("2025-11-27")))
        #expect(Answers.value("2030-12-31", lastYearTo2030, today: today) == .date(day("2030-12-31")))
        #expect(Answers.problem("2025-11-26", lastYearTo2030, today: today) != nil)
        #expect(Answers.problem("2031-01-01", lastYearTo2030, today: today) != nil)
    }

    @Test func calendarArithmetic() {
        #expect(day("1970-01-01").daysSince1970 == 0)
        #expect(day("1969-12-31").daysSince1970 == -1)
        #expect(day("2000-03-01").daysSince1970 == 11_017)
        for text in ["1900-02-28", "1900-03-01", "2000-02-29", "2024-12-31", "0001-01-01", "1582-10-04", "9999-12-31"] {
            let date = day(text)
            #expect(CalendarDay(daysSince1970: date.daysSince1970) == date, "\(text)")
            #expect(date.daysSince1970 == ExpressionDate(year: date.year, month: date.month, day: date.day)!.dayNumber)
        }
        #expect(day("2024-01-31").adding(months: 1) == day("2024-02-29"))
        #expect(day("2023-01-31").adding(months: 1) == day("2023-02-28"))
        #expect(day("2024-02-29").adding(months: -12) == day("2023-02-28"))
        #expect(day("2024-02-29").adding(months: 48) == day("2028-02-29"))
        #expect(day("2024-03-31").adding(months: -13) == day("2023-02-28"))
        #expect(day("2024-12-31").adding(days: 1) == day("2025-01-01"))
        #expect(
            DateBound.relativeToToday(amount: -6, unit: .weeks).resolved(today: day("2024-01-10")) == day("2023-11-29"))
        #expect(DateBound.day(day("2020-01-01")).resolved(today: day("2024-01-10")) == day("2020-01-01"))
    }
}
