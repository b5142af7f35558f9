import Foundation

/// The progress bar of long work over many participants (`study export`, `study status`,
/// `study sync`) on standard error: how many of the total are done and the time left,
/// redrawn in place at most ten times a second. Only on a terminal and not with `--quiet`:
/// a log file or a pipe gets nothing of the kind.
final class WorkProgress {
    private let enabled: Bool
    private let total: Int
    private var done = 0
    private var drawn = false
    private let started = Date()
    private var lastDrawn = Date.distantPast

    init(total: Int, quiet: Bool) {
        self.total = total
        enabled = !quiet && isatty(STDERR_FILENO) == 1 && total > 0
    }

    /// One more participant done.
    func advance() { update(done: done + 1) }

    /// `done` participants of the total done so far.
    func update(done: Int) {
        self.done = min(done, total)
        guard enabled, self.done == total || Date().timeIntervalSince(lastDrawn) > 0.1 else { return }
        lastDrawn = Date()
        drawn = true
        let line = Self.line(done: self.done, total: total, elapsed: Date().timeIntervalSince(started))
        FileHandle.standardError.write(Data(("\r" + line + " ").utf8))
        if self.done == total { end() }
    }

    /// Ends the bar's line, whether or not every participant was counted (some are left out).
    func finish() {
        guard enabled, drawn, done < total else { return }
        end()
    }

    private func end() {
        FileHandle.standardError.write(Data("\n".utf8))
        drawn = false
    }

    /// "[#########---------------------] 300/1000 participants, about 4 s left".
    static func line(done: Int, total: Int, elapsed: TimeInterval, width: Int = 30) -> String {
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        return "[\(bar)] \(done)/\(total) participants, " + timeLeft(done: done, total: total, elapsed: elapsed)
    }

    /// "about 4 s left", "about 3 min left", "done".
    static func timeLeft(done: Int, total: Int, elapsed: TimeInterval) -> String {
        guard done < total else { return "done" }
        guard done > 0 else { return "time left not known yet" }
        let seconds = Int((elapsed / Double(done) * Double(total - done)).rounded())
        return seconds < 90 ? "about \(seconds) s left" : "about \((seconds + 30) / 60) min left"
    }
}
