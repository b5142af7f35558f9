import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Machines for the resume and lease tests: each is its own output folder, running the
/// PHQ-9 study against one store.
extension StoreTestCase {
    static let phq9ID = "phq9-mood-check"

    /// A participant joins on `machine` and stops after the permissions, with the store
    /// named; their folder there (which lasts as long as the machine).
    func join(on machine: JourneyHarness, store: String) throws -> JourneyParticipant {
        let input = try JourneyAnswers("phq9.txt").lines(through: "Allow").map { $0 + "\n" }.joined()
        let joined = try machine.run(study: "phq9", input: input, extra: ["--store", store])
        XCTAssertEqual(joined.status, 0, joined.transcript)
        return try machine.onlyParticipant(of: Self.phq9ID)
    }

    /// The PHQ-9 answers after joining: the survey, then leaving.
    func answersAfterJoining() throws -> String {
        let answers = try JourneyAnswers("phq9.txt")
        return answers.lines.dropFirst(answers.lines(through: "Allow").count).map { $0 + "\n" }.joined()
    }

    /// `study run … --participant ID --store URL` on `machine`, with `secret` given as the
    /// resume secret (or none).
    func resume(
        _ participant: String, on machine: JourneyHarness, store: String, secret: String?, input: String = ""
    ) throws -> StudyRun {
        var environment = StudyBinary.baseEnvironment
        environment[StoreResume.secretVariable] = secret
        return try machine.run(
            study: "phq9", input: input, extra: ["--participant", participant, "--store", store],
            environment: environment)
    }

    /// The participant's resume secret, as `.store-secret` holds it (without its newline).
    func secret(of participant: JourneyParticipant) throws -> String {
        try participant.text(ParticipantSecret.fileName).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func storedLines(_ database: String, participant: String) throws -> [String] {
        try server.superuser(database: database).execute(
            "SELECT line FROM study_store.events WHERE participant_id = $1 ORDER BY sequence", [participant]
        ).map { $0[0] ?? "" }
    }

    func journalLines(of participant: JourneyParticipant) throws -> [String] {
        try participant.text("journal.jsonl").split(separator: "\n").map(String.init)
    }
}
