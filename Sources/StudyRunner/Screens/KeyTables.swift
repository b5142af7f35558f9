import StudyModel

/// The key tables of each kind of screen. `Presenter` matches keys against the same
/// entries the footer shows, so the help on screen is always the truth.
struct KeyTables {
    let ui: UIText

    var next: KeyBinding {
        KeyBinding(keys: [.enter], keyLabel: "Enter", label: ui.keyContinue, action: .submit, plainCommand: nil)
    }
    var back: KeyBinding {
        KeyBinding(
            keys: [.character("b"), .backspace], keyLabel: "b", label: ui.keyBack, action: .back,
            plainCommand: ui.keyBack)
    }
    var skip: KeyBinding {
        KeyBinding(keys: [.character("s")], keyLabel: "s", label: ui.keySkip, action: .skip, plainCommand: ui.keySkip)
    }
    var help: KeyBinding {
        KeyBinding(keys: [.character("?")], keyLabel: "?", label: ui.keyHelp, action: .help, plainCommand: ui.keyHelp)
    }
    var preferNot: KeyBinding {
        KeyBinding(
            keys: [.character("p")], keyLabel: "p", label: ui.keyPreferNot, action: .preferNotToAnswer,
            plainCommand: ui.keyPreferNot)
    }
    var leave: KeyBinding {
        KeyBinding(
            keys: [.character("q")], keyLabel: "q", label: ui.keySaveAndLeave, action: .leave,
            plainCommand: ui.leave.lowercased())
    }
    var move: [KeyBinding] {
        [
            KeyBinding(
                keys: [.up, .character("k")], keyLabel: "↑/↓", label: ui.keyMove, action: .up, plainCommand: nil),
            KeyBinding(
                keys: [.down, .character("j")], keyLabel: "", label: "", action: .down, plainCommand: nil, listed: false
            ),
            KeyBinding(keys: [.home], keyLabel: "", label: "", action: .home, plainCommand: nil, listed: false),
            KeyBinding(keys: [.end], keyLabel: "", label: "", action: .end, plainCommand: nil, listed: false),
        ]
    }
    /// Digits pick a choice by its number (matched by `Presenter`, not listed key by key);
    /// several digits typed quickly make one number.
    func digits(_ range: String) -> KeyBinding {
        KeyBinding(keys: [], keyLabel: range, label: ui.keyChoose, action: .choose(0), plainCommand: nil)
    }

    /// Enter on a menu does the highlighted thing: "choose", not "continue".
    var pick: KeyBinding {
        KeyBinding(keys: [.enter], keyLabel: "Enter", label: ui.keyChoose, action: .submit, plainCommand: nil)
    }

    /// Enter on a last screen ends the program.
    var close: KeyBinding {
        KeyBinding(keys: [.enter], keyLabel: "Enter", label: ui.keyClose, action: .submit, plainCommand: nil)
    }
    var toggle: KeyBinding {
        KeyBinding(keys: [.character(" ")], keyLabel: "Space", label: ui.keyToggle, action: .toggle, plainCommand: nil)
    }
    var slide: [KeyBinding] {
        // ↑/↓ too: a scale too wide for the window is drawn as a vertical list.
        [
            KeyBinding(
                keys: [.left, .character("h"), .up], keyLabel: "←/→", label: ui.keyMove, action: .left,
                plainCommand: nil),
            KeyBinding(
                keys: [.right, .character("l"), .down], keyLabel: "", label: "", action: .right, plainCommand: nil,
                listed: false),
            KeyBinding(keys: [.home], keyLabel: "", label: "", action: .home, plainCommand: nil, listed: false),
            KeyBinding(keys: [.end], keyLabel: "", label: "", action: .end, plainCommand: nil, listed: false),
        ]
    }
    var yesNo: [KeyBinding] {
        [
            KeyBinding(keys: [.character("y")], keyLabel: "y/n", label: ui.keyYesNo, action: .yes, plainCommand: nil),
            KeyBinding(keys: [.character("n")], keyLabel: "", label: "", action: .no, plainCommand: nil, listed: false),
        ]
    }
    var learnMore: KeyBinding {
        KeyBinding(
            keys: [.character("m")], keyLabel: "m", label: ui.learnMore.lowercased(), action: .learnMore,
            plainCommand: ui.learnMore.lowercased())
    }
    var scroll: [KeyBinding] {
        [
            KeyBinding(
                keys: [.pageDown, .character(" ")], keyLabel: "PgDn/PgUp", label: ui.keyScroll, action: .pageDown,
                plainCommand: nil),
            KeyBinding(keys: [.pageUp], keyLabel: "", label: "", action: .pageUp, plainCommand: nil, listed: false),
        ]
    }

    /// On a typed-answer line letters are text, so the other actions are typed as words
    /// ("back", "skip"); the footer lists them in one entry: `type back, skip, leave`.
    func typedWords(_ bindings: [KeyBinding]) -> [KeyBinding] {
        let words = bindings.compactMap(\.plainCommand)
        var result = bindings.map { binding -> KeyBinding in
            var binding = binding
            if binding.action != .submit {
                binding.keys = []
                binding.listed = false
            }
            return binding
        }
        if !words.isEmpty {
            result.append(
                KeyBinding(
                    keys: [], keyLabel: ui.typeWord, label: words.joined(separator: ", "),
                    action: .help, plainCommand: nil))
        }
        return result
    }

    /// A menu of actions: move, pick, Enter.
    func menu(count: Int, canLeave: Bool = true) -> [KeyBinding] {
        move + [digits("1-\(count)"), pick] + (canLeave ? [leave] : [])
    }
}
