import Foundation
import StudyModel

/// The trial rows of one active-task kind, set aside on disk while participants stream by:
/// the trial file's detail columns are known only when every run has been read, so each row
/// waits here as one JSON line and is then copied, in order, into the trial file with every
/// column. Reading it back goes a piece at a time, so memory stays the same.
final class TrialSpool {
    let kind: String
    private let file: ExportOutputFile
    private let encoder = JSONEncoder()

    init(folder: String, kind: String) throws(StorageError) {
        self.kind = kind
        file = try ExportOutputFile(folder: folder, name: ".trials-" + kind + ".spool")
    }

    func add(_ rows: [TrialTable.Row]) throws(StorageError) {
        for row in rows {
            // Strings and string maps always encode.
            guard let line = try? encoder.encode(row) else { continue }
            try file.write(line)
            try file.write("\n", rows: 1)
        }
    }

    /// Writes the trial file (`header`, then every row set aside) and removes the spool.
    func copy(into output: ExportOutputFile, detailColumns: [String]) throws(StorageError) {
        // Read back and removed: written out, never waited for on disk.
        _ = try file.finishWriting(table: true)
        try output.write(CSVTable.line(TrialTable.header(detailColumns: detailColumns)))
        guard let handle = FileHandle(forReadingAtPath: file.path) else {
            throw StorageError(path: file.path, operation: "read back", code: errno)
        }
        defer {
            try? handle.close()
            unlink(file.path)
        }
        let decoder = JSONDecoder()
        var pending = Data()
        while true {
            let piece = handle.readData(ofLength: 1 << 20)
            pending.append(piece)
            var start = pending.startIndex
            while let end = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                if let row = try? decoder.decode(TrialTable.Row.self, from: pending[start..<end]) {
                    try output.write(CSVTable.line(TrialTable.cells(row, detailColumns: detailColumns)), rows: 1)
                }
                start = end + 1
            }
            pending = Data(pending[start...])
            if piece.isEmpty { break }
        }
    }
}
