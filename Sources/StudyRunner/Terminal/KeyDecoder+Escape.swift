/// Escape sequences for `KeyDecoder`: CSI (`ESC [`), SS3 (`ESC O`) and Alt as an ESC
/// prefix. The tables follow xterm, which most terminal emulators copy; anything else
/// becomes `.unknown` so its bytes are never typed into an answer.
extension KeyDecoder {
    /// Longest control sequence accepted; longer ones are garbage, not keys.
    static let maximumSequenceLength = 32

    func parseEscape(at index: Int, settle: Bool) -> Parse {
        guard index + 1 < buffer.count else {
            return settle ? .key(.escape, length: 1) : .incomplete
        }
        switch buffer[index + 1] {
        case 0x5B: return parseCSI(at: index, settle: settle) // [
        case 0x4F: return parseSS3(at: index, settle: settle) // O
        default:
            // ESC then a key: that key with Alt (ESC ESC [ A is Alt-↑).
            switch parse(at: index + 1, settle: settle) {
            case .incomplete: return .incomplete
            case .pasteStart: return .key(.escape, length: 1)
            case .key(let key, let length): return .key(key.addingModifiers(.alt), length: length + 1)
            }
        }
    }

    /// `ESC O x`: arrows, Home/End and F1–F4 as sent in "application" modes.
    private func parseSS3(at index: Int, settle: Bool) -> Parse {
        guard index + 2 < buffer.count else {
            return settle ? .key(.modified(.character("O"), .alt), length: 2) : .incomplete
        }
        let final = buffer[index + 2]
        let key: Key
        switch final {
        case 0x41: key = .up // A
        case 0x42: key = .down // B
        case 0x43: key = .right // C
        case 0x44: key = .left // D
        case 0x48: key = .home // H
        case 0x46: key = .end // F
        case 0x50...0x53: key = .function(Int(final) - 0x50 + 1) // P Q R S
        case 0x4D: key = .enter // M: keypad Enter
        default: key = .unknown([0x1B, 0x4F, final])
        }
        return .key(key, length: 3)
    }

    /// `ESC [ params intermediates final`.
    private func parseCSI(at index: Int, settle: Bool) -> Parse {
        let limit = min(buffer.count, index + Self.maximumSequenceLength)
        var cursor = index + 2
        while cursor < limit, (0x30...0x3F).contains(buffer[cursor]) { cursor += 1 }
        let parameterEnd = cursor
        while cursor < limit, (0x20...0x2F).contains(buffer[cursor]) { cursor += 1 }
        let tooLong = cursor - index >= Self.maximumSequenceLength
        guard cursor < buffer.count, !tooLong else {
            if !settle && !tooLong { return .incomplete }
            if cursor == index + 2 { return .key(.modified(.character("["), .alt), length: 2) }
            return .key(.unknown(Array(buffer[index..<cursor])), length: cursor - index)
        }
        let final = buffer[cursor]
        guard (0x40...0x7E).contains(final) else {
            // A byte that cannot be in a sequence: what came before was not one.
            if cursor == index + 2 { return .key(.modified(.character("["), .alt), length: 2) }
            return .key(.unknown(Array(buffer[index..<cursor])), length: cursor - index)
        }
        let length = cursor + 1 - index
        let parameterBytes = buffer[(index + 2)..<parameterEnd]
        let hasIntermediates = parameterEnd != cursor
        let isPrivate = parameterBytes.first.map { (0x3C...0x3F).contains($0) } ?? false
        if isPrivate || hasIntermediates {
            // Mouse reports, device replies: nothing a participant typed.
            return .key(.unknown(Array(buffer[index..<index + length])), length: length)
        }
        let parameters = Self.parameters(parameterBytes)
        if final == 0x7E, parameters.first == 200 { return .pasteStart(length: length) }
        guard let key = Self.csiKey(final: final, parameters: parameters) else {
            return .key(.unknown(Array(buffer[index..<index + length])), length: length)
        }
        let modifierCode = parameters.count > 1 ? parameters[1] : 1
        guard (1...16).contains(modifierCode) else {
            return .key(.unknown(Array(buffer[index..<index + length])), length: length)
        }
        return .key(key.addingModifiers(KeyModifiers(rawValue: UInt8(modifierCode - 1))), length: length)
    }

    /// `1;5` → [1, 5]; an empty parameter is its default, 1. Sub-parameters (`1:2`) keep
    /// their first number.
    static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        return bytes.split(separator: 0x3B, omittingEmptySubsequences: false).map { field in
            let digits = field.prefix { $0 != 0x3A }
            guard !digits.isEmpty, digits.count <= 6 else { return digits.isEmpty ? 1 : Int.max }
            return digits.reduce(0) { $0 * 10 + Int($1 &- 0x30) }
        }
    }

    private static func csiKey(final: UInt8, parameters: [Int]) -> Key? {
        switch final {
        case 0x41: return .up // A
        case 0x42: return .down // B
        case 0x43: return .right // C
        case 0x44: return .left // D
        case 0x48: return .home // H
        case 0x46: return .end // F
        case 0x5A: return .modified(.tab, .shift) // Z: Shift-Tab
        case 0x50...0x53: return .function(Int(final) - 0x50 + 1) // P Q R S: F1–F4
        case 0x7E: return tildeKey(parameters.first ?? 1)
        default: return nil
        }
    }

    /// `ESC [ n ~` keys (VT220 numbering, with xterm's function-key gaps).
    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23...26: return .function(number - 12)
        case 28, 29: return .function(number - 13)
        case 31...34: return .function(number - 14)
        default: return nil
        }
    }
}

extension Key {
    /// The key with more modifiers held. Adding nothing gives the key itself, and adding
    /// to an already modified key merges the sets, so there is one spelling per chord.
    func addingModifiers(_ extra: KeyModifiers) -> Key {
        guard !extra.isEmpty else { return self }
        if case .modified(let key, let modifiers) = self {
            return .modified(key, modifiers.union(extra))
        }
        return .modified(self, extra)
    }
}
