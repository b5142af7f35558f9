import ArgumentParser
import Foundation
import StudyModel

/// Loads a study for a command that needs it whole (`run`, `preview`): a file that cannot be
/// read is a usage error (exit 2), a study with errors is listed and refused (exit 1).
enum ValidStudyLoader {
    static func load(_ path: String, command: String, color: ColorChoice) throws -> (Study, ValidationResult) {
        let source: SourceFile
        switch StudyFileReader.source(at: path) {
        case let .success(file): source = file
        case let .failure(failure):
            printError("study \(command): \(failure.message)")
            throw ExitCode(ExitStatus.usage)
        }
        let result = StudyFileReader.validate(source)
        guard let study = result.study, result.isValid else {
            let formatter = DiagnosticFormatter(useColor: color.isEnabled(for: .standardError))
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                printError(formatter.format(diagnostic, sources: result.sources), terminator: "")
            }
            printError("study \(command): \(path) has errors; nobody can take part until they are fixed "
                + "(see 'study validate').")
            throw ExitCode(ExitStatus.invalid)
        }
        return (study, result)
    }
}
