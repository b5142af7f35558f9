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

    init(address: StoreAddress, name: ParticipantFolderName, secret: String) {
        self.address = address
        self.name = name
        self.secret = secret
    }

    /// Takes the lease, then keeps it on a thread until `release`. Throws `Held` when another
    /// session holds it. An unreachable store is no reason to stop the participant (offline
    /// first): the thread keeps trying and the lease is held from the first try that works.
    func take() throws(Held) {
        if let answer = try? request(), !answer.granted { throw Held(until: answer.until) }
        let thread = Thread { self.renewUntilReleased() }
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
    /// (a new participant's events may not have reached the store yet, or the store is out of
    /// reach), it asks again sooner: after 1 s, doubling up to that third.
    private func renewUntilReleased() {
        let renewal = Double(Self.seconds) / 3
        var pause = renewal
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
