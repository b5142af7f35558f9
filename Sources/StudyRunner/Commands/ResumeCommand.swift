/// The command printed after "To continue later, run:". It must find the same participant
/// shown the same way, so it repeats every option that decides that (`--output`, `--lang`),
/// and each word is quoted for a POSIX shell so that a pasted path with spaces or quotes
/// names the same file.
enum ResumeCommand {
    /// The options of this run that resuming needs: `--output` unless it is the default
    /// folder, `--lang` when it was given (without it the locale chooses again).
    static func options(output: String, language: String?, defaultOutput: String) -> [String] {
        (output == defaultOutput ? [] : ["--output", output]) + (language.map { ["--lang", $0] } ?? [])
    }

    static func line(studyPath: String, participant: String, options: [String]) -> String {
        (["study", "run", studyPath, "--participant", participant] + options).map(shellWord).joined(separator: " ")
    }

    /// `word` as the shell reads it back: unchanged when it holds only characters no shell
    /// treats specially, else in single quotes (a single quote inside becomes `'\''`).
    static func shellWord(_ word: String) -> String {
        let safe = "-_./:=@%+,".unicodeScalars
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || safe.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
