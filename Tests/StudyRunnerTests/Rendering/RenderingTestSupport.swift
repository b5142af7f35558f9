import Testing

@testable import StudyRunner

/// The plain text of each line: what a snapshot compares.
func texts(_ lines: [Line]) -> [String] {
    lines.map(\.text)
}

/// The escape character, which plain output must never contain.
let escape: Character = "\u{1B}"

/// Every rendering suite sits inside this one, so `swift test --filter Rendering` runs them all.
@Suite struct RenderingTests {}
