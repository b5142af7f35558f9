import Foundation
import StudyModel

/// `study validate --against OUTPUT`: reads every participant's journal under
/// `OUTPUT/<study-id>/` and reports, as located errors in the study file, what they
/// recorded that the study no longer has room for (`StudyChangeDiagnostics`). Reads only.
enum StudyChangeCheck {
    static func diagnostics(for study: Study, against output: String) -> [Diagnostic] {
        check(study, against: output).diagnostics
    }

    /// The diagnostics, and how many participants' journals they come from (in `folder`):
    /// the count is printed, so that a wrong folder, with none of this study's participants,
    /// does not pass as "no changes that affect them".
    static func check(_ study: Study, against output: String)
        -> (diagnostics: [Diagnostic], participants: Int, folder: String)
    {
        let folder = output + "/" + study.id.value
        let participants = DueListing.folders(in: folder).compactMap { id -> StudyChangeDiagnostics.Participant? in
            let file = folder + "/" + id + "/journal.jsonl"
            guard let data = FileManager.default.contents(atPath: file) else { return nil }
            // A torn or unreadable line is `study verify`'s to report; the rest still counts here.
            let state = ParticipantState.folding(JournalLines.read(data, file: file).events)
            return .init(id: id, changes: StudyChange.find(study: study, state: state))
        }
        let diagnostics = StudyChangeDiagnostics.diagnostics(study: study, participants: participants, folder: folder)
        return (diagnostics, participants.count, folder)
    }
}
