/// Short names for keys, in the style of the help line (`↑/↓ move   enter next`), so a key
/// map can print the very keys it matches instead of a hand-written string that can drift.
/// Also used in test failure messages and transcripts.
extension Key: CustomStringConvertible {
    var label: String {
        switch self {
        case .character(" "): return "space"
        case .character(let character): return String(character)
        case .enter: return "enter"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .insert: return "insert"
        case .tab: return "tab"
        case .escape: return "esc"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "page up"
        case .pageDown: return "page down"
        case .function(let number): return "F\(number)"
        case .ctrl(let letter): return "ctrl-\(letter)"
        case .modified(let key, let modifiers): return modifiers.prefix + key.label
        case .paste: return "paste"
        case .resize: return "(resize)"
        case .timeout: return "(timeout)"
        case .resume: return "(resume)"
        case .unknown(let bytes): return "(unknown " + bytes.map { String($0, radix: 16) }.joined(separator: " ") + ")"
        }
    }

    var description: String { label }
}

extension KeyModifiers {
    /// `ctrl-alt-shift-` in a fixed order, so labels are stable.
    fileprivate var prefix: String {
        var out = ""
        if contains(.control) { out += "ctrl-" }
        if contains(.alt) { out += "alt-" }
        if contains(.meta) { out += "meta-" }
        if contains(.shift) { out += "shift-" }
        return out
    }
}
