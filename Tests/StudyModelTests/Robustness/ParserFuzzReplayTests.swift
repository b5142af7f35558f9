import Foundation
import StudyModel
import Testing

/// The small, fast version of fuzz/run.sh for every test run: the fuzzer's seeds, every
/// input that once broke a parser (fuzz/regressions), and mutations of them drawn from a
/// fixed seed, all held to `ParserInvariants`.
@Suite struct ParserFuzzReplayTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Robustness
        .deletingLastPathComponent() // StudyModelTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    /// A named input, shown briefly in test output.
    struct Input: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    static func files(in folder: String) -> [Input] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") && $0 != "README.md" }.compactMap { name in
            (try? Data(contentsOf: url.appendingPathComponent(name))).map {
                Input(name: "\(folder)/\(name)", bytes: Array($0))
            }
        }
    }

    static let seeds =
        files(in: "fuzz/seeds") + files(in: "Studies") + files(in: "Consent")
        + files(in: "Tests/Fixtures/fhir").filter { $0.name.hasSuffix(".json") }
    static let regressions = files(in: "fuzz/regressions")

    static let consent: [String: SourceFile] = Dictionary(
        uniqueKeysWithValues: files(in: "Consent").map { input in
            let name = String(input.name.dropFirst("Consent/".count))
            return (name, SourceFile(path: input.name, text: String(decoding: input.bytes, as: UTF8.self)))
        })

    /// Each input's broken promises, and an expectation that it finished in good time.
    private func check(_ input: Input, within limit: Duration = .seconds(2)) {
        var problems: [String] = []
        let elapsed = processorTime {
            problems = ParserInvariants.violations(of: input.bytes, consent: Self.consent)
        }
        #expect(problems.isEmpty, "\(input.name): \(problems.joined(separator: "; "))")
        #expect(elapsed < limit, "\(input.name) took \(elapsed)")
    }

    @Test func seedsKeepEveryPromise() throws {
        try #require(Self.seeds.count > 10, "the seed files were not found under \(Self.root.path)")
        for input in Self.seeds { check(input) }
    }

    @Test func earlierFailuresStayFixed() {
        for input in Self.regressions { check(input) }
    }

    /// Mutations in the manner of libFuzzer's (bit flips, cuts, copies, inserted tokens,
    /// splices of two inputs), from a fixed seed so a failure can be reproduced.
    @Test func mutatedInputsKeepEveryPromise() {
        var generator = SplitMix64(seed: 0x5EED_F022)
        let pool = Self.seeds + Self.regressions
        for round in 0..<Self.mutationCount {
            var bytes = Self.window(of: pool.randomElement(using: &generator)!.bytes, using: &generator)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                Self.mutate(&bytes, pool: pool, using: &generator)
            }
            check(
                Input(
                    name: "mutation \(round): \(String(decoding: bytes.prefix(80), as: UTF8.self).debugDescription)",
                    bytes: bytes))
        }
    }

    /// About 8 s in a debug build on the 2-core test machine.
    static let mutationCount = 10_000

    /// A piece of at most 2 kB, so that mutations stay quick to parse.
    static func window(of bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        guard bytes.count > 2_048 else { return bytes }
        let start = Int.random(in: 0...(bytes.count - 2_048), using: &generator)
        // Usually from the top, where a study's header is, so validation gets far.
        let from = Bool.random(using: &generator) ? 0 : start
        return Array(bytes[from..<(from + 2_048)])
    }

    static let tokens: [String] = [
        "[", "]", "{", "}", "- ", ": ", "&a ", "*a", "? ", "'", "\"", "#", "\n", "\r", "\t", "\u{2028}", "(", ")",
        " and ", " or ", " not in ", "answered(", "sum(", "show-if: ", "id: ", "answer: ", "type: ", "choices: ",
        "## ", "{#", String(repeating: "(", count: 150), String(repeating: "[", count: 80),
    ]

    static func mutate(_ bytes: inout [UInt8], pool: [Input], using generator: inout SplitMix64) {
        let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0 where !bytes.isEmpty:
            bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
        case 1 where !bytes.isEmpty:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &generator)))
        case 2 where !bytes.isEmpty:
            let piece = bytes[at..<min(bytes.count, at + Int.random(in: 1...64, using: &generator))]
            bytes.insert(contentsOf: piece, at: Int.random(in: 0...bytes.count, using: &generator))
        case 3:
            bytes.insert(contentsOf: Array(tokens.randomElement(using: &generator)!.utf8), at: at)
        case 4:
            let other = pool.randomElement(using: &generator)!.bytes
            guard !other.isEmpty else { return }
            let from = Int.random(in: 0..<other.count, using: &generator)
            bytes = Array(bytes.prefix(at)) + other[from..<min(other.count, from + 256)]
        default:
            bytes.insert(UInt8.random(in: 0...255, using: &generator), at: at)
        }
    }
}

/// A small deterministic generator (SplitMix64), so failures can be reproduced.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
