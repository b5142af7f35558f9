import Foundation

/// How an id (a step's, a consent section's, …) is hashed for a dictionary or a set: its
/// text folded into one 64-bit word, 8 bytes at a time, and that word mixed with the
/// table's seed. An export looks up hundreds of ids a participant (answers, first-shown
/// times, trails); through `Hasher` each look-up set up SipHash, fed it every byte and a
/// terminator and finished it, about 270 instructions, most of the 8 % of the export's
/// instructions spent hashing (ninth round of the export in BENCHMARKS.md).
///
/// `_rawHashValue(seed:)` is the standard library's own way for a type to hash itself
/// without a `Hasher` (its integers use it); `Dictionary` and `Set` call it with their
/// seed. It is underscored, so `hash(into:)` stays as well, for anything that hashes an id
/// as part of a larger value.
///
/// Equal ids must hash alike, and `String` equality is canonical equivalence ("K" equals
/// the Kelvin sign): text that is not ASCII is folded in its composed form (NFC), which
/// canonically equivalent texts share; ASCII text is its own composed form.
enum IdentifierHashing {
    /// `text` folded into one word.
    static func folded(_ text: String) -> UInt64 {
        let ascii = text.utf8.withContiguousStorageIfAvailable { fold(UnsafeRawBufferPointer($0)) }
        if let ascii, let word = ascii { return word }
        var composed = text.precomposedStringWithCanonicalMapping
        return composed.withUTF8 { folding(UnsafeRawBufferPointer($0)).word }
    }

    /// A folded word mixed with a table's seed (SplitMix64's finish, so that every bit of
    /// both reaches the low bits, which pick the bucket).
    @inline(__always)
    static func mixed(_ word: UInt64, seed: Int) -> Int {
        var mixed = word ^ (UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15)
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    /// The folded word of ASCII bytes, nil when a byte is not ASCII.
    @inline(__always)
    private static func fold(_ bytes: UnsafeRawBufferPointer) -> UInt64? {
        let (word, highBits) = folding(bytes)
        return highBits & 0x8080_8080_8080_8080 == 0 ? word : nil
    }

    /// The bytes folded with a multiply and a shift a word at a time, and every byte's bits
    /// or-ed together, to tell ASCII. The last word is read overlapping the one before it
    /// (or, under 8 bytes, as two overlapping halves or three single bytes), not a byte at a
    /// time: with the count folded in first, texts of one count still fold differently
    /// unless 64 bits collide (each step is a bijection of the word so far).
    @inline(__always)
    private static func folding(_ bytes: UnsafeRawBufferPointer) -> (word: UInt64, highBits: UInt64) {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let count = bytes.count
        var word = UInt64(truncatingIfNeeded: count) &* multiplier
        var highBits: UInt64 = 0
        @inline(__always)
        func add(_ chunk: UInt64) {
            highBits |= chunk
            word = (word ^ chunk) &* multiplier
            word ^= word >> 29
        }
        if count >= 8 {
            var index = 0
            while index + 8 < count {
                add(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index += 8
            }
            add(bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        } else if count >= 4 {
            let low = UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            add(low | UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32)
        } else if count > 0 {
            add(UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16)
        }
        return (word, highBits)
    }
}

extension StudyIdentifier {
    public func hash(into hasher: inout Hasher) { hasher.combine(IdentifierHashing.folded(rawValue)) }

    public func _rawHashValue(seed: Int) -> Int {
        IdentifierHashing.mixed(IdentifierHashing.folded(rawValue), seed: seed)
    }
}
