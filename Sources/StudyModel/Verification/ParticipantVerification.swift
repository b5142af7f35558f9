import Foundation

/// Checks a participant's folder for edits after the fact: the signed consent against its
/// SHA-256, the journal's sequence, and every results file against the journal it was
/// derived from. Pure: the runner reads the files and passes their bytes in.
public enum ParticipantVerification {
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The file, relative to the participant's folder.
        public var file: String
        public var message: String
        public var kind: Kind = .edited

        public var description: String { "\(file): \(message)" }

        public enum Kind: Sendable, Equatable {
            /// Changed after it was written: nothing the program does explains it.
            case edited
            /// Exactly what a stop between two writes leaves (a file one step behind the
            /// journal, a torn last line): the next start, or `study verify --repair`,
            /// brings it up to date.
            case interrupted
            /// The journal's hash chain is broken: a line of the record itself was edited,
            /// removed, added or reordered.
            case brokenChain
        }
    }

    /// `files` maps a name relative to the folder (`journal.jsonl`, `tasks/x-1.json`) to its bytes.
    public static func verify(files: [String: Data]) -> [Problem] {
        var problems: [Problem] = unfinishedDeletion(files: files).map { [$0] } ?? []
        let consentSelfCheckFailed = files["consent.md"].map {
            !SignedConsentDocument.verify(String(decoding: $0, as: UTF8.self))
        }
        if consentSelfCheckFailed == true {
            problems.append(
                Problem(
                    file: "consent.md",
                    message: "the text does not match its SHA-256: it was changed after it was signed"))
        }
        guard let journalData = files["journal.jsonl"] else {
            // Nothing at all: an older version was stopped while it made the folder, before
            // the journal existed. No data, nothing edited.
            if !files.isEmpty && files["outcome.json"] == nil {
                problems.append(
                    Problem(file: "journal.jsonl", message: "is missing: every participant folder has a journal"))
            }
            return problems
        }
        let (events, journalProblems) = readJournal(journalData)
        problems = chainProblems(journalData, events: events) + problems + journalProblems
        let state = ParticipantState.folding(events)
        problems += consentProblems(files["consent.md"], state: state, selfCheckFailed: consentSelfCheckFailed == true)
        problems += sealedProblems(files: files, state: state)
        problems += reconsentProblems(files: files, state: state)
        let lastStep = LastStep(events: events)
        // Where each run's latest answer to a step is, so a difference names the journal line too.
        var answerLines: [String: Int] = [:]
        for event in events {
            if case let .answered(_, run, step, _) = event.kind {
                answerLines[run + "/" + step.rawValue] = event.sequence
            }
        }
        for name in files.keys.sorted() where name.hasPrefix("tasks/") && name.hasSuffix(".json") {
            let data = files[name]!
            if let ahead = activeResultAhead(name: name, data: data, state: state, events: events) {
                problems.append(ahead)
                continue
            }
            problems += lastStep.explain(
                compareResult(name: name, data: data, state: state, answerLines: answerLines),
                of: name
            ) { compareResult(name: name, data: data, state: $0) }
        }
        if let onboarding = files["onboarding.json"] {
            problems += lastStep.explain(compareOnboarding(data: onboarding, state: state), of: "onboarding.json") {
                compareOnboarding(data: onboarding, state: $0)
            }
        } else if state.onboardingCompleted {
            problems.append(missingOnboardingRecord(lastStep: lastStep))
        }
        return problems
    }

    /// Every line must be an event, numbered 1, 2, 3, … with nothing missing or repeated.
    static func readJournal(_ data: Data) -> ([JournalEvent], [Problem]) {
        var events: [JournalEvent] = []
        var problems: [Problem] = []
        let decoder = JSONDecoder()
        let journal = JournalBytes(data)
        // A last line without its newline was being written when the program stopped: the
        // runner sets it aside at the next start, so it is not read as an event here either.
        if journal.torn != nil {
            problems.append(Problem(file: "journal.jsonl", message: tornLastLine, kind: .interrupted))
        }
        for (index, line) in journal.lines.enumerated() where !line.isEmpty {
            let event: JournalEvent
            do {
                event = try decoder.decode(JournalEvent.self, from: Data(line))
            } catch {
                let why = JournalEvent.readingProblem(error)
                let message = "line \(index + 1) is not a journal event (\(why))"
                problems.append(Problem(file: "journal.jsonl", message: message))
                continue
            }
            if event.sequence != events.count + 1 {
                problems.append(
                    Problem(
                        file: "journal.jsonl",
                        message:
                            "line \(index + 1) has number \(event.sequence) where \(events.count + 1) was expected: a line was removed, added or reordered"
                    ))
            }
            events.append(event)
        }
        return (events, problems)
    }

    /// A results file must say what the journal says: the same status and, step by step,
    /// the same answers.
    static func compareResult(name: String, data: Data, state: ParticipantState, answerLines: [String: Int] = [:])
        -> [Problem]
    {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let runID = object["run"] as? String
        else {
            return [Problem(file: name, message: "is not a task result")]
        }
        guard let run = state.runs.last(where: { $0.run == runID }) else {
            return [Problem(file: name, message: "the journal has no run '\(runID)'")]
        }
        var problems: [Problem] = []
        if let recorded = run.resultSHA256 {
            // An active task's file is written once, its hash journalled: any edit shows.
            let actual = SignedConsentDocument.sha256(String(decoding: data, as: UTF8.self))
            if actual != recorded {
                problems.append(
                    Problem(
                        file: name,
                        message: "does not match the SHA-256 in the journal: it was changed after it was saved"))
            }
        } else if object["events"] != nil {
            problems.append(Problem(file: name, message: "the journal has no SHA-256 for this active-task result"))
        }
        if let status = object["status"] as? String, status != run.status.rawValue {
            problems.append(
                Problem(file: name, message: "the status is '\(status)' but the journal says '\(run.status.rawValue)'"))
        }
        let steps = object["steps"] as? [[String: Any]] ?? []
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for step in steps {
            guard let id = (step["id"] as? String).map(StepID.init) else { continue }
            let written = step["outcome"].flatMap {
                try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys])
            }
            .map(Self.canonical)
            let journal = run.answers[id].flatMap { try? encoder.encode($0) }.map(Self.canonical)
            if written != journal {
                let line = answerLines[runID + "/" + id.rawValue].map { " (journal.jsonl, line \($0))" } ?? ""
                problems.append(Problem(file: name, message: "the answer to '\(id)' differs from the journal's\(line)"))
            }
        }
        let listed = Set(steps.compactMap { ($0["id"] as? String).map(StepID.init) })
        for id in run.answers.keys.sorted() where !listed.contains(id) {
            problems.append(
                Problem(file: name, message: "the journal has an answer to '\(id)' that the results leave out"))
        }
        return problems
    }

    /// The same JSON however it was spaced, for comparing two encodings of one value.
    static func canonical(_ data: Data) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: data),
            let again = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        else {
            return String(decoding: data, as: UTF8.self)
        }
        return String(decoding: again, as: UTF8.self)
    }
}
