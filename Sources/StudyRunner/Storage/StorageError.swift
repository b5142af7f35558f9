import Foundation

/// A failure to keep a participant's data: always shown with what happened and what to do,
/// never as a crash. Answers still in memory are kept so the participant can retry.
struct StorageError: Error, Equatable, CustomStringConvertible {
    var path: String
    var operation: String
    var code: Int32

    var description: String {
        "could not \(operation) \(path): \(String(cString: strerror(code)))"
    }

    /// Plain words for the participant, by the kind of failure.
    var advice: String {
        switch code {
        case ENOSPC, EDQUOT: return "The disk is full. Free some space, then try again."
        case EACCES, EPERM:
            return
                "The output folder cannot be written to. Check its permissions, or choose another folder with --output."
        case EROFS:
            return
                "The output folder is on a read-only disk. Make it writable and try again, or choose another folder with --output."
        case ENOENT:
            return
                "The output folder was removed or moved. Choose Retry to make it again with everything entered so far, or leave."
        case EBUSY: return "This participant was started again in another window. Finish there, then come back."
        default: return "Check the output folder, then try again."
        }
    }
}
