import StudyModel
import Testing

@testable import StudyRunner

/// The quiet status line (the central store out of reach): one line under the keys, in the
/// participant's language, on every screen while it is set, and gone when it is not.
struct StatusLineTests {
    private let screen = Screen(title: "Mood questionnaire", body: [.normal("How have you been?")])

    @Test func theStatusLineIsTheLastLineOfTheScreen() {
        var offline = screen
        offline.statusLine = UIText.forLanguage("en").storeOffline
        let lines = Render.full(offline).map { Styler.plain.render($0) }
        let last = lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(last?.trimmingCharacters(in: .whitespaces) == offline.statusLine, "one line at 80 columns: \(lines)")
        #expect(lines.count == Render.full(screen).count, "the window keeps its size")
    }

    @Test func withoutAStatusTheScreenIsAsBefore() {
        let lines = Render.full(screen).map { Styler.plain.render($0) }
        #expect(!lines.joined().contains("server"))
    }

    @Test func everyLanguageHasTheLineInItsOwnWords() {
        let english = UIText.forLanguage("en").storeOffline
        for language in ["zh-Hans", "es", "fr", "de", "pt"] {
            let text = UIText.forLanguage(language).storeOffline
            #expect(!text.isEmpty && text != english, "\(language): \(text)")
        }
    }
}
