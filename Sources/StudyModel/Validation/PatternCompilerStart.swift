import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The first regular expression compiled in a process has ICU build the character sets its
/// compiler uses (about 1 ms, nearly all of checking a study's `pattern`s; tenth round in
/// BENCHMARKS.md). A study file that has a `pattern` has that done on a second thread while
/// the file is parsed, and the pattern check then compiles at its own speed. The work is the
/// same ICU does anyway, only earlier; a file that names `pattern:` in a text and has none
/// costs an idle core that millisecond.
enum PatternCompilerStart {
    /// The thread doing it, to be joined once the checks are done; nil for a file with no
    /// `pattern:` in it.
    static func beside(_ source: SourceFile) -> SecondThread? {
        guard mentionsPattern(source.text) else { return nil }
        return SecondThread.start { _ = try? NSRegularExpression(pattern: "a") }
    }

    static func mentionsPattern(_ text: String) -> Bool {
        let needle: [UInt8] = Array("pattern:".utf8)
        let found: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return false }
            var offset = 0
            // `memchr` to each "p", then the rest compared: a 35 KB file in microseconds.
            while bytes.count - offset >= needle.count,
                let hit = memchr(base + offset, Int32(needle[0]), bytes.count - offset)
            {
                offset = UnsafeRawPointer(hit) - base
                guard bytes.count - offset >= needle.count else { return false }
                if memcmp(base + offset, needle, needle.count) == 0 { return true }
                offset += 1
            }
            return false
        }
        return found ?? text.contains("pattern:")
    }
}
