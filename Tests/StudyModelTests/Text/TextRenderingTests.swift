import Testing

/// Every suite of display width, wrapping and terminal-safe text sits inside this one, so
/// `swift test --filter Rendering` runs them with the runner's rendering tests.
@Suite struct TextRenderingTests {}
