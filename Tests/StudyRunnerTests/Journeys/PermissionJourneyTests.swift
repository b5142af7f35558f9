import Foundation
import XCTest

@testable import StudyModelTestSupport
@testable import StudyRunnerTestSupport

/// Permissions acted on, as a participant meets them in plain mode: a task that needs data
/// they declined stays in its place but is not offered, says why, and records nothing;
/// allowing it later in the profile offers it from then on. A study file changed under them
/// is said in words at the next start, and `study validate --against` reports it first.
final class PermissionJourneyTests: XCTestCase {
    private var harness: JourneyHarness!
    private var folder: TemporaryFolder!

    /// A daily glucose diary that needs the glucose permission, and a daily mood survey.
    private static func study(levelAnswer: String = "yes-no", moodNeeds: String = "[]") -> String {
        StudyTemplate(
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
                        question: Was your reading high this morning?
                        answer: \(levelAnswer)
                  - id: mood
                    kind: survey
                    title: Mood
                    estimated-minutes: 2
                    schedule: daily
                    needs: \(moodNeeds)
                    steps:
                      - id: feeling
                        question: Are you well today?
                        answer: yes-no
                """
        ).text
    }

    private static let joining = [
        "Join the study", "", "", "", "I agree", "Ada Lovelace", "ada lovelace",
    ]

    override func setUpWithError() throws {
        harness = try JourneyHarness()
        folder = try TemporaryFolder()
    }

    private func run(_ lines: [String], study: String = study(), participant: String? = nil) throws -> StudyRun {
        let file = try folder.write("perm.study", study)
        let extra = participant.map { ["--participant", $0] } ?? []
        return try JourneyHarness.run(
            ["run", file.path, "--plain", "--output", harness.outputPath] + extra,
            input: lines.map { $0 + "\n" }.joined())
    }

    func testADeclinedPermissionWithholdsItsTaskUntilItIsAllowedInTheProfile() throws {
        let declined = try run(Self.joining + ["Don't allow", "Allow", "Glucose diary", "", "leave"])
        JourneyChecks.finishedCleanly(declined)
        XCTAssertTrue(
            declined.stdout.contains("not offered: you have not allowed it"), declined.stdout)
        XCTAssertTrue(declined.stdout.contains("To do now: Mood\n"), "the withheld task is not due: \(declined.stdout)")
        XCTAssertTrue(
            declined.stdout.contains(
                "\"Glucose diary\" uses Blood glucose readings, which you have not allowed, so it\nis not offered."),
            declined.stdout)
        let participant = try harness.onlyParticipant(of: "test-study")
        XCTAssertTrue(participant.events("task-started", in: try participant.journal()).isEmpty, "nothing collected")

        let allowed = try run(
            [
                "My profile", "Change a permission", "Blood glucose readings", "Allow", "", "Back to my profile",
                "Back to my tasks", "Glucose diary", "", "yes", "", "leave",
            ], participant: participant.folder.lastPathComponent)
        JourneyChecks.finishedCleanly(allowed)
        XCTAssertTrue(allowed.stdout.contains("To do now: Glucose diary, Mood"), allowed.stdout)
        let started = participant.events("task-started", in: try participant.journal())
        XCTAssertEqual(started.map { $0["task"] as? String }, ["readings"])
        XCTAssertTrue(participant.exists("tasks/readings-1.json"))
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0)
    }

    func testAStudyChangedUnderTheParticipantIsReportedBeforeAndSaidAtTheNextStart() throws {
        let first = try run(Self.joining + ["Allow", "Allow", "Glucose diary", "", "yes", "", "leave"])
        JourneyChecks.finishedCleanly(first)
        let participant = try harness.onlyParticipant(of: "test-study")
        let journal = try participant.journal()
        let changed = Self.study(levelAnswer: "{type: integer, min: 0, max: 30}")
        let file = try folder.write("perm.study", changed)

        let validated = try StudyBinary.run(["validate", "--against", harness.outputPath, file.path])
        XCTAssertEqual(validated.status, 1, validated.transcript)
        XCTAssertTrue(
            validated.stderr.contains(
                "error: question 'level' now takes integer answers, but 1 participant in \(harness.outputPath)/test-study "
                    + "(first: \(participant.folder.lastPathComponent)) answered it as yes-no"), validated.stderr)
        let json = try StudyBinary.run(["validate", "--format", "json", "--against", harness.outputPath, file.path])
        XCTAssertTrue(json.stdout.contains("\"changed-answer-type\""), json.stdout)
        XCTAssertEqual(try StudyBinary.run(["validate", file.path]).status, 0, "without --against the file is valid")
        XCTAssertTrue(json.stdout.contains("\"comparedParticipants\" : 1"), json.stdout)
        // The unchanged study: valid, and the summary says whose journals it was compared with,
        // or that a folder held none of this study's participants (a wrong folder shows).
        let same = try folder.write("same.study", Self.study())
        let compared = try StudyBinary.run(["validate", "--against", harness.outputPath, same.path])
        XCTAssertEqual(compared.status, 0, compared.transcript)
        XCTAssertTrue(
            compared.stdout.contains(
                "valid (2 tasks, 2 survey questions); compared with the journals of 1 participant in "
                    + "\(harness.outputPath)/test-study"), compared.stdout)
        let empty = try TemporaryFolder()
        let none = try StudyBinary.run(["validate", "--against", empty.url.path, same.path])
        XCTAssertEqual(none.status, 0, none.transcript)
        XCTAssertTrue(
            none.stdout.contains("; no participant's journal in \(empty.url.path)/test-study to compare with"),
            none.stdout)

        let again = try run(["", "leave"], study: changed, participant: participant.folder.lastPathComponent)
        JourneyChecks.finishedCleanly(again)
        XCTAssertTrue(again.stdout.contains("This study has changed since you last took part."), again.stdout)
        XCTAssertTrue(
            again.stdout.contains("Some questions of \"Glucose diary\" have changed or been removed"), again.stdout)
        let after = try participant.journal()
        XCTAssertEqual(
            after.prefix(journal.count).map { $0["seq"] as? Int }, journal.map { $0["seq"] as? Int },
            "nothing recorded is changed")
        XCTAssertEqual(
            participant.events("answered", in: after).map { $0["step"] as? String }, ["level"], "the answer is kept")
    }

    /// The notice is journalled as seen (`study-change-shown` with the study's version) and
    /// not shown again at the next start; a new study version says it once more.
    func testTheChangedStudyNoticeIsShownOncePerStudyVersion() throws {
        JourneyChecks.finishedCleanly(
            try run(Self.joining + ["Allow", "Allow", "Glucose diary", "", "yes", "", "leave"]))
        let participant = try harness.onlyParticipant(of: "test-study").folder.lastPathComponent
        let changed = Self.study(levelAnswer: "{type: integer, min: 0, max: 30}")
        let notice = "This study has changed since you last took part."

        let first = try run(["", "leave"], study: changed, participant: participant)
        JourneyChecks.finishedCleanly(first)
        XCTAssertTrue(first.stdout.contains(notice), first.stdout)
        let second = try run(["leave"], study: changed, participant: participant)
        JourneyChecks.finishedCleanly(second)
        XCTAssertFalse(second.stdout.contains(notice), "shown once for version 1.0: \(second.stdout)")
        XCTAssertTrue(second.stdout.contains("To do now:"), "the start goes straight to the dashboard")

        let nextVersion = changed.replacingOccurrences(
            of: "version: \"1.0\"\norganisation", with: "version: \"1.1\"\norganisation")
        XCTAssertNotEqual(nextVersion, changed)
        let third = try run(["", "leave"], study: nextVersion, participant: participant)
        JourneyChecks.finishedCleanly(third)
        XCTAssertTrue(third.stdout.contains(notice), "a new study version says it again: \(third.stdout)")
        let journalled = try harness.onlyParticipant(of: "test-study").journal()
            .filter { $0["event"] as? String == "study-change-shown" }
        XCTAssertEqual(journalled.map { $0["version"] as? String }, ["1.0", "1.1"])
    }

    func testARunLeftOpenIsStoppedWhenItsTaskNowNeedsAPermissionNotAllowed() throws {
        let first = try run(
            Self.joining + ["Don't allow", "Allow", "Mood", "", "leave", "Yes, save and leave"])
        XCTAssertEqual(first.status, 0, first.transcript)
        let participant = try harness.onlyParticipant(of: "test-study")
        XCTAssertNotNil(participant.events("task-started", in: try participant.journal()).first, first.stdout)

        // The study now says the mood survey collects glucose readings, which were declined.
        let again = try run(
            ["", "leave"], study: Self.study(moodNeeds: "[glucose]"), participant: participant.folder.lastPathComponent)
        JourneyChecks.finishedCleanly(again)
        XCTAssertTrue(
            again.stdout.contains(
                "Your unfinished \"Mood\" has been stopped: it uses Blood glucose readings"),
            again.stdout)
        XCTAssertFalse(again.stdout.contains("Are you well today?"), "the survey is not resumed: \(again.stdout)")
        let finished = participant.events("task-finished", in: try participant.journal())
        XCTAssertEqual(finished.map { $0["status"] as? String }, ["stopped"])
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0)
    }
}
