import StudyModel

/// `study export OUTPUT --to DIR [--studies PATH]... [--format F] [--quiet | -q]`, the form a
/// data manager (and `bench/export_bench.py`) runs, read without swift-argument-parser, as
/// `SyncShortcut` reads `study sync`: the parser reads the export command twice (once to look
/// for a completion-script request), reflecting its options each time, about 12.5 M
/// instructions, 3 ms before the first participant could be read. Anything else (help,
/// `--to=DIR`, any other option, an option given twice, a value starting with '-', the word
/// 'help', a format it does not know) is left to the parser, so help, usage errors and every
/// other form are exactly its own; `ExportShortcutTests` checks that the parser reads each
/// accepted form the same way.
enum ExportShortcut {
    /// The command with its options set, or nil when the parser must read the arguments.
    /// `arguments` leaves out the program's name.
    static func command(_ arguments: [String]) -> ExportCommand? {
        guard arguments.first == "export" else { return nil }
        var output: String?
        var destination: String?
        var studies: [String] = []
        var format: ExportFiles.Format?
        var quiet = false
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--quiet", "-q":
                guard !quiet else { return nil }
                quiet = true
            case "--to":
                guard destination == nil, let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
                destination = value
            case "--studies":
                guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
                studies.append(value)
            case "--format":
                guard format == nil, let value = rest.popFirst(), let known = ExportFiles.Format(rawValue: value)
                else { return nil }
                format = known
            default:
                guard output == nil, !argument.hasPrefix("-"), argument != "help" else { return nil }
                output = argument
            }
        }
        guard let output, let destination else { return nil }
        // Every option is set, as the parser would: reading one left unset stops the program.
        var command = ExportCommand()
        command.output = output
        command.store = nil
        command.destination = destination
        command.studies = studies.isEmpty ? ["Studies"] : studies
        command.since = nil
        command.participants = nil
        command.exportTime = nil
        command.format = format ?? .csv
        command.quiet = quiet
        command.identities = nil
        return command
    }
}
