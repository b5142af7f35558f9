import StudyModel

/// Fitting styled lines into a width: wrapping that keeps each character's style across
/// the break, padding and truncating by display width.
extension Line {
    /// Wrapped to `width` cells by the rules of `TextWrap` (words, CJK, grapheme
    /// clusters, hard splits, newlines as paragraph breaks, no trailing spaces).
    /// `firstPrefix` goes before the first line, `restPrefix` before every other line:
    /// a marker and the spaces that align continuation lines after it.
    func wrapped(width: Int, firstPrefix: Line = .empty, restPrefix: Line = .empty) -> [Line] {
        var lines: [Line] = []
        for paragraph in paragraphs() {
            let characters = paragraph.map(\.character)
            let prefixWidth = (lines.isEmpty ? firstPrefix : restPrefix).width
            let ranges = TextWrap.lineRanges(
                characters, firstWidth: width - prefixWidth, restWidth: width - restPrefix.width
            )
            for range in ranges {
                var line = lines.isEmpty ? firstPrefix : restPrefix
                line.append(Line.styledRuns(paragraph[range]))
                lines.append(line.trimmingTrailingSpaces())
            }
        }
        return lines
    }

    /// Wrapped with a hanging indent: `marker` before the first line, continuation lines
    /// aligned after it.
    func wrapped(width: Int, hanging marker: Line) -> [Line] {
        wrapped(width: width, firstPrefix: marker, restPrefix: Line(String(repeating: " ", count: marker.width)))
    }

    /// Spaces (in `style`) added to reach `width` cells.
    func padded(to width: Int, alignment: TextFit.Alignment = .left, style: Style = .normal) -> Line {
        let (left, right) = TextFit.padding(for: self.width, to: width, alignment: alignment)
        return Line(String(repeating: " ", count: left), style) + self
            + Line(String(repeating: " ", count: right), style)
    }

    /// At most `width` cells, ending with `…` (in the style of the text it replaces) when cut.
    func truncated(to width: Int, ellipsis: String = TextFit.ellipsis) -> Line {
        guard self.width > width else { return self }
        guard width > 0 else { return .empty }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        var budget = width - ellipsisWidth
        var line = Line.empty
        var cutStyle = spans.last?.style ?? .normal
        outer: for span in spans {
            for character in span.text {
                let cells = DisplayWidth.of(character)
                if cells > budget {
                    cutStyle = span.style
                    break outer
                }
                budget -= cells
                line.append(String(character), span.style)
            }
        }
        if ellipsisWidth <= width { line.append(ellipsis, cutStyle) }
        return line
    }

    /// Without spaces at the end (a wrapped prefix on an empty line leaves some).
    func trimmingTrailingSpaces() -> Line {
        var spans = self.spans
        while let last = spans.last {
            let trimmed = TextWrap.trimmingTrailingSpaces(last.text)
            if trimmed.isEmpty {
                spans.removeLast()
            } else {
                spans[spans.count - 1] = Span(trimmed, last.style)
                break
            }
        }
        return Line(spans)
    }

    /// The line split at its newlines, each character with its style.
    private func paragraphs() -> [[StyledCharacter]] {
        var paragraphs: [[StyledCharacter]] = [[]]
        for span in spans {
            for character in span.text {
                if character == "\n" {
                    paragraphs.append([])
                } else {
                    paragraphs[paragraphs.count - 1].append(StyledCharacter(character: character, style: span.style))
                }
            }
        }
        return paragraphs
    }

    private static func styledRuns(_ characters: ArraySlice<StyledCharacter>) -> Line {
        var line = Line.empty
        var run = ""
        var style = characters.first?.style ?? .normal
        for item in characters {
            if item.style != style {
                line.append(run, style)
                run = ""
                style = item.style
            }
            run.append(item.character)
        }
        line.append(run, style)
        return line
    }
}

private struct StyledCharacter {
    var character: Character
    var style: Style
}
