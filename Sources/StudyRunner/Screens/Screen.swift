import StudyModel

/// One screen, as a value: what to show and which keys work. Drawing it is a pure function
/// (`ScreenRenderer`), and the same `keys` table drives both the footer and the input
/// handling, so the help shown can never drift from what the keys do.
struct Screen: Sendable, Equatable {
    /// "Study title · Task title", then progress.
    var context: String?
    var progress: Progress?
    var title: String?
    var body: [Paragraph] = []
    /// Results over time, drawn after the body; plain mode reads each out as a sentence.
    var charts: [ResultChart] = []
    var input: Input = .none
    /// An error or confirmation shown under the input.
    var notice: Notice?
    /// One quiet line under the keys, e.g. that the central store cannot be reached now.
    var statusLine: String?
    var keys: [KeyBinding] = []

    struct Progress: Sendable, Equatable {
        /// "Question 3 of 12"
        var text: String
        var fraction: Double
        /// "about 4 min left"
        var timeLeft: String?
    }

    struct Paragraph: Sendable, Equatable {
        var text: String
        var style: Style

        static func normal(_ text: String) -> Paragraph { Paragraph(text: text, style: .normal) }
        static func quiet(_ text: String) -> Paragraph { Paragraph(text: text, style: .quiet) }
        static func strong(_ text: String) -> Paragraph { Paragraph(text: text, style: .title) }
    }

    enum Input: Sendable, Equatable {
        case none
        /// A list of actions or choices; the cursor row is the one Enter picks.
        case choices(ChoiceList)
        case scale(ScaleSlider)
        /// A typed answer: the expected form is shown under it.
        case line(LineField)
    }

    struct LineField: Sendable, Equatable {
        var label: String?
        var text: String
        var expectedForm: String?
    }
}

/// What a key does on a screen.
enum ScreenAction: Sendable, Hashable {
    case submit, back, skip, preferNotToAnswer, help, leave, learnMore
    /// Ctrl-C: asks before leaving, and the program then exits with 130.
    case interrupt
    case up, down, left, right, toggle, pageUp, pageDown, home, end
    case choose(Int)
    case yes, no
}

/// One row of the key table: the keys, the words shown in the footer, the action, and the
/// word a participant types for it in plain mode.
struct KeyBinding: Sendable, Equatable {
    var keys: [Key]
    /// How the keys are written in the footer: "↑/↓", "Enter", "Ctrl-B".
    var keyLabel: String
    var label: String
    var action: ScreenAction
    /// Typed in plain mode (e.g. "back"); nil when the action has no plain form.
    var plainCommand: String?

    /// Shown in the footer? Digit shortcuts and duplicates are listed once, by one entry.
    var listed: Bool = true
}
