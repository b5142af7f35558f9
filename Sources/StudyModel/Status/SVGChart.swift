/// Charts as inline SVG text, for the status page: drawn from numbers alone, no script, no
/// font or file from elsewhere, so the page shows the same in any browser from a file.
enum SVGChart {
    static let width = 640

    /// Horizontal bars, one a row, each with its label and count; `scale` is the count a full
    /// bar stands for (at least 1).
    static func bars(_ rows: [(label: String, value: Int)], scale: Int? = nil, colour: String = "#3b6ea5") -> String {
        let rowHeight = 24
        let labelWidth = 220
        let barSpace = width - labelWidth - 60
        let top = max(1, scale ?? rows.map(\.value).max() ?? 1)
        var svg = open(height: rows.count * rowHeight + 8, title: "bar chart")
        for (index, row) in rows.enumerated() {
            let y = index * rowHeight + 4
            let length = row.value == 0 ? 0 : max(2, barSpace * row.value / top)
            svg += "<text x=\"0\" y=\"\(y + 16)\">\(HTMLText.escaped(row.label))</text>"
            svg +=
                "<rect x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(length)\" height=\"\(rowHeight - 8)\" "
                + "fill=\"\(colour)\"/>"
            svg += "<text x=\"\(labelWidth + length + 6)\" y=\"\(y + 16)\">\(row.value)</text>"
        }
        return svg + "</svg>"
    }

    /// A histogram of a score's values (`ScoreDistribution.bins`): each column as tall as the
    /// runs in it, its value or range's start written under it.
    static func histogram(_ distribution: ScoreDistribution) -> String {
        distribution.valueCounts.isEmpty ? "" : columns(distribution.bins(atMost: 20))
    }

    private static func columns(_ bins: [(label: String, runs: Int)]) -> String {
        let height = 160
        let columnWidth = max(8, min(60, (width - 20) / max(1, bins.count)))
        let top = max(1, bins.map(\.runs).max() ?? 1)
        var svg = open(height: height + 40, title: "histogram")
        for (index, bin) in bins.enumerated() {
            let x = 10 + index * columnWidth
            let tall = bin.runs == 0 ? 0 : max(2, height * bin.runs / top)
            svg +=
                "<rect x=\"\(x)\" y=\"\(height - tall + 14)\" width=\"\(columnWidth - 2)\" height=\"\(tall)\" "
                + "fill=\"#5a8f5a\"><title>\(HTMLText.escaped(bin.label)): \(bin.runs)</title></rect>"
            svg += "<text x=\"\(x)\" y=\"\(height - tall + 10)\" class=\"small\">\(bin.runs)</text>"
            svg += "<text x=\"\(x)\" y=\"\(height + 30)\" class=\"small\">\(HTMLText.escaped(bin.label))</text>"
        }
        return svg + "</svg>"
    }

    private static func open(height: Int, title: String) -> String {
        "<svg role=\"img\" aria-label=\"\(title)\" width=\"\(width)\" "
            + "height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
    }
}

/// Text made safe to stand in an HTML page or SVG: the five characters with meaning there
/// written as references, so a folder or band name can never become markup.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
