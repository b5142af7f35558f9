import Testing

@testable import StudyModel

/// Hints and rules in Simplified Chinese for any "zh" language; English for a language without a catalogue.
@Suite struct AnswerChineseMessageTests {
    private func form(_ format: AnswerFormat, language: String = "zh-Hans") -> String {
        AnswerInput.expectedForm(for: format, language: language)
    }

    private func rule(_ format: AnswerFormat, language: String = "zh-Hans") -> String {
        AnswerInput.rule(for: format, language: language, today: Answers.today, now: Answers.now)
    }

    @Test func languageChoosesTheMessages() {
        #expect(TextCatalogue.for("zh-Hans").answers.language == "zh")
        #expect(TextCatalogue.for("zh-CN").answers.language == "zh")
        #expect(TextCatalogue.for("zh").answers.language == "zh")
        #expect(TextCatalogue.for("en").answers.language == "en")
        #expect(TextCatalogue.for("ja").answers.language == "en")
        #expect(form(Answers.integer(min: 0, max: 120), language: "ja") == "a whole number from 0 to 120")
    }

    @Test func integerRange() {
        #expect(form(Answers.integer(min: 0, max: 120)) == "0 到 120 之间的整数")
        #expect(rule(Answers.integer(min: 0, max: 120)) == "请输入 0 到 120 之间的整数。")
        #expect(Answers.problem("200", Answers.integer(min: 0, max: 120), language: "zh-Hans") == "请输入 0 到 120 之间的整数。")
        #expect(rule(Answers.integer(min: 18)) == "请输入不小于 18 的整数。")
        #expect(
            rule(Answers.decimal(min: 0, max: 50, step: 0.5, places: 1))
                == "请输入 0 到 50 之间的数字，间隔为 0.5，最多 1 位小数。")
    }

    @Test func dates() {
        #expect(form(Answers.date(max: "today")) == "YYYY-MM-DD")
        #expect(rule(Answers.date(max: "today")) == "请按 YYYY-MM-DD 格式输入日期，不晚于今天。")
        #expect(rule(Answers.date(min: "2024-01-01", max: "today")) == "请输入 2024-01-01 到今天之间的日期。")
        #expect(rule(Answers.time()) == "请按 HH:MM 格式输入时间，例如 07:30。")
        #expect(Answers.problem("2024-13-01", Answers.date(), language: "zh-Hans") == "请按 YYYY-MM-DD 格式输入日期。")
    }

    @Test func durations() {
        #expect(form(Answers.duration()) == "例如 1h 30m")
        #expect(rule(Answers.duration(min: "0m", max: "4h")) == "请输入 0m 到 4h 之间的时长，例如 45m 或 1h 30m。")
        #expect(rule(Answers.duration()) == "请输入时长，例如 45m 或 1h 30m。")
        #expect(Answers.value("20分钟", Answers.duration(), language: "zh-Hans") == .duration(seconds: 1200))
        #expect(Answers.value("1小时30分钟", Answers.duration(), language: "zh-Hans") == .duration(seconds: 5400))
        #expect(Answers.value("1个小时", Answers.duration(), language: "zh-Hans") == .duration(seconds: 3600))
        #expect(Answers.value("2天", Answers.duration(), language: "zh-Hans") == .duration(seconds: 172_800))
    }

    @Test func email() {
        #expect(form(.email) == "name@example.org")
        #expect(rule(.email) == "请输入电子邮件地址，例如 name@example.org。")
        #expect(Answers.problem("lin@example", .email, language: "zh-Hans") == "请输入电子邮件地址，例如 name@example.org。")
    }

    @Test func yesNoAndOthers() {
        #expect(rule(Answers.yesNo()) == "请输入是或否。")
        #expect(Answers.value("是", Answers.yesNo(), language: "zh-Hans") == .yesNo(true))
        #expect(Answers.value("否", Answers.yesNo(), language: "zh-Hans") == .yesNo(false))
        #expect(AnswerFormatting.display(.yesNo(true), for: Answers.yesNo(), language: "zh-Hans") == "是")
        #expect(AnswerFormatting.editableText(.yesNo(false), for: Answers.yesNo(), language: "zh-Hans") == "否")
        #expect(rule(Answers.height()) == "请输入您的身高，例如 170 cm 或 5 ft 7 in。")
        #expect(rule(Answers.textAnswer()) == "请输入您的回答。")
        #expect(rule(.invalid) == TextCatalogue.chinese.answers.unanswerable)
    }
}
