import Foundation
import StudyModel
import Testing

@testable import StudyRunner

/// A study in Spanish (Tests/Fixtures/studies/bienestar.study): every runner text on these
/// screens (progress, buttons, key names, yes/no, prompts) comes from Catalogues/es.yaml,
/// at 80 × 24, at 40 × 20 and in plain mode.
@Suite struct ScreenSnapshotSpanish {
    static let language = "es"
    let screens = InlineScreens(.spanish, language: Self.language)
    let pages = LoadedStudy.spanish.consentPages(Self.language)

    func check(_ screen: Screen, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let wording = Wording.forLanguage(Self.language)
        let renderer = ScreenRenderer(glyphs: .unicode, wording: wording)
        let full = renderer.frame(screen, width: 80, rows: 24, scroll: 0)
        #expect(full.allSatisfy { $0.width <= 80 }, sourceLocation: sourceLocation)
        assertSnapshot(full, named: name, in: Self.self, sourceLocation: sourceLocation)
        let narrow = renderer.frame(screen, width: 40, rows: 20, scroll: 0)
        #expect(narrow.allSatisfy { $0.width <= 40 }, sourceLocation: sourceLocation)
        assertSnapshot(narrow, named: name + ".narrow", in: Self.self, sourceLocation: sourceLocation)
        var plain = [Line.empty] + ScreenRenderer(glyphs: .ascii, wording: wording).plain(screen, width: 80)
        if let notice = screen.notice { plain.append(Line(notice.message)) }
        plain.append(Line(PlainCommands.prompt(for: screen, ui: screens.ui)))
        assertSnapshot(plain, named: name + ".plain", in: Self.self, sourceLocation: sourceLocation)
    }

    @Test func onboarding() {
        check(screens.introduction(), "introduction")
        check(pages.section(1), "consent-section")
        check(pages.agreement(), "consent-agreement")
        check(screens.signature(step: 0), "signature-name")
        check(screens.permission(0), "permission")
    }

    @Test func survey() {
        check(screens.surveyQuestion("diario", step: "durmio_bien", trail: ["durmio_bien"]), "yes-no")
        check(
            screens.surveyQuestion(
                "diario", step: "horas", trail: ["durmio_bien", "horas"],
                answers: ["durmio_bien": .answered(.yesNo(true))],
                typed: "30",
                notice: Questions.notice(
                    for: "30", LoadedStudy.spanish.question("horas", in: "diario"), language: Self.language)),
            "integer-refused")
        check(screens.confirmLeave(), "confirm-leave")
    }
}
