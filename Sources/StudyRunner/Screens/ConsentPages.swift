import Foundation
import StudyModel

/// The consent's screens as values: one section per screen with its summary, its full
/// text, the whole document for review, and the agreement.
struct ConsentPages {
    let study: Study
    let text: ConsentText
    let ui: UIText

    private var keys: KeyTables { KeyTables(ui: ui) }
    private var sections: [ConsentSection] { study.consent.sections }

    func section(_ index: Int) -> Screen {
        let section = sections[index]
        let progress = UIText.fill(ui.consentSection, ["n": "\(index + 1)", "count": "\(sections.count)"])
        var bindings = [keys.next, keys.learnMore]
        if index > 0 { bindings.append(keys.back) }
        bindings.append(keys.leave)
        return Screen(
            context: study.title.resolved(in: text.language),
            progress: Screen.Progress(text: progress, fraction: Double(index) / Double(max(1, sections.count))),
            title: text.title(of: section), body: [.normal(text.summary(of: section))], keys: bindings)
    }

    /// The section's full "learn more" text; long texts scroll (the frame pages them).
    func fullText(_ index: Int) -> Screen {
        let section = sections[index]
        return Screen(
            context: study.title.resolved(in: text.language), title: text.title(of: section),
            body: paragraphs(text.fullText(of: section)),
            keys: [
                KeyBinding(
                    keys: [.enter, .escape, .character("q")], keyLabel: "Enter", label: ui.keyClose,
                    action: .submit, plainCommand: nil)
            ] + keys.scroll)
    }

    /// The whole consent document, to read before agreeing.
    func review() -> Screen {
        var body: [Screen.Paragraph] = []
        if let review = study.consent.review { body.append(.normal(review.resolved(in: text.language))) }
        for section in sections {
            body.append(.strong(text.title(of: section)))
            body += paragraphs(text.fullText(of: section))
        }
        return Screen(
            context: study.title.resolved(in: text.language), title: ui.reviewTitle, body: body,
            keys: [keys.next] + keys.scroll + [keys.leave])
    }

    func agreement() -> Screen {
        var body: [Screen.Paragraph] = []
        if let meaning = study.consent.signature.meaning { body.append(.normal(meaning.resolved(in: text.language))) }
        return Screen(
            context: study.title.resolved(in: text.language), title: ui.agreeTitle, body: body,
            // Nothing preselected: agreeing must never be one stray Enter away.
            input: agreementMenu.input(preselect: false),
            keys: keys.menu(count: 2))
    }

    /// The consent's Markdown as paragraphs a terminal can show: blank lines separate
    /// paragraphs, each "- " item is a bullet of its own, emphasis marks are dropped and
    /// runs of spaces from the file's line breaks become one.
    func paragraphs(_ text: String) -> [Screen.Paragraph] {
        var paragraphs: [Screen.Paragraph] = []
        for block in text.components(separatedBy: "\n\n") {
            var current: [String] = []
            func flush() {
                let joined = current.joined(separator: " ").split(separator: " ", omittingEmptySubsequences: true)
                    .joined(separator: " ")
                if !joined.isEmpty { paragraphs.append(.normal(joined)) }
                current = []
            }
            for line in block.split(separator: "\n") {
                var line = line.trimmingWhitespace
                if line.hasPrefix("- ") || line.hasPrefix("* ") {
                    flush()
                    line = "• " + line.dropFirst(2)
                }
                current.append(line.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: ""))
            }
            flush()
        }
        return paragraphs
    }
}
