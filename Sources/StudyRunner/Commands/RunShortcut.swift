/// `study run STUDY [--participant ID] [--output DIR] [--lang L] [--plain] [--color C]
/// [--store ADDRESS]`, the forms a participant starts and resumes with, read without
/// swift-argument-parser. The parser reflects every command type and looks up their
/// protocol conformances at run time, which in the static binary was about 15 million of
/// the 104 million instructions of a returning participant's start to the dashboard.
/// Anything else (help, `--option=value`, an option given twice, a value starting with '-'
/// or the word 'help', an unknown colour, a participant id the command refuses) is left to
/// the parser, so help, usage errors and every other form are exactly its own;
/// `RunShortcutTests` checks that the parser reads each accepted form the same way.
enum RunShortcut {
    /// The command with its options set, or nil when the parser must read the arguments.
    /// `arguments` leaves out the program's name.
    static func command(_ arguments: [String]) -> RunRequest? {
        guard arguments.first == "run", let options = options(Array(arguments.dropFirst())) else { return nil }
        guard let color = ColorChoice(rawValue: options.values["--color"] ?? ColorChoice.auto.rawValue) else {
            return nil
        }
        let request = RunRequest(
            studyFile: options.studyFile, participant: options.values["--participant"],
            output: options.values["--output"] ?? RunCommand.defaultOutput, lang: options.values["--lang"],
            plain: options.plain, color: color, store: options.values["--store"])
        // The parser calls `validate()` and reports its error with the command's usage.
        guard (try? request.validate()) != nil else { return nil }
        return request
    }

    private static let valued: Set = ["--participant", "--output", "--lang", "--color", "--store"]

    private struct Options {
        var studyFile: String
        var values: [String: String]
        var plain: Bool
    }

    /// The study file and the options, each given at most once; nil for any other form.
    private static func options(_ arguments: [String]) -> Options? {
        var studyFile: String?
        var values: [String: String] = [:]
        var plain = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--plain" {
                guard !plain else { return nil }
                plain = true
            } else if valued.contains(argument) {
                guard values[argument] == nil, index < arguments.count, isPlainValue(arguments[index]) else {
                    return nil
                }
                values[argument] = arguments[index]
                index += 1
            } else {
                guard studyFile == nil, isPlainValue(argument) else { return nil }
                studyFile = argument
            }
        }
        return studyFile.map { Options(studyFile: $0, values: values, plain: plain) }
    }

    /// A value the parser takes as it is: not something it could read as an option or as help.
    private static func isPlainValue(_ argument: String) -> Bool {
        !argument.hasPrefix("-") && argument != "help"
    }
}
