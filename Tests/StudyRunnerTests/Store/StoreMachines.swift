import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Machines for the resume and lease tests: each is its own output folder, running the
/// PHQ-9 study against one store.
///
/// The PHQ-9 runs here with `identity-key: none` (a copy in each machine's folder), so that
/// the signed consent a resumed machine makes again from the journal (`consent.md`) can be
/// compared with the first machine's; sealed files through the store: StoreFileTests.
extension StoreTestCase {
    static let phq9ID = "phq9-mood-check"

    /// `study run <the machine's PHQ-9 copy, identities in plain text> --plain --output …`.
    func runPlainPHQ9(
        on machine: JourneyHarness, input: String, extra: [String],
        environment: [String: String] = StudyBinary.baseEnvironment
    ) throws -> StudyRun {
        let original = try String(
            contentsOf: StudyBinary.root.appendingPathComponent("Studies/phq9.study"), encoding: .utf8)
        let study = try machine.output.write(
            "phq9.study", SealedStudy.replacingIdentityKey(of: original, with: "identity-key: none"))
        return try JourneyHarness.run(
            ["run", study.path, "--plain", "--output", machine.outputPath] + extra, input: input,
            environment: environment)
    }

    /// A participant joins on `machine` and stops after the permissions, with the store
    /// named; their folder there (which lasts as long as the machine).
    func join(on machine: JourneyHarness, store: String) throws -> JourneyParticipant {
        let input = try JourneyAnswers("phq9.txt").lines(through: "Allow").map { $0 + "\n" }.joined()
        let joined = try runPlainPHQ9(on: machine, input: input, extra: ["--store", store])
        XCTAssertEqual(joined.status, 0, joined.transcript)
        return try machine.onlyParticipant(of: Self.phq9ID)
    }

    /// The PHQ-9 answers after joining: the survey, then leaving. Without the empty line that
    /// answers the offer of a copy of the sealed consent: a sitting that ended at the
    /// permission starts again at home (and a study without a key never makes the offer).
    func answersAfterJoining() throws -> String {
        let answers = try JourneyAnswers("phq9.txt")
        let after = Array(answers.lines.dropFirst(answers.lines(through: "Allow").count))
        XCTAssertEqual(after.first, "", "phq9.txt: the copy offer's empty line after the permission")
        return after.dropFirst().map { $0 + "\n" }.joined()
    }

    /// `study run … --participant ID --store URL` on `machine`, with `secret` given as the
    /// resume secret (or none).
    func resume(
        _ participant: String, on machine: JourneyHarness, store: String, secret: String?, input: String = ""
    ) throws -> StudyRun {
        var environment = StudyBinary.baseEnvironment
        environment[StoreResume.secretVariable] = secret
        return try runPlainPHQ9(
            on: machine, input: input, extra: ["--participant", participant, "--store", store],
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
