import Foundation
import Testing

/// Holds the code to the size it had when the limits were set (issue 10): no Swift file longer than
/// `fileLimit` lines and no function or initializer longer than `functionLimit`.
/// Raising a limit is a decision to review, not a fix.
@Suite struct CodeSizeTests {
    static let fileLimit = 387
    static let functionLimit = 96

    static func swiftFiles() -> [URL] {
        let root = ArchitectureDocTests.root
        var files: [URL] = []
        for folder in ["Sources", "Tests"] {
            let walker = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder),
                includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        return files
    }

    @Test func noFileIsLongerThanTheLimit() throws {
        var tooLong: [String] = []
        for file in Self.swiftFiles() {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            if lines.count - 1 > Self.fileLimit {
                tooLong.append("\(file.lastPathComponent): \(lines.count - 1) lines")
            }
        }
        #expect(tooLong.isEmpty, "files over \(Self.fileLimit) lines: \(tooLong)")
    }

    @Test func noFunctionIsLongerThanTheLimit() throws {
        var tooLong: [String] = []
        for file in Self.swiftFiles() {
            let source = try String(contentsOf: file, encoding: .utf8)
            for function in FunctionSpans.find(in: source) where function.lines > Self.functionLimit {
                tooLong.append("\(file.lastPathComponent):\(function.startLine): \(function.lines) lines")
            }
        }
        #expect(tooLong.isEmpty, "functions over \(Self.functionLimit) lines: \(tooLong)")
    }

    @Test func functionSpansSkipBracesInStringsAndComments() {
        let source = """
            struct A {
                func f() {
                    let s = "{ not a brace"  // } nor this
                    /* { */
                    if true { print(s) }
                }
            }
            """
        let spans = FunctionSpans.find(in: source)
        #expect(spans.map(\.startLine) == [2])
        #expect(spans.map(\.lines) == [5])
    }

    /// Raw literals hold quotes and braces that are neither (`JournalLineLayout` matches
    /// JSON with them): `#"{"a":"#`, `#"name""#`, `##"…"##`, `#"""…"""#`.
    @Test func rawStringsAreSkippedWhole() {
        let source = ##"""
            func f() {
                _ = literal(#"{"agreed":"#)
                _ = literal(#"session-ended""#)
                _ = ##"a "# } still inside"##
                _ = #"""
                    } {
                    """#
            }
            func g() {}
            """##
        let spans = FunctionSpans.find(in: source)
        #expect(spans.map(\.startLine) == [1, 9])
        #expect(spans.map(\.lines) == [8, 1])
    }
}
