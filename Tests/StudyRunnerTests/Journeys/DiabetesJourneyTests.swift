import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Tests/Fixtures/answers/diabetes.txt piped into `study run Studies/diabetes.study --plain`:
/// the whole journey, then every answer type of the baseline survey and the weekly check-in,
/// checked in the files the participant leaves behind.
final class DiabetesJourneyTests: XCTestCase {
    private var harness: JourneyHarness!
    private var run: StudyRun!
    private var participant: JourneyParticipant!

    override func setUpWithError() throws {
        harness = try JourneyHarness()
        run = try harness.run(try JourneyAnswers("diabetes.txt"), study: "diabetes")
        participant = try harness.onlyParticipant(of: "living-with-diabetes")
    }

    override func tearDown() {
        harness = nil
        run = nil
        participant = nil
    }

    func testTheJourneyEndsWellAndSaysSo() throws {
        JourneyChecks.finishedCleanly(run)
        XCTAssertEqual(JourneyTranscript.participantID(in: run.stdout), participant.id, "the id shown is the folder's")
        let stdout = run.stdout
        for screen in [
            "Living with Diabetes", "Good news: you can take part.", "Consent, part 9 of 9", "Quiz, question 5 of 5",
            "You answered 4 of 5 correctly.", "Review the consent", "Do you agree to take part?", "Signature",
            "Permission 4 of 4", "Your tasks", "Question 22 of 22", "Thank you, that's the first survey done.",
            "Thanks, that's this week's check-in done.", "Your answers are saved.",
        ] {
            XCTAssertTrue(stdout.contains(screen), "never shown: \(screen)")
        }
        XCTAssertEqual(JourneyTranscript.count(of: "Survey complete", in: stdout), 2, "each survey says it is done")
        // The invalid answers were refused with the rule, and asked again.
        for rule in [
            "Enter a whole number from 20 to 200.", "Choose from 1 to 3 answers.",
            "Please enter only the first part of your postcode, such as LS2 or SW1A.",
        ] {
            XCTAssertEqual(JourneyTranscript.count(of: rule, in: stdout), 1, "the rule '\(rule)' should be shown once")
        }
        // "help" showed the rule of the scale question.
        XCTAssertTrue(stdout.contains("Enter a whole number from 0 to 10."))
        // Active tasks are listed and say they are not available yet; they were not opened here.
        XCTAssertTrue(stdout.contains("Reaction speed") && stdout.contains("Pattern memory"))
    }

    func testJournal() throws {
        let journal = try participant.journal()
        JourneyChecks.journal(journal)
        let joined = participant.events("joined", in: journal).first
        XCTAssertEqual(joined?["participant"] as? String, participant.id)
        XCTAssertEqual(joined?["study"] as? String, "living-with-diabetes")
        XCTAssertEqual(joined?["language"] as? String, "en")
        XCTAssertEqual(participant.events("session-started", in: journal).first?["mode"] as? String, "plain")
        XCTAssertEqual(participant.events("consent-section-shown", in: journal).count, 9)
        XCTAssertEqual(
            participant.events("consent-learn-more-shown", in: journal).first?["section"] as? String, "overview")
        XCTAssertEqual(participant.events("quiz-answered", in: journal).count, 5)
        // The signer is sealed to the study team's key; the example's private key opens it.
        let identity = try participant.signedIdentity(study: "diabetes", in: journal)
        XCTAssertEqual(identity.fields["full-name"], "Ada Lovelace")
        XCTAssertEqual(identity.fields["signature"], "ada lovelace")
        XCTAssertEqual(identity.fields["email"], "ada@example.org")
        let back = participant.events("went-back", in: journal)
        XCTAssertEqual(back.count, 1)
        XCTAssertEqual(back.first?["from"] as? String, "hypo_worry")
        XCTAssertEqual(back.first?["to"] as? String, "overwhelmed")
        let finished = participant.events("task-finished", in: journal).map { $0["run"] as? String }
        XCTAssertEqual(finished, ["baseline-1", "weekly_checkin-1"])
        XCTAssertEqual(participant.events("session-ended", in: journal).last?["reason"] as? String, "left")
        // Each accepted answer was journalled once, refused ones never.
        let answered = participant.events("answered", in: journal)
        XCTAssertFalse(
            answered.contains {
                ($0["outcome"] as? [String: Any]).flatMap { $0["answer"] as? [String: Any] }
                    .flatMap { jsonInteger($0["value"]) } == 250
            }, "the refused HbA1c 250 was recorded")
    }

    func testBaselineAnswersAreStoredAsTypedValues() throws {
        XCTAssertEqual(participant.taskRuns, ["baseline-1", "weekly_checkin-1"])
        let baseline = try participant.task("baseline-1")
        JourneyChecks.completedSurvey(baseline)
        XCTAssertEqual(baseline.object["task"] as? String, "baseline")
        XCTAssertEqual(baseline.object["participant"] as? String, participant.id)
        XCTAssertEqual(baseline.object["language"] as? String, "en")

        // date: YYYY-MM-DD
        let diagnosed = baseline.answer("diagnosis_date")
        XCTAssertEqual(diagnosed?["type"] as? String, "date")
        XCTAssertEqual(diagnosed?["value"] as? String, "2019-03-15")
        // single choice, typed by number
        XCTAssertEqual(baseline.answer("monitoring_method")?["value"] as? String, "cgm")
        // optional, skipped
        XCTAssertEqual(baseline.outcome("time_in_range")?["status"] as? String, "skipped")
        XCTAssertNil(baseline.outcome("time_in_range")?["answer"])
        XCTAssertNotNil(baseline.step("time_in_range")?["answeredAt"], "a skip is an answer with a time")
        // yes-no
        XCTAssertEqual(baseline.answer("hba1c_known")?["type"] as? String, "yes-no")
        XCTAssertEqual(jsonBool(baseline.answer("hba1c_known")?["value"]), true)
        // integer, after 250 was refused
        XCTAssertEqual(baseline.answer("hba1c_value")?["type"] as? String, "integer")
        XCTAssertEqual(jsonInteger(baseline.answer("hba1c_value")?["value"]), 53)
        XCTAssertEqual(baseline.step("hba1c_value")?["unit"] as? String, "mmol/mol")
        XCTAssertNil(baseline.step("hba1c_value")?["corrections"], "a refused answer is not a correction")
        // single choice by its label
        XCTAssertEqual(baseline.answer("insulin_regimen")?["value"] as? String, "basal_bolus")
        // decimal with its unit
        XCTAssertEqual(baseline.answer("daily_insulin_units")?["type"] as? String, "decimal")
        XCTAssertEqual(jsonNumber(baseline.answer("daily_insulin_units")?["value"]), 42.5)
        XCTAssertEqual(baseline.step("daily_insulin_units")?["unit"] as? String, "units")
        // time of day: HH:MM
        XCTAssertEqual(baseline.answer("basal_time")?["type"] as? String, "time")
        XCTAssertEqual(baseline.answer("basal_time")?["value"] as? String, "22:30")
        // multiple choice with an "other" text
        let medicines = baseline.answer("other_medicines")
        XCTAssertEqual(medicines?["type"] as? String, "choices")
        XCTAssertEqual(medicines?["values"] as? [String], ["metformin", "other"])
        XCTAssertEqual(medicines?["other"] as? String, "insulin degludec")
        // date and time with the participant's UTC offset
        let hypo = baseline.answer("last_hypo")
        XCTAssertEqual(hypo?["type"] as? String, "date-time")
        let offset = JourneyDates.offset(on: JourneyDates.yesterday, hour: 8, minute: 15)
        XCTAssertEqual(hypo?["value"] as? String, "\(JourneyDates.yesterday)T08:15\(offset)")
        // duration in seconds
        XCTAssertEqual(baseline.answer("care_time")?["type"] as? String, "duration")
        XCTAssertEqual(jsonInteger(baseline.answer("care_time")?["seconds"]), 5400)
        XCTAssertEqual(baseline.step("care_time")?["unit"] as? String, "s")
        // at most three challenges: four were refused, then three with an "other" text
        let challenges = baseline.answer("challenges")
        XCTAssertEqual(challenges?["values"] as? [String], ["food", "hypo_fear", "other"])
        XCTAssertEqual(challenges?["other"] as? String, "money worries")
        // text scale, as the label's position; answered again after "back"
        XCTAssertEqual(baseline.answer("overwhelmed")?["type"] as? String, "text-scale")
        XCTAssertEqual(jsonInteger(baseline.answer("overwhelmed")?["value"]), 4)
        let corrections = baseline.step("overwhelmed")?["corrections"] as? [[String: Any]]
        XCTAssertEqual(corrections?.count, 1, "the first answer to 'overwhelmed' is kept as a correction")
        XCTAssertEqual(jsonInteger(baseline.answer("hypo_worry")?["value"]), 3)
        // numeric scale
        XCTAssertEqual(baseline.answer("confidence")?["type"] as? String, "scale")
        XCTAssertEqual(jsonInteger(baseline.answer("confidence")?["value"]), 7)
        // height typed in feet and inches, stored in centimetres
        let height = baseline.answer("height")
        XCTAssertEqual(height?["type"] as? String, "height")
        XCTAssertEqual(height?["unit"] as? String, "cm")
        XCTAssertEqual(jsonNumber(height?["value"]) ?? 0, 175.26, accuracy: 0.05)
        XCTAssertEqual(baseline.step("height")?["unit"] as? String, "cm")
        // prefer not to answer
        XCTAssertEqual(baseline.outcome("weight")?["status"] as? String, "prefer-not-to-answer")
        XCTAssertNil(baseline.outcome("weight")?["answer"])
        // value picker by number
        XCTAssertEqual(baseline.answer("ethnicity")?["value"] as? String, "white_british")
        // text with a pattern, after a refused full postcode
        XCTAssertEqual(baseline.answer("postcode_district")?["type"] as? String, "text")
        XCTAssertEqual(baseline.answer("postcode_district")?["value"] as? String, "LS2")
        // email
        XCTAssertEqual(baseline.answer("results_email")?["type"] as? String, "email")
        XCTAssertEqual(baseline.answer("results_email")?["value"] as? String, "ada.results@example.org")
        // multi-line text
        XCTAssertEqual(baseline.answer("anything_else")?["value"] as? String, "Looking after diabetes is a daily job.")

        // Instructions are shown, never answered.
        for id in ["baseline_intro", "feelings_intro", "about_you_intro"] {
            XCTAssertEqual(baseline.step(id)?["kind"] as? String, "instruction")
            XCTAssertNotNil(baseline.step(id)?["shownAt"], "\(id) has no shownAt")
        }
        // Every question on the path taken is in the results.
        let ids = baseline.steps.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids.count, 25, "steps: \(ids)")
    }

    func testBaselineScores() throws {
        let baseline = try participant.task("baseline-1")
        // overwhelmed "Often" (4) + hypo_worry "Sometimes" (3)
        XCTAssertEqual(jsonNumber(baseline.score("distress_score")?["value"]), 7)
        XCTAssertEqual(baseline.score("distress_level")?["band"] as? String, "Moderate")
        let calendar = Calendar(identifier: .gregorian)
        let diagnosed = calendar.date(from: DateComponents(year: 2019, month: 3, day: 15))!
        let years = calendar.dateComponents([.year], from: diagnosed, to: Date()).year!
        XCTAssertEqual(jsonNumber(baseline.score("years_with_diabetes")?["value"]).map { Int($0) }, years)
        // No weight was given: the BMI is missing rather than wrong.
        XCTAssertNil(jsonNumber(baseline.score("bmi")?["value"]))
        XCTAssertNil(baseline.score("bmi_category")?["band"] as? String)
        for score in baseline.scores {
            XCTAssertEqual(score["shownToParticipant"] as? Bool, false, "\(score) is for the research team only")
        }
    }

    func testWeeklyCheckIn() throws {
        let weekly = try participant.task("weekly_checkin-1")
        JourneyChecks.completedSurvey(weekly)
        XCTAssertEqual(jsonInteger(weekly.answer("week_wellbeing")?["value"]), 8)
        XCTAssertEqual(weekly.answer("week_glucose")?["value"] as? String, "same")
        XCTAssertEqual(jsonInteger(weekly.answer("missed_doses")?["value"]), 1)
        XCTAssertEqual(weekly.step("missed_doses")?["unit"] as? String, "doses")
        XCTAssertEqual(jsonBool(weekly.answer("had_hypo")?["value"]), true)
        XCTAssertEqual(jsonInteger(weekly.answer("hypo_count")?["value"]), 2)
        XCTAssertEqual(jsonBool(weekly.answer("hypo_needed_help")?["value"]), true)
        XCTAssertNotNil(weekly.step("severe_hypo_advice")?["shownAt"], "the severe hypo advice was shown")
        XCTAssertTrue(run.stdout.contains("Please tell your diabetes team"))
    }

    func testOnboardingRecord() throws {
        let record = try participant.json("onboarding.json")
        XCTAssertEqual(record["participant"] as? String, participant.id)
        XCTAssertEqual(record["eligible"] as? Bool, true)
        XCTAssertEqual(record["completed"] as? Bool, true)
        XCTAssertEqual(record["consentAgreed"] as? Bool, true)
        XCTAssertNotNil(JourneyDates.parse(record["signedAt"]))
        let eligibility = record["eligibilityAnswers"] as? [String: Any]
        let age = (eligibility?["age"] as? [String: Any])?["answer"] as? [String: Any]
        XCTAssertEqual(jsonInteger(age?["value"]), 45)
        let diagnosis = (eligibility?["diagnosis"] as? [String: Any])?["answer"] as? [String: Any]
        XCTAssertEqual(diagnosis?["value"] as? String, "type2")
        XCTAssertEqual((record["consentSectionsShown"] as? [String: Any])?.count, 9)
        let attempts = record["quizAttempts"] as? [[String: Any]] ?? []
        XCTAssertEqual(attempts.count, 1)
        XCTAssertEqual(jsonInteger(attempts.first?["correct"]), 4)
        XCTAssertEqual(attempts.first?["passed"] as? Bool, true)
        let answers = attempts.first?["answers"] as? [[String: Any]] ?? []
        XCTAssertEqual(
            answers.map { $0["question"] as? String ?? "" },
            ["quiz_leave", "quiz_monitoring", "quiz_privacy", "quiz_time", "quiz_activities"])
        XCTAssertEqual(answers.map { $0["correct"] as? Bool ?? false }, [true, false, true, true, true])
        let permissions = record["permissions"] as? [String: Bool]
        XCTAssertEqual(permissions, ["glucose": true, "activity": true, "medications": false, "reminders": true])
    }

    func testSignedConsent() throws {
        let document = try participant.signedConsent(study: "diabetes")
        try JourneyChecks.signedConsent(
            document, study: "diabetes", language: "en", participant: participant.id,
            signature: [
                "Printed name: Ada Lovelace", "Typed signature: ada lovelace",
                "Email: ada@example.org",
            ])
        XCTAssertTrue(document.contains("Attempt 1: 4 of 5 correct, passed"))
        XCTAssertTrue(document.contains("- List of medicines you take: declined"))
        XCTAssertTrue(document.contains("- Blood glucose readings: granted"))
    }

    func testOutputIsPrivate() throws {
        JourneyChecks.privateModes(under: harness.outputPath)
    }
}
