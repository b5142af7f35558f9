import ArgumentParser
import Foundation
import StudyModel

/// Loads a study for a command that needs it whole (`run`, `preview`): a file that cannot be
/// read is a usage error (exit 2), a study with errors is listed and refused (exit 1). It is
/// validated as `study validate` does, so an over-size file is a located error, not unreadable.
enum ValidStudyLoader {
    static func load(_ path: String, command: String, color: ColorChoice) throws -> (Study, ValidationResult) {
        let result: ValidationResult
        // As `study validate` does on the day: a date range nobody can answer today is refused.
        var options = ValidationOptions()
        options.today = ValidationDay.today
        switch StudyFileReader.validation(at: path, options: options) {
        case let .success(validated): result = validated
        case let .failure(failure):
            printError("study \(command): \(failure.message)")
            throw ExitCode(ExitStatus.usage)
        }
        guard let study = result.study, result.isValid else {
            let formatter = DiagnosticFormatter(useColor: color.isEnabled(for: .standardError))
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                printError(formatter.format(diagnostic, sources: result.sources), terminator: "")
            }
            printError(
                "study \(command): \(path) has errors; nobody can take part until they are fixed "
                    + "(see 'study validate').")
            throw ExitCode(ExitStatus.invalid)
        }
        return (study, result)
    }
}
