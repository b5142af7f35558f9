/// `study validate [--quiet | -q] [--strict] PATH...`, the form CI runs on every commit,
/// read without swift-argument-parser. The parser finds each command's options by reflecting
/// the command types and looks up their protocol conformances at run time, which in the
/// static binary was about a tenth of validating a 1,000-question study. Anything else (help,
/// any other option, a flag given twice, a value starting with '-', the word 'help') is left
/// to the parser, so help, usage errors and every other form are exactly its own;
/// `ValidateShortcutTests` checks that the parser reads each accepted form the same way.
enum ValidateShortcut {
    /// The command with its options set, or nil when the parser must read the arguments.
    /// `arguments` leaves out the program's name.
    static func command(_ arguments: [String]) -> ValidateRequest? {
        guard arguments.first == "validate" else { return nil }
        var paths: [String] = []
        var quiet = false
        var strict = false
        for argument in arguments.dropFirst() {
            switch argument {
            case "--quiet", "-q":
                guard !quiet else { return nil }
                quiet = true
            case "--strict":
                guard !strict else { return nil }
                strict = true
            default:
                guard !argument.hasPrefix("-"), argument != "help" else { return nil }
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { return nil }
        return ValidateRequest(paths: paths, strict: strict, quiet: quiet)
    }
}
