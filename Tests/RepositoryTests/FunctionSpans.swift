/// Finds where each `func`/`init` body starts and ends in Swift source, by matching braces outside
/// string literals and comments. Good enough to measure length; not a Swift parser.
enum FunctionSpans {
    struct Span: Equatable {
        let startLine: Int
        let lines: Int
    }

    static func find(in source: String) -> [Span] {
        let characters = Array(source.unicodeScalars)
        var spans: [Span] = []
        var line = 1
        var depth = 0
        var index = 0
        var pendingFunctionLine: Int? // a `func`/`init` seen, its `{` not yet
        var open: [(depth: Int, line: Int)] = [] // function bodies being read
        func follows(_ scalar: Unicode.Scalar, _ position: Int) -> Bool {
            position > 0 && characters[position - 1] == scalar
        }
        func startsWord(_ word: [Unicode.Scalar], at position: Int) -> Bool {
            guard position + word.count <= characters.count, characters[position] == word[0] else { return false }
            for offset in 1..<word.count where characters[position + offset] != word[offset] { return false }
            let before = position == 0 ? " " : characters[position - 1]
            let after = position + word.count < characters.count ? characters[position + word.count] : " "
            return !isIdentifier(before) && !isIdentifier(after)
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character == "\n" {
                line += 1
            } else if character == "/" && next == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
                continue
            } else if character == "/" && next == "*" {
                index += 2
                while index + 1 < characters.count && !(characters[index] == "*" && characters[index + 1] == "/") {
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
                continue
            } else if character == "\"" {
                var hashes = 0
                while index - hashes > 0 && characters[index - hashes - 1] == "#" { hashes += 1 }
                index =
                    hashes > 0
                    ? skipRawString(characters, from: index, hashes: hashes, line: &line)
                    : skipString(characters, from: index, line: &line)
                continue
            } else if startsWord(funcWord, at: index) || (startsWord(initWord, at: index) && !follows(".", index)) {
                pendingFunctionLine = line
            } else if declarationWords.contains(where: { startsWord($0, at: index) }) {
                pendingFunctionLine = nil // a bodiless requirement was followed by another declaration
            } else if character == ";" || (character == "}" && pendingFunctionLine != nil) {
                pendingFunctionLine = nil // a protocol requirement: no body
            }
            if character == "{" {
                depth += 1
                if let start = pendingFunctionLine {
                    open.append((depth, start))
                    pendingFunctionLine = nil
                }
            } else if character == "}" {
                if let last = open.last, last.depth == depth {
                    open.removeLast()
                    spans.append(Span(startLine: last.line, lines: line - last.line + 1))
                }
                depth -= 1
            }
            index += 1
        }
        return spans
    }

    private static let funcWord = Array("func".unicodeScalars), initWord = Array("init".unicodeScalars)
    private static let declarationWords = ["struct", "class", "enum", "extension", "protocol", "var", "let", "case"]
        .map { Array($0.unicodeScalars) }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// Skips a raw literal, #"…"# or #"""…"""# (with as many `#` as it opened with, and no
    /// escapes but `\#`), from its first quote; returns the index after its last `#`.
    private static func skipRawString(
        _ characters: [Unicode.Scalar], from start: Int, hashes: Int, line: inout Int
    ) -> Int {
        let isMultiline = start + 2 < characters.count && characters[start + 1] == "\"" && characters[start + 2] == "\""
        let quotes = isMultiline ? 3 : 1
        var index = start + quotes
        while index < characters.count {
            if characters[index] == "\n" { line += 1 }
            var end = index
            while end < characters.count && end - index < quotes && characters[end] == "\"" { end += 1 }
            if end - index == quotes {
                var closing = 0
                while end + closing < characters.count && closing < hashes && characters[end + closing] == "#" {
                    closing += 1
                }
                if closing == hashes { return end + closing }
            }
            index += 1
        }
        return index
    }

    /// Skips a "…" or """…""" literal (with escapes and interpolations) and returns the index after it.
    private static func skipString(_ characters: [Unicode.Scalar], from start: Int, line: inout Int) -> Int {
        let isMultiline = start + 2 < characters.count && characters[start + 1] == "\"" && characters[start + 2] == "\""
        var index = start + (isMultiline ? 3 : 1)
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            if character == "\n" { line += 1 }
            if character == "\"" {
                if !isMultiline { return index + 1 }
                if index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\"" {
                    return index + 3
                }
            }
            index += 1
        }
        return index
    }
}
