import Foundation

/// The progress bar of a long export on standard error: participants read of the total and
/// the time left, redrawn in place at most ten times a second. Only on a terminal and not
/// with `--quiet`: a log file or a pipe gets nothing of the kind.
final class ExportProgress {
    private let enabled: Bool
    private let total: Int
    private var done = 0
    private let started = Date()
    private var lastDrawn = Date.distantPast

    init(total: Int, quiet: Bool) {
        self.total = total
        enabled = !quiet && isatty(STDERR_FILENO) == 1 && total > 0
    }

    func advance() {
        done += 1
        guard enabled, done == total || Date().timeIntervalSince(lastDrawn) > 0.1 else { return }
        lastDrawn = Date()
        let width = 30
        let filled = width * done / total
        let elapsed = Date().timeIntervalSince(started)
        let left = done > 0 ? Int((elapsed / Double(done) * Double(total - done)).rounded()) : 0
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) participants, about \(left) s left ".utf8))
        if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
