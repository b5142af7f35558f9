import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Drives active tasks in process, exactly: a participant is onboarded into
/// Studies/cognition.study in plain mode, then a full-screen `ScriptedTerminal` (time moves
/// only by the script's `.wait`s) opens a task from the home screen and plays it. The
/// results file the run leaves is read back as JSON.
final class ActiveTaskHarness {
    let folder: TemporaryFolder
    let study: Study
    let consentDocuments: [String: ConsentDocument]
    private(set) var participant = ""

    var output: String { folder.url.appendingPathComponent("Output").path }

    init(studyFile: String = "Studies/cognition.study") throws {
        folder = try TemporaryFolder()
        let path = StudyBinary.root.appendingPathComponent(studyFile).path
        guard case let .success(source) = StudyFileReader.source(at: path) else {
            throw JourneyFailure("cannot read \(path)")
        }
        let result = StudyFileReader.validate(source)
        guard let study = result.study, result.isValid else { throw JourneyFailure("\(studyFile) is not valid") }
        self.study = study
        self.consentDocuments = result.consentDocuments
        try onboard()
    }

    /// The cognition study's onboarding in plain mode: join, age 30, the consent pages,
    /// agree, sign as Ada Lovelace, no copy of the sealed consent (an empty line), then leave
    /// from the home screen.
    private func onboard() throws {
        let lines = ["1", "30"] + Array(repeating: "", count: 9) + ["1", "Ada Lovelace", "Ada Lovelace", "", "leave"]
        let terminal = ScriptedTerminal(lines.map { .line($0) }, isInteractive: false)
        _ = journey(terminal).run(participant: nil)
        let studyFolder = URL(fileURLWithPath: output).appendingPathComponent(study.id.value)
        let folders =
            (try? FileManager.default.contentsOfDirectory(atPath: studyFolder.path))?.filter { !$0.hasPrefix(".") }
            ?? []
        guard folders.count == 1 else { throw JourneyFailure("onboarding left \(folders) in \(studyFolder.path)") }
        participant = folders[0]
    }

    func journey(
        _ terminal: ScriptedTerminal, seed: UInt64 = 42, environment: [String: String] = ["TERM": "xterm-256color"],
        colour: Bool? = true
    ) -> Journey {
        var journey = Journey(
            study: study, consentDocuments: consentDocuments, language: "en", terminal: terminal,
            environment: environment, colour: colour, output: output, studyPath: "Studies/cognition.study")
        journey.random = SeededRandom(seed: seed)
        return journey
    }

    /// The key that opens task `number` (1-based, in home-screen order) at its
    /// instructions; with fewer than ten rows a digit picks at once. Enter then starts.
    static func open(task number: Int) -> [ScriptedTerminal.Input] {
        [.key(.character(Character(String(number))))]
    }

    /// Runs the participant's session full-screen on `script` (then `q` to leave home).
    /// Returns the terminal, for its output, and the exit status.
    @discardableResult
    func play(
        _ script: [ScriptedTerminal.Input], seed: UInt64 = 42, size: TerminalSize = .fallback, colour: Bool? = true,
        environment: [String: String] = ["TERM": "xterm-256color"]
    ) -> (terminal: ScriptedTerminal, status: Int32) {
        let terminal = ScriptedTerminal(script + [.key(.character("q"))], size: size)
        let status = journey(terminal, seed: seed, environment: environment, colour: colour).run(
            participant: participant)
        return (terminal, status)
    }

    /// Runs the participant's session in plain mode on typed `lines` (then `leave`).
    @discardableResult
    func playPlain(_ lines: [String]) -> (terminal: ScriptedTerminal, status: Int32) {
        let terminal = ScriptedTerminal((lines + ["leave"]).map { .line($0) }, isInteractive: false)
        let status = journey(terminal, colour: nil).run(participant: participant)
        return (terminal, status)
    }

    var participantFolder: URL {
        URL(fileURLWithPath: output).appendingPathComponent(study.id.value).appendingPathComponent(participant)
    }

    /// The study's active task with this id, to build a kind's screens from directly.
    func activeTask(_ id: String) throws -> ActiveTask {
        guard case let .active(task)? = study.task(TaskID(id))?.kind else {
            throw JourneyFailure("\(id) is not an active task of \(study.id.value)")
        }
        return task
    }

    /// tasks/<run>.json as JSON.
    func result(_ run: String) throws -> [String: Any] {
        let data = try Data(contentsOf: participantFolder.appendingPathComponent("tasks/\(run).json"))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw JourneyFailure("\(run) is not an object")
        }
        return object
    }

    func journal() throws -> [[String: Any]] {
        let text = try String(contentsOf: participantFolder.appendingPathComponent("journal.jsonl"), encoding: .utf8)
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}

extension ScriptedTerminal.Input {
    static func wait(ms: Int) -> ScriptedTerminal.Input { .wait(.milliseconds(ms)) }
    static let space = ScriptedTerminal.Input.key(.character(" "))
    static func type(_ character: Character) -> ScriptedTerminal.Input { .key(.character(character)) }
}

/// The 3-second countdown before every round, waited out.
let countdown: [ScriptedTerminal.Input] = [.wait(ms: 3000)]
