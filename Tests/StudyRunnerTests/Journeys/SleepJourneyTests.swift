import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// The bilingual sleep study, in English (sleep-bilingual.en.txt) and in Simplified Chinese
/// with `--lang zh-Hans` (sleep-bilingual.zh-Hans.txt): the same journey, the same answers,
/// each language's texts on screen and in the signed consent.
final class SleepJourneyTests: XCTestCase {
    private struct Outcome {
        var harness: JourneyHarness
        var run: StudyRun
        var participant: JourneyParticipant
    }

    private func journey(_ language: String) throws -> Outcome {
        let harness = try JourneyHarness()
        let answers = try JourneyAnswers("sleep-bilingual.\(language).txt")
        let run = try harness.run(
            answers, study: "sleep-bilingual", extra: language == "en" ? [] : ["--lang", language])
        return Outcome(harness: harness, run: run, participant: try harness.onlyParticipant(of: "sleep-alertness"))
    }

    /// What both languages must leave behind.
    private func checkCommonResults(
        _ outcome: Outcome, language: String, name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let participant = outcome.participant
        JourneyChecks.finishedCleanly(outcome.run, file: file, line: line)
        XCTAssertEqual(JourneyTranscript.participantID(in: outcome.run.stdout), participant.id, file: file, line: line)

        let journal = try participant.journal()
        JourneyChecks.journal(journal, file: file, line: line)
        XCTAssertEqual(
            participant.events("joined", in: journal).first?["language"] as? String, language, file: file, line: line)
        XCTAssertEqual(participant.events("consent-section-shown", in: journal).count, 8, file: file, line: line)
        XCTAssertEqual(participant.events("consent-learn-more-shown", in: journal).count, 1, file: file, line: line)

        let record = try participant.json("onboarding.json")
        XCTAssertEqual(record["language"] as? String, language, file: file, line: line)
        XCTAssertEqual(record["eligible"] as? Bool, true, file: file, line: line)
        let attempts = record["quizAttempts"] as? [[String: Any]] ?? []
        XCTAssertEqual(
            attempts.map { $0["passed"] as? Bool }, [false, true], "one wrong answer fails a 2-of-2 quiz", file: file,
            line: line)
        XCTAssertEqual(record["permissions"] as? [String: Bool], ["reminders": true], file: file, line: line)

        XCTAssertEqual(participant.taskRuns, ["sleep_diary-1"], file: file, line: line)
        let diary = try participant.task("sleep_diary-1")
        JourneyChecks.completedSurvey(diary, file: file, line: line)
        XCTAssertEqual(diary.object["language"] as? String, language, file: file, line: line)
        XCTAssertEqual(diary.answer("bedtime")?["value"] as? String, "23:15", file: file, line: line)
        XCTAssertEqual(diary.answer("lights_out")?["value"] as? String, "23:40", file: file, line: line)
        XCTAssertEqual(jsonInteger(diary.answer("sleep_latency")?["seconds"]), 1200, file: file, line: line)
        XCTAssertEqual(jsonBool(diary.answer("woke_at_night")?["value"]), true, file: file, line: line)
        XCTAssertEqual(jsonInteger(diary.answer("night_wakings")?["value"]), 2, file: file, line: line)
        XCTAssertEqual(
            (diary.step("night_wakings")?["corrections"] as? [[String: Any]])?.count, 1, file: file, line: line)
        XCTAssertEqual(jsonInteger(diary.answer("awake_time")?["seconds"]), 2700, file: file, line: line)
        XCTAssertEqual(diary.answer("final_wake")?["value"] as? String, "06:50", file: file, line: line)
        XCTAssertEqual(jsonInteger(diary.answer("sleep_quality")?["value"]), 6, file: file, line: line)
        XCTAssertEqual(diary.answer("rested")?["value"] as? String, "fairly", file: file, line: line)
        XCTAssertEqual(
            diary.answer("before_bed")?["values"] as? [String], ["caffeine", "screens"], file: file, line: line)
        XCTAssertEqual(jsonNumber(diary.score("latency_minutes")?["value"]), 20, file: file, line: line)
        XCTAssertEqual(jsonNumber(diary.score("awake_minutes")?["value"]), 45, file: file, line: line)

        let document = try participant.signedConsent(study: "sleep-bilingual", file: file, line: line)
        let chinese = language.hasPrefix("zh")
        try JourneyChecks.signedConsent(
            document, study: "sleep-bilingual", language: language, participant: participant.id,
            signature: chinese
                ? ["姓名：\(name)", "电子邮箱：lin@example.org"]
                : ["Printed name: \(name)", "Email: lin@example.org"], file: file, line: line)
        XCTAssertTrue(document.contains((chinese ? "语言：" : "Language: ") + language), file: file, line: line)
        JourneyChecks.privateModes(under: outcome.harness.outputPath, file: file, line: line)
    }

    func testEnglishJourney() throws {
        let outcome = try journey("en")
        try checkCommonResults(outcome, language: "en", name: "Lin Mei")
        let stdout = outcome.run.stdout
        XCTAssertTrue(stdout.contains("Sleep and daytime alertness"))
        XCTAssertTrue(
            stdout.contains("Enter an email address such as name@example.org."),
            "the email without a domain was refused")
        XCTAssertTrue(stdout.contains("Enter a duration from 0m to 4h"), "a bare number is not a duration")
        XCTAssertTrue(stdout.contains("Your answers are saved."))
        XCTAssertFalse(stdout.contains("睡眠"), "no Chinese text in the English journey")
    }

    func testChineseJourney() throws {
        let outcome = try journey("zh-Hans")
        try checkCommonResults(outcome, language: "zh-Hans", name: "林梅")
        let stdout = outcome.run.stdout
        for text in [
            "睡眠与白天精神状态", "您的参与者编号", "先回答几个问题", "知情同意，第 8 部分，共 8 部分", "小测验，第 2 题，共 2 题",
            "再做一次小测验", "核对知情同意书", "您同意参加吗？", "签名", "您的任务", "问卷已完成", "您的回答已保存。",
        ] {
            XCTAssertTrue(stdout.contains(text), "never shown: \(text)")
        }
        // The study's own English texts never appear.
        for english in ["Sleep and daytime alertness", "How old are you?", "About this study", "Sleep diary"] {
            XCTAssertFalse(stdout.contains(english), "English study text in the Chinese journey: \(english)")
        }
        let document = try outcome.participant.signedConsent(study: "sleep-bilingual")
        XCTAssertTrue(document.contains("研究简介"))
        XCTAssertFalse(
            document.contains("We are researchers at the Sleep Health Lab"),
            "the English consent text in the Chinese consent")
    }
}
