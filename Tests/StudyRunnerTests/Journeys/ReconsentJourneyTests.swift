import Crypto
import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Consenting again after the consent's version was raised, driven in process by a
/// `ScriptedTerminal` in plain mode: a participant joins under version 1.0, the study file
/// is then changed (one section reworded, one added), and their next start shows what
/// changed before anything else; agreeing saves `consent-v2.0.md` beside `consent.md`,
/// declining collects nothing and asks again next time, and a version marked
/// `reconsent: not-required` asks nothing.
final class ReconsentJourneyTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var participant = ""

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try join()
    }

    private var output: String { folder.url.appendingPathComponent("Output").path }
    private var participantFolder: URL {
        URL(fileURLWithPath: output).appendingPathComponent("reconsent-study").appendingPathComponent(participant)
    }

    /// The study with its consent at `version`; `privacy` rewords a section, `extra`
    /// adds sections or a `versions:` list.
    private func studyText(
        version: String, privacy: String = "Only the study team sees your answers.", extra: String = ""
    )
        -> String
    {
        """
        id: reconsent-study
        title: Re-consent study
        version: "1.0"
        organisation: Test Lab
        contact:
          name: Dr Test
          email: test@example.org
        estimated-minutes: 5
        introduction:
          title: Welcome
          text: A short study written for tests.
        consent:
          version: "\(version)"
        \(extra)
          sections:
            - id: overview
              kind: overview
              title: About the study
              summary: What the study is about.
              learn-more: The full text about the study.
            - id: privacy
              kind: privacy
              title: Your privacy
              summary: \(privacy)
              learn-more: The answers are kept under a code.
        \(extra.contains("registry") ? registrySection : "")
          signature:
            meaning: I agree to take part in this study.
        tasks:
          - id: mood
            kind: survey
            title: Mood
            estimated-minutes: 1
            steps:
              - id: good
                question: Are you well today?
                answer: yes-no
        """
    }

    private let registrySection = """
            - id: registry
              kind: data-use
              title: Sharing with the registry
              summary: A summary of your answers goes to the national registry.
              learn-more: Only totals are shared, never your answers one by one.
        """

    private func journey(_ text: String, _ lines: [String]) throws -> (ScriptedTerminal, Int32) {
        let path = folder.url.appendingPathComponent("reconsent.study").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        guard case let .success(source) = StudyFileReader.source(at: path) else { throw JourneyFailure("unreadable") }
        let result = StudyFileReader.validate(source)
        guard let study = result.study, result.isValid else {
            throw JourneyFailure("invalid study: \(result.diagnostics.map(\.message))")
        }
        let terminal = ScriptedTerminal(lines.map { .line($0) }, isInteractive: false)
        var journey = Journey(
            study: study, consentDocuments: result.consentDocuments, language: "en", terminal: terminal,
            environment: [:], colour: nil, output: output, studyPath: path)
        journey.random = SeededRandom(seed: 7)
        let status = journey.run(participant: participant.isEmpty ? nil : participant)
        return (terminal, status)
    }

    /// Joins under version 1.0: the two sections, the review, agree, sign, then leave home.
    private func join() throws {
        let (terminal, status) = try journey(
            studyText(version: "1.0"), ["1", "", "", "", "", "1", "Ada Lovelace", "Ada Lovelace", "leave"])
        let made = try FileManager.default.contentsOfDirectory(
            atPath: URL(fileURLWithPath: output).appendingPathComponent("reconsent-study").path
        ).filter { !$0.hasPrefix(".") }
        guard status == 0, made.count == 1 else { throw JourneyFailure("joining failed:\n\(terminal.output)") }
        participant = made[0]
    }

    private func journal() throws -> [[String: Any]] {
        let text = try String(contentsOf: participantFolder.appendingPathComponent("journal.jsonl"), encoding: .utf8)
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    private func verification() throws -> [ParticipantVerification.Problem] {
        let files = try XCTUnwrap(ParticipantFolderReader.files(in: participantFolder.path))
        return ParticipantVerification.verify(files: files)
    }

    private var newVersion: String {
        studyText(
            version: "2.0", privacy: "Only the study team and the registry see your answers.",
            extra: "  # registry")
    }

    func testTheNextStartShowsWhatChangedThenSavesANewSignedDocumentBesideTheOld() throws {
        let firstSignature = try journal().first { $0["event"] as? String == "signed" }
        let hashes = (firstSignature?["signature"] as? [String: Any])?["sectionHashes"] as? [String: String]
        XCTAssertEqual(hashes.map { Set($0.keys) }, ["overview", "privacy"], "the texts signed are journalled")
        let before = try Data(contentsOf: participantFolder.appendingPathComponent("consent.md"))

        // What changed; the changed section; the new one; review; agree; sign; saved; home.
        let (terminal, status) = try journey(
            newVersion, ["", "", "", "", "1", "Ada Lovelace", "Ada Lovelace", "", "leave"])
        XCTAssertEqual(status, 0, terminal.output)
        let out = terminal.output
        XCTAssertTrue(out.contains("The consent has changed"), out)
        XCTAssertTrue(out.contains("now at version 2.0; you signed version 1.0"), out)
        XCTAssertTrue(out.contains("About the study (unchanged)"), out)
        XCTAssertTrue(out.contains("Your privacy (changed)"), out)
        XCTAssertTrue(out.contains("Sharing with the registry (new)"), out)
        XCTAssertTrue(out.contains("Changed: Your privacy"), out)
        XCTAssertTrue(out.contains("New: Sharing with the registry"), out)
        XCTAssertTrue(out.contains("Change 2 of 2"), out)
        XCTAssertFalse(out.contains("Consent 1 of"), "unchanged sections are not paged through again")
        XCTAssertTrue(out.contains("saved beside the one you signed before"), out)
        XCTAssertTrue(out.contains("Mood"), "home comes after: \(out)")

        let events = try journal().compactMap { $0["event"] as? String }
        let start = try XCTUnwrap(events.firstIndex(of: "reconsent-started"))
        XCTAssertEqual(
            Array(events[start...].prefix(8)),
            [
                "reconsent-started", "consent-section-shown", "consent-section-shown", "consent-review-shown",
                "consent-decided", "signed", "document-saved", "session-ended",
            ])
        let signed = try journal().last { $0["event"] as? String == "signed" }
        XCTAssertEqual((signed?["signature"] as? [String: Any])?["consentVersion"] as? String, "2.0")
        XCTAssertEqual(try Data(contentsOf: participantFolder.appendingPathComponent("consent.md")), before)
        let renewed = try String(
            contentsOf: participantFolder.appendingPathComponent("consent-v2.0.md"), encoding: .utf8)
        XCTAssertTrue(renewed.contains("Consent version: 2.0\nReplaces the earlier consent: version 1.0, "), renewed)
        XCTAssertTrue(renewed.contains("Sharing with the registry"), renewed)
        XCTAssertEqual(try verification(), [], "both signed documents verify")

        // Signed: the next start goes straight home, and the profile shows the new consent.
        let (again, _) = try journey(
            newVersion, ["My profile", "Read my signed consent again", "", "Back to my tasks", "leave"])
        XCTAssertFalse(again.output.contains("The consent has changed"), again.output)
        let unwrapped = again.output.replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(unwrapped.contains("Consent signed: version 2.0"), again.output)
        XCTAssertTrue(
            again.output.contains("Replaces the earlier consent"), "the new document is read: \(again.output)")
    }

    /// The re-consent as a kill leaves it: the sitting's journal cut back to its last line
    /// `keep` accepts (a kill right after that line, with nothing after it on disk).
    private func killedReconsent(_ lines: [String], after keep: ([String: Any]) -> Bool) throws {
        _ = try journey(newVersion, lines)
        let url = participantFolder.appendingPathComponent("journal.jsonl")
        let all = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let last = try XCTUnwrap(
            all.lastIndex { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]).map(keep) ?? false
            })
        try (all[...last].joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    private func sectionShown(_ id: String) -> ([String: Any]) -> Bool {
        { $0["event"] as? String == "consent-section-shown" && $0["section"] as? String == id }
    }

    /// Killed on "Change 2 of 2" (the last changed section, its line journalled): the next
    /// start shows that section again, not the review.
    func testAKillOnTheLastChangedSectionResumesAtThatSection() throws {
        try killedReconsent(["", ""], after: sectionShown("registry"))
        let (terminal, status) = try journey(
            newVersion, ["", "", "1", "Ada Lovelace", "Ada Lovelace", "", "leave"])
        XCTAssertEqual(status, 0, terminal.output)
        let out = terminal.output
        let section = try XCTUnwrap(out.range(of: "Change 2 of 2"), "the section is shown again: \(out)")
        let review = try XCTUnwrap(out.range(of: "Review the consent"), out)
        XCTAssertLessThan(section.lowerBound, review.lowerBound, "the section comes before the review")
        XCTAssertFalse(out.contains("Change 1 of 2"), "the section read before is not asked again: \(out)")
        XCTAssertTrue(out.contains("saved beside the one you signed before"), out)
        let shown = try journal().filter { $0["event"] as? String == "consent-section-shown" }
        XCTAssertEqual(shown.compactMap { $0["section"] as? String }.suffix(2), ["privacy", "registry"], "once each")
        XCTAssertEqual(try verification(), [])
    }

    /// Killed on "Change 1 of 2": the next start takes up at that section, then the next.
    func testAKillOnTheFirstChangedSectionResumesAtThatSection() throws {
        try killedReconsent([""], after: sectionShown("privacy"))
        let (terminal, status) = try journey(
            newVersion, ["", "", "", "1", "Ada Lovelace", "Ada Lovelace", "", "leave"])
        XCTAssertEqual(status, 0, terminal.output)
        let out = terminal.output
        XCTAssertFalse(out.contains("The consent has changed"), "what changed was read: \(out)")
        let first = try XCTUnwrap(out.range(of: "Change 1 of 2"), out)
        let second = try XCTUnwrap(out.range(of: "Change 2 of 2"), out)
        XCTAssertLessThan(first.lowerBound, second.lowerBound)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: participantFolder.appendingPathComponent("consent-v2.0.md").path))
        XCTAssertEqual(try verification(), [])
    }

    /// With a study team key (`identity-key:`) the new signed document is sealed like the
    /// first, and the signer's name is in no file of the folder.
    func testWithATeamKeyTheNewSignedDocumentIsSealedToo() throws {
        let pem = StudyTeamKey.pem(Curve25519.KeyAgreement.PrivateKey().publicKey)
        let key = "\nidentity-key: |\n" + pem.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
        let studyFolder = URL(fileURLWithPath: output).appendingPathComponent("reconsent-study").path
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: studyFolder))
        participant = ""
        let (first, joined) = try journey(
            studyText(version: "1.0") + key, ["1", "", "", "", "", "1", "Ada Lovelace", "Ada Lovelace", "", "leave"])
        XCTAssertEqual(joined, 0, first.output)
        participant = try XCTUnwrap(
            Set(try FileManager.default.contentsOfDirectory(atPath: studyFolder)).subtracting(before).first)
        let (terminal, status) = try journey(
            newVersion + key, ["", "", "", "", "1", "Ada Lovelace", "Ada Lovelace", "", "leave"])
        XCTAssertEqual(status, 0, terminal.output)
        let names = try FileManager.default.contentsOfDirectory(atPath: participantFolder.path)
        XCTAssertTrue(names.contains("consent.md.sealed") && names.contains("consent-v2.0.md.sealed"), "\(names)")
        XCTAssertFalse(names.contains("consent-v2.0.md") || names.contains("consent.md"), "\(names)")
        for name in names where !name.hasPrefix(".") && name != "tasks" {
            let text = try String(contentsOf: participantFolder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertFalse(text.contains("Lovelace"), "the name is in \(name)")
        }
        XCTAssertEqual(try verification(), [], "both sealed documents verify")
    }

    func testDecliningCollectsNothingAndTheNextStartAsksAgain() throws {
        // What changed; two sections; review; "I do not agree"; "Stop for now".
        let (terminal, status) = try journey(newVersion, ["", "", "", "", "2", "2"])
        XCTAssertEqual(status, 0, terminal.output)
        XCTAssertTrue(terminal.output.contains("You did not agree to the new version"), terminal.output)
        XCTAssertTrue(terminal.output.contains("Nothing more will be collected from you"), terminal.output)
        XCTAssertFalse(terminal.output.contains("Mood"), "no task is offered: \(terminal.output)")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: participantFolder.appendingPathComponent("consent-v2.0.md").path))
        XCTAssertEqual(try verification(), [])

        let (again, _) = try journey(newVersion, ["leave", "1"])
        XCTAssertTrue(again.output.contains("The consent has changed"), "asked again: \(again.output)")
        let starts = try journal().filter { $0["event"] as? String == "reconsent-started" }
        XCTAssertEqual(starts.count, 2)
    }

    func testDecliningThenLeavingTheStudyIsAWithdrawal() throws {
        // … "I do not agree"; "Leave the study"; confirm; the last screen.
        let (terminal, status) = try journey(newVersion, ["", "", "", "", "2", "1", "1", ""])
        XCTAssertEqual(status, 0, terminal.output)
        XCTAssertTrue(terminal.output.contains("You have left the study"), terminal.output)
        XCTAssertEqual(try journal().last { $0["event"] as? String == "withdrew" }?["answers"] as? String, "kept")
    }

    func testAVersionMarkedNotRequiredAsksNothing() throws {
        let typoFixed = studyText(
            version: "1.1", privacy: "Only the study team sees your answers!",
            extra: """
                  versions:
                    - version: "1.0"
                    - version: "1.1"
                      reconsent: not-required
                """)
        let (terminal, status) = try journey(typoFixed, ["leave"])
        XCTAssertEqual(status, 0, terminal.output)
        XCTAssertFalse(terminal.output.contains("The consent has changed"), terminal.output)
        XCTAssertTrue(terminal.output.contains("Mood"), terminal.output)
        XCTAssertFalse(try journal().contains { $0["event"] as? String == "reconsent-started" })
    }
}
