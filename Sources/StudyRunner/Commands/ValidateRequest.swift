import ArgumentParser
import Foundation
import StudyModel

/// What `study validate` was asked to do, and doing it: the command's options as a plain
/// value. The parser's `ValidateCommand` makes one from its properties; `ValidateShortcut`
/// makes one straight from the arguments, so the usual form never builds the parser's
/// property wrappers (their option-name sets are generic types whose first use costs the
/// runtime a scan of every protocol conformance in the binary).
struct ValidateRequest: Equatable {
    var paths: [String]
    var format: ReportFormat = .text
    var strict = false
    var color: ColorChoice = .auto
    var quiet = false
    var against: String?

    func run() throws {
        var reports: [ValidationReport.File] = []
        var unreadable = false
        var options = ValidationOptions()
        options.strict = strict
        // The process exits as soon as the report is printed: the trees and studies are left
        // for the exit to reclaim rather than freed one value at a time (`LeftToExit`).
        options.freesTree = false
        defer { LeftToExit.keep(reports) }
        // A range mixing a fixed date and one relative to today is checked on this day.
        options.today = ValidationDay.today
        for entry in StudyFileReader.expand(paths) {
            switch entry.flatMap({ path in StudyFileReader.validation(at: path, options: options).map { (path, $0) } })
            {
            case let .failure(failure):
                unreadable = true
                reports.append(.init(path: failure.path, readError: failure.message))
            case .success((let path, var result)):
                var compared: ValidationReport.Comparison?
                if let against, let study = result.study {
                    let check = StudyChangeCheck.check(study, against: against)
                    result.diagnostics = (result.diagnostics + check.diagnostics).sortedByLocation()
                    compared = .init(participants: check.participants, folder: check.folder)
                }
                var file = ValidationReport.File(path: path, result: result)
                file.compared = compared
                reports.append(file)
            }
        }
        let report = ValidationReport(files: reports, strict: strict)
        switch format {
        case .json: print(report.json())
        case .text:
            let errorStream = FileHandle.standardError
            let problems = report.text(useColor: color.isEnabled(for: errorStream))
            // Nothing to write for valid files (the usual case with --quiet): no `Data` made.
            if !problems.isEmpty { errorStream.write(Data(problems.utf8)) }
            if !quiet { print(report.validFilesSummary(), terminator: "") }
        }
        if unreadable { throw ExitCode(ExitStatus.usage) }
        if report.fails { throw ExitCode(ExitStatus.invalid) }
    }
}
