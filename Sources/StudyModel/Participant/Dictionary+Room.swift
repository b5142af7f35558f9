extension Dictionary {
    /// Gives an empty table room for `count` entries before its first is added, so that it
    /// is not rebuilt as it grows one entry at a time. A new table is made with the room
    /// (`init(minimumCapacity:)`, compiled for the table's own types) rather than given it
    /// with `reserveCapacity`, which runs the library's general code and looks up the
    /// table's type on every call: both were a few per cent of an export's time, folding
    /// the journals of thousands of participants.
    @inline(__always)
    mutating func makeRoom(_ count: Int) {
        if isEmpty, capacity < count { self = Dictionary(minimumCapacity: count) }
    }
}
