import Foundation
import StudyModel
import Testing

@testable import StudyRunner

// MARK: - Snapshots

/// Compares rendered lines with a reviewed text file, in the spirit of
/// swift-snapshot-testing's `.lines` strategy.
///
/// The lines go through `Styler(.plain)` (no escape bytes) and are joined with "\n". The
/// reference is `Tests/StudyRunnerTests/__Snapshots__/<Suite>/<name>.txt`. When it is
/// missing, or `RECORD_SNAPSHOTS=1` is set, the file is written and the test fails with
/// "recorded, review and re-run"; on a mismatch it fails with a line diff.
func assertSnapshot(
    _ lines: [Line], named name: String, in suite: Any.Type,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let actual = lines.map { Styler.plain.render($0) }.joined(separator: "\n")
    let folder = SnapshotFiles.folder.appendingPathComponent(String(describing: suite))
    let file = folder.appendingPathComponent(name + ".txt")
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !recording, let data = FileManager.default.contents(atPath: file.path) else {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((actual + "\n").utf8).write(to: file, options: .atomic)
            Issue.record("recorded, review and re-run: \(file.path)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    var expected = String(decoding: data, as: UTF8.self)
    if expected.hasSuffix("\n") { expected.removeLast() }
    guard expected != actual else { return }
    let diff = SnapshotFiles.lineDiff(
        expected: expected.components(separatedBy: "\n"),
        actual: actual.components(separatedBy: "\n"))
    let message =
        "snapshot \(String(describing: suite))/\(name).txt differs (- reference, + now; "
        + "RECORD_SNAPSHOTS=1 to accept):\n\(diff)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

enum SnapshotFiles {
    /// `Tests/StudyRunnerTests/__Snapshots__`, found from this file's own path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    /// A line diff by longest common subsequence: unchanged lines with two spaces, removed
    /// with "-", added with "+", each with its line number in the reference or the new text.
    static func lineDiff(expected: [String], actual: [String]) -> String {
        let n = expected.count
        let m = actual.count
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] =
                    expected[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0
        var j = 0
        func row(_ mark: String, _ number: Int, _ text: String) {
            out.append("\(mark)\(String(format: "%3d", number)) |\(text)")
        }
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                row("  ", i + 1, expected[i])
                i += 1
                j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                row("- ", i + 1, expected[i])
                i += 1
            } else {
                row("+ ", j + 1, actual[j])
                j += 1
            }
        }
        return out.joined(separator: "\n")
    }
}

// MARK: - Rendering at the sizes under review

enum Render {
    static let english = ScreenRenderer(glyphs: .unicode, wording: .english)
    static let chinese = ScreenRenderer(glyphs: .unicode, wording: .chinese)

    /// Full-screen mode at 80 × 24, or another size.
    static func full(_ screen: Screen, width: Int = 80, rows: Int = 24, scroll: Int = 0, chinese: Bool = false)
        -> [Line]
    {
        (chinese ? Render.chinese : english).frame(screen, width: width, rows: rows, scroll: scroll)
    }

    /// Plain mode as the participant reads it: the screen's plain lines (ASCII glyphs, as
    /// `Journey` sets up plain mode), then what `Presenter` writes after them: the notice's
    /// message, if any, and the prompt.
    static func plain(_ screen: Screen, width: Int = 80, ui: UIText = .english) -> [Line] {
        let renderer = ScreenRenderer(
            glyphs: .ascii, wording: ui.keyContinue == UIText.english.keyContinue ? .english : .chinese)
        var lines = [Line.empty] + renderer.plain(screen, width: width)
        if let notice = screen.notice { lines.append(Line(notice.message)) }
        lines.append(Line(PlainCommands.prompt(for: screen, ui: ui)))
        return lines
    }
}

// MARK: - The example studies

/// A study from `Studies/`, validated with its consent documents from `Consent/`, as
/// `study run` loads it.
struct LoadedStudy: Sendable {
    let study: Study
    let documents: [String: ConsentDocument]

    static let diabetes = load("diabetes.study")
    static let phq9 = load("phq9.study")
    static let sleep = load("sleep-bilingual.study")
    /// A study written only in Spanish, kept with the test fixtures rather than the examples.
    static let spanish = load("../Tests/Fixtures/studies/bienestar.study")

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func load(_ name: String) -> LoadedStudy {
        let path = root.appendingPathComponent("Studies/\(name)").path
        let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        let result = StudyValidation.validate(SourceFile(path: path, text: text)) { document in
            let candidate = root.appendingPathComponent("Consent/\(document)").path
            guard let data = FileManager.default.contents(atPath: candidate) else {
                return .notFound(searched: [candidate])
            }
            return .found(SourceFile(path: candidate, text: String(decoding: data, as: UTF8.self)))
        }
        precondition(result.isValid, "\(name) should be valid: \(result.diagnostics)")
        return LoadedStudy(study: result.study!, documents: result.consentDocuments)
    }

    func text(_ localized: LocalizedText?, _ language: String = "en") -> String {
        localized?.resolved(in: language) ?? ""
    }

    func task(_ id: String) -> StudyTask { study.task(TaskID(id))! }

    func survey(_ id: String) -> Survey { task(id).survey! }

    /// A question of a survey, or of the eligibility check when `task` is nil.
    func question(_ id: StepID, in task: String? = nil) -> Question {
        let step = task.map { survey($0).step(id) } ?? study.eligibility!.step(id)
        return step!.question!
    }

    func consentPages(_ language: String = "en") -> ConsentPages {
        ConsentPages(
            study: study, text: ConsentText(consent: study.consent, language: language, documents: documents),
            ui: UIText.forLanguage(language))
    }
}

// MARK: - Fixed time

enum FixedTime {
    /// Saturday 14 March 2026, 09:30 UTC: "today" for date rules and the home screen.
    static let day = CalendarDay(year: 2026, month: 3, day: 14)
    static let moment = AnswerInput.Moment(day: day, minuteOfDay: 9 * 60 + 30, utcOffsetMinutes: 0)
    static let date = Date(timeIntervalSince1970: 1_773_480_600) // 2026-03-14T09:30:00Z
    static let timeZone = TimeZone(secondsFromGMT: 0)!
}
