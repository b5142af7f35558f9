@testable import StudyRunner

/// The record of a scripted session as one readable text, for assertions and snapshots.
///
/// Output and prompts appear as written, each submitted line after its prompt followed by
/// a line break (as a terminal echoes it), the end of input as `^D`. Everything that is
/// not text, key presses included (raw mode does not echo them), is a marker on a line of
/// its own: `⟪key ↓⟫`, `⟪enter full screen⟫`, `⟪resize 100×30⟫`, `⟪signal interrupt⟫`.
extension ScriptedTerminal {
    var transcript: String {
        var text = ""
        func marker(_ label: String) {
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
            text += "⟪\(label)⟫\n"
        }
        for entry in entries {
            switch entry {
            case .output(let written): text += written
            case .prompt(let prompt, _): text += prompt
            case .line(let line): text += (line ?? "^D") + "\n"
            case .key(let key): marker("key \(key.label)")
            case .enterFullScreen: marker("enter full screen")
            case .leaveFullScreen: marker("leave full screen")
            case .resized(let size): marker("resize \(size)")
            case .signal(let signal): marker("signal \(signal)")
            case .suspended: marker("suspend")
            case .restored: marker("restore")
            }
        }
        return text
    }
}
