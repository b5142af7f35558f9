import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study due` on Tests/Fixtures/export/Output, where every participant joined on Wednesday
/// 25 November 2026 (UTC), with the moment set by `--at` and the days counted in UTC.
final class DueCommandTests: XCTestCase {
    private func due(_ arguments: [String]) throws -> StudyRun {
        var environment = StudyBinary.baseEnvironment
        environment["TZ"] = "UTC"
        return try StudyBinary.run(
            ["due", "--output", "Tests/Fixtures/export/Output"] + arguments, environment: environment)
    }

    func testOnTheDayOfJoiningTheTasksNotYetDoneAreDueAndDoneOnesAreNot() throws {
        let run = try due(["--at", "2026-11-25T15:00:00.000+00:00"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(
            run.stdout.contains("living-with-diabetes  A3KQ-HSPM  reaction_time  due since 2026-11-25\n"),
            run.transcript)
        XCTAssertFalse(run.stdout.contains("A3KQ-HSPM  baseline"), "the baseline, done once, is never due again")
        XCTAssertFalse(run.stdout.contains("phq9-mood-check"), "this week's PHQ-9 is done")
        XCTAssertFalse(run.stdout.contains("overdue"), run.transcript)
    }

    func testInTheSecondWeekTheWeeklyTaskIsDueAgainAndOverdueAfterItsFirstDay() throws {
        // The participants' weeks run Wednesday to Tuesday; 3 December is week 2's second day.
        let run = try due(["--at", "2026-12-03T09:00:00.000+00:00", "--format", "json"])
        XCTAssertEqual(run.status, 0, run.transcript)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.transcript)
        let items = try XCTUnwrap(json["due"] as? [[String: Any]])
        let phq9 = try XCTUnwrap(items.first { $0["task"] as? String == "phq9" }, run.transcript)
        XCTAssertEqual(phq9["participant"] as? String, "JERK-KNZ2")
        XCTAssertEqual(phq9["dueSince"] as? String, "2026-12-02T00:00:00.000+00:00")
        XCTAssertEqual(phq9["overdue"] as? Bool, true)
        XCTAssertEqual(json["at"] as? String, "2026-12-03T09:00:00.000+00:00")
    }

    func testWhenEverySchedulesIsOverNothingIsDueAndTheExitStatusSaysSo() throws {
        let studies = ["Studies/phq9.study", "Studies/diabetes.study", "Studies/sleep-bilingual.study"]
        let run = try due(["--at", "2027-06-01T09:00:00.000+00:00"] + studies.flatMap { ["--studies", $0] })
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertEqual(run.stdout, "Nothing is due.\n")
        XCTAssertTrue(
            run.stderr.contains("cognition-check: no study file with the id 'cognition-check'"),
            "a study folder without its study file is reported, not skipped silently: \(run.transcript)")
        XCTAssertEqual(
            try due(["--quiet", "--at", "2026-11-25T15:00:00.000+00:00"]).stdout, "", "--quiet prints nothing")
    }

    func testABadMomentOrAMissingFolderIsAUsageError() throws {
        let badTime = try due(["--at", "tomorrow"])
        XCTAssertEqual(badTime.status, 2)
        XCTAssertTrue(badTime.stderr.contains("--at 'tomorrow' is not a time"), badTime.transcript)
        let missing = try StudyBinary.run(["due", "--output", "NoSuchFolder"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("NoSuchFolder: not a folder"), missing.transcript)
    }

    /// Run where there is no `Studies/` folder, `due` names itself and says how to name the
    /// study files (it said "study export: Studies: no such file").
    func testWithoutTheStudiesFolderTheMessageSaysHowToNameThem() throws {
        let elsewhere = try TemporaryFolder()
        let output = StudyBinary.root.appendingPathComponent("Tests/Fixtures/export/Output").path
        let run = try TestProcess(["due", "--output", output], in: elsewhere.url).finish(timeout: 60)
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.hasPrefix("study due: Studies: no such file or folder."), run.transcript)
        XCTAssertTrue(run.stderr.contains("with --studies PATH"), run.transcript)
    }
}
