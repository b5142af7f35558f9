/// Rows written as CSV lines into one buffer of bytes, as `CSVTable.line` writes them: a
/// number's digits and a time's 29 bytes go in directly, with no string made for each cell
/// (the long file has one row per answer, a dozen cells each). The buffer is its own, not
/// an array: each cell asks once for room for all it may write and is copied in with no
/// check per byte, where appending to `[UInt8]` cost more than the cell's bytes.
public struct CSVBytes: CSVCells, Sendable {
    private var storage: Storage
    public private(set) var rows = 0
    private var rowStarted = false

    public init(capacity: Int = 0) {
        storage = Storage(capacity: max(capacity, 64))
    }

    /// The lines written, as bytes.
    public var bytes: [UInt8] { Array(storage.written) }

    /// The lines written, as text (every cell was a `String` or digits, so valid UTF-8).
    public var text: String { String(decoding: storage.written, as: UTF8.self) }

    /// The lines written, lent to `body` in place.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(storage.written)
    }

    public mutating func cell(_ text: String) {
        // At most every byte doubled (quotes), two quotes around and the comma before.
        let place = room(text.utf8.count * 2 + 3)
        let start = separated(place)
        // A native string's bytes in place (a short one's copied to the stack).
        let written =
            text.utf8.withContiguousStorageIfAvailable { Self.write($0, at: place + start) }
            ?? {
                var text = text
                return text.withUTF8 { Self.write($0, at: place + start) }
            }()
        storage.count += start + written
    }

    /// A cell's bytes copied to `place`, checked on the way; quoted from the start again
    /// when one needs it (rarely). How many bytes were written.
    @inline(__always)
    private static func write(_ utf8: UnsafeBufferPointer<UInt8>, at place: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let source = UnsafeRawPointer(base)
        var index = 0
        // 8 bytes at a time while none needs quotes (a cell's bytes rarely do).
        while index + 8 <= utf8.count {
            let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            guard !needsQuotes(word) else { return quoted(utf8, at: place) }
            UnsafeMutableRawPointer(place + index).storeBytes(of: word, as: UInt64.self)
            index += 8
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D { return quoted(utf8, at: place) }
            place[index] = byte
            index += 1
        }
        return utf8.count
    }

    /// Whether a byte of `word` is a comma, a quote, a line feed or a carriage return (a
    /// byte's high bit is set in `(x - 1) & ~x` exactly where `x`'s byte is zero, the lowest
    /// such byte at least: enough to tell whether there is one).
    @inline(__always)
    private static func needsQuotes(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func zeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & (ones &* 0x80) }
        return zeroByte(word ^ (ones &* 0x2C)) | zeroByte(word ^ (ones &* 0x22)) | zeroByte(word ^ (ones &* 0x0A))
            | zeroByte(word ^ (ones &* 0x0D)) != 0
    }

    private static func quoted(_ utf8: UnsafeBufferPointer<UInt8>, at place: UnsafeMutablePointer<UInt8>) -> Int {
        place[0] = UInt8(ascii: "\"")
        var index = 1
        for byte in utf8 {
            place[index] = byte
            index += 1
            if byte == UInt8(ascii: "\"") {
                place[index] = byte
                index += 1
            }
        }
        place[index] = UInt8(ascii: "\"")
        return index + 1
    }

    public mutating func cell(_ number: Int) {
        guard number >= 0 else { return raw(String(number)) }
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let place = room(digits + 1)
        let start = separated(place)
        var value = number
        for position in stride(from: start + digits - 1, through: start, by: -1) {
            place[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        }
        storage.count += start + digits
    }

    public mutating func cell(_ time: Timestamp) {
        let place = room(Timestamp.writtenLength + 1)
        let comma = rowStarted ? 1 : 0
        guard
            let written = time.writeISO8601(
                into: UnsafeMutableBufferPointer(start: place + comma, count: Timestamp.writtenLength))
        else {
            // A year or offset outside the usual layout: its text, which needs no quotes.
            return raw(time.iso8601)
        }
        storage.count += separated(place) + written
    }

    public mutating func cells(_ prepared: PreparedCells) {
        guard !prepared.texts.isEmpty else { return }
        let place = room(prepared.csv.count + 1)
        let start = separated(place)
        prepared.csv.withUnsafeBufferPointer { csv in
            if let bytes = csv.baseAddress { (place + start).update(from: bytes, count: csv.count) }
        }
        storage.count += start + prepared.csv.count
    }

    public mutating func plainCell(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        let place = room(count + 1)
        let start = separated(place)
        (place + start).update(from: text.utf8Start, count: count)
        storage.count += start + count
    }

    public mutating func endRow() {
        room(1)[0] = UInt8(ascii: "\n")
        storage.count += 1
        rows += 1
        rowStarted = false
    }

    /// A cell whose text needs no quotes, copied as it is.
    private mutating func raw(_ text: String) {
        var text = text
        let written = text.withUTF8 { utf8 in
            let place = room(utf8.count + 1)
            let start = separated(place)
            if let bytes = utf8.baseAddress { (place + start).update(from: bytes, count: utf8.count) }
            return start + utf8.count
        }
        storage.count += written
    }

    /// The comma before a cell that is not its row's first, written at `place`; how many.
    @inline(__always)
    private mutating func separated(_ place: UnsafeMutablePointer<UInt8>) -> Int {
        defer { rowStarted = true }
        guard rowStarted else { return 0 }
        place[0] = UInt8(ascii: ",")
        return 1
    }

    /// Where the next `count` bytes go, in storage this value alone holds.
    @inline(__always)
    private mutating func room(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(room: count)
        } else if storage.capacity - storage.count < count {
            storage.grow(room: count)
        }
        return storage.base + storage.count
    }

    /// The bytes, and room for more. Sendable as the value that holds it is: written only
    /// through a value that holds it alone (`room` copies it otherwise), so a value handed to
    /// another thread (a participant's rows, made on a reading thread) is read there alone.
    private final class Storage: @unchecked Sendable {
        private(set) var base: UnsafeMutablePointer<UInt8>
        private(set) var capacity: Int
        var count = 0

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit {
            base.deallocate()
        }

        var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

        /// A copy of the bytes, with room for `room` more (a copied `CSVBytes` written to).
        func copy(room: Int) -> Storage {
            let copy = Storage(capacity: max(capacity, count + room))
            copy.base.initialize(from: base, count: count)
            copy.count = count
            return copy
        }

        /// At least `room` bytes more, doubling as an array would.
        func grow(room: Int) {
            let larger = max(capacity * 2, count + room)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
            moved.initialize(from: base, count: count)
            base.deallocate()
            base = moved
            capacity = larger
        }
    }
}
