import Foundation
import StudyModel
import XCTest

@testable import StudyRunnerTestSupport

// End-to-end journeys: the built `study` binary is run as a participant would run it, with
// a file of answers from Tests/Fixtures/answers piped into plain mode, and the files it
// leaves in the output folder are read back and checked. The answers, the screens and the
// files are the interface under test; the model is used only to know what the study says
// (its consent texts), never to produce what is checked.

/// One journey's answers, read from Tests/Fixtures/answers. `{{YESTERDAY}}` becomes
/// yesterday's date (YYYY-MM-DD, local time): the diabetes baseline asks for a date-time
/// within the last 90 days, which no fixed date can be for long.
struct JourneyAnswers {
    let name: String
    let lines: [String]

    static let folder = StudyBinary.root.appendingPathComponent("Tests/Fixtures/answers")

    init(_ name: String) throws {
        self.name = name
        let url = JourneyAnswers.folder.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "{{YESTERDAY}}", with: JourneyDates.yesterday)
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    var text: String { lines.map { $0 + "\n" }.joined() }

    /// The lines up to and including the first one equal to `line`.
    func lines(through line: String, file: StaticString = #filePath, at lineNumber: UInt = #line) -> [String] {
        guard let index = lines.firstIndex(of: line) else {
            XCTFail("\(name) has no line '\(line)'", file: file, line: lineNumber)
            return lines
        }
        return Array(lines[...index])
    }
}

enum JourneyDates {
    /// Yesterday in the local time zone, as the binary (same environment) sees it.
    static var yesterday: String {
        let calendar = Calendar.current
        let day = calendar.date(byAdding: .day, value: -1, to: Date())!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// The local UTC offset in force at `hour`:`minute` on `day` (YYYY-MM-DD), as `+01:00`:
    /// date-time answers carry the offset of their own date, not today's.
    static func offset(on day: String, hour: Int, minute: Int) -> String {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        var components = DateComponents(hour: hour, minute: minute)
        if parts.count == 3 { (components.year, components.month, components.day) = (parts[0], parts[1], parts[2]) }
        let date = Calendar.current.date(from: components) ?? Date()
        let seconds = TimeZone.current.secondsFromGMT(for: date)
        let sign = seconds < 0 ? "-" : "+"
        return String(format: "%@%02d:%02d", sign, abs(seconds) / 3600, (abs(seconds) % 3600) / 60)
    }

    static func parse(_ text: Any?) -> Date? {
        guard let text = text as? String else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text)
    }
}

/// Runs `study run` with answers on standard input, into a fresh output folder.
final class JourneyHarness {
    let output: TemporaryFolder

    init() throws {
        output = try TemporaryFolder()
    }

    var outputPath: String { output.url.appendingPathComponent("results").path }

    /// `study run Studies/<study>.study --plain --output <tmp>/results <extra>` with `input`
    /// on standard input; stops the binary if it has not finished after `timeout` seconds.
    func run(
        study: String, input: String, extra: [String] = [], plain: Bool = true,
        environment: [String: String] = StudyBinary.baseEnvironment, timeout: TimeInterval = 60
    ) throws -> StudyRun {
        let arguments =
            ["run", "Studies/\(study).study"] + (plain ? ["--plain"] : []) + ["--output", outputPath] + extra
        return try JourneyHarness.run(arguments, input: input, environment: environment, timeout: timeout)
    }

    func run(_ answers: JourneyAnswers, study: String, extra: [String] = []) throws -> StudyRun {
        try run(study: study, input: answers.text, extra: extra)
    }

    /// Runs the binary with `input` as its standard input (a file, so it sees the end).
    static func run(
        _ arguments: [String], input: String, environment: [String: String] = StudyBinary.baseEnvironment,
        executable: URL? = nil, timeout: TimeInterval = 60
    ) throws -> StudyRun {
        try TestProcess(arguments, executable: executable, input: .text(input), environment: environment)
            .finish(timeout: timeout)
    }

    /// The participant folders made in the output for `studyID`.
    func participants(of studyID: String) -> [String] {
        let folder = URL(fileURLWithPath: outputPath).appendingPathComponent(studyID).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    /// The one participant's folder, failing the test if there is not exactly one.
    func onlyParticipant(of studyID: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> JourneyParticipant
    {
        let all = participants(of: studyID)
        guard all.count == 1 else {
            XCTFail("expected one participant folder for \(studyID), found \(all)", file: file, line: line)
            throw JourneyFailure("expected one participant folder for \(studyID), found \(all)")
        }
        return JourneyParticipant(
            folder: URL(fileURLWithPath: outputPath).appendingPathComponent(studyID).appendingPathComponent(all[0]))
    }
}

/// What a run printed, read as a participant would read it.
enum JourneyTranscript {
    /// The participant id from the "Your participant id" screen.
    static func participantID(in stdout: String) -> String? {
        let lines = stdout.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let titles = ["Your participant id", "您的参与者编号"]
        guard let title = lines.firstIndex(where: { titles.contains($0) }) else { return nil }
        return lines[(title + 1)...].first { !$0.isEmpty }.flatMap { line in
            line.range(of: "^[0-9A-Z]{4}-[0-9A-Z]{4}$", options: .regularExpression) != nil ? line : nil
        }
    }

    /// How often `text` occurs in `stdout`.
    static func count(of text: String, in stdout: String) -> Int {
        stdout.components(separatedBy: text).count - 1
    }

    /// The lines of the output, trailing spaces removed.
    static func lines(_ stdout: String) -> [String] {
        stdout.components(separatedBy: "\n").map { line in
            var line = Substring(line)
            while line.last == " " { line = line.dropLast() }
            return String(line)
        }
    }
}

/// The files of one participant: `journal.jsonl`, `tasks/<run>.json`, `onboarding.json`,
/// `consent.md`, read as JSON (objects of `[String: Any]`) or text.
struct JourneyParticipant {
    let folder: URL

    var id: String { folder.lastPathComponent }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
    }

    func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw JourneyFailure("\(name) is not a JSON object")
        }
        return object
    }

    /// Every journal line as a JSON object; fails the test on a line that is not one.
    func journal(file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let text = try self.text("journal.jsonl")
        XCTAssertTrue(text.hasSuffix("\n"), "the journal's last line is not complete", file: file, line: line)
        var events: [[String: Any]] = []
        for (index, entry) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !entry.isEmpty {
            guard let object = try? JSONSerialization.jsonObject(with: Data(entry.utf8)) as? [String: Any] else {
                XCTFail("journal line \(index + 1) is not a JSON object: \(entry)", file: file, line: line)
                continue
            }
            events.append(object)
        }
        return events
    }

    func events(_ name: String, in journal: [[String: Any]]) -> [[String: Any]] {
        journal.filter { $0["event"] as? String == name }
    }

    func task(_ run: String) throws -> JourneyTaskResult {
        JourneyTaskResult(run: run, object: try json("tasks/\(run).json"))
    }

    /// The task result files present, by run id.
    var taskRuns: [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("tasks").path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
    }
}

/// One `tasks/<run>.json`.
struct JourneyTaskResult {
    let run: String
    let object: [String: Any]

    var steps: [[String: Any]] { object["steps"] as? [[String: Any]] ?? [] }
    var scores: [[String: Any]] { object["scores"] as? [[String: Any]] ?? [] }

    func step(_ id: String) -> [String: Any]? {
        steps.first { $0["id"] as? String == id }
    }

    func outcome(_ id: String) -> [String: Any]? {
        step(id)?["outcome"] as? [String: Any]
    }

    /// The answer of an answered step (`{"type": …, "value": …}`).
    func answer(_ id: String) -> [String: Any]? {
        guard let outcome = outcome(id), outcome["status"] as? String == "answered" else { return nil }
        return outcome["answer"] as? [String: Any]
    }

    func score(_ id: String) -> [String: Any]? {
        scores.first { $0["id"] as? String == id }
    }
}

struct JourneyFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

// MARK: - Values

/// JSON numbers come back as NSNumber; these read them without caring how they were stored.
func jsonNumber(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
}

func jsonInteger(_ value: Any?) -> Int? {
    guard let number = value as? NSNumber, number.doubleValue == number.doubleValue.rounded() else { return nil }
    return number.intValue
}

func jsonBool(_ value: Any?) -> Bool? {
    value as? Bool
}
