import Foundation

/// A test hook: with `STUDY_TEST_STOP_AT=<point>` in the environment, the process stops
/// itself (SIGSTOP) when it reaches that point, so that a test can SIGKILL it at exactly
/// that moment instead of guessing a delay. Without the variable it does nothing. Only the
/// tests set it (docs/data-safety.md lists the points).
enum TestStopPoint: Equatable {
    /// A new participant's folder is built under its temporary name, not yet renamed.
    case participantFolderBuilt
    /// The folder has been renamed into place; its journal is still empty.
    case participantFolderInPlace
    /// A journal line with this event is on disk; nothing derived from it is written yet.
    case journalled(event: String)

    static let variable = "STUDY_TEST_STOP_AT"

    var name: String {
        switch self {
        case .participantFolderBuilt: return "participant-folder-built"
        case .participantFolderInPlace: return "participant-folder-in-place"
        case let .journalled(event): return "journalled:" + event
        }
    }

    func reach() {
        guard let wanted = getenv(Self.variable), String(cString: wanted) == name else { return }
        raise(SIGSTOP)
    }
}
