import Foundation

/// Telling an interrupted folder from an edited one. The runner writes each step to the
/// journal first and the files derived from it after, so a program stopped between the
/// two leaves files exactly one step behind the journal's last step (or an active task's
/// results saved just before its SHA-256 was journalled, or a torn last line). Those are
/// reported as interrupted; any other difference is an edit.
extension ParticipantVerification {
    static let tornLastLine =
        "the last line is cut short (no newline at the end): the program stopped while writing it; "
        + "the next start sets it aside"

    /// The journal's last step, and the state of the journal without it.
    struct LastStep {
        let event: JournalEvent?
        let stateBefore: ParticipantState?

        init(events: [JournalEvent]) {
            guard let index = events.lastIndex(where: { !Self.isBookkeeping($0.kind) }) else {
                (event, stateBefore) = (nil, nil)
                return
            }
            var earlier = events
            earlier.remove(at: index)
            (event, stateBefore) = (events[index], ParticipantState.folding(earlier))
        }

        /// Events that change no results file: a later sitting starting or ending, a step or
        /// a consent page shown again.
        static func isBookkeeping(_ kind: JournalEvent.Kind) -> Bool {
            switch kind {
            case .sessionStarted, .sessionEnded, .stepShown, .introductionShown, .consentSectionShown,
                .consentLearnMoreShown:
                return true
            case let .repeating(event):
                switch event.action {
                case .reviewShown, .stepShown: return true
                default: return false
                }
            default:
                return false
            }
        }

        var behindNote: String {
            guard let event else { return "" }
            return "one step behind the journal (line \(event.sequence), '\(event.kind.name)', is not in it yet): "
                + "the program stopped between writing the journal and this file; nothing was edited"
        }

        /// `problems` of `file` against the whole journal become one "interrupted" note when
        /// `check` finds the file agreeing with the journal without its last step.
        func explain(_ problems: [Problem], of file: String, check: (ParticipantState) -> [Problem]) -> [Problem] {
            guard !problems.isEmpty, let stateBefore, check(stateBefore).isEmpty else { return problems }
            return [Problem(file: file, message: behindNote, kind: .interrupted)]
        }
    }

    /// An active task's results written just before the program stopped: the run is the
    /// journal's last and still open, and the journal holds no SHA-256 for the file yet (or
    /// this file's). The next start journals the SHA-256 and closes the run as the file says.
    static func activeResultAhead(
        name: String, data: Data, state: ParticipantState, events: [JournalEvent]
    ) -> Problem? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["events"] != nil,
            let runID = object["run"] as? String, let run = state.runs.last(where: { $0.run == runID }),
            run.status == .inProgress
        else { return nil }
        let sha256 = SignedConsentDocument.sha256(String(decoding: data, as: UTF8.self))
        guard run.resultSHA256 == nil || run.resultSHA256 == sha256 else { return nil }
        let lastStarted = events.last { if case .taskStarted = $0.kind { return true } else { return false } }
        guard case let .taskStarted(_, lastRun)? = lastStarted?.kind, lastRun == runID else { return nil }
        return Problem(
            file: name,
            message: "was saved just before the program stopped, before the journal closed "
                + "its run; nothing was edited", kind: .interrupted)
    }

    /// The onboarding was completed but its record is not there: interrupted when that was
    /// the journal's last step, removed otherwise.
    static func missingOnboardingRecord(lastStep: LastStep) -> Problem {
        if case .onboardingCompleted? = lastStep.event?.kind {
            return Problem(file: "onboarding.json", message: "is missing: " + lastStep.behindNote, kind: .interrupted)
        }
        return Problem(
            file: "onboarding.json",
            message: "is missing, though the journal says the onboarding was completed")
    }
}
