import Foundation
import Testing

@testable import StudyModel

/// Calendar dates, and the date functions around birthdays and leap days.
@Suite struct ExpressionDateTests {
    private let date = ExpressionTestSupport.date
    private let evaluate = ExpressionTestSupport.evaluate

    @Test func parsing() {
        #expect(ExpressionDate(parsing: "2024-02-29") == ExpressionDate(year: 2024, month: 2, day: 29))
        #expect(ExpressionDate(parsing: "2000-02-29") != nil)
        for bad in [
            "2023-02-29", "1900-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-1-01",
            "24-01-01", "2024-01-01x", "2024/01/01", "", "-2024-01-01", "2024-01-+1",
        ] {
            #expect(ExpressionDate(parsing: bad) == nil, "\(bad)")
        }
        #expect(date("0999-01-02").description == "0999-01-02")
    }

    @Test func calendarDayBridge() {
        #expect(ExpressionDate(CalendarDay(year: 2024, month: 2, day: 29)) == date("2024-02-29"))
        #expect(ExpressionDate(CalendarDay(year: 2023, month: 2, day: 29)) == nil)
        #expect(date("2024-02-29").calendarDay == CalendarDay(year: 2024, month: 2, day: 29))
    }

    @Test func dayNumbersAndOrder() {
        #expect(date("1970-01-01").dayNumber == 0)
        #expect(date("1969-12-31").dayNumber == -1)
        #expect(date("2000-03-01").dayNumber == 11_017)
        #expect(date("2024-02-28") < date("2024-02-29"))
        #expect(date("2023-12-31") < date("2024-01-01"))
    }

    @Test func fromFoundationDate() {
        let utc = TimeZone(identifier: "UTC")!
        #expect(ExpressionDate(Date(timeIntervalSince1970: 0), timeZone: utc) == date("1970-01-01"))
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        // 2024-02-29 20:00 UTC is already 1 March in Tokyo.
        let evening = Date(timeIntervalSince1970: Double(date("2024-02-29").dayNumber) * 86_400 + 20 * 3600)
        #expect(ExpressionDate(evening, timeZone: utc) == date("2024-02-29"))
        #expect(ExpressionDate(evening, timeZone: tokyo) == date("2024-03-01"))
    }

    @Test(arguments: [
        ("2000-06-15", "2018-06-14", 17.0),
        ("2000-06-15", "2018-06-15", 18),
        ("2000-06-15", "2018-06-16", 18),
        ("2000-06-15", "2018-01-01", 17),
        ("2000-12-31", "2018-12-31", 18),
        ("2000-02-29", "2018-02-28", 17),
        ("2000-02-29", "2018-03-01", 18),
        ("2000-02-29", "2020-02-29", 20),
        ("2024-03-01", "2024-03-01", 0),
        ("2025-03-02", "2024-03-01", -1),
    ])
    func yearsSinceIsAnAge(birth: String, today: String, years: Double) throws {
        #expect(try evaluate("years_since(birth)", ["birth": .date(date(birth))], today) == .number(years))
        #expect(try evaluate("years_since('\(birth)')", [:], today) == .number(years))
    }

    @Test func daysSince() throws {
        #expect(try evaluate("days_since('2024-01-01')", [:], "2024-03-01") == .number(60))
        #expect(try evaluate("days_since('2023-01-01')", [:], "2023-03-01") == .number(59))
        #expect(try evaluate("days_since(today())", [:], "2024-03-01") == .number(0))
        #expect(try evaluate("days_since('2024-03-02')", [:], "2024-03-01") == .number(-1))
        let visit = ExpressionValue.dateTime(date("2024-02-29"), minutes: 23 * 60)
        #expect(try evaluate("days_since(visit)", ["visit": visit], "2024-03-01") == .number(1))
        #expect(try evaluate("days_since(visit)", [:], "2024-03-01") == .missing)
        #expect(try evaluate("years_since(birth)", [:], "2024-03-01") == .missing)
        #expect(try evaluate("today()", [:], "2024-03-01") == .date(date("2024-03-01")))
    }

    @Test func comparingWithDateAndTimeLiterals() throws {
        let answers: [String: ExpressionValue] = [
            "birth": .date(date("1990-05-04")),
            "bedtime": .time(minutes: 22 * 60 + 30),
            "visit": .dateTime(date("2024-01-31"), minutes: 8 * 60 + 15),
        ]
        let holds = [
            "birth < '2000-01-01'", "'1990-05-04' = birth", "birth >= '1990-05-04'",
            "birth in ['1990-05-04', '1991-01-01']", "bedtime >= '22:00'", "bedtime < '23:00'",
            "visit > '2024-01-31T08:00'", "visit < '2024-01-31 08:30'", "birth < today()",
        ]
        for text in holds {
            #expect(try ExpressionTestSupport.condition(text, answers, today: "2024-03-01"), "\(text)")
        }
        for text in ["birth > '2000-01-01'", "bedtime = '22:00'", "birth = 'not a date'", "bedtime > '9:00'"] {
            #expect(try ExpressionTestSupport.condition(text, answers, today: "2024-03-01") == false, "\(text)")
        }
    }
}
