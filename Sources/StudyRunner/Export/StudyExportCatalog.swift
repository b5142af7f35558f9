import ArgumentParser
import Foundation
import StudyModel

/// The valid studies named by `--studies`, by id: what the export needs to name and label
/// the data. A file that cannot be read or has errors is refused, as `study run` refuses it.
enum StudyExportCatalog {
    static func load(_ paths: [String], command: String = "export") throws -> [String: Study] {
        var studies: [String: Study] = [:]
        // Left to the loader, a missing path says only "no such file"; here the reader may
        // not know that `--studies` names them, or that without it `Studies/` is read from
        // the folder the command runs in.
        if let missing = paths.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            printError(
                "study \(command): \(missing): no such file or folder. Name the study files, or a folder of them, "
                    + "with --studies PATH (without it, Studies/ in the current folder is read)")
            throw ExitCode(ExitStatus.usage)
        }
        for entry in StudyFileReader.expand(paths) {
            switch entry {
            case let .success(path):
                let (study, _) = try ValidStudyLoader.load(path, command: command, color: .never)
                studies[study.id.value] = study
            case let .failure(failure):
                printError("study \(command): \(failure.message)")
                throw ExitCode(ExitStatus.usage)
            }
        }
        return studies
    }
}
