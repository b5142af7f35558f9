/// `study sync [FOLDER] [--store ADDRESS] [--quiet | -q]`, the form a lab machine runs at the end of the day
/// (and `bench/store_bench.py` twenty at once), read without swift-argument-parser, as
/// `ValidateShortcut` reads `study validate`: the parser's reflection of the commands was
/// 12.7 M of the 99.3 M instructions of a `study sync` of the bench's folder (callgrind,
/// BENCHMARKS.md). Anything else (help, `--store=ADDRESS`, an option given twice, a value
/// starting with '-', the word 'help') is left to the parser, so help, usage errors and
/// every other form are exactly its own; `SyncShortcutTests` checks that the parser reads
/// each accepted form the same way.
enum SyncShortcut {
    /// The command with its options set, or nil when the parser must read the arguments.
    /// `arguments` leaves out the program's name.
    static func command(_ arguments: [String]) -> SyncCommand? {
        guard arguments.first == "sync" else { return nil }
        var folder: String?
        var store: String?
        var quiet = false
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            if argument == "--quiet" || argument == "-q" {
                guard !quiet else { return nil }
                quiet = true
            } else if argument == "--store" {
                guard store == nil, let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
                store = value
            } else {
                guard folder == nil, !argument.hasPrefix("-"), argument != "help" else { return nil }
                folder = argument
            }
        }
        // Every option is set, as the parser would: reading one left unset stops the program.
        var command = SyncCommand()
        command.folder = folder ?? RunCommand.defaultOutput
        command.store = store
        command.quiet = quiet
        return command
    }
}
