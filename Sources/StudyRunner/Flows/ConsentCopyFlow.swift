import Foundation
import StudyModel

/// With a study team key the signed consent kept in `Output/` is sealed, so the participant
/// is offered their own readable copy, saved where they choose: a place of their own is
/// suggested (their home folder), a name that is not a text file's (.md or .txt) and a place
/// inside the results folder are refused, an existing file is never replaced, and an empty
/// line goes on without a copy. Nothing is journalled: the copy is theirs, not the study's.
struct ConsentCopyFlow {
    let context: FlowContext
    let recorder: Recorder

    func run(document: String) throws -> FlowOutcome {
        let words = context.screens.profileText
        let suggested = "~/signed-consent-\(context.study.id.value)-\(recorder.state.participant ?? "copy").md"
        var notice: Notice?
        var typed = ""
        while true {
            let response = try context.presenter.present(
                context.screens.consentCopy(suggested: suggested, typed: typed, notice: notice))
            if response.action == .leave || response.action == .interrupt {
                if let ending = try context.leaving.confirm(response.action) { return .ended(ending) }
                continue
            }
            typed = (response.typed ?? "").trimmingWhitespace
            if typed.isEmpty { return .carryOn }
            let path = (typed as NSString).expandingTildeInPath
            if let problem = problem(saving: document, to: path, words: words, suggested: suggested) {
                notice = .error(problem)
                continue
            }
            _ = try context.presenter.present(
                context.screens.message(UIText.fill(words.consentCopySaved, ["path": typed])))
            return .carryOn
        }
    }

    /// Why the copy cannot be saved at `path`, or nil once it is saved there (mode 0600).
    private func problem(saving document: String, to path: String, words: ProfileText, suggested: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        // A menu's number or a word typed out of habit ("1", "yes") is not taken as a file
        // name: it would save a stray copy in the working folder.
        let name = (absolute as NSString).lastPathComponent.lowercased()
        guard [".md", ".txt"].contains(where: { name.hasSuffix($0) && name != $0 }) else {
            return UIText.fill(words.consentCopyNotAFileName, ["path": suggested])
        }
        if recorder.isInResultsFolder(absolute) {
            return UIText.fill(words.consentCopyInResults, ["path": suggested])
        }
        if FileManager.default.fileExists(atPath: absolute) {
            return UIText.fill(words.consentCopyExists, ["path": path])
        }
        do {
            try AtomicFile.write(Data(document.utf8), to: absolute, mode: 0o600)
            return nil
        } catch {
            return UIText.fill(words.consentCopyFailed, ["path": path])
        }
    }
}
