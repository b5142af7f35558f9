import Foundation
import StudyModel

/// libFuzzer's entry point: each input goes through the study-file, expression and
/// consent-document parsers (`ParserInvariants`), and any broken promise stops the run
/// with the input saved, as a crash would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = ParserInvariants.violations(of: bytes, consent: consentFolder)
    if !problems.isEmpty {
        FileHandle.standardError.write(Data(("broken parser promise:\n" + problems.joined(separator: "\n") + "\n").utf8))
        abort()
    }
    return 0
}

/// The repository's consent documents, so that a study naming one reaches the checks of
/// its sections. Read once; run.sh starts the fuzzer at the top of the repository.
let consentFolder: [String: SourceFile] = {
    let folder = ProcessInfo.processInfo.environment["STUDY_FUZZ_CONSENT"] ?? "Consent"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var documents: [String: SourceFile] = [:]
    for name in names where name.hasSuffix(".md") {
        if let text = try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8) {
            documents[name] = SourceFile(path: "\(folder)/\(name)", text: text)
        }
    }
    return documents
}()
