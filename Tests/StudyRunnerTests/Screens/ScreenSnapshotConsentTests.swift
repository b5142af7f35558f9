import Foundation
import StudyModel
import Testing

@testable import StudyRunner

/// The consent screens from `ConsentPages` (section, full text, review, agreement), with
/// the diabetes study's document from `Consent/diabetes.md` and the PHQ-9 study's inline
/// texts; and the home screen.
@Suite struct ScreenSnapshotConsent {
    let pages = LoadedStudy.diabetes.consentPages()
    let phq9Pages = LoadedStudy.phq9.consentPages()

    func check(_ lines: [Line], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertSnapshot(lines, named: name, in: Self.self, sourceLocation: sourceLocation)
    }

    @Test func sections() {
        check(Render.full(pages.section(0)), "section-first")
        check(Render.full(pages.section(1)), "section-2")
        check(Render.full(pages.section(1), width: 40), "section-2.narrow")
        check(Render.plain(pages.section(1)), "section-2.plain")
        let last = LoadedStudy.diabetes.study.consent.sections.count - 1
        check(Render.full(pages.section(last)), "section-last")
    }

    /// Long enough to page at 24 rows: "more below · page 1 of N", then later pages.
    @Test func fullTextPages() {
        let screen = pages.fullText(1)
        check(Render.full(screen), "full-text-page-1")
        let frame = Frame(
            header: Render.english.header(screen, width: 80), body: Render.english.body(screen, width: 80),
            footer: Render.english.footer(screen, width: 80))
        let pageSize = frame.pager(rows: 24).pageSize
        check(Render.full(screen, scroll: pageSize), "full-text-page-2")
        check(Render.full(screen, scroll: 10_000), "full-text-last-page")
        // What one PgDn shows in `Presenter`, which scrolls by half the rows (12), not by a page.
        check(Render.full(screen, scroll: 24 / 2), "full-text-after-one-pgdn")
        check(Render.full(screen, width: 40), "full-text-page-1.narrow")
        check(Render.plain(screen), "full-text.plain")
        #expect(Render.full(screen).contains { $0.text.contains("more below · page 1 of") })
    }

    @Test func inlineFullText() {
        check(Render.full(phq9Pages.fullText(5)), "full-text-inline")
    }

    @Test func review() {
        let screen = pages.review()
        check(Render.full(screen), "review-page-1")
        check(Render.full(screen, width: 40), "review-page-1.narrow")
        check(Render.full(phq9Pages.review()), "review-phq9-page-1")
    }

    @Test func agreement() {
        check(Render.full(pages.agreement()), "agreement")
        check(Render.full(pages.agreement(), width: 40), "agreement.narrow")
        check(Render.plain(pages.agreement()), "agreement.plain")
    }
}

@Suite struct ScreenSnapshotHome {
    let screens = InlineScreens(.diabetes)

    func check(_ lines: [Line], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertSnapshot(lines, named: name, in: Self.self, sourceLocation: sourceLocation)
    }

    /// Joined and did the baseline on 10 March, check-in and reaction task done on 12 March,
    /// memory task never done; today is 14 March.
    var withStatuses: Screen {
        let tenth = FixedTime.date.addingTimeInterval(-4 * 86_400)
        let twelfth = FixedTime.date.addingTimeInterval(-2 * 86_400)
        return screens.home(
            completions: ["baseline": [tenth], "weekly_checkin": [twelfth], "reaction_time": [twelfth]],
            enrolment: tenth)
    }

    @Test func homeWithTaskStatuses() {
        check(Render.full(withStatuses), "home")
        check(Render.full(withStatuses, width: 40), "home.narrow")
        check(Render.plain(withStatuses), "home.plain")
    }

    @Test func homeFirstTime() {
        check(Render.full(screens.home(completions: [:], openRun: "baseline")), "home-first-time")
    }

    @Test func activeTaskNotYet() {
        check(Render.full(screens.taskNotYet("reaction_time")), "task-not-yet")
    }
}
