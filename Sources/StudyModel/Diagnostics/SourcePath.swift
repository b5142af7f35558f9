import Foundation

/// A study file's path, kept once for the whole process and carried by every
/// `SourceLocation` as a small number. A location then holds no reference, so copying a
/// located value (several per question, through reading and every check) costs no
/// reference counting. The paths of one run are few (a study and its consent documents);
/// the table keeps each one once and never forgets it.
struct SourcePath: Hashable, Sendable {
    private let index: UInt32

    init(_ path: String) {
        index = SourcePathTable.shared.index(of: path)
    }

    var string: String { SourcePathTable.shared.path(at: index) }
}

/// The paths behind `SourcePath`s. Shared by every thread that reads studies, so a lock
/// guards it; it is touched once per file read and once per location printed.
private final class SourcePathTable: @unchecked Sendable {
    static let shared = SourcePathTable()

    private let lock = NSLock()
    private var paths: [String] = []
    private var indices: [String: UInt32] = [:]

    func index(of path: String) -> UInt32 {
        lock.withLock {
            if let index = indices[path] { return index }
            let index = UInt32(paths.count)
            paths.append(path)
            indices[path] = index
            return index
        }
    }

    func path(at index: UInt32) -> String {
        lock.withLock { paths[Int(index)] }
    }
}
