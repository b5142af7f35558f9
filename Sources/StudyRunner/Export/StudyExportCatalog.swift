import ArgumentParser
import Foundation
import StudyModel

/// The valid studies named by `--studies`, by id: what the export needs to name and label
/// the data. A file that cannot be read or has errors is refused, as `study run` refuses it.
enum StudyExportCatalog {
    static func load(_ paths: [String], command: String = "export") throws -> [String: Study] {
        var studies: [String: Study] = [:]
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
