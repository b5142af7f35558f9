import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Storage failures end to end: the built binary runs the PHQ-9 study in plain mode with
/// its answers typed one at a time, and the disk is made to fail at a chosen moment (a
/// tiny tmpfs filled up, a read-only mount, a folder without write permission, the
/// output deleted). Each time the participant must see what is wrong and what to do, be
/// able to retry once it is fixed (and then lose nothing) or leave with exit status 3,
/// and no file may be left half-written.
final class StorageFailureTests: XCTestCase {
    static let study = "Studies/phq9.study"
    static let diskFull = "The disk is full. Free some space, then try again."
    static let readOnly = "The output folder is on a read-only disk."
    static let noPermission = "The output folder cannot be written to."
    static let removed = "The output folder was removed or moved."

    /// From the introduction to the agreement, each line with the text of the screen it
    /// leads to, so a test can stop anywhere and act on the disk.
    static let toAgreement: [(String, String)] =
        [
            ("Join the study", "How old are you?"), ("30", "You can take part."), ("", "Your participant id"),
        ] + Array(repeating: ("", "Consent, part"), count: 7) + [
            ("", "Does your score"), ("no", "Correct"), ("", "Will someone"), ("no", "Correct"),
            ("", "How often will you"), ("2", "Correct"),
            ("", "3 of 3 correctly"), ("", "Review"), ("", "Do you agree to take part?"),
        ]
    /// The signature, the permission, then the offer of a readable copy of the consent the
    /// study keeps sealed to its team key (an empty line: no copy).
    static let signing: [(String, String)] = [
        ("I agree", "Your full name"), ("Grace Hopper", "Type your name again"),
        ("grace hopper", "Your email address"), ("grace@example.org", "Permission 1 of 1"),
        ("Allow", "Your copy of the signed consent"), ("", "Your tasks"),
    ]
    /// The signed consent kept in the participant's folder (sealed).
    static let consentFile = "/consent.md.sealed"
    static let toQuestion2: [(String, String)] = [
        ("Mood questionnaire (PHQ-9)", "9 questions"), ("", "Over the last 2 weeks"),
        ("", "Little interest or pleasure"), ("1", "Feeling down, depressed, or hopeless"),
    ]
    /// After question 2: "Not at all" to the rest, the difficulty item, the end, leave.
    static let rest = Array(repeating: "1", count: 8) + ["", "leave"]

    // MARK: The disk fills up

    func testTheDiskFillsMidSurveyAndRetryAfterFreeingLosesNothing() throws {
        let disk = try TinyDisk()
        let output = disk.path + "/out"
        let run = try Driven(output: output)
        try run.answer(Self.toAgreement + Self.signing + Self.toQuestion2)
        disk.fill()
        try run.send("2")
        try run.waitFor(Self.diskFull)
        XCTAssertTrue(run.output.contains("No space left"), "the detail says what the system said")
        disk.free()
        try run.send("1")
        try run.waitFor("Trouble falling or staying asleep")
        try run.send(Self.rest)
        XCTAssertEqual(try run.finish(), 0, run.transcript)

        let folder = try run.participantFolder()
        StorageChecks.folderIsWhole(folder)
        let events = StorageChecks.journal(folder)
        XCTAssertEqual(
            events.filter { $0["step"] as? String == "phq9_2" && $0["event"] as? String == "answered" }.count, 1,
            "the answer given when the disk was full is in the journal once")
        let result = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder + "/tasks/phq9-1.json")))
        XCTAssertEqual((result as? [String: Any])?["status"] as? String, "completed")
        JourneyChecks.privateModes(under: output)
        XCTAssertEqual(try StudyBinary.run(["verify", folder]).status, 0, "the folder verifies after the retry")
    }

    func testLeavingWhenTheDiskIsFullExits3AndTheParticipantResumesWhereTheJournalSays() throws {
        let disk = try TinyDisk()
        let output = disk.path + "/out"
        let run = try Driven(output: output)
        try run.answer(Self.toAgreement + Self.signing + Self.toQuestion2)
        disk.fill()
        try run.send("2")
        try run.waitFor(Self.diskFull)
        try run.send("Leave")
        XCTAssertEqual(try run.finish(), 3, run.transcript)
        XCTAssertTrue(run.errors.contains("No space left on device. " + Self.diskFull), run.errors)
        XCTAssertTrue(run.output.contains("To continue later, run: study run \(Self.study) --participant "), run.output)

        let folder = try run.participantFolder()
        StorageChecks.folderIsWhole(folder)
        let events = StorageChecks.journal(folder)
        XCTAssertNotNil(StorageChecks.answer("phq9_1", in: events), "what was accepted before the failure is kept")
        // The answer was either written to the journal before a results file failed, or not
        // at all. Coming back goes on from the journal: the next question if the answer was
        // kept (it was accepted), that question again if not.
        let kept = StorageChecks.answer("phq9_2", in: events) != nil
        disk.free()
        let again = try Driven(output: output, extra: ["--participant", (folder as NSString).lastPathComponent])
        try again.waitFor(kept ? "Trouble falling or staying asleep" : "Feeling down, depressed")
        try again.send("leave")
        try again.send("Yes, save and leave")
        XCTAssertEqual(try again.finish(), 0, again.transcript)
        StorageChecks.folderIsWhole(folder)
    }

    func testTheDiskFillsWhileTheConsentIsSigned() throws {
        let disk = try TinyDisk()
        let output = disk.path + "/out"
        let run = try Driven(output: output)
        try run.answer(Self.toAgreement + [Self.signing[0]])
        disk.fill()
        // Small journal lines may still fit in the last page of the journal; the signed
        // consent document cannot. Wherever the failure comes, it is offered for retry.
        var failedAt: String?
        for (line, next) in Self.signing.dropFirst() {
            if try run.send(line, thenWaitFor: next, or: Self.diskFull) == Self.diskFull {
                failedAt = line
                break
            }
        }
        XCTAssertNotNil(failedAt, "the full disk was noticed before the home screen")
        disk.free()
        try run.send("1")
        let remaining = Self.signing.drop { $0.0 != failedAt }.dropFirst()
        try run.answer(Array(remaining))
        try run.waitFor("Your tasks")
        try run.send("leave")
        XCTAssertEqual(try run.finish(), 0, run.transcript)

        let folder = try run.participantFolder()
        StorageChecks.folderIsWhole(folder)
        let events = StorageChecks.journal(folder)
        XCTAssertEqual(events.filter { $0["event"] as? String == "signed" }.count, 1, "signed once")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + Self.consentFile))
        XCTAssertEqual(try StudyBinary.run(["verify", folder]).status, 0, "the signed consent verifies")
    }

    func testADiskAlreadyFullWhenJoining() throws {
        let disk = try TinyDisk()
        disk.fill()
        let run = try Driven(output: disk.path + "/out")
        try run.send("Join the study")
        try run.waitFor(Self.diskFull)
        disk.free()
        try run.send("Try again")
        try run.waitFor("How old are you?")
        XCTAssertEqual(try run.finish(), 0, run.transcript)
        let events = StorageChecks.journal(try run.participantFolder())
        XCTAssertEqual(events.first?["event"] as? String, "joined")
    }

    /// Someone not eligible leaves only `outcome.json`; if that cannot be written, they
    /// get the same offer (it used to end with status 3 and no retry).
    func testTheDiskFillsWhenSomeoneWhoCannotTakePartIsRecorded() throws {
        let disk = try TinyDisk()
        let run = try Driven(output: disk.path + "/out")
        try run.answer([("Join the study", "How old are you?")])
        disk.fill() // the journal's first page still has room; the outcome file has none
        try run.send("10")
        try run.waitFor(Self.diskFull)
        disk.free()
        try run.send("Try again")
        try run.waitFor("only for adults")
        XCTAssertEqual(try run.finish(), 0, run.transcript)
        let folder = try run.participantFolder()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(names, ["outcome.json"], "only the outcome is kept")
    }

    // MARK: Read-only, no permission

    func testAReadOnlyOutputDiskAtTheStart() throws {
        let disk = try TinyDisk()
        guard disk.remount(readOnly: true).status == 0 else {
            throw XCTSkip("the tmpfs cannot be remounted read-only here")
        }
        let run = try Driven(output: disk.path + "/out")
        try run.send("Join the study")
        try run.waitFor(Self.readOnly)
        XCTAssertTrue(run.output.contains("Read-only"), run.output)
        XCTAssertEqual(disk.remount(readOnly: false).status, 0)
        try run.send("1")
        try run.answer([("30", "You can take part.")])
        XCTAssertEqual(try run.finish(), 0, run.transcript)
        StorageChecks.folderIsWhole(try run.participantFolder())
    }

    func testAReadOnlyOutputDiskAndLeavingWritesNothing() throws {
        let disk = try TinyDisk()
        guard disk.remount(readOnly: true).status == 0 else {
            throw XCTSkip("the tmpfs cannot be remounted read-only here")
        }
        let run = try Driven(output: disk.path + "/out")
        try run.send("Join the study")
        try run.waitFor(Self.readOnly)
        try run.send("2")
        XCTAssertEqual(try run.finish(), 3, run.transcript)
        XCTAssertTrue(run.errors.contains(Self.readOnly), run.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: disk.path + "/out"))
    }

    func testAnOutputFolderWithoutWritePermission() throws {
        let holder = try TemporaryFolder()
        let output = holder.url.appendingPathComponent("out").path
        mkdir(output, 0o700)
        OrdinaryUser.own(holder.url.path)
        chmod(output, 0o500)
        let run = try Driven(output: output, launcher: try OrdinaryUser.launcher())
        try run.send("Join the study")
        try run.waitFor(Self.noPermission)
        XCTAssertTrue(run.output.contains("Permission denied"), run.output)
        chmod(output, 0o700)
        try run.send("Try again")
        try run.answer([("30", "You can take part.")])
        XCTAssertEqual(try run.finish(), 0, run.transcript)
        StorageChecks.folderIsWhole(try run.participantFolder())
        JourneyChecks.privateModes(under: output + "/phq9-mood-check")
    }

    /// The participant's folder loses its write permission just before the signed consent
    /// document is written (the journal, already open, can still be appended to).
    func testTheParticipantFolderLosesWritePermissionWhenTheConsentIsWritten() throws {
        let holder = try TemporaryFolder()
        let output = holder.url.appendingPathComponent("out").path
        mkdir(output, 0o700)
        OrdinaryUser.own(holder.url.path)
        let run = try Driven(output: output, launcher: try OrdinaryUser.launcher())
        try run.answer(Self.toAgreement + Self.signing.dropLast(2))
        let folder = try run.participantFolder()
        chmod(folder, 0o500)
        try run.send("Allow")
        try run.waitFor(Self.noPermission)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + Self.consentFile))
        chmod(folder, 0o700)
        try run.send("1")
        try run.waitFor("Your copy of the signed consent")
        try run.send("")
        try run.waitFor("Your tasks")
        try run.send("leave")
        XCTAssertEqual(try run.finish(), 0, run.transcript)
        StorageChecks.folderIsWhole(folder)
        XCTAssertEqual(try StudyBinary.run(["verify", folder]).status, 0)
        JourneyChecks.privateModes(under: folder)
    }

    /// Was a bug: a returning participant whose folder could not be searched was told
    /// "No participant with the id … was found", as if their answers did not exist.
    func testAReturningParticipantWhoseFolderCannotBeOpened() throws {
        let holder = try TemporaryFolder()
        let output = holder.url.appendingPathComponent("out").path
        mkdir(output, 0o700)
        OrdinaryUser.own(holder.url.path)
        let launcher = try OrdinaryUser.launcher()
        let first = try Driven(output: output, launcher: launcher)
        try first.answer(Array(Self.toAgreement.prefix(2)))
        XCTAssertEqual(try first.finish(), 0, first.transcript)
        let folder = try first.participantFolder()
        chmod(folder, 0o000)
        let again = try Driven(
            output: output, extra: ["--participant", (folder as NSString).lastPathComponent], launcher: launcher)
        try again.waitFor(Self.noPermission)
        chmod(folder, 0o700)
        try again.send("Try again")
        try again.waitFor("Consent, part 1 of 7")
        XCTAssertEqual(try again.finish(), 0, again.transcript)
        XCTAssertFalse(again.errors.contains("No participant"), again.errors)
        StorageChecks.folderIsWhole(folder)
    }

    // MARK: The output folder is deleted

    /// Was a bug: the journal went on "saving" into the deleted file, so every answer of
    /// the session was lost at exit. Now the deletion is noticed at the next answer, and
    /// Retry makes the folder again with the whole journal and the files built from it.
    func testTheOutputFolderDeletedMidRunIsMadeAgainWithEverything() throws {
        let holder = try TemporaryFolder()
        let output = holder.url.appendingPathComponent("out").path
        let run = try Driven(output: output)
        try run.answer(Self.toAgreement + Self.signing + Self.toQuestion2)
        let folder = try run.participantFolder()
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/journal.jsonl"))
        try FileManager.default.removeItem(atPath: output)
        try run.send("2")
        try run.waitFor(Self.removed)
        try run.send("1")
        try run.waitFor("Trouble falling or staying asleep")
        try run.send(Self.rest)
        XCTAssertEqual(try run.finish(), 0, run.transcript)

        let after = try Data(contentsOf: URL(fileURLWithPath: folder + "/journal.jsonl"))
        XCTAssertTrue(after.starts(with: before), "the journal from before the deletion is back, unchanged")
        StorageChecks.folderIsWhole(folder)
        // The sealed consent and identity are put back byte for byte (verify checks their SHA-256).
        let identity = try XCTUnwrap(
            FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("identity-") })
        for name in ["consent.md.sealed", identity, "onboarding.json", "tasks/phq9-1.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/" + name), "\(name) was made again")
        }
        XCTAssertEqual(try StudyBinary.run(["verify", folder]).status, 0)
        JourneyChecks.privateModes(under: output)
    }

    /// Was a bug: deleted while the home screen was shown, then left as usual: no write
    /// was needed on the way, so nothing noticed, the status said "saved", and the whole
    /// journal went with the program.
    func testLeavingHomeAfterTheOutputFolderWasDeletedKeepsTheJournal() throws {
        let holder = try TemporaryFolder()
        let output = holder.url.appendingPathComponent("out").path
        let run = try Driven(output: output)
        try run.answer(Self.toAgreement + Self.signing)
        let folder = try run.participantFolder()
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/journal.jsonl"))
        try FileManager.default.removeItem(atPath: output)
        try run.send("leave")
        XCTAssertEqual(try run.finish(), 0, run.transcript)
        let after = try Data(contentsOf: URL(fileURLWithPath: folder + "/journal.jsonl"))
        XCTAssertTrue(after.starts(with: before), "the journal was written back on the way out")
        XCTAssertEqual(StorageChecks.journal(folder).last?["reason"] as? String, "left")
        StorageChecks.folderIsWhole(folder)
        XCTAssertEqual(try StudyBinary.run(["verify", folder]).status, 0)
    }

    func testLeavingAfterTheOutputFolderWasDeletedStillKeepsTheJournal() throws {
        let holder = try TemporaryFolder()
        let output = holder.url.appendingPathComponent("out").path
        let run = try Driven(output: output)
        try run.answer(Self.toAgreement + Self.signing + Self.toQuestion2)
        let folder = try run.participantFolder()
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/journal.jsonl"))
        try FileManager.default.removeItem(atPath: output)
        try run.send("2")
        try run.waitFor(Self.removed)
        try run.send("Leave")
        XCTAssertEqual(try run.finish(), 3, run.transcript)
        let after = try Data(contentsOf: URL(fileURLWithPath: folder + "/journal.jsonl"))
        XCTAssertEqual(after, before, "what was held in memory was written back on the way out")
        StorageChecks.folderIsWhole(folder)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + Self.consentFile))
    }
}
