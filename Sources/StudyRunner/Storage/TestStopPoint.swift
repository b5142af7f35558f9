import Foundation

/// A test hook: with `STUDY_TEST_STOP_AT=<point>` in the environment, the process stops
/// itself (SIGSTOP) when it reaches that point, so that a test can SIGKILL it at exactly
/// that moment instead of guessing a delay. Without the variable it does nothing. Only the
/// tests set it (docs/data-safety.md lists the points).
enum TestStopPoint: String, CaseIterable {
    /// A new participant's folder is built under its temporary name, not yet renamed.
    case participantFolderBuilt = "participant-folder-built"
    /// The folder has been renamed into place; its journal is still empty.
    case participantFolderInPlace = "participant-folder-in-place"

    static let variable = "STUDY_TEST_STOP_AT"

    func reach() {
        guard let wanted = getenv(Self.variable), String(cString: wanted) == rawValue else { return }
        raise(SIGSTOP)
    }
}
