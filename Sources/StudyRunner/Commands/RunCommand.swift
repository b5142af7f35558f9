import ArgumentParser
import Foundation
import StudyModel

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Take part in a study: onboarding, then its surveys and tasks.",
        discussion: """
            Full-screen on a terminal; plain line mode (no escape sequences, one prompt after \
            another) when input or output is not a terminal, when TERM=dumb, with --plain, or \
            with STUDY_PLAIN=1. Answers are saved as they are given: run the same command to \
            continue. With --store (or \(StoreAddress.environmentVariable)) each answer is \
            also copied to the central store in the background; when the store cannot be \
            reached the answers are sent at the next start or by 'study sync'. With --participant \
            and a store, a participant with no folder on this machine continues from the store's \
            copy once \(StoreResume.secretVariable) holds their resume secret (the .store-secret \
            file in their folder where they started). Exit status: 0 done or left, 1 the study \
            file has errors, 2 usage, 3 answers could not be saved, 4 the participant is taking \
            part in another window or on another machine, 6 the store could not be reached to \
            fetch their journal, 7 the store refused it, 130 after Ctrl-C, 129 when the terminal \
            is closed (SIGHUP), 143 after SIGTERM.
            """
    )

    @Argument(help: "The study file, e.g. Studies/diabetes.study.")
    var studyFile: String

    @Option(help: "Continue as this participant (the id shown when they joined).")
    var participant: String?

    static let defaultOutput = "Output"

    @Option(help: "Where results are written (default: Output).")
    var output = RunCommand.defaultOutput

    @Option(help: "The study's language, e.g. en or zh-Hans (default: from the locale).")
    var lang: String?

    @Flag(help: "Plain line mode: for screen readers, scripts and piped answers.")
    var plain = false

    @Option(help: "Colour: auto, always or never. NO_COLOR also turns colour off.")
    var color: ColorChoice = .auto

    @Option(
        help: ArgumentHelp(
            "Also send the answers to this central store, in the background (or set \(StoreAddress.environmentVariable)).",
            valueName: "address"))
    var store: String?

    /// The options as a plain value, which `RunShortcut` makes without the parser.
    var request: RunRequest {
        RunRequest(
            studyFile: studyFile, participant: participant, output: output, lang: lang, plain: plain, color: color,
            store: store)
    }

    func validate() throws { try request.validate() }

    func run() throws { try request.run() }
}

extension RunCommand {
    /// The store from --store or the environment, or nil; an unusable one is a usage error.
    static func storeAddress(_ option: String?) throws -> StoreAddress? {
        do throws(StoreAddress.Problem) {
            return try StoreAddress.resolve(option: option, environment: ProcessInfo.processInfo.environment)
        } catch {
            printError("study run: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
    }
}

/// Matches a POSIX locale (`zh_CN.UTF-8`, `en_GB`) to one of a study's languages.
enum LocaleMatch {
    /// --lang, else the locale (LC_ALL, LC_MESSAGES, LANG) when the study has it, else the
    /// study's first language.
    static func choose(_ lang: String?, for study: Study, command: String) throws -> String {
        let available = study.languages.map(\.value)
        if let lang {
            guard available.contains(lang) else {
                let choices = available.joined(separator: ", ")
                let shown = TerminalSafe.inert(lang)
                var message = "study \(command): the study is not available in '\(shown)'. Choose one of: \(choices)."
                if TextCatalogue.speaking(lang) == nil {
                    message +=
                        "\nThe study program has no texts in '\(shown)' either; it speaks "
                        + TextCatalogue.languageList + "."
                }
                printError(message)
                throw ExitCode(ExitStatus.usage)
            }
            return lang
        }
        let environment = ProcessInfo.processInfo.environment
        let locale =
            environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LC_MESSAGES"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
        return language(for: locale, among: available) ?? study.defaultLanguage
    }

    static func language(for locale: String, among available: [String]) -> String? {
        let code = locale.split(separator: ".").first.map(String.init) ?? ""
        let parts = code.split(separator: "_").map(String.init)
        guard let base = parts.first?.lowercased(), !base.isEmpty, base != "c", base != "posix" else { return nil }
        if base == "zh" {
            let traditional = ["TW", "HK", "MO"].contains(parts.dropFirst().first ?? "")
            let wanted = traditional ? "zh-Hant" : "zh-Hans"
            if available.contains(wanted) { return wanted }
        }
        return available.first { $0 == base } ?? available.first { $0.lowercased().hasPrefix(base + "-") }
    }
}

func printError(_ text: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((text + terminator).utf8))
}
