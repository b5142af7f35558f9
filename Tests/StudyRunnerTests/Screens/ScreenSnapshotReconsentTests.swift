import Foundation
import StudyModel
import Testing

@testable import StudyRunner

/// Consenting again, drawn: what changed (each section marked), a changed section's page
/// and declining, in English at 80 × 24 and 40 × 20, and in Simplified Chinese, whose wide
/// characters must wrap within the width.
@Suite struct ScreenSnapshotReconsent {
    /// The second of the study's sections changed, the third added, the rest as signed.
    private func need(_ study: Study, signed: String?) -> ReconsentNeed {
        let sections = study.consent.sections.indices.map { index -> ConsentSectionChange in
            index == 1 ? .changed : index == 2 ? .added : .unchanged
        }
        return ReconsentNeed(signedVersion: signed, currentVersion: "2.0", sections: sections)
    }

    private func check(
        _ screen: Screen, _ name: String, chinese: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for (width, rows, suffix) in [(80, 24, ""), (40, 20, ".narrow")] {
            let lines = Render.full(screen, width: width, rows: rows, chinese: chinese)
            #expect(lines.allSatisfy { $0.width <= width }, sourceLocation: sourceLocation)
            assertSnapshot(lines, named: name + suffix, in: Self.self, sourceLocation: sourceLocation)
        }
    }

    @Test func english() {
        let pages = LoadedStudy.phq9.consentPages()
        let need = need(LoadedStudy.phq9.study, signed: "1.0")
        check(pages.changes(need), "changes")
        check(pages.changedSection(1, need), "changed-section")
        check(pages.changedSection(2, need), "added-section")
        check(pages.reconsentDeclined(), "declined")
    }

    @Test func chinese() {
        let pages = LoadedStudy.sleep.consentPages("zh-Hans")
        let need = need(LoadedStudy.sleep.study, signed: nil)
        check(pages.changes(need), "changes.zh", chinese: true)
        check(pages.changedSection(1, need), "changed-section.zh", chinese: true)
        check(pages.reconsentDeclined(), "declined.zh", chinese: true)
    }

    @Test func theMarksAreTheCatalogueTexts() {
        let pages = LoadedStudy.phq9.consentPages()
        let study = LoadedStudy.phq9.study
        let changes = pages.changes(need(study, signed: "1.0"))
        let texts = changes.body.map(\.text)
        let title = { (index: Int) in pages.text.title(of: study.consent.sections[index]) }
        #expect(texts.contains("• \(title(0)) (unchanged)"))
        #expect(texts.contains("• \(title(1)) (changed)"))
        #expect(texts.contains("• \(title(2)) (new)"))
        #expect(pages.changedSection(2, need(study, signed: "1.0")).title == "New: \(title(2))")
        #expect(pages.changedSection(1, need(study, signed: "1.0")).progress?.text == "Change 1 of 2")
    }
}
