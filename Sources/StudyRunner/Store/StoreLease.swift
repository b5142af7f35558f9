import Foundation

/// The lock across machines: while a participant's session runs with a store named, it holds
/// their lease in the store (`take_lease`), renewed on a thread of its own every third of its
/// length and given back at the end. A second session of the same participant on another
/// machine is refused while the lease runs; a machine that died stops renewing, so its lease
/// runs out by itself after `seconds`. The local folder lock (`ParticipantStore`) still
/// guards one machine; this guards the rest.
final class StoreLease: @unchecked Sendable {
    /// How long a lease lasts without renewal: how long a participant whose machine died
    /// waits before continuing elsewhere.
    static let seconds = 90

    /// Another session holds the participant's lease until `until` (the server's clock).
    struct Held: Error, Equatable {
        var until: String
    }

    private let address: StoreAddress
    private let name: ParticipantFolderName
    private let secret: String
    private let holder = UUID().uuidString.lowercased()
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var ended = false
    private var renewing = false
    private var started = false

    init(address: StoreAddress, name: ParticipantFolderName, secret: String) {
        self.address = address
        self.name = name
        self.secret = secret
    }

    /// Takes the lease, then keeps it on a thread until `release`. Throws `Held` when another
    /// session holds it. An unreachable store is no reason to stop the participant (offline
    /// first): the thread keeps trying and the lease is held from the first try that works.
    func take() throws(Held) {
        let answer = try? request()
        if let answer, !answer.granted { throw Held(until: answer.until) }
        startRenewing(firstPause: answer == nil ? 1 : Double(Self.seconds) / 3)
    }

    /// For someone who has just joined here: called by the background sender once the store
    /// has acknowledged their first events, on the sender's thread, so the request finds them
    /// registered with the secret the sync used and never runs beside that sync. Never throws:
    /// nobody else can hold an id just made, and a store out of reach is asked again after 1 s
    /// by the renewals. Does nothing once `release` has begun (the session is over) or when
    /// already called.
    func takeOnceRegistered() {
        condition.lock()
        guard !ended, !started else {
            condition.unlock()
            return
        }
        started = true
        renewing = true
        condition.unlock()
        let granted = (try? request())?.granted ?? false
        condition.lock()
        renewing = false
        condition.broadcast()
        let over = ended
        condition.unlock()
        if !over { startRenewing(firstPause: granted ? Double(Self.seconds) / 3 : 1) }
    }

    private func startRenewing(firstPause: Double) {
        let thread = Thread { self.renewUntilReleased(firstPause: firstPause) }
        thread.name = "study store lease"
        thread.start()
    }

    /// Gives the lease back, once no renewal is under way (which would take it again); best
    /// effort: if the store cannot be reached, the lease runs out by itself.
    func release() {
        condition.lock()
        ended = true
        condition.broadcast()
        while renewing { condition.wait() }
        condition.unlock()
        _ = try? PostgresConnection(address: address).execute(
            "SELECT study_store.release_lease($1, $2, $3, $4::uuid)",
            [name.studyID, name.participantID, secret, holder])
    }

    private func request() throws(StoreError) -> (granted: Bool, until: String) {
        let row = try PostgresConnection(address: address).execute(
            "SELECT granted, to_char(lease_ends AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || ' UTC' "
                + "FROM study_store.take_lease($1, $2, $3, $4::uuid, $5::integer)",
            [name.studyID, name.participantID, secret, holder, String(Self.seconds)]
        ).first
        return (row?[0] == "t", (row?[1] ?? nil) ?? "")
    }

    /// Renews every third of the lease's length once it is held. Until a request is granted
    /// (the store is out of reach), it asks again sooner: after 1 s, doubling up to that
    /// third; `firstPause` is 1 s when the first request was not granted.
    private func renewUntilReleased(firstPause: Double) {
        let renewal = Double(Self.seconds) / 3
        var pause = firstPause
        condition.lock()
        while !ended {
            _ = condition.wait(until: Date().addingTimeInterval(pause))
            if ended { break }
            renewing = true
            condition.unlock()
            let granted = (try? request())?.granted ?? false
            condition.lock()
            renewing = false
            condition.broadcast()
            pause = granted ? renewal : (pause >= renewal ? 1 : min(renewal, pause * 2))
        }
        condition.unlock()
    }
}
