/// A key and the moment it was read: `time` is taken immediately after the `read(2)` that
/// delivered the key's last byte returned, with no work in between. Keys that arrived in
/// the same read share its time. Pseudo-events (`.timeout`, `.resize`, `.resume`) carry the
/// time they were noticed.
struct TimedKey: Hashable, Sendable {
    var key: Key
    var time: MonotonicTime

    init(_ key: Key, at time: MonotonicTime) {
        self.key = key
        self.time = time
    }
}
