import Foundation
import StudyModel

/// Reads study files and the consent documents they name from disk. The model decides
/// what is needed and whether a name is safe; this is the only place that touches files.
enum StudyFileReader {
    enum Failure: Error {
        case notFound(String)
        case isDirectory(String)
        case unreadable(String, String)
        case notText(String)
        /// Over `StudyLimits.maximumFileBytes`; the size when the file system knows it.
        case tooLarge(String, bytes: Int?)
        /// A folder named on the command line that holds no `.study` file, with what it holds.
        case noStudyFiles(String, found: [String])

        var path: String {
            switch self {
            case let .notFound(path), let .isDirectory(path), let .unreadable(path, _), let .notText(path),
                let .tooLarge(path, _), let .noStudyFiles(path, _):
                return path
            }
        }

        var message: String {
            switch self {
            case let .notFound(path): return "\(path): no such file"
            case let .isDirectory(path): return "\(path): is a folder, not a study file"
            case let .unreadable(path, reason): return "\(path): cannot be read (\(reason))"
            case let .notText(path): return "\(path): is not UTF-8 text"
            case let .tooLarge(path, bytes):
                // Consent documents are read here too; name them as the researcher knows them.
                let kind = path.hasSuffix(".md") ? "consent documents" : "study files"
                return "\(path): " + StudyLimits.fileTooLargeMessage(bytes: bytes, kind: kind)
            case let .noStudyFiles(path, found):
                let named = path.hasSuffix(".study") || path.hasSuffix(".study/")
                let what = named ? "is a folder, not a study file, and holds no .study files" : "no .study files here"
                return "\(path): \(what) (\(FolderContents.describe(found))); study files end in .study"
            }
        }
    }

    static func source(at path: String) -> Result<SourceFile, Failure> {
        let limit = StudyLimits.maximumFileBytes
        if let data = RegularFileBytes.contents(of: path, upTo: limit + 1), data.count <= limit {
            guard let text = String(data: data, encoding: .utf8) else { return .failure(.notText(path)) }
            return .success(SourceFile(path: path, text: text))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.notFound(path))
        }
        if isDirectory.boolValue { return .failure(.isDirectory(path)) }
        let data: Data
        do {
            // Read one byte past the limit and no more, so a huge file, or a device such as
            // /dev/zero, is refused without filling memory.
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: StudyLimits.maximumFileBytes + 1) ?? Data()
        } catch {
            return .failure(.unreadable(path, (error as NSError).localizedDescription))
        }
        if data.count > StudyLimits.maximumFileBytes {
            let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue
            return .failure(.tooLarge(path, bytes: size.flatMap { $0 > StudyLimits.maximumFileBytes ? $0 : nil }))
        }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(.notText(path)) }
        return .success(SourceFile(path: path, text: text))
    }

    /// Reads and validates the study file at `path`: what `study validate`, `study run` and
    /// `study verify --repair` all report. A file only too large is readable, so it is a
    /// located `file-too-large` error in the result like any other; the failure is kept for
    /// a file that cannot be read at all.
    static func validation(at path: String, options: ValidationOptions = ValidationOptions())
        -> Result<ValidationResult, Failure>
    {
        switch source(at: path) {
        case let .success(source): return .success(validate(source, options: options))
        case let .failure(.tooLarge(path, bytes)):
            return .success(StudyValidation.refusedAsTooLarge(path: path, bytes: bytes))
        case let .failure(failure): return .failure(failure)
        }
    }

    /// Validates the study at `path`, reading its consent documents from the Consent folders.
    static func validate(_ source: SourceFile, options: ValidationOptions = ValidationOptions()) -> ValidationResult {
        StudyValidation.validate(source, options: options) { name in
            let candidates = ConsentDocumentPaths.candidates(for: name, studyPath: source.path)
            for candidate in candidates {
                switch self.source(at: candidate) {
                case let .success(file): return .found(file)
                case .failure(.notFound), .failure(.isDirectory): continue
                case let .failure(failure): return .unreadable(path: candidate, reason: failure.message)
                }
            }
            return .notFound(searched: candidates)
        }
    }

    /// The study files named on the command line: files as given, folders searched for `*.study`.
    /// A folder without one is a failure that says what it holds instead: checking nothing must
    /// not pass, or a CI job pointed at the wrong path stays green.
    static func expand(_ paths: [String]) -> [Result<String, Failure>] {
        paths.flatMap { path -> [Result<String, Failure>] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                let names = try? FileManager.default.contentsOfDirectory(atPath: path)
            else { return [.success(path)] }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let studies = names.filter { $0.hasSuffix(".study") }.sorted()
            guard !studies.isEmpty else {
                return [.failure(.noStudyFiles(path, found: FolderContents.visibleNames(names, in: base)))]
            }
            return studies.map { .success("\(base)/\($0)") }
        }
    }
}
