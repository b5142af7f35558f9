import Foundation
import StudyModel

/// A journal read for export: every line that can be read, and each one that cannot as a
/// located problem. Unlike the participant's own start, it never stops at a bad line and
/// never changes the file: the export reports and carries on.
enum JournalLines {
    static func read(_ data: Data, file: String) -> (events: [JournalEvent], problems: [ExportProblem]) {
        let journal = JournalBytes(data)
        var problems: [ExportProblem] = []
        if journal.torn != nil {
            problems.append(
                ExportProblem(
                    file: file, line: journal.lines.count + 1,
                    problem: "the last line was cut short (the program stopped while writing it); "
                        + "the participant's next start sets it aside",
                    leftOut: true))
        }
        var reading = JournalEvent.Lines(fallback: JSONDecoder())
        var events: [JournalEvent] = []
        events.reserveCapacity(journal.lines.count)
        for (index, line) in journal.lines.enumerated() where !line.isEmpty {
            do {
                events.append(try reading.decoding(line))
            } catch {
                problems.append(
                    ExportProblem(
                        file: file, line: index + 1,
                        problem: "this line cannot be read (\(JournalEvent.readingProblem(error))); "
                            + "see 'study verify'",
                        leftOut: true))
            }
        }
        return (events, problems)
    }
}
