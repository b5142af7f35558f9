import Foundation
import XCTest
@testable import StudyModel

final class ZZScratchTests: XCTestCase {
    func testScratch() throws {
        var bad: [String] = []
        for ms in 0..<1000 {
            let s = String(format: "2026-11-21T09:30:12.%03d+01:00", ms)
            let t = Timestamp(iso8601: s)!
            if t.iso8601 != s { bad.append("\(s) -> \(t.iso8601)") }
        }
        print("BAD count", bad.count, bad.prefix(5))
        var bad2 = 0
        for ms in 0..<1000 {
            let d = Date(timeIntervalSince1970: 1_795_000_000 + Double(ms) / 1000)
            let t = Timestamp(date: d, utcOffsetSeconds: 0)
            if !t.iso8601.contains(String(format: ".%03d", ms)) { bad2 += 1; if bad2 < 4 { print(t.iso8601, ms) } }
        }
        print("BAD2", bad2)
        print(Timestamp(iso8601: "2026-11-21T09:30:12.345-05:30")!.iso8601)
        print(Timestamp(iso8601: "2026-11-21T09:30:12Z")?.iso8601 as Any)
        print(Timestamp(iso8601: "2026-11-21T09:30:12.345")?.iso8601 as Any)
        print(Timestamp(iso8601: "2026-11-21 09:30:12.345+01:00")?.iso8601 as Any)
        print(Timestamp(iso8601: "2026-13-21T09:30:12.345+01:00")?.iso8601 as Any)
        print(Timestamp(iso8601: "2026-11-21T09:30:12.345+0100")?.iso8601 as Any)
        print(Timestamp(iso8601: "2026-11-21T09:30:12.3+01:00")?.iso8601 as Any)
        print(Timestamp(iso8601: "2026-11-21T09:30:12.345+14:00")?.iso8601 as Any)
        print(Timestamp(iso8601: "2026-11-21T09:30:12.345-00:30")?.iso8601 as Any)
        struct S: Encodable { var a: [Int] = []; var b: Double = 3.0; var c: Double? = nil; var d = 170.2; var e = ["x": 1] }
        let enc = JSONEncoder(); enc.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try enc.encode(S()), as: UTF8.self))
    }
}
