import StudyModel

extension Presenter {
    /// The presenter `study run` and `study preview` use: full screen with Unicode glyphs on
    /// an interactive terminal, plain lines with ASCII glyphs otherwise, in the study's language.
    static func forParticipant(
        terminal: any Terminal, language: String, colour: Bool?, environment: [String: String]
    ) -> Presenter {
        let fullScreen = terminal.isInteractive
        let styler = Styler(
            Styler.Mode.resolve(
                colourChoice: colour, isTerminal: fullScreen, environment: environment,
                plainMode: !fullScreen))
        let renderer = ScreenRenderer(
            glyphs: fullScreen ? .unicode : .ascii,
            wording: Wording.forLanguage(language))
        return Presenter(
            terminal: terminal, mode: fullScreen ? .fullScreen : .plain, styler: styler,
            renderer: renderer, ui: UIText.forLanguage(language))
    }
}
