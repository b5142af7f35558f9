import StudyModel

/// Plays one round of an active task on the terminal: the thin shell around a pure
/// `ActiveTaskEngine`. The timing rules live here:
///
/// - a new screen is written and flushed, and the time right after the flush is the
///   onset handed to the engine, with nothing in between;
/// - keys are read with `readKey(timeout:)`, which polls (no sleep loops) and stamps each
///   key the moment its read returns;
/// - only the rows that changed are rewritten, so a tap's redraw is a few bytes and the
///   next key is read sooner.
///
/// Escape or Ctrl-C (and coming back from Ctrl-Z) pause: the round stops and the caller
/// asks what to do, because a measured round cannot go on after a pause.
struct TaskPlayer {
    enum Outcome: Equatable {
        case finished
        case paused
    }

    let terminal: Terminal
    let styler: Styler
    let glyphs: Glyphs

    /// Plays until the engine is finished or the participant pauses.
    func play<Engine: ActiveTaskEngine>(_ engine: inout Engine, draw: (Engine.View) -> TaskScreen) throws -> Outcome {
        var drawnScreen: Int?
        var drawnRows: [String] = []
        while !engine.isFinished {
            if drawnScreen != engine.screenNumber {
                let rows = render(draw(engine.view))
                terminal.write(Self.changes(from: drawnRows, to: rows, rows: terminal.size.rows))
                let onset = terminal.flush()
                drawnScreen = engine.screenNumber
                drawnRows = rows
                engine.shown(at: onset.nanoseconds)
                continue
            }
            let timeout = engine.deadline.map { deadline -> Duration in
                let now = terminal.now().nanoseconds
                return .nanoseconds(deadline > now ? Int64(deadline - now) : 0)
            }
            let read = try terminal.readKey(timeout: timeout)
            switch TaskInput(read.key) {
            case .pause:
                return .paused
            case .event:
                switch read.key {
                case .timeout: engine.timeUp(at: read.time.nanoseconds)
                case .resume: return .paused
                default:
                    // A resize: the same screen again, whole, at the new size. Not a new
                    // onset, so the engine is not told.
                    drawnRows = render(draw(engine.view))
                    terminal.write(Self.changes(from: [], to: drawnRows, rows: terminal.size.rows))
                    terminal.flush()
                }
            case let .key(key):
                // A key read after the deadline came too late for the screen it answered:
                // the deadline is handled first, as if the poll had woken on time.
                if let deadline = engine.deadline, read.time.nanoseconds >= deadline {
                    engine.timeUp(at: deadline)
                    if engine.isFinished { break }
                }
                engine.press(key, at: read.time.nanoseconds)
            }
        }
        return .finished
    }

    private func render(_ screen: TaskScreen) -> [String] {
        let size = terminal.size
        return screen.lines(width: size.columns, rows: size.rows, glyphs: glyphs).map { styler.render($0) }
    }

    /// The bytes that turn `old` rows into `new` ones: only rows that differ are rewritten
    /// (all of them when `old` is empty, after a resize).
    static func changes(from old: [String], to new: [String], rows: Int) -> String {
        var out = ""
        for (index, row) in new.enumerated() where index >= old.count || old[index] != row {
            out += Redraw.moveTo(row: index + 1) + Redraw.clearLine + row
        }
        // Below the last row only when there is a row there: moving past the bottom would
        // land on the last row and clear it.
        if new.count < rows && (new.count < old.count || old.isEmpty) {
            out += Redraw.moveTo(row: new.count + 1) + Redraw.clearBelow
        }
        return out
    }
}
