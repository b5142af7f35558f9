import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// A study with the study team's key (`identity-key:`): the name, signature and email the
/// participant types are written only sealed to that key; `study verify` checks the sealed
/// files against the journal's chain; `study export --identities` opens them apart from the data.
final class IdentityJourneyTests: XCTestCase {
    /// Keeps the temporary folders for the whole test.
    private var sealed: SealedStudy!
    /// What phq9.txt types at the signature.
    private static let typed = ["Grace", "Hopper", "hopper", "grace@example.org"]

    /// PHQ-9 with a fresh key, run with phq9.txt's `lines` (all by default), answering the
    /// offer of a readable copy with `copy` (no copy by default).
    private func sealedPHQ9(lines: [String]? = nil, copy: (SealedStudy) -> [String] = { _ in [""] }) throws -> (
        JourneyParticipant, StudyRun
    ) {
        sealed = try SealedStudy("phq9") // its consent is in the study file
        let typed = try lines ?? JourneyAnswers("phq9.txt").lines
        let run = try sealed.run(
            input: SealedStudy.input(typed, copy: copy(sealed), before: "Mood questionnaire (PHQ-9)"))
        XCTAssertEqual(run.status, 0, run.transcript)
        return (try sealed.harness.onlyParticipant(of: "phq9-mood-check"), run)
    }

    private var destination: String { sealed.place.url.appendingPathComponent("export").path }

    func testNoTypedIdentityIsAnywhereInTheParticipantsFolder() throws {
        let (participant, _) = try sealedPHQ9()
        SealedStudy.assertNowhere(Self.typed, under: URL(fileURLWithPath: sealed.harness.outputPath))
        XCTAssertFalse(participant.exists("consent.md"))
        XCTAssertTrue(participant.exists("consent.md.sealed"))
        let journal = try participant.journal()
        let signed = try XCTUnwrap(participant.events("signed", in: journal).first)
        let signature = try XCTUnwrap(signed["signature"] as? [String: Any])
        let record = try XCTUnwrap(signature["identity"] as? String)
        XCTAssertTrue(participant.exists(record), record)
        let saved = participant.events("document-saved", in: journal).compactMap { $0["file"] as? String }
        XCTAssertEqual(saved, [record, "consent.md.sealed"])
    }

    func testTheParticipantMaySaveTheirOwnReadableCopyOutsideTheResults() throws {
        let own = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: own) }
        let taken = FileManager.default.temporaryDirectory.appendingPathComponent("taken-\(UUID().uuidString).md").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: taken))
        defer { try? FileManager.default.removeItem(atPath: taken) }
        let stray = FileManager.default.currentDirectoryPath + "/1"
        let strayExistedBefore = FileManager.default.fileExists(atPath: stray)
        // A menu's number typed out of habit is not a file name; then refused inside the
        // results folder, refused over an existing file, then saved.
        let (participant, run) = try sealedPHQ9 { ["1", $0.harness.outputPath + "/mine.md", taken, own] }
        XCTAssertTrue(run.stdout.contains("The study keeps your signed consent encrypted"), run.stdout)
        let oneLine = run.stdout.replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(oneLine.contains("A copy is a text file whose name ends in .md or .txt"), run.stdout)
        XCTAssertEqual(FileManager.default.fileExists(atPath: stray), strayExistedBefore, "no file named 1")
        XCTAssertTrue(run.stdout.contains("inside the study’s results folder"), run.stdout)
        XCTAssertTrue(run.stdout.contains("There is already a file at \(taken)"), run.stdout)
        // A long title is wrapped in plain mode: read it as one line.
        let said = run.stdout.replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(said.contains("Your copy of the signed consent is saved in \(own)"), run.stdout)
        XCTAssertEqual(try String(contentsOfFile: taken, encoding: .utf8), "mine", "an existing file is never replaced")
        let copy = try String(contentsOfFile: own, encoding: .utf8)
        XCTAssertTrue(copy.contains("Grace Hopper") && copy.contains("grace@example.org"), copy)
        XCTAssertTrue(copy.contains(participant.id), copy)
        let mode = try FileManager.default.attributesOfItem(atPath: own)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        SealedStudy.assertNowhere(Self.typed, under: URL(fileURLWithPath: sealed.harness.outputPath))
    }

    /// `leave` at the offer is the command, as on every screen, not a file name: it asks to
    /// confirm leaving, and staying goes back to the offer. (It once saved the copy as `./leave`.)
    func testLeaveTypedAtTheCopyOfferAsksToLeaveAndSavesNoFile() throws {
        let stray = FileManager.default.currentDirectoryPath + "/leave"
        let existedBefore = FileManager.default.fileExists(atPath: stray)
        let (_, run) = try sealedPHQ9 { _ in ["leave", "No, stay", ""] }
        XCTAssertTrue(run.stdout.contains("Leave now? Your answers so far are saved."), run.stdout)
        XCTAssertFalse(run.stdout.contains("Your copy of the signed consent is saved"), run.stdout)
        XCTAssertEqual(FileManager.default.fileExists(atPath: stray), existedBefore, "no file named leave")
    }

    func testContactDetailsChangedInTheProfileAreSealedToo() throws {
        let lines =
            try JourneyAnswers("phq9.txt").lines(through: "Somewhat difficult") + [
                "", "My profile", "Update my contact details", "grace.h@example.org", "", "Back to my tasks", "leave",
            ]
        let (participant, _) = try sealedPHQ9(lines: lines)
        SealedStudy.assertNowhere(Self.typed + ["grace.h@"], under: participant.folder)
        let updates = participant.events("contact-updated", in: try participant.journal())
        XCTAssertEqual(updates.count, 1)
        let record = try XCTUnwrap(updates.first?["identity"] as? String)
        XCTAssertNil(updates.first?["email"])
        XCTAssertEqual(try JourneyHarness.run(["verify", participant.folder.path], input: "").status, 0)
        XCTAssertEqual(try sealed.export(["--identities", sealed.privateKey], to: destination).status, 0)
        let linking = try String(contentsOfFile: destination + "/identities/phq9-mood-check.csv", encoding: .utf8)
        let rows = linking.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.count, 3, linking)
        XCTAssertTrue(rows[2].hasPrefix("\(participant.id),contact-update,"), linking)
        XCTAssertTrue(rows[2].hasSuffix(",,,grace.h@example.org,,,,,\(record)"), linking)
    }

    func testASealedFolderVerifiesAndEachSealedFileIsChecked() throws {
        let (participant, _) = try sealedPHQ9()
        let folder = participant.folder.path
        XCTAssertEqual(try JourneyHarness.run(["verify", folder], input: "").status, 0)
        let record = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("identity-") })
        let url = participant.folder.appendingPathComponent(record)
        var edited = try Data(contentsOf: url)
        edited[edited.count - 10] ^= 1
        try edited.write(to: url)
        let changed = try JourneyHarness.run(["verify", folder], input: "")
        XCTAssertEqual(changed.status, 1, changed.transcript)
        XCTAssertTrue(
            changed.stdout.contains("\(record): does not match the SHA-256 the journal holds"), changed.stdout)
        try FileManager.default.removeItem(at: participant.folder.appendingPathComponent("consent.md.sealed"))
        let missing = try JourneyHarness.run(["verify", folder], input: "")
        XCTAssertEqual(missing.status, 1, missing.transcript)
        XCTAssertTrue(
            missing.stdout.contains("consent.md.sealed: is missing, though the journal holds"), missing.stdout)
    }

    func testIdentitiesAreExportedApartWithTheKeyAndTheDataStaysDeidentified() throws {
        let (participant, _) = try sealedPHQ9()
        let run = try sealed.export(["--identities", sealed.privateKey], to: destination)
        XCTAssertEqual(run.status, 0, run.transcript)
        let linking = try String(contentsOfFile: destination + "/identities/phq9-mood-check.csv", encoding: .utf8)
        let rows = linking.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.first, "participant,source,time,full-name,signature,email,phone,task,step,answer,record")
        XCTAssertEqual(rows.count, 2, linking)
        XCTAssertTrue(rows[1].hasPrefix("\(participant.id),signature,"), linking)
        XCTAssertTrue(rows[1].contains(",Grace Hopper,grace hopper,grace@example.org,,,,,identity-"), linking)
        SealedStudy.assertNowhere(Self.typed, under: URL(fileURLWithPath: destination + "/phq9-mood-check"))
    }

    func testAWrongOrMissingKeyIsAClearErrorAndNothingIsWritten() throws {
        _ = try sealedPHQ9()
        let other = try StudyBinary.run(["keygen", "--to", "other"], in: sealed.place.url)
        XCTAssertEqual(other.status, 0, other.transcript)
        let folder = sealed.place.url
        let wrong = try sealed.export(
            ["--identities", folder.appendingPathComponent("other/study-team.key").path], to: destination)
        XCTAssertEqual(wrong.status, 2, wrong.transcript)
        XCTAssertTrue(
            wrong.stderr.contains("is not the pair of study 'phq9-mood-check''s identity-key"), wrong.stderr)
        let missing = try sealed.export(
            ["--identities", folder.appendingPathComponent("none.key").path], to: destination)
        XCTAssertEqual(missing.status, 2, missing.transcript)
        XCTAssertTrue(missing.stderr.contains("none.key: cannot be read"), missing.stderr)
        let publicHalf = try sealed.export(
            ["--identities", folder.appendingPathComponent("keys/study-team.pub").path], to: destination)
        XCTAssertEqual(publicHalf.status, 2, publicHalf.transcript)
        XCTAssertTrue(publicHalf.stderr.contains("this is the public half of the key pair"), publicHalf.stderr)
        // The store holds the sealed records too (StoreFileTests); one out of reach writes nothing.
        let fromStore = try JourneyHarness.run(
            [
                "export", "--store", "postgresql:///none?host=/nonexistent-folder", "--to", destination,
                "--identities", sealed.privateKey,
            ],
            input: "")
        XCTAssertEqual(fromStore.status, 6, fromStore.transcript)
        XCTAssertTrue(fromStore.stderr.contains("the store could not be read"), fromStore.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: destination))
        let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertFalse(siblings.contains { $0.hasPrefix("export") }, "\(siblings)")
    }
}
