import Foundation

/// Sends a running participant's journal to the store on a thread of its own, so no screen
/// ever waits on the network. The session only says "the journal grew" (`journalled`), which
/// never blocks; the thread sends whatever the store lacks, but only once the screen that
/// follows has been drawn (`screenShown`) or the session ends: reading the journal, hashing
/// and the call never compete for a core with the redraw after an answer (what the
/// participant waits for), and happen while they read. The journal is written first either
/// way; only the copy waits. Offline, each try fails fast (the connect timeout) and the next
/// waits longer (backoff up to a minute) before it tries again; what is left is sent on the
/// participant's next start or by `study sync`.
final class BackgroundSync: @unchecked Sendable {
    /// One try at sending what the store lacks of a participant; true when it was taken.
    private let sendOnce: (ParticipantFolderName) -> Bool
    private let backoffUnit: Double
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var target: ParticipantFolderName?
    private var pending = false
    /// A screen has been drawn since the last event was journalled: sending may start.
    private var screenDrawn = false
    /// How many events were journalled (a new one ends a backoff early).
    private var events = 0
    private var sending = false
    private var stopping = false
    private var failures = 0
    /// A new participant's lease, taken after the next send the store acknowledges.
    private var leaseToTake: StoreLease?

    convenience init(address: StoreAddress) {
        // No retries inside one try: the backoff here spaces the tries out instead.
        let sync = StoreSync(address: address, retry: StoreSync.RetryPolicy(delays: []))
        self.init { name in (try? sync.send(name)).map { $0.refusal == nil } ?? false }
    }

    /// A sender that tries with `sendOnce` (the store's `StoreSync`, or a test's recorder);
    /// after a failure it waits `backoffUnit` seconds, doubling, up to a minute.
    init(backoffUnit: Double = 0.5, sendOnce: @escaping (ParticipantFolderName) -> Bool) {
        self.sendOnce = sendOnce
        self.backoffUnit = backoffUnit
        // The thread holds the sender until it ends: a send still under way when the session
        // has stopped waiting must not find it gone.
        let thread = Thread { self.loop() }
        thread.name = "study store sync"
        thread.start()
    }

    /// True while the last try to reach the store failed (for the quiet status line).
    var isOffline: Bool {
        condition.lock()
        defer { condition.unlock() }
        return failures > 0
    }

    /// The participant's journal gained an event: send it soon. Returns at once.
    func journalled(folder: String) {
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return }
        let name = ParticipantFolderName(
            studyID: parts[parts.count - 2], participantID: parts[parts.count - 1], folder: folder)
        condition.lock()
        target = name
        pending = true
        events += 1
        // The screen after this event is not drawn yet: the send waits for it.
        screenDrawn = false
        condition.signal()
        condition.unlock()
    }

    /// A screen has reached the terminal and the participant's input is awaited: what is
    /// pending may be sent now. Returns at once.
    func screenShown() {
        condition.lock()
        screenDrawn = true
        condition.signal()
        condition.unlock()
    }

    /// Takes `lease` on this sender's thread right after the next send the store acknowledges
    /// (one is asked for now), so it is taken once the participant's first events are there,
    /// never beside their first sync, and a failure to take it never shows the offline line.
    func takeLeaseOnceSent(_ lease: StoreLease) {
        condition.lock()
        leaseToTake = lease
        // Without a participant named yet, their first journalled event asks for the send.
        if target != nil {
            pending = true
            condition.signal()
        }
        condition.unlock()
    }

    /// At the end of the session: waits up to `seconds` for what is pending to be sent, so a
    /// participant who finishes online leaves nothing behind, but never longer.
    func finish(waitingAtMost seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        stopping = true
        condition.broadcast()
        while (pending || sending) && failures == 0 && condition.wait(until: deadline) {}
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            // Something to send and the participant looking at a drawn screen, or the end.
            while !(pending && screenDrawn) && !stopping { condition.wait() }
            guard pending, let name = target else {
                condition.unlock()
                return
            }
            pending = false
            sending = true
            condition.unlock()
            let sent = sendOnce(name)
            if sent { takeLeaseIfWaiting() }
            condition.lock()
            sending = false
            failures = sent ? 0 : failures + 1
            if !sent {
                // Try again later even if nothing new is journalled, but not before the backoff.
                pending = true
                let backoff = Date().addingTimeInterval(min(60, backoffUnit * pow(2, Double(min(failures, 7)))))
                // Woken early by a new event or the end only: a redraw is no reason to retry.
                let seen = events
                while !stopping && events == seen && condition.wait(until: backoff) {}
            }
            condition.broadcast()
            condition.unlock()
            if !sent && stopping { return }
        }
    }

    private func takeLeaseIfWaiting() {
        condition.lock()
        let lease = leaseToTake
        leaseToTake = nil
        condition.unlock()
        lease?.takeOnceRegistered()
    }
}
