import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Checks every journey shares: how the run ended, the journal, the task results, the
/// signed consent and the file permissions.
enum JourneyChecks {
    /// Exit status 0, nothing on standard error, and (plain mode) not one escape sequence.
    static func finishedCleanly(_ run: StudyRun, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 0, run.transcript, file: file, line: line)
        XCTAssertEqual(run.stderr, "", "nothing should be printed on standard error", file: file, line: line)
        plainText(run, file: file, line: line)
    }

    /// Plain mode is for screen readers and scripts: no escape sequence, no carriage return.
    static func plainText(_ run: StudyRun, file: StaticString = #filePath, line: UInt = #line) {
        for (name, text) in [("stdout", run.stdout), ("stderr", run.stderr)] {
            if let index = text.firstIndex(of: "\u{1B}") {
                let start = text.index(index, offsetBy: -60, limitedBy: text.startIndex) ?? text.startIndex
                XCTFail(
                    "an escape sequence in plain mode on \(name), after: \(text[start..<index].debugDescription)",
                    file: file, line: line)
            }
            XCTAssertFalse(text.contains("\r"), "a carriage return in plain mode on \(name)", file: file, line: line)
        }
    }

    /// Every line is a JSON object with `seq` 1, 2, 3… and times that never go backwards.
    static func journal(_ events: [[String: Any]], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(events.isEmpty, "the journal is empty", file: file, line: line)
        let sequence = events.map { jsonInteger($0["seq"]) ?? -1 }
        XCTAssertEqual(
            sequence, Array(1...max(1, events.count)).prefix(events.count).map { $0 },
            "journal seq must increase by one from 1", file: file, line: line)
        var previous: Date?
        for event in events {
            XCTAssertNotNil(
                event["event"] as? String, "a journal line without an event name: \(event)", file: file, line: line)
            guard let time = JourneyDates.parse(event["time"]) else {
                XCTFail("a journal line without a readable time: \(event)", file: file, line: line)
                continue
            }
            if let previous {
                XCTAssertLessThanOrEqual(
                    previous, time, "journal times go backwards at \(event)", file: file, line: line)
            }
            previous = time
        }
        XCTAssertEqual(
            events.first?["event"] as? String, "joined", "the journal starts with joining", file: file, line: line)
    }

    /// A completed survey run: every step it shows was timed; every question has its outcome.
    static func completedSurvey(_ task: JourneyTaskResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(task.object["status"] as? String, "completed", "\(task.run) status", file: file, line: line)
        XCTAssertEqual(task.object["run"] as? String, task.run, file: file, line: line)
        guard let started = JourneyDates.parse(task.object["startedAt"]),
            let ended = JourneyDates.parse(task.object["endedAt"])
        else {
            XCTFail("\(task.run) needs startedAt and endedAt: \(task.object)", file: file, line: line)
            return
        }
        XCTAssertLessThanOrEqual(started, ended, file: file, line: line)
        XCTAssertFalse(task.steps.isEmpty, "\(task.run) has no steps", file: file, line: line)
        for step in task.steps {
            let id = step["id"] as? String ?? "?"
            guard let shown = JourneyDates.parse(step["shownAt"]) else {
                XCTFail("\(task.run): step \(id) has no shownAt", file: file, line: line)
                continue
            }
            XCTAssertLessThanOrEqual(started, shown, "\(id) shown before the run started", file: file, line: line)
            guard step["kind"] as? String == "question", step["onPath"] as? Bool == true else { continue }
            guard let answered = JourneyDates.parse(step["answeredAt"]) else {
                XCTFail("\(task.run): question \(id) has no answeredAt", file: file, line: line)
                continue
            }
            XCTAssertLessThanOrEqual(shown, answered, "\(id) answered before it was shown", file: file, line: line)
            XCTAssertNotNil(
                step["outcome"] as? [String: Any], "\(task.run): question \(id) has no outcome", file: file, line: line)
        }
    }

    /// Folders 0700 and files 0600, from the output folder down.
    static func privateModes(under path: String, file: StaticString = #filePath, line: UInt = #line) {
        let manager = FileManager.default
        var checked = 0
        func visit(_ path: String) {
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
            else {
                XCTFail("cannot read the permissions of \(path)", file: file, line: line)
                return
            }
            checked += 1
            let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
            XCTAssertEqual(
                mode & 0o777, isFolder ? 0o700 : 0o600,
                "\(path) has mode \(String(mode & 0o777, radix: 8))", file: file, line: line)
            if isFolder {
                for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] { visit(path + "/" + name) }
            }
        }
        visit(path)
        XCTAssertGreaterThan(checked, 3, "nothing was written under \(path)", file: file, line: line)
    }

    // MARK: Consent

    static let hashPrefix = "SHA-256 of the text above this line: "

    /// The signed consent: every section's title, summary and full text, the signature, and
    /// a last line with the SHA-256 of everything above it.
    static func signedConsent(
        _ document: String, study: String, language: String, participant: String,
        signature: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertTrue(document.hasSuffix("\n"), "consent.md should end with a newline", file: file, line: line)
        var lines = document.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let last = lines.last ?? ""
        XCTAssertNotNil(
            last.range(of: "^SHA-256 of the text above this line: [0-9a-f]{64}$", options: .regularExpression),
            "the last line of consent.md is '\(last)'", file: file, line: line)
        let written = String(last.dropFirst(hashPrefix.count))
        let above = lines.dropLast().map { $0 + "\n" }.joined()
        if let computed = try Sha256Tool.hash(above) {
            XCTAssertEqual(
                written, computed, "the hash does not match the text above it (sha256sum)", file: file, line: line)
        }
        XCTAssertTrue(
            SignedConsentDocument.verify(document), "SignedConsentDocument.verify rejects consent.md", file: file,
            line: line)
        XCTAssertFalse(
            SignedConsentDocument.verify(document.replacingOccurrences(of: participant, with: "XXXX-XXXX")),
            "an edited consent.md must not verify", file: file, line: line)

        let expected = try ExpectedConsent(study: study, language: language)
        XCTAssertFalse(expected.sections.isEmpty, file: file, line: line)
        for section in expected.sections {
            XCTAssertTrue(
                above.contains(section.title), "consent.md lacks the title of \(section.id)", file: file, line: line)
            XCTAssertTrue(
                above.contains(section.summary), "consent.md lacks the summary of \(section.id)", file: file, line: line
            )
            XCTAssertTrue(
                above.contains(section.fullText), "consent.md lacks the full text of \(section.id)", file: file,
                line: line)
        }
        // The same, read straight from the Markdown file the ethics board reviews.
        for (id, body) in expected.documentSections {
            XCTAssertTrue(
                above.contains(body), "consent.md lacks the document text of section \(id)", file: file, line: line)
        }
        XCTAssertTrue(above.contains(participant), "consent.md does not name the participant", file: file, line: line)
        for value in signature {
            XCTAssertTrue(above.contains(value), "consent.md lacks '\(value)'", file: file, line: line)
        }
        XCTAssertNotNil(
            above.range(of: "(Date and time: |日期和时间：)[0-9]{4}-[0-9]{2}-[0-9]{2}T", options: .regularExpression),
            "consent.md has no signature time", file: file, line: line)
    }
}

/// What a study's consent says, section by section, in one language.
struct ExpectedConsent {
    struct Section {
        var id: String
        var title: String
        var summary: String
        var fullText: String
    }

    var sections: [Section] = []
    /// Sections of the study's Markdown consent document, parsed here on their own.
    var documentSections: [(String, String)] = []

    init(study: String, language: String) throws {
        let path = StudyBinary.root.appendingPathComponent("Studies/\(study).study").path
        guard case let .success(source) = StudyFileReader.source(at: path) else {
            throw JourneyFailure("cannot read \(path)")
        }
        let result = StudyFileReader.validate(source)
        guard let model = result.study else { throw JourneyFailure("\(path) does not validate") }
        let text = ConsentText(consent: model.consent, language: language, documents: result.consentDocuments)
        sections = model.consent.sections.map {
            Section(
                id: $0.id.value.rawValue, title: text.title(of: $0), summary: text.summary(of: $0),
                fullText: text.fullText(of: $0))
        }
        let documents = [
            "diabetes/en": "diabetes.md", "sleep-bilingual/en": "sleep.md",
            "sleep-bilingual/zh-Hans": "sleep.zh-Hans.md",
        ]
        let documentName = documents["\(study)/\(language)"]
        if let documentName {
            let markdown = try String(
                contentsOf: StudyBinary.root.appendingPathComponent("Consent/\(documentName)"), encoding: .utf8)
            documentSections = ExpectedConsent.sections(ofMarkdown: markdown)
        }
    }

    /// `## Heading {#id}` sections: the lines up to the next `##` heading, blank lines at
    /// either end removed.
    static func sections(ofMarkdown markdown: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var id: String?
        var body: [String] = []
        func close() {
            guard let id else { return }
            while body.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { body.removeFirst() }
            while body.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { body.removeLast() }
            result.append((id, body.joined(separator: "\n")))
        }
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("## ") {
                close()
                body = []
                id = line.range(of: "\\{#[A-Za-z0-9_]+\\}\\s*$", options: .regularExpression).map {
                    String(line[$0]).trimmingCharacters(in: .whitespaces).dropFirst(2).dropLast().description
                }
            } else {
                body.append(line)
            }
        }
        close()
        return result
    }
}

/// SHA-256 computed by the system's `sha256sum`, independently of the program's own code.
enum Sha256Tool {
    static func hash(_ text: String) throws -> String? {
        let tool = ["/usr/bin/sha256sum", "/bin/sha256sum"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let tool else { return nil }
        let run = try TestProcess(["-"], executable: URL(fileURLWithPath: tool), input: .text(text)).finish()
        return run.stdout.split(separator: " ").first.map(String.init)
    }
}
