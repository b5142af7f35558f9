import Foundation
import StudyModel

/// The files of a participant's folder that only that folder has, which the journal names
/// with their SHA-256: an active task's raw results (`tasks/<run>.json`, its `result-saved`
/// line) and the sealed records (`*.sealed`, their `document-saved` lines). Every other file
/// of the folder is written again from the journal, so journal and these files together are
/// the whole participant. Sealed records are sent sealed: the store never sees a name.
enum ParticipantFiles {
    struct Named: Equatable {
        var name: String
        /// Lowercase hex, as the journal holds it.
        var sha256: String
    }

    /// The largest file the store keeps (its CHECK): 64 MiB.
    static let largest = 64 << 20

    /// Whether the store takes `name` (its CHECK, migration 6): `tasks/` and then, or
    /// alone, a letter, digit or `_`, then up to 199 of those, `.` and `-`, without `..`; so
    /// a name read back can never leave the participant's folder.
    static func storable(_ name: String) -> Bool {
        let bare = name.hasPrefix("tasks/") ? name.dropFirst("tasks/".count) : Substring(name)
        guard let first = bare.unicodeScalars.first, bare.unicodeScalars.count <= 200, !bare.contains("..") else {
            return false
        }
        let allowed = { (scalar: Unicode.Scalar) in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
        }
        return allowed(first) && bare.unicodeScalars.allSatisfy { allowed($0) || $0 == "." || $0 == "-" }
    }

    /// Whether `text` holds `word`, byte for byte. Foundation's `String.contains` goes through
    /// NSString: asked of every line a sync sends, it was 61% of the instructions of a
    /// `study sync` (callgrind, BENCHMARKS.md).
    static func mentions(_ text: String, _ word: StaticString) -> Bool {
        var text = text
        let length = word.utf8CodeUnitCount
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, length > 0, bytes.count >= length else { return false }
            let start = UnsafeRawPointer(base)
            var offset = 0
            // Each place the first byte occurs (memchr), then the rest compared (memcmp).
            while offset + length <= bytes.count,
                let found = memchr(start + offset, Int32(word.utf8Start.pointee), bytes.count - offset - length + 1)
            {
                let at = start.distance(to: UnsafeRawPointer(found))
                if memcmp(start + at, word.utf8Start, length) == 0 { return true }
                offset = at + 1
            }
            return false
        }
    }

    /// The files `lines` name, in the order their lines come (a name named again: its last).
    /// Only the lines that can name one are decoded.
    static func named(in lines: [JournalLine]) -> [Named] {
        let decoder = JSONDecoder()
        var files: [Named] = []
        for line in lines where mentions(line.text, "result-saved") || mentions(line.text, "document-saved") {
            add(Data(line.text.utf8), to: &files, decoder: decoder)
        }
        return files
    }

    /// The same for the lines `lines` of a journal read for sending: the two words are looked
    /// for in the journal's bytes (each `-` found by `memchr`, then the words around it
    /// compared), not line by line, and only the lines they occur in are decoded, in order.
    static func named(in journal: SendableJournal, lines: Range<Int>) -> [Named] {
        guard !lines.isEmpty else { return [] }
        let spans = journal.spans
        var naming: [Int] = []
        journal.bytes.withUnsafeBytes { raw in
            let base = raw.baseAddress!
            let end = spans[lines.upperBound - 1].upperBound
            var offset = spans[lines.lowerBound].lowerBound
            while offset < end, let dash = memchr(base + offset, Int32(UInt8(ascii: "-")), end - offset) {
                let at = base.distance(to: UnsafeRawPointer(dash))
                offset = at + 1
                guard at + 6 <= end, memcmp(base + at, "-saved", 6) == 0,
                    (at >= 6 && memcmp(base + at - 6, "result", 6) == 0)
                        || (at >= 8 && memcmp(base + at - 8, "document", 8) == 0)
                else { continue }
                let line = lineIndex(of: at, in: spans)
                if naming.last != line { naming.append(line) }
                offset = spans[line].upperBound
            }
        }
        let decoder = JSONDecoder()
        var files: [Named] = []
        for line in naming { add(Data(journal.bytes[spans[line]]), to: &files, decoder: decoder) }
        return files
    }

    /// The line whose span holds `offset` (spans in order, without gaps but their newlines).
    private static func lineIndex(of offset: Int, in spans: [Range<Int>]) -> Int {
        var low = 0
        var high = spans.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if spans[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The file one journal line names, if it names one, added to `files` (replacing an
    /// earlier entry of that name).
    private static func add(_ line: Data, to files: inout [Named], decoder: JSONDecoder) {
        guard let event = try? JournalEvent.decoding(line: line, fallback: decoder) else { return }
        let named: Named
        switch event.kind {
        case let .resultSaved(_, run, sha256): named = Named(name: "tasks/\(run).json", sha256: sha256.lowercased())
        case let .documentSaved(file, sha256) where file.hasSuffix(SealedRecord.suffix):
            named = Named(name: file, sha256: sha256.lowercased())
        default: return
        }
        files.removeAll { $0.name == named.name }
        files.append(named)
    }
}

/// What sending one participant's files did.
struct FileSendingReport: Equatable {
    var sent = 0
    /// Files the store holds other bytes of (the first sent are kept there; these are recorded
    /// beside them, `file_conflicts`, from migration 7).
    var conflicts: [String] = []
    /// Files not sent, each with why (missing here, or not the bytes the journal names).
    var notSent: [String] = []
}

extension StoreSync {
    /// Sends the files the journal names that the store does not hold yet, each once
    /// (`store_file`; its primary key keeps a file once whatever retries happen). Files
    /// already confirmed in the store by this sync object are not asked about again, so the
    /// background sender costs one more call only when a new file appears.
    func sendFiles(
        _ named: [ParticipantFiles.Named], of name: ParticipantFolderName, identity: [String],
        database: PostgresConnection
    ) throws(StoreError) -> FileSendingReport {
        var report = FileSendingReport()
        let key = name.folder + "/"
        let pending = named.filter { !confirmedFiles.contains(key + $0.name + " " + $0.sha256) }
        guard !pending.isEmpty else { return report }
        let held: [[String?]]
        do throws(StoreError) {
            held = try database.execute(
                "SELECT name, content_sha256 FROM study_store.participant_file_digests($1, $2, $3)", identity)
        } catch  where error.sqlState == StoreError.undefinedFunction {
            // A store made before migration 6 keeps events only: they went, the files wait.
            report.notSent = pending.map {
                $0.name + ": the store keeps no files yet ('study store init' there adds migration 6)"
            }
            return report
        }
        let digests = Dictionary(held.map { ($0[0] ?? "", $0[1] ?? "") }, uniquingKeysWith: { first, _ in first })
        var recordedConflicts: Set<String>?
        for file in pending {
            let digest = "\\x" + file.sha256
            if let kept = digests[file.name], kept != digest {
                // Other bytes are kept: these may be recorded beside them already (by an
                // earlier sync of this or another machine), and are then not sent again.
                if recordedConflicts == nil {
                    recordedConflicts = try fileConflictDigests(identity: identity, database: database)
                }
                if recordedConflicts?.contains(file.name + " " + digest) == true {
                    confirmedFiles.insert(key + file.name + " " + file.sha256)
                    continue
                }
            }
            if digests[file.name] != digest {
                guard ParticipantFiles.storable(file.name) else {
                    report.notSent.append(file.name + ": a name the store does not take")
                    continue
                }
                guard let bytes = FileManager.default.contents(atPath: name.folder + "/" + file.name) else {
                    report.notSent.append(file.name + ": missing, though the journal holds its SHA-256")
                    continue
                }
                guard bytes.count <= ParticipantFiles.largest else {
                    report.notSent.append(file.name + ": larger than the store takes (64 MiB)")
                    continue
                }
                guard SealedRecord.sha256(bytes) == file.sha256 else {
                    report.notSent.append(
                        file.name + ": not the bytes whose SHA-256 the journal holds ('study verify' names it)")
                    continue
                }
                let outcome =
                    try database.execute(
                        "SELECT study_store.store_file($1, $2, $3, $4, $5::bytea)",
                        identity + [file.name, PostgresBytes.literal(bytes)]
                    ).first?.first ?? nil
                // A conflict is recorded in the store (migration 7) and counted there for every
                // later sync, so neither this object nor a later sync sends the same bytes again.
                if outcome == "conflict" { report.conflicts.append(file.name) }
                if outcome == "stored" { report.sent += 1 }
            }
            confirmedFiles.insert(key + file.name + " " + file.sha256)
        }
        return report
    }

    /// "<name> \x<sha256>" of each file of the participant the store has recorded in other
    /// bytes than it keeps (migration 8). A store before it cannot say: none, so the file is
    /// sent, and answered `conflict`, as before.
    private func fileConflictDigests(identity: [String], database: PostgresConnection) throws(StoreError) -> Set<
        String
    > {
        guard storeListsFileConflicts else { return [] }
        do throws(StoreError) {
            let rows = try database.execute(
                "SELECT name, content_sha256 FROM study_store.participant_file_conflict_digests($1, $2, $3)", identity)
            return Set(rows.map { ($0[0] ?? "") + " " + ($0[1] ?? "") })
        } catch  where error.sqlState == StoreError.undefinedFunction {
            storeListsFileConflicts = false
            return []
        }
    }
}
