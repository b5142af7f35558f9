/// Turns the bytes a terminal sends into `Key`s, incrementally: bytes can arrive in any
/// split (one at a time, or many keys in one read) and the result is the same.
///
/// Pure: no I/O and no clock. Whoever reads the terminal feeds bytes in and pulls keys out
/// with `next()`. When the front of the buffer is a prefix that could still grow into a
/// longer sequence (a lone ESC, `ESC [ 1 ;`, half a UTF-8 character), `next()` returns nil
/// and `isWaitingForMoreBytes` is true. If nothing more arrives within a short pause
/// (~25 ms, the reader's decision), the reader calls `next(noMoreBytesComing: true)`, which
/// settles the prefix: a lone ESC is the Escape key, `ESC [` is Alt-[, a truncated UTF-8
/// character is U+FFFD, a truncated control sequence is `.unknown`.
///
/// What it understands: UTF-8 text (combining marks and other multi-scalar graphemes that
/// arrive together become one `.character`), control bytes, CSI sequences (`ESC [ A`,
/// `ESC [ 3 ~`, with xterm modifiers `ESC [ 1 ; 5 C`, Shift-Tab `ESC [ Z`), SS3 sequences
/// (`ESC O A`, `ESC O P`), Alt as an ESC prefix (`ESC x`, `ESC ESC [ A`), and bracketed
/// paste (`ESC [ 200 ~` … `ESC [ 201 ~`). A CR immediately followed by LF is one Enter.
struct KeyDecoder: Sendable {
    private(set) var buffer: [UInt8] = []
    private var head = 0
    /// Collected paste text while inside a bracketed paste, nil outside one.
    private var paste: [UInt8]?

    /// Every byte ever consumed into a key (or into a paste still being collected). The
    /// reader maps this back to the read that delivered the key's last byte, to time-stamp
    /// keys exactly even when several arrive in one read.
    private(set) var consumedByteCount = 0

    init() {}

    /// Appends bytes as they were read.
    mutating func feed(_ bytes: some Sequence<UInt8>) {
        if head > 0 && head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 4096 {
            buffer.removeFirst(head)
            head = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// True when bytes are buffered (or a paste is open) but they do not make a whole key
    /// yet: the reader should wait for more, then settle with `noMoreBytesComing`.
    var isWaitingForMoreBytes: Bool { head < buffer.count || paste != nil }

    /// Inside a bracketed paste: waiting for its end marker, however long it takes.
    var isInsidePaste: Bool { paste != nil }

    /// The next complete key, or nil if the buffered bytes do not make one yet.
    /// With `noMoreBytesComing`, an incomplete prefix is settled instead of waited for
    /// (a bracketed paste is the exception: it always waits for its end marker).
    mutating func next(noMoreBytesComing: Bool = false) -> Key? {
        if paste != nil { return nextPasted() }
        guard head < buffer.count else { return nil }
        switch parse(at: head, settle: noMoreBytesComing) {
        case .incomplete:
            return nil
        case .key(let key, let length):
            consume(length)
            return key
        case .pasteStart(let length):
            consume(length)
            paste = []
            return nextPasted()
        }
    }

    /// Hands over the bytes not yet decoded (and any paste text collected so far), as
    /// typed: used when the line editor takes over the input, so type-ahead is not lost.
    mutating func takeBufferedBytes() -> [UInt8] {
        var bytes = paste ?? []
        paste = nil
        bytes += buffer[head...]
        consumedByteCount += buffer.count - head
        buffer.removeAll(keepingCapacity: true)
        head = 0
        return bytes
    }

    private mutating func consume(_ length: Int) {
        head += length
        consumedByteCount += length
    }

    // MARK: - Bracketed paste

    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E] // ESC [ 2 0 1 ~

    private mutating func nextPasted() -> Key? {
        let marker = Self.pasteEnd
        var index = head
        while index + marker.count <= buffer.count {
            if buffer[index] == 0x1B && buffer[index..<index + marker.count].elementsEqual(marker) {
                paste! += buffer[head..<index]
                consume(index - head + marker.count)
                let text = String(decoding: paste!, as: UTF8.self)
                paste = nil
                return .paste(Self.normalizingLineBreaks(text))
            }
            index += 1
        }
        // Keep a tail that may be the start of the end marker; take the rest as text.
        var keep = 0
        for length in stride(from: min(marker.count - 1, buffer.count - head), through: 1, by: -1)
        where buffer[(buffer.count - length)...].elementsEqual(marker[..<length]) {
            keep = length
            break
        }
        let take = buffer.count - head - keep
        paste! += buffer[head..<head + take]
        consume(take)
        return nil
    }

    /// CR LF and lone CR (what terminals send for line breaks in a paste) become LF.
    private static func normalizingLineBreaks(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn { continue }
            out.append(scalar == "\r" ? "\n" : scalar)
        }
        return String(out)
    }
}

extension KeyDecoder {
    /// What the bytes at one position make.
    enum Parse: Equatable {
        case key(Key, length: Int)
        case incomplete
        case pasteStart(length: Int)
    }

    /// Decodes one key starting at `index`. Never consumes; `settle` resolves prefixes.
    func parse(at index: Int, settle: Bool) -> Parse {
        let byte = buffer[index]
        switch byte {
        case 0x1B: return parseEscape(at: index, settle: settle)
        case 0x0D:
            let pairedWithLineFeed = index + 1 < buffer.count && buffer[index + 1] == 0x0A
            return .key(.enter, length: pairedWithLineFeed ? 2 : 1)
        case 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x08, 0x7F: return .key(.backspace, length: 1)
        case 0x00...0x1F: return .key(.ctrl(Self.controlName(byte)), length: 1)
        default: return parseText(at: index, settle: settle)
        }
    }

    /// The letter (or symbol) for a C0 control byte: 0x01 is `a`, 0x1C is `\`.
    static func controlName(_ byte: UInt8) -> Character {
        switch byte {
        case 0x00: return "@"
        case 0x01...0x1A: return Character(Unicode.Scalar(byte + 0x60))
        default: return Character(Unicode.Scalar(byte + 0x40)) // 0x1B...0x1F: [ \ ] ^ _
        }
    }
}
