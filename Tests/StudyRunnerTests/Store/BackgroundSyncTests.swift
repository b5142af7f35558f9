import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The background sender never competes with the redraw after an answer: what is journalled
/// is sent only once the screen that follows has been drawn (or the session ends), and the
/// presenter says so only after the screen reached the terminal and before any key is read.
/// No store is needed: the sender's one try is a recorder here.
final class BackgroundSyncTests: XCTestCase {
    /// What happened, in order, from the test's thread and the sender's.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var kept: [String] = []
        let sent = DispatchSemaphore(value: 0)

        func add(_ entry: String) {
            lock.lock()
            kept.append(entry)
            lock.unlock()
        }

        var entries: [String] {
            lock.lock()
            defer { lock.unlock() }
            return kept
        }
    }

    /// The backoff after a failure is a minute here, so only an event can end it in the test.
    private func recordingSender(_ log: Log, succeeding: Bool = true) -> BackgroundSync {
        BackgroundSync(backoffUnit: 30) { name in
            log.add("sent " + name.participantID)
            log.sent.signal()
            return succeeding
        }
    }

    /// A sender that ignored the screen would send at once; it is given time to (the test
    /// passes only when nothing was sent by then, never by luck the other way).
    private let chanceToSendEarly = 0.3

    func testWhatIsJournalledIsSentOnlyOnceTheNextScreenIsDrawn() {
        let log = Log()
        let sender = recordingSender(log)
        // A screen drawn before the event does not count: the answer's next screen does.
        sender.screenShown()
        sender.journalled(folder: "/output/phq9-mood-check/ABCD-EFGH")
        Thread.sleep(forTimeInterval: chanceToSendEarly)
        log.add("drawn")
        sender.screenShown()
        XCTAssertEqual(log.sent.wait(timeout: .now() + 30), .success, "nothing was sent after the screen")
        XCTAssertEqual(log.entries, ["drawn", "sent ABCD-EFGH"])
        sender.finish(waitingAtMost: 5)
    }

    func testTheEndOfTheSessionSendsWhatIsPendingWithoutAScreen() {
        let log = Log()
        let sender = recordingSender(log)
        sender.journalled(folder: "/output/phq9-mood-check/ABCD-EFGH")
        sender.finish(waitingAtMost: 30)
        XCTAssertEqual(log.entries, ["sent ABCD-EFGH"], "the last events go at the end")
    }

    /// Offline, a redraw (every key in full screen) is no reason to try again before the
    /// backoff; a new event is.
    func testAfterAFailureARedrawDoesNotTryAgainButANewEventDoes() {
        let log = Log()
        let sender = recordingSender(log, succeeding: false)
        sender.journalled(folder: "/output/phq9-mood-check/ABCD-EFGH")
        sender.screenShown()
        XCTAssertEqual(log.sent.wait(timeout: .now() + 30), .success)
        for _ in 0..<5 { sender.screenShown() }
        Thread.sleep(forTimeInterval: chanceToSendEarly)
        XCTAssertEqual(log.entries, ["sent ABCD-EFGH"], "redraws alone made it try again")
        log.add("answered")
        sender.journalled(folder: "/output/phq9-mood-check/ABCD-EFGH")
        sender.screenShown()
        XCTAssertEqual(log.sent.wait(timeout: .now() + 30), .success, "a new event did not bring a try")
        XCTAssertEqual(log.entries, ["sent ABCD-EFGH", "answered", "sent ABCD-EFGH"])
        sender.finish(waitingAtMost: 0)
    }

    /// The presenter tells the sender only once the whole screen was flushed to the terminal
    /// and before it reads a key (full screen) or a line (plain).
    func testThePresenterSaysAScreenIsShownAfterItIsFlushedAndBeforeInputIsRead() throws {
        for interactive in [true, false] {
            let terminal = ScriptedTerminal([.line("1")], isInteractive: interactive)
            let presenter = Presenter.forParticipant(
                terminal: terminal, language: "en", colour: false, environment: [:])
            var seen: [(flushed: String, waiting: String, input: Bool)] = []
            presenter.shown = {
                let input = terminal.entries.contains {
                    switch $0 {
                    case .key, .line, .prompt: return true
                    default: return false
                    }
                }
                seen.append((terminal.output, terminal.unflushedOutput, input))
            }
            let menu = Menu<Int>([1, 2]) { "Choice \($0)" }
            // How the screen ends (here the script runs out) does not matter: the first call does.
            _ = try? presenter.present(Screen(title: "Pick one", input: menu.input(preselect: false), keys: []))
            let first = try XCTUnwrap(seen.first, "never told (interactive: \(interactive))")
            XCTAssertTrue(first.flushed.contains("Pick one"), "told before the screen was flushed")
            XCTAssertTrue(first.flushed.contains("Choice 2"), "told before the whole screen was flushed")
            XCTAssertEqual(first.waiting, "", "told with output still unflushed")
            XCTAssertFalse(first.input, "told after input was read (interactive: \(interactive))")
        }
    }
}
