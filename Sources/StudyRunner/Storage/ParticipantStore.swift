import Foundation
import StudyModel

/// One participant's folder, `<output>/<study-id>/<participant-id>/`: the journal, task
/// results, the onboarding record and the signed consent. Folders are 0700, files 0600,
/// and a lock keeps two runs of the same participant from writing at once.
final class ParticipantStore {
    let folder: String
    let journal: Journal
    private var lockDescriptor: Int32
    /// Set once only the outcome is kept: the journal was removed on purpose.
    private(set) var keepsOnlyOutcome = false

    enum OpenError: Error {
        case alreadyRunning(String)
        case storage(StorageError)
    }

    init(output: String, studyID: String, participant: String) throws(OpenError) {
        folder = "\(output)/\(studyID)/\(participant)"
        // Whether this start adds an entry to the folder: only then is the folder flushed
        // below. A folder `ParticipantFolder` made was flushed whole before it was renamed
        // into place, so flushing it again at every start was a disk round trip (several
        // milliseconds on a busy disk) before a returning participant's first screen.
        let addsEntries: Bool
        do {
            try ParticipantFolder.createIfMissing(folder)
            addsEntries = ParticipantStore.lacksEntries(folder)
            // A folder made by an older version may lack these: they are put back in place.
            try FileDescriptorIO.makeFolder(folder)
            try FileDescriptorIO.makeFolder(folder + "/tasks")
        } catch {
            throw .storage(error)
        }
        let lockPath = folder + "/.lock"
        lockDescriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lockDescriptor >= 0 else { throw .storage(StorageError(path: lockPath, operation: "open", code: errno)) }
        guard flock(lockDescriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(lockDescriptor)
            throw .alreadyRunning(participant)
        }
        ParticipantStore.removeStaleTemporaryFiles(in: [folder, folder + "/tasks"])
        do {
            journal = try Journal(path: folder + "/journal.jsonl")
            if addsEntries { FileDescriptorIO.syncFolder(folder) }
        } catch {
            close(lockDescriptor)
            throw .storage(error)
        }
    }

    /// Whether the journal or `tasks/` is missing from `folder`.
    private static func lacksEntries(_ folder: String) -> Bool {
        ["journal.jsonl", "tasks"].contains { access(folder + "/" + $0, F_OK) != 0 }
    }

    deinit {
        flock(lockDescriptor, LOCK_UN)
        close(lockDescriptor)
    }

    /// After the folder was deleted under a running session (the journal is still held
    /// open): makes the folder again, writes the whole journal back from the descriptor and
    /// locks the new folder. Does nothing while the journal is in place; true if it did.
    @discardableResult
    func restoreIfRemoved() throws(StorageError) -> Bool {
        guard !keepsOnlyOutcome, !journal.isInPlace else { return false }
        try FileDescriptorIO.makeFolder(folder)
        try FileDescriptorIO.makeFolder(folder + "/tasks")
        let lockPath = folder + "/.lock"
        let newLock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard newLock >= 0 else { throw StorageError(path: lockPath, operation: "open", code: errno) }
        guard flock(newLock, LOCK_EX | LOCK_NB) == 0 else {
            // Someone started this participant in the new folder meanwhile: theirs wins.
            close(newLock)
            throw StorageError(path: lockPath, operation: "lock", code: EBUSY)
        }
        close(lockDescriptor)
        lockDescriptor = newLock
        try journal.writeBack()
        FileDescriptorIO.syncFolder(folder)
        return true
    }

    func write(_ text: String, to name: String) throws(StorageError) {
        try AtomicFile.write(Data(text.utf8), to: folder + "/" + name)
    }

    /// A file of the folder (`onboarding.json`, `tasks/x-1.json`), or nil if there is none.
    func read(_ name: String) -> Data? {
        FileManager.default.contents(atPath: folder + "/" + name)
    }

    /// Someone who does not join (or leaves the study asking for deletion) leaves nothing
    /// but the outcome: it is written first (atomically), then everything else they entered
    /// is removed, the journal last, so a kill part-way still has the journal that says the
    /// removal is to be finished. A file that cannot be removed is an error, never silently
    /// left behind.
    func keepOnlyOutcome(_ outcome: String) throws(StorageError) {
        try write(outcome, to: "outcome.json")
        keepsOnlyOutcome = true
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted {
            ($0 == "journal.jsonl" ? 1 : 0, $0) < ($1 == "journal.jsonl" ? 1 : 0, $1)
        }
        // The store's secret is no answer: it stays so that `study sync` can have the
        // participant's answers deleted in the central store too.
        for name in names where name != "outcome.json" && name != ".lock" && name != ParticipantSecret.fileName {
            do {
                try manager.removeItem(atPath: folder + "/" + name)
            } catch {
                throw StorageError(path: folder + "/" + name, operation: "remove", code: EACCES)
            }
        }
        FileDescriptorIO.syncFolder(folder)
    }

    /// A write cut short by a kill leaves `.<name>.tmp-<pid>` (see `AtomicFile`); its file
    /// was never replaced, so it holds nothing the journal lacks. Only called with the lock
    /// held: no other process can be writing this participant's files.
    static func removeStaleTemporaryFiles(in folders: [String]) {
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where AtomicFile.isTemporary(name) {
                unlink(folder + "/" + name)
            }
        }
    }

    /// True unless the journal is certainly not there: a folder that cannot be searched
    /// (no permission) counts as there, so opening it reports the real problem rather than
    /// "unknown participant".
    static func exists(output: String, studyID: String, participant: String) -> Bool {
        var info = stat()
        return stat("\(output)/\(studyID)/\(participant)/journal.jsonl", &info) == 0
            || (errno != ENOENT && errno != ENOTDIR)
    }
}

/// Short, readable participant ids such as `K7QM-2X9D`: no 0/O or 1/I/L to confuse,
/// about 10¹² possibilities, easy to read out over the phone.
enum ParticipantID {
    static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")

    static func generate<R: RandomNumberGenerator>(using random: inout R) -> String {
        let characters = (0..<8).map { _ in alphabet[Int(random.next(upperBound: UInt64(alphabet.count)))] }
        return String(characters[0..<4]) + "-" + String(characters[4..<8])
    }

    /// Why `id` cannot name a participant folder, or nil.
    static func problem(with id: String) -> String? {
        if id.isEmpty { return "is empty" }
        if id.count > 64 { return "is longer than 64 characters" }
        if id == "." || id == ".." || id.contains("/") || id.contains("\\") {
            return "may not contain '/' or be '..'"
        }
        if id.unicodeScalars.contains(where: {
            !(("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                || $0 == "_")
        }) {
            return "may contain only letters, digits, '-' and '_'"
        }
        return nil
    }

    /// Participants type ids loosely: case and spaces do not matter.
    static func normalised(_ typed: String) -> String {
        typed.uppercased().filter { !$0.isWhitespace }
    }
}
