import Foundation
import StudyModel

/// Running an active task: instructions, a practice round where the kind has one, a
/// countdown, the measured round, and an unmistakable end. The rounds are played by
/// `TaskPlayer` on the pure engines of StudyModel; the results file holds the parameters,
/// the seed, every event on the monotonic clock and the summary.
///
/// Data safety: the run is in the journal from its first screen (`task-started`); the
/// results file is written when the task ends, is stopped, or is cut short by a stop
/// signal, and its SHA-256 goes into the journal (`result-saved`). A run cut by SIGKILL is
/// closed at the next start (see `closeCutShortActiveRun`); a timed round cannot be resumed.
struct ActiveTaskFlow {
    let context: FlowContext
    let recorder: Recorder
    let task: StudyTask
    let active: ActiveTask

    private var presenter: Presenter { context.presenter }

    /// Always carries on: a task has no "leave" of its own; stopping it goes back home.
    func run() throws -> FlowOutcome {
        let words = TaskWords.forLanguage(context.language)
        try perform(ActiveTaskKinds.runner(for: active, title: context.text(task.title), words: words), words)
        return .carryOn
    }

    private func perform<Kind: ActiveTaskKindRunner>(_ kind: Kind, _ words: TaskWords) throws {
        let pages = ActiveTaskScreens(
            studyTitle: context.text(context.study.title), taskTitle: context.text(task.title),
            words: words, keys: KeyTables(ui: context.ui))
        var run = ActiveRun(task: task, active: active, words: words)

        if let reason = cannotRunReason(kind, words) {
            let response = try presenter.present(pages.cannotRun(reason.explanation))
            guard pages.cannotRunMenu.choice(in: response) == .skip else { return }
            try start(&run)
            try finish(&run, kind, status: .notDone, reason: reason.recorded, measured: nil)
            return
        }

        let instructions = active.instructions.map { [context.text($0)] } ?? kind.defaultInstructions
        let response = try presenter.present(
            pages.instructions(
                instructions, when: active.when.map(context.text),
                practice: kind.hasPractice))
        guard response.action == .submit else { return }
        try start(&run)

        do {
            if kind.hasPractice {
                guard try playRound(&run, kind, practice: true, pages: pages) != nil else {
                    return try stop(&run, kind, pages, measured: nil)
                }
                _ = try presenter.present(pages.note(words.practiceDone))
            }
            guard let measured = try playRound(&run, kind, practice: false, pages: pages) else {
                return try stop(&run, kind, pages, measured: run.lastRound)
            }
            try finish(&run, kind, status: .completed, reason: nil, measured: measured)
        } catch let interrupted as TerminalInterrupted {
            // A stop signal mid-task: what was done is kept, marked as stopped. The signal
            // decides the exit; if the results cannot be written now, the run stays open in
            // the journal and the next start closes it as stopped (`closeCutShortActiveRun`).
            try? finish(&run, kind, status: .stopped, reason: nil, measured: run.lastRound)
            throw interrupted
        } catch TerminalError.endOfInput {
            try? finish(&run, kind, status: .stopped, reason: nil, measured: run.lastRound)
            throw TerminalError.endOfInput
        }
        // Outside the rounds: a signal on the end screen must not turn a saved, completed
        // run into a stopped one.
        _ = try presenter.present(
            pages.finished(
                kind.endLine(for: run.lastRound ?? []),
                completion: run.task.completion.map(context.text)))
    }

    /// One run's bookkeeping while it is played.
    struct ActiveRun {
        var task: StudyTask
        var active: ActiveTask
        var words: TaskWords
        var id = ""
        var seed: UInt64 = 0
        var monotonicStart: UInt64 = 0
        /// Every round's events, practice and measured, in order.
        var log: [TaskEvent] = []
        /// The events of the last round played (the measured one, once it finishes).
        var lastRound: [TaskEvent]?
        var rounds = 0
        var restarts = 0
    }

    private func cannotRunReason<Kind: ActiveTaskKindRunner>(_ kind: Kind, _ words: TaskWords) -> (
        explanation: String, recorded: String
    )? {
        if presenter.mode == .plain { return (words.needsFullScreen, TaskWords.reasonNoFullScreen) }
        if kind.needsColour && presenter.styler.mode != .colour { return (words.needsColour, TaskWords.reasonNoColour) }
        return nil
    }

    private func start(_ run: inout ActiveRun) throws {
        let taskID = run.task.id.value
        run.id = recorder.state.nextRunID(of: taskID)
        run.seed = context.random.next() & SeededRandom.largestSeed
        run.monotonicStart = presenter.terminal.now().nanoseconds
        try recorder.record(.taskStarted(task: taskID, run: run.id))
    }

    /// Countdown and one round; a pause offers to start the round again or stop. Returns
    /// the round's events, or nil when the participant stops the task.
    private func playRound<Kind: ActiveTaskKindRunner>(
        _ run: inout ActiveRun, _ kind: Kind, practice: Bool, pages: ActiveTaskScreens
    ) throws -> [TaskEvent]? {
        let player = TaskPlayer(
            terminal: presenter.terminal, styler: presenter.styler, glyphs: presenter.renderer.glyphs)
        while true {
            var countdown = CountdownEngine()
            let title = practice ? "\(pages.taskTitle) · \(run.words.practice)" : pages.taskTitle
            let counted = try player.play(&countdown) { seconds in
                TaskScreen(
                    title: title, body: [Line(TaskWords.fill(run.words.countdown, ["n": "\(seconds)"]), .title)],
                    keys: run.words.getReady + " · " + run.words.escPause)
            }
            if counted == .finished {
                // Round r plays with seed + r, so each round can be replayed on its own.
                var engine = kind.engine(practice: practice, random: SeededRandom(seed: run.seed &+ UInt64(run.rounds)))
                run.rounds += 1
                let outcome: TaskPlayer.Outcome
                do {
                    outcome = try player.play(&engine) { kind.screen(for: $0, practice: practice) }
                } catch {
                    // A stop signal or the end of input mid-round: keep the round's events
                    // so they are saved with the stopped run.
                    run.log += engine.events
                    run.lastRound = engine.events
                    throw error
                }
                run.log += engine.events
                run.lastRound = engine.events
                if outcome == .finished { return engine.events }
                run.log.append(TaskEvent(.mark, "paused", at: presenter.terminal.now().nanoseconds, practice: practice))
            }
            let response = try presenter.present(pages.paused())
            guard pages.pauseMenu.choice(in: response) == .startAgain else { return nil }
            if !practice { run.restarts += 1 }
            run.log.append(
                TaskEvent(.mark, "started-again", at: presenter.terminal.now().nanoseconds, practice: practice))
        }
    }

    private func stop<Kind: ActiveTaskKindRunner>(
        _ run: inout ActiveRun, _ kind: Kind, _ pages: ActiveTaskScreens, measured: [TaskEvent]?
    ) throws {
        let measuredEvents = measured?.contains(where: { !$0.practice }) == true ? measured : nil
        try finish(&run, kind, status: .stopped, reason: nil, measured: measuredEvents)
        _ = try presenter.present(pages.note(run.words.stoppedNote))
    }

    /// Writes the results file, puts its hash in the journal, and closes the run.
    private func finish<Kind: ActiveTaskKindRunner>(
        _ run: inout ActiveRun, _ kind: Kind, status: TaskRunStatus, reason: String?, measured: [TaskEvent]?
    ) throws {
        // Once a run is finished it is never written again.
        guard let participant = recorder.state.participant,
            let open = recorder.state.run(run.id),
            open.status == .inProgress
        else { return }
        let started = open.startedAt
        let size = presenter.terminal.size
        let result = ActiveTaskResult(
            study: .init(id: context.study.id.value, version: context.study.version), participant: participant,
            task: run.task.id.value,
            taskKind: run.active.kind.rawValue, run: run.id, status: status, notDoneReason: reason, startedAt: started,
            endedAt: context.clock.now(), language: context.language,
            parameters: run.active.parameters.mapValues { ParameterJSON($0, language: context.language) },
            seed: run.seed,
            clock: .init(source: "CLOCK_MONOTONIC", unit: "ns", startedAtNs: run.monotonicStart),
            display: status == .notDone
                ? nil
                : .init(
                    columns: size.columns, rows: size.rows,
                    term: ProcessInfo.processInfo.environment["TERM"],
                    colour: presenter.styler.mode == .colour),
            restarts: run.restarts, events: run.log,
            summary: measured.map { kind.summary(of: $0.measured) })
        let file = ResultFile(name: ResultFile.taskPath(run: run.id), json: try result.json())
        try recorder.write(file)
        try recorder.record(
            .resultSaved(task: run.task.id.value, run: run.id, sha256: SignedConsentDocument.sha256(file.text)))
        try recorder.record(.taskFinished(task: run.task.id.value, run: run.id, status: status))
    }
}
