/// What a piece of text is, not what colour it is: the `Styler` decides how each style
/// looks in colour, in monochrome and in plain text. Meaning is never carried by style
/// alone; every widget also draws a mark that reads without colour (`›`, `(•)`, `[x]`, …).
enum Style: Sendable, Hashable, CaseIterable {
    /// Question text and everything else.
    case normal
    /// Screen and section titles (bold).
    case title
    /// Detail and explanation, hints, the empty part of a bar (dim).
    case quiet
    /// What can be acted on: keys, shortcuts (the one key colour).
    case action
    /// The row or point under the cursor (bold key colour, or reverse without colour).
    case selected
    /// What went wrong, with an error mark or word beside it.
    case error
    /// What went right or is finished, with a mark beside it.
    case success
    /// The done part of a progress bar.
    case progress
    /// The ink of a Stroop word: the colour is the stimulus itself, so these are the only
    /// styles whose meaning is the colour. Without colour they cannot do their job, and the
    /// Stroop task is not run.
    case inkRed, inkGreen, inkBlue, inkYellow
}
