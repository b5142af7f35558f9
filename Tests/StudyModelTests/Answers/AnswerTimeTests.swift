import Testing

@testable import StudyModel

/// Times of day, date-times with their limits, and durations.
@Suite struct AnswerTimeTests {
    @Test(arguments: [
        ("07:30", 450), ("7:30", 450), ("00:00", 0), ("23:59", 1439), ("7:30pm", 1170), ("7:30 pm", 1170),
        ("7:30 PM", 1170), ("7:30 p.m.", 1170), ("7pm", 1140), ("12am", 0), ("12:15 am", 15),
        ("12pm", 720), ("12:45pm", 765), ("11:59 pm", 1439), (" 9:05am ", 545),
    ])
    func timeSpellings(typed: String, minute: Int) {
        #expect(Answers.value(typed, Answers.time()) == .time(minuteOfDay: minute))
    }

    @Test func timeRefusals() {
        for typed in ["24:00", "7.30", "0730", "7:3", "13:00pm", "0:30am", "7:60", "noon", "", "7 30", "-1:00"] {
            #expect(Answers.problem(typed, Answers.time()) == "Enter a time as HH:MM, e.g. 07:30.", "\(typed)")
        }
    }

    @Test func timeLimits() {
        let wake = Answers.time(min: "03:00", max: "14:00")
        #expect(Answers.value("3:00", wake) == .time(minuteOfDay: 180))
        #expect(Answers.value("2pm", wake) == .time(minuteOfDay: 840))
        #expect(Answers.problem("2:01 pm", wake) == "Enter a time between 03:00 and 14:00.")
        #expect(Answers.problem("x", Answers.time(min: "03:00")) == "Enter a time as HH:MM, no earlier than 03:00.")
        #expect(Answers.problem("x", Answers.time(max: "14:00")) == "Enter a time as HH:MM, no later than 14:00.")
    }

    @Test func dateTimesKeepTheOffset() {
        let format = Answers.dateTime()
        let expected = AnswerValue.dateTime(Answers.day("2024-04-30"), minuteOfDay: 1170, utcOffsetMinutes: 60)
        #expect(Answers.value("2024-04-30 19:30", format) == expected)
        #expect(Answers.value("2024-04-30T19:30", format) == expected)
        #expect(Answers.value("2024-04-30 7:30 pm", format) == expected)
        let elsewhere = Answers.moment("2024-05-01 07:30", offset: -300)
        #expect(
            Answers.value("2024-04-30 19:30", format, now: elsewhere)
                == .dateTime(Answers.day("2024-04-30"), minuteOfDay: 1170, utcOffsetMinutes: -300))
        for typed in ["2024-04-30", "19:30", "2024-02-30 10:00", "2024-04-30 25:00", "30/04/2024 19:30", ""] {
            #expect(Answers.problem(typed, format) == "Enter a date and time as YYYY-MM-DD HH:MM.", "\(typed)")
        }
    }

    @Test func dateTimeLimitsRelativeToNow() {
        let lastHypo = Answers.dateTime(min: "now-7d", max: "now")
        #expect(Answers.problem("x", lastHypo) == "Enter a date and time between 2024-04-24 07:30 and now.")
        #expect(Answers.value("2024-04-24 07:30", lastHypo) != nil)
        #expect(Answers.value("2024-05-01 07:30", lastHypo) != nil)
        #expect(
            Answers.problem("2024-05-01 07:31", lastHypo) == "Enter a date and time between 2024-04-24 07:30 and now.")
        #expect(Answers.problem("2024-04-24 07:29", lastHypo) != nil)
        // Across a leap day and a year end.
        let now = Answers.moment("2024-03-01 00:10")
        #expect(
            Answers.problem("x", Answers.dateTime(min: "now-1d"), now: now)
                == "Enter a date and time as YYYY-MM-DD HH:MM, no earlier than 2024-02-29 00:10.")
        #expect(
            Answers.problem("x", Answers.dateTime(max: "now+2h"), now: Answers.moment("2024-12-31 23:30"))
                == "Enter a date and time as YYYY-MM-DD HH:MM, no later than 2025-01-01 01:30.")
        // Limits that are not whole minutes are shown as the first and last minutes inside them.
        #expect(
            Answers.problem("x", Answers.dateTime(min: "now-90s", max: "now+90s"))
                == "Enter a date and time between 2024-05-01 07:29 and 2024-05-01 07:31.")
        let fixed = Answers.dateTime(min: "2024-01-01T00:00", max: "2024-12-31T23:59")
        #expect(
            Answers.problem("2025-01-01 00:00", fixed)
                == "Enter a date and time between 2024-01-01 00:00 and 2024-12-31 23:59.")
    }

    @Test(arguments: [
        ("45m", 2700), ("1h 30m", 5400), ("1h30m", 5400), ("30s", 30), ("2d", 172_800), ("1w", 604_800),
        ("1:30", 5400), ("0:45", 2700), ("12:05", 43500), ("45 min", 2700), ("45 mins", 2700),
        ("1 hour 30 minutes", 5400), ("1 hr and 20 mins", 4800), ("2 hours", 7200), ("1.5h", 5400),
        ("1,5 hours", 5400), ("90 seconds", 90), ("0m", 0), (" 1H 5M ", 3900), ("1h, 5m", 3900),
    ])
    func durationSpellings(typed: String, seconds: Int) {
        #expect(Answers.value(typed, Answers.duration()) == .duration(seconds: seconds))
    }

    @Test func durationRefusals() {
        for typed in ["45", "1.5", "", "h", "1:5", "1:60", "-5m", "5 parsecs", "1h30", "forty minutes"] {
            #expect(Answers.problem(typed, Answers.duration()) == "Enter a duration such as 45m or 1h 30m.", "\(typed)")
        }
    }

    @Test func durationLimits() {
        let latency = Answers.duration(min: "0m", max: "4h")
        #expect(Answers.value("4h", latency) == .duration(seconds: 14400))
        #expect(Answers.problem("4h 1m", latency) == "Enter a duration from 0m to 4h, such as 45m or 1h 30m.")
        #expect(
            Answers.problem("x", Answers.duration(min: "10m"))
                == "Enter a duration of at least 10m, such as 45m or 1h 30m.")
        #expect(Answers.problem("5m", Answers.duration(min: "10m")) != nil)
        #expect(
            Answers.problem("x", Answers.duration(max: "1h30m"))
                == "Enter a duration of at most 1h 30m, such as 45m or 1h 30m.")
    }

    @Test func durationTexts() {
        #expect(AnswerFormatting.duration(5400) == "1h 30m")
        #expect(AnswerFormatting.duration(0) == "0m")
        #expect(AnswerFormatting.duration(90061) == "1d 1h 1m 1s")
        #expect(AnswerFormatting.duration(3605) == "1h 5s")
    }
}
