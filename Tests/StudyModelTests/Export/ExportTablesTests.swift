import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The wide, long and runs tables of `study export`, from a journal built event by event:
/// a repeated survey (one run completed, one still open), a multiple choice with "other",
/// an optional question skipped, "prefer not to answer", a question passed over by show-if,
/// questions not reached, a correction and a score with bands.
final class ExportTablesTests: XCTestCase {
    private typealias F = ParticipantFixtures

    static let studyText = StudyTemplate.withSteps(
        """
        - id: feeling
          question: How is your mood?
          answer:
            type: single-choice
            choices:
              - {value: 0, label: Low}
              - {value: 1, label: Fine}
              - {value: 2, label: Good}
        - id: helps
          question: What helps?
          answer:
            type: multiple-choice
            choices:
              - {value: walk, label: A walk}
              - {value: talk, label: "Talking, with friends"}
              - {value: other, label: Something else, other: true}
        - id: why_low
          question: Why is it low?
          show-if: "feeling = 0"
          answer: text
        - id: hours
          question: Hours of sleep?
          optional: true
          answer: {type: integer, min: 0, max: 24, unit: hours}
        - id: weight
          question: Your weight?
          prefer-not-to-answer: true
          answer: weight
        - id: rested
          question: Do you feel rested?
          answer: yes-no
        """,
        scores: """
            - id: mood_score
              label: Mood
              value: "feeling"
              bands:
                - {min: 0, max: 0, label: Low}
                - {min: 1, max: 2, label: Not low}
            """)

    private func study() throws -> Study {
        try XCTUnwrap(F.study(Self.studyText).study)
    }

    /// Run 1 completed (with a correction of `feeling`), run 2 left after one answer.
    static func participant() -> ExportParticipant {
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "AAAA-BBBB", language: "en"))
        journal.add(.taskStarted(task: "survey", run: "survey-1"))
        for (step, outcome) in [
            (StepID("feeling"), AnswerOutcome.answered(.choice("0", otherText: nil))),
            ("helps", .answered(.choices(["walk", "other"], otherText: "music, loud"))),
        ] {
            journal.add(.stepShown(task: "survey", run: "survey-1", step: step))
            journal.add(.answered(task: "survey", run: "survey-1", step: step, outcome: outcome))
        }
        journal.add(.wentBack(task: "survey", run: "survey-1", from: "helps", to: "feeling"))
        journal.add(
            .answered(
                task: "survey", run: "survey-1", step: "feeling", outcome: .answered(.choice("2", otherText: nil))))
        journal.add(.stepShown(task: "survey", run: "survey-1", step: "helps"))
        journal.add(
            .answered(
                task: "survey", run: "survey-1", step: "helps",
                outcome: .answered(.choices(["walk", "other"], otherText: "music, loud"))))
        for (step, outcome) in [
            (StepID("hours"), AnswerOutcome.skipped), ("weight", .preferNotToAnswer), ("rested", F.yes()),
        ] {
            journal.add(.stepShown(task: "survey", run: "survey-1", step: step))
            journal.add(.answered(task: "survey", run: "survey-1", step: step, outcome: outcome))
        }
        journal.add(.taskFinished(task: "survey", run: "survey-1", status: .completed))
        journal.add(.taskStarted(task: "survey", run: "survey-2"))
        journal.add(.stepShown(task: "survey", run: "survey-2", step: "feeling"))
        journal.add(
            .answered(
                task: "survey", run: "survey-2", step: "feeling", outcome: .answered(.choice("0", otherText: nil))))
        return ExportParticipant(
            id: "AAAA-BBBB", studyVersion: "1.0", consentVersion: "1.0", events: journal.events, activeResults: [])
    }

    private func wide() throws -> (header: [String], rows: [[String: String]]) {
        let study = try study()
        let task = try XCTUnwrap(study.tasks.first)
        let table = WideTable.table(
            study: study, task: task, survey: try XCTUnwrap(task.survey), participants: [Self.participant()])
        return (table.header, table.rows.map { Dictionary(uniqueKeysWithValues: zip(table.header, $0)) })
    }

    func testTheWideFileHasOneColumnPerVariableAndOnePerOption() throws {
        let (header, _) = try wide()
        XCTAssertEqual(
            header,
            WideTable.runColumns + [
                "feeling", "helps___walk", "helps___talk", "helps___other", "helps_other", "why_low", "hours", "weight",
                "rested", "mood_score", "mood_score_band",
            ])
    }

    func testACompletedRunHoldsItsLastAnswersAndExplicitMissingCodes() throws {
        let row = try XCTUnwrap(try wide().rows.first)
        XCTAssertEqual(row["run"], "survey-1")
        XCTAssertEqual(row["run_number"], "1")
        XCTAssertEqual(row["status"], "completed")
        XCTAssertEqual(row["feeling"], "2", "the correction, not the first answer")
        XCTAssertEqual(row["helps___walk"], "1")
        XCTAssertEqual(row["helps___talk"], "0")
        XCTAssertEqual(row["helps___other"], "1")
        XCTAssertEqual(row["helps_other"], "music, loud")
        XCTAssertEqual(row["why_low"], "-91", "passed over by show-if once feeling was 2")
        XCTAssertEqual(row["hours"], "-92")
        XCTAssertEqual(row["weight"], "-93")
        XCTAssertEqual(row["rested"], "1")
        XCTAssertEqual(row["mood_score"], "2")
        XCTAssertEqual(row["mood_score_band"], "Not low")
    }

    func testAnOpenRunMarksWhatItDidNotReach() throws {
        let row = try XCTUnwrap(try wide().rows.last)
        XCTAssertEqual(row["run"], "survey-2")
        XCTAssertEqual(row["status"], "in-progress")
        XCTAssertEqual(row["ended_at"], "")
        XCTAssertEqual(row["feeling"], "0")
        for column in ["helps___walk", "helps_other", "why_low", "hours", "weight", "rested"] {
            XCTAssertEqual(row[column], "-94", column)
        }
        XCTAssertEqual(row["mood_score"], "0")
        XCTAssertEqual(row["mood_score_band"], "Low")
    }

    func testTheLongFileKeepsEveryAnswerAndMarksTheCorrected() throws {
        let table = LongTable.table(participants: [Self.participant()])
        let rows = table.rows.map { Dictionary(uniqueKeysWithValues: zip(table.header, $0)) }
        let feeling = rows.filter { $0["step"] == "feeling" && $0["run"] == "survey-1" }
        XCTAssertEqual(feeling.map { $0["value"] }, ["0", "2"])
        XCTAssertEqual(feeling.map { $0["superseded"] }, ["1", "0"])
        let skipped = try XCTUnwrap(rows.first { $0["step"] == "hours" })
        XCTAssertEqual(skipped["status"], "skipped")
        XCTAssertEqual(skipped["value"], "")
        let helps = try XCTUnwrap(rows.last { $0["step"] == "helps" })
        XCTAssertEqual(helps["value"], "walk;other")
        XCTAssertEqual(helps["other"], "music, loud")
        XCTAssertEqual(rows.count, 8, "seven answers in the first run (one a correction), one in the second")
    }

    func testTheRunsFileListsEveryRun() throws {
        let table = RunsTable.table(study: try study(), participants: [Self.participant()])
        XCTAssertEqual(table.rows.map { $0[4] }, ["survey-1", "survey-2"])
        XCTAssertEqual(table.rows.map { $0[5] }, ["completed", "in-progress"])
    }

    func testCellsWithCommasQuotesOrLineBreaksAreQuoted() {
        let table = CSVTable(header: ["a", "b"], rows: [["x,y", "say \"hi\"\nthere"]])
        XCTAssertEqual(table.text, "a,b\n\"x,y\",\"say \"\"hi\"\"\nthere\"\n")
    }

    /// Cells are written as bytes: text that is not ASCII is kept as it is, and every quote
    /// doubled, whatever follows it.
    func testCellsThatAreNotASCIIAreWrittenAsTheyAre() {
        let table = CSVTable(header: ["é"], rows: [["Zoë"], ["\"\u{301}x\""], ["a\rb"], [""], ["😀,"]])
        XCTAssertEqual(table.text, "é\nZoë\n\"\"\"\u{301}x\"\"\"\n\"a\rb\"\n\n\"😀,\"\n")
        XCTAssertEqual(CSVTable.line(["1", "two", "3,4"]), "1,two,\"3,4\"\n")
    }

    func testTheSameInputGivesTheSameBytes() throws {
        let study = try study()
        let first = ExportFiles.files(study: study, participants: [Self.participant()], exportTime: nil, problems: [])
        let second = ExportFiles.files(study: study, participants: [Self.participant()], exportTime: nil, problems: [])
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.last?.name, "manifest.json")
    }

    func testNoIdentityEverReachesTheFiles() throws {
        var events = Self.participant().events
        events.insert(
            JournalEvent(
                sequence: 99, time: F.time(8, 0),
                kind: .signed(
                    .init(fullName: "Ada Lovelace", signature: "Ada L", email: "ada@example.org", phone: "0123"))),
            at: 1)
        let person = ExportParticipant(
            id: "AAAA-BBBB", studyVersion: "1.0", consentVersion: "1.0", events: events, activeResults: [])
        for file in ExportFiles.files(study: try study(), participants: [person], exportTime: nil, problems: []) {
            let text = String(decoding: file.data, as: UTF8.self)
            for identity in ["Ada", "ada@example.org", "0123"] {
                XCTAssertFalse(text.contains(identity), "\(file.name) holds \(identity)")
            }
        }
    }

    /// A run's number is the last part of its id between dashes, as `split(separator: "-")`
    /// gives it, for ids of ASCII and of other text alike.
    func testARunNumberIsTheLastPartOfItsID() {
        let ids = [
            "baseline-1", "weekly_checkin-12", "a--", "-", "", "abc", "x-y-3", "é-2", "a-b-", "--7--", "ü", "a-ü-",
        ]
        for id in ids {
            XCTAssertEqual(WideTable.runNumber(id), id.split(separator: "-").last.map(String.init) ?? "", id)
        }
        XCTAssertEqual(WideTable.runNumber("baseline-1"), "1")
    }
}
