import Foundation
import StudyModel

/// A journal read for export: every line that can be read, and each one that cannot as a
/// located problem. Unlike the participant's own start, it never stops at a bad line and
/// never changes the file: the export reports and carries on.
enum JournalLines {
    static func read(_ data: Data, file: String) -> (events: [JournalEvent], problems: [ExportProblem]) {
        var problems: [ExportProblem] = []
        var reading = JournalEvent.Lines()
        var events: [JournalEvent] = []
        // Each line read where it lies in the journal's bytes, cut as `JournalBytes` cuts
        // them (which makes a `Data` of every line; here only a line the general reading
        // needs becomes one).
        let (lines, torn) = data.withUnsafeBytes { whole -> (Int, Bool) in
            let ends = JournalBytes.lineEnds(in: whole)
            events.reserveCapacity(ends.count)
            var start = 0
            for (index, end) in ends.enumerated() {
                defer { start = end + 1 }
                guard end > start else { continue }
                let range = start..<end
                do {
                    events.append(
                        try reading.decoding(UnsafeRawBufferPointer(rebasing: whole[range])) {
                            data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)]
                        })
                } catch {
                    problems.append(
                        ExportProblem(
                            file: file, line: index + 1,
                            problem: "this line cannot be read (\(JournalEvent.readingProblem(error))); "
                                + "see 'study verify'",
                            leftOut: true))
                }
            }
            return (ends.count, start < whole.count)
        }
        if torn {
            problems.insert(
                ExportProblem(
                    file: file, line: lines + 1,
                    problem: "the last line was cut short (the program stopped while writing it); "
                        + "the participant's next start sets it aside",
                    leftOut: true),
                at: 0)
        }
        return (events, problems)
    }
}
