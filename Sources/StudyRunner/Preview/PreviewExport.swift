import Foundation
import StudyModel

/// Every screen of a study, in each of its languages, as text files for an ethics
/// submission: `<lang>/onboarding/NN-name.txt`, `<lang>/task-<id>/NN-name.txt`, and an
/// `index.txt` listing them in order. Built as values first, so tests read them without files.
struct PreviewExport {
    let study: Study
    let consentDocuments: [String: ConsentDocument]
    /// Only these languages (all of the study's when nil).
    var languages: [String]? = nil
    /// Only this task, without the onboarding (everything when nil).
    var taskID: TaskID? = nil

    struct File: Equatable {
        /// Relative to the chosen folder.
        var path: String
        var text: String
    }

    /// The screens of one part (the onboarding, or one task) in one language.
    struct Part {
        var language: String
        var folder: String
        var screens: [PreviewScreen]
    }

    func parts() -> [Part] {
        (languages ?? study.languages.map(\.value)).flatMap { language -> [Part] in
            let screens = PreviewScreens(study: study, language: language, consentDocuments: consentDocuments)
            let onboarding = Part(language: language, folder: "onboarding", screens: screens.onboarding())
            let tasks = study.tasks.filter { taskID == nil || $0.id.value == taskID }.map {
                Part(language: language, folder: "task-\($0.id.value)", screens: screens.task($0))
            }
            return (taskID == nil ? [onboarding] : []) + tasks
        }
    }

    /// The files to write, the index last.
    func files() -> [File] {
        var files: [File] = []
        let title = study.title.resolved(in: study.defaultLanguage)
        var index = [
            "Screens of \(title) (\(study.id.value), version \(study.version)), as participants see them.",
            "Each file holds the full-screen drawing and the plain-mode text.",
        ]
        for part in parts() {
            index.append("")
            index.append("\(part.language)/\(part.folder)/")
            let rendering = PreviewRendering(language: part.language)
            for screen in part.screens {
                let path = "\(part.language)/\(part.folder)/\(screen.name).txt"
                files.append(File(path: path, text: rendering.document(screen, part: part.folder)))
                index.append("  \(screen.name).txt" + (screen.screen.title.map { "  \($0)" } ?? ""))
            }
        }
        files.append(File(path: "index.txt", text: index.joined(separator: "\n") + "\n"))
        return files
    }

    /// Writes `files` under `folder`, making the folders they need.
    static func write(_ files: [File], to folder: String) throws(StorageError) {
        for file in files {
            let path = folder + "/" + file.path
            try FileDescriptorIO.makeFolder((path as NSString).deletingLastPathComponent)
            // 0o644: these pages are meant to be shared, unlike participant data.
            try AtomicFile.write(Data(file.text.utf8), to: path, mode: 0o644)
        }
    }
}
