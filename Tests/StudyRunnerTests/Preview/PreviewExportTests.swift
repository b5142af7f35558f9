import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study preview --all-screens`: the screens as values (no files), then the command itself.
final class PreviewExportTests: XCTestCase {
    private func files(_ loaded: LoadedStudy) -> [PreviewExport.File] {
        PreviewExport(study: loaded.study, consentDocuments: loaded.documents).files()
    }

    func testEveryLanguageHasTheOnboardingAndEveryTask() {
        let study = LoadedStudy.sleep.study
        let paths = Set(files(.sleep).map(\.path))
        for language in study.languages.map(\.value) {
            XCTAssertTrue(paths.contains("\(language)/onboarding/01-introduction.txt"), language)
            for task in study.tasks {
                XCTAssertTrue(
                    paths.contains { $0.hasPrefix("\(language)/task-\(task.id.value)/01-") },
                    "\(language) \(task.id.value)")
            }
        }
        XCTAssertEqual(study.languages.map(\.value), ["en", "zh-Hans"])
    }

    func testAConsentSectionShowsItsTitleAndSummaryInBothRenderings() throws {
        let study = LoadedStudy.diabetes.study
        let section = try XCTUnwrap(study.consent.sections.first)
        let screens = PreviewScreens(study: study, language: "en", consentDocuments: LoadedStudy.diabetes.documents)
        let name = try XCTUnwrap(screens.onboarding().first { $0.name.hasSuffix("-consent-section-1") }?.name)
        let file = try XCTUnwrap(files(.diabetes).first { $0.path == "en/onboarding/\(name).txt" })
        let parts = file.text.components(separatedBy: "== Plain mode")
        XCTAssertEqual(parts.count, 2, file.text)
        for part in parts {
            XCTAssertTrue(part.contains(section.title.resolved(in: "en")), file.text)
            XCTAssertTrue(part.contains(String(section.summary.resolved(in: "en").prefix(30))), file.text)
        }
        XCTAssertTrue(parts[0].contains("== Full screen (80 columns)"))
    }

    func testScreensAreNumberedInTheOrderParticipantsMeetThem() throws {
        let names = PreviewScreens(
            study: LoadedStudy.diabetes.study, language: "en",
            consentDocuments: LoadedStudy.diabetes.documents
        ).onboarding().map(\.name)
        XCTAssertEqual(names, names.sorted())
        XCTAssertEqual(names.first, "01-introduction")
        let order = [
            "introduction", "eligibility-", "participant-id", "consent-section-1", "quiz-question-1",
            "consent-agreement", "signature-1", "permission-", "reconsent-changes", "reconsent-declined",
        ]
        let positions = try order.map { part in try XCTUnwrap(names.firstIndex { $0.contains(part) }, part) }
        XCTAssertEqual(positions, positions.sorted(), "\(names)")
    }

    func testTheIndexListsEveryFileLast() throws {
        let all = files(.phq9)
        let index = try XCTUnwrap(all.last)
        XCTAssertEqual(index.path, "index.txt")
        for file in all.dropLast() {
            let name = (file.path as NSString).lastPathComponent
            XCTAssertTrue(index.text.contains(name), name)
        }
    }

    func testTheCommandWritesTheFilesAndNothingToOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("screens")
        let study = StudyBinary.root.appendingPathComponent("Studies/sleep-bilingual.study").path
        let run = try StudyBinary.run(["preview", study, "--all-screens", "--to", target.path], in: folder)
        XCTAssertEqual(run.status, 0, run.transcript)
        let written = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: target.path))
        XCTAssertEqual(Set(written.filter { $0.hasSuffix(".txt") }), Set(files(.sleep).map(\.path)))
        let consent = try String(
            contentsOf: target.appendingPathComponent("zh-Hans/onboarding/01-introduction.txt"),
            encoding: .utf8)
        XCTAssertTrue(consent.contains(LoadedStudy.sleep.study.introduction.title.resolved(in: "zh-Hans")), consent)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["screens"])
    }

    func testLangAndTaskNarrowWhatIsWritten() {
        let loaded = LoadedStudy.sleep
        let task = loaded.study.tasks[0].id.value
        let export = PreviewExport(
            study: loaded.study, consentDocuments: loaded.documents, languages: ["zh-Hans"],
            taskID: task)
        let folders = Set(export.files().dropLast().map { ($0.path as NSString).deletingLastPathComponent })
        XCTAssertEqual(folders, ["zh-Hans/task-\(task)"])
    }

    func testAllScreensWithPlainIsAUsageError() throws {
        let run = try StudyBinary.run(["preview", "Studies/phq9.study", "--all-screens", "--to", "/tmp/x", "--plain"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("leave out --plain"), run.transcript)
    }

    func testAllScreensWithoutAFolderIsAUsageError() throws {
        let run = try StudyBinary.run(["preview", "Studies/phq9.study", "--all-screens"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("--all-screens needs --to DIR"), run.transcript)
    }

    func testAnUnknownTaskIsAUsageErrorNamingTheTasks() throws {
        let run = try StudyBinary.run(["preview", "Studies/phq9.study", "--task", "nope"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("no task 'nope'"), run.transcript)
    }
}
