import Foundation

/// Sends a running participant's journal to the store on a thread of its own, so no screen
/// ever waits on the network. The session only says "the journal grew" (`journalled`), which
/// never blocks; the thread sends whatever the store lacks. Offline, each try fails fast
/// (the connect timeout) and the next waits longer (backoff up to a minute) before it tries
/// again; what is left is sent on the participant's next start or by `study sync`.
final class BackgroundSync: @unchecked Sendable {
    private let sync: StoreSync
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var target: ParticipantFolderName?
    private var pending = false
    private var sending = false
    private var stopping = false
    private var failures = 0
    /// A new participant's lease, taken after the next send the store acknowledges.
    private var leaseToTake: StoreLease?

    init(address: StoreAddress) {
        // No retries inside one try: the backoff here spaces the tries out instead.
        sync = StoreSync(address: address, retry: StoreSync.RetryPolicy(delays: []))
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
            while !pending && !stopping { condition.wait() }
            guard pending, let name = target else {
                condition.unlock()
                return
            }
            pending = false
            sending = true
            condition.unlock()
            let sent = (try? sync.send(name)).map { $0.refusal == nil } ?? false
            if sent { takeLeaseIfWaiting() }
            condition.lock()
            sending = false
            failures = sent ? 0 : failures + 1
            if !sent {
                // Try again later even if nothing new is journalled, but not before the backoff.
                pending = true
                let backoff = min(60, 0.5 * pow(2, Double(min(failures, 7))))
                _ = condition.wait(until: Date().addingTimeInterval(stopping ? 0 : backoff))
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
