import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// `participants.csv`: one row per participant, saying whether and when they withdrew and
/// whether their answers were deleted, so an analyst can tell a withdrawn participant's
/// kept runs in the survey files from everyone else's.
final class ParticipantsTableTests: XCTestCase {
    private typealias F = ParticipantFixtures

    private func study() throws -> Study {
        try XCTUnwrap(F.study(ExportTablesTests.studyText).study)
    }

    /// `ExportTablesTests`' participant, who then left keeping their answers.
    private static func withdrawnKeeping() -> ExportParticipant {
        var events = ExportTablesTests.participant().events
        events.append(
            JournalEvent(sequence: events.count + 1, time: F.time(11, 30), kind: .withdrew(answers: .kept)))
        return ExportParticipant(
            id: "CCCC-DDDD", studyVersion: "1.0", consentVersion: "1.0", events: events, activeResults: [])
    }

    private func rows(_ participants: [ExportParticipant]) throws -> [[String: String]] {
        let files = ExportFiles.files(study: try study(), participants: participants, exportTime: nil, problems: [])
        let file = try XCTUnwrap(files.first { $0.name == ParticipantsTable.file })
        let lines = String(decoding: file.data, as: UTF8.self).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        XCTAssertEqual(lines.first, ParticipantsTable.header)
        XCTAssertEqual(file.rows, lines.count - 1)
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(ParticipantsTable.header, $0)) }
    }

    func testEachParticipantSaysWhetherAndWhenTheyWithdrew() throws {
        let deleted = ExportParticipant(
            id: "EEEE-FFFF", studyVersion: "0.9", consentVersion: nil,
            deletion: .init(joinedAt: F.time(8, 0), leftAt: F.time(10, 15)))
        let table = try rows([ExportTablesTests.participant(), Self.withdrawnKeeping(), deleted])
        XCTAssertEqual(table.map { $0["participant"] }, ["AAAA-BBBB", "CCCC-DDDD", "EEEE-FFFF"])
        XCTAssertEqual(table.map { $0["withdrawn"] }, ["0", "1", "1"])
        XCTAssertEqual(table.map { $0["answers_deleted"] }, ["0", "0", "1"])
        XCTAssertEqual(
            table.map { $0["withdrawn_at"] }, ["", F.time(11, 30).iso8601, F.time(10, 15).iso8601])
        XCTAssertEqual(
            table.map { $0["joined_at"] }, [F.time(9, 0).iso8601, F.time(9, 0).iso8601, F.time(8, 0).iso8601])
        XCTAssertEqual(table.map { $0["study_version"] }, ["1.0", "1.0", "0.9"])
        XCTAssertEqual(table.map { $0["consent_version"] }, ["1.0", "1.0", ""])
        XCTAssertEqual(table.map { $0["language"] }, ["en", "en", ""])
    }

    /// The withdrawn participant's kept runs stay in the survey file as they were: the
    /// participants file is what tells them apart.
    func testAWithdrawnParticipantsKeptRunsAreStillExported() throws {
        let files = ExportFiles.files(
            study: try study(), participants: [Self.withdrawnKeeping()], exportTime: nil, problems: [])
        let survey = try XCTUnwrap(files.first { $0.name == ExportFiles.surveyFile("survey") })
        XCTAssertEqual(String(decoding: survey.data, as: UTF8.self).split(separator: "\n").count, 3)
    }

    func testTheCodebookAndTheSyntaxFilesDescribeTheParticipantsFile() throws {
        let files = ExportFiles.files(
            study: try study(), participants: [Self.withdrawnKeeping()], exportTime: nil, problems: [])
        func text(_ name: String) throws -> String {
            String(decoding: try XCTUnwrap(files.first { $0.name == name }).data, as: UTF8.self)
        }
        let codebook = try text(ExportFiles.codebookFile)
        XCTAssertTrue(codebook.contains("## Participants"), codebook)
        for (column, _) in ParticipantsTable.meanings { XCTAssertTrue(codebook.contains("`\(column)`"), column) }
        XCTAssertTrue(try text(ExportFiles.rFile).contains("participants <- read.csv(\"participants.csv\""))
        let spss = try text(ExportFiles.spssFile)
        XCTAssertTrue(spss.contains("DATASET DECLARE participants."), spss)
        XCTAssertTrue(spss.contains("DATASET DECLARE survey."), "each survey its own dataset: \(spss)")
        let manifest = try text(ExportFiles.manifestFile)
        XCTAssertTrue(manifest.contains("\"participants.csv\""), manifest)
    }
}
