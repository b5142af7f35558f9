import Foundation

/// Reading one journal line the quick way: `LineTokens` and a mapping of its fields written
/// out by hand, the same fields and checks as `init(from:)`. Whenever the quick way finds
/// anything it does not expect (a missing field, a wrong type, an unknown event or value,
/// JSON it gives up on), the line goes to `JSONDecoder` instead, so a line that cannot be
/// read is reported with exactly the words it always was, and a line the quick way reads
/// is one `JSONDecoder` reads the same.
extension JournalEvent {
    /// The event of one journal line (without its newline).
    public static func decoding(line: Data, fallback decoder: JSONDecoder) throws -> JournalEvent {
        var lines = Lines(fallback: decoder)
        return try lines.decoding(line)
    }

    /// The lines of one journal read one after another, as `decoding(line:fallback:)` reads
    /// each, in room kept from line to line (a large export reads millions of lines).
    public struct Lines {
        private var decoder: JSONDecoder?
        private var scratch = LineTokens.Scratch()
        private var recent = JournalLineLayout.Recent()

        public init(fallback decoder: JSONDecoder) {
            self.decoder = decoder
        }

        /// Lines whose `JSONDecoder` is made only if a line needs it (nearly none does: the
        /// export reads thousands of journals, and making one for each cost more than a line).
        public init() {}

        public mutating func decoding(_ line: Data) throws -> JournalEvent {
            if let event = JournalLineLayout.event(line, recent: &recent) { return event }
            return try decodingInGeneral(line)
        }

        /// The same for a line's bytes inside a whole journal's (`line` gives them as `Data`
        /// for the general reading, which nine lines in ten never need): no `Data` made for
        /// each line of an export's millions.
        public mutating func decoding(_ bytes: UnsafeRawBufferPointer, line: () -> Data) throws -> JournalEvent {
            if let event = JournalLineLayout.event(bytes, recent: &recent) { return event }
            return try decodingInGeneral(line())
        }

        private mutating func decodingInGeneral(_ line: Data) throws -> JournalEvent {
            if let event = LineTokens.reading(line, scratch: &scratch, JournalEvent.init) { return event }
            let decoder = self.decoder ?? JSONDecoder()
            self.decoder = decoder
            return try decoder.decode(JournalEvent.self, from: line)
        }
    }

    /// The event of one journal line and the link of the chain it carries (`prev`), from one
    /// parse of the line where `LineTokens` reads it: each exactly as `decoding(line:fallback:)`
    /// and `JournalChain.carriedLink(of:decoder:)` give them.
    public static func decodingWithLink(line: Data, fallback decoder: JSONDecoder) throws -> (
        event: JournalEvent, link: String?
    ) {
        let read = LineTokens.reading(line) { json -> (event: JournalEvent?, link: String?)? in
            (JournalEvent(json), JournalChain.carriedLink(in: json))
        }
        guard let read else {
            let event = try decoder.decode(JournalEvent.self, from: line)
            return (event, JournalChain.carriedLink(of: line, decoder: decoder))
        }
        let event = try read.event ?? decoder.decode(JournalEvent.self, from: line)
        return (event, read.link)
    }

    /// The event `json` holds, or nil for anything `init(from:)` would not read the same.
    init?(_ json: LineTokens.Value) {
        guard let sequence = json["seq"]?.int, let time = json["time"]?.timestamp,
            let name = json["event"]?.plainBytes(JournalEventName.init(utf8:)), let kind = Kind(name: name, json)
        else { return nil }
        self.init(sequence: sequence, time: time, kind: kind)
    }
}

/// The fields of a journal line's object, read the way `init(from:)` reads them; nil
/// wherever it would throw (or might: then `JSONDecoder` is asked).
private struct LineFields {
    let json: LineTokens.Value

    func string(_ key: StaticString) -> String? { json[key]?.string }
    func id<ID: StudyIdentifier>(_ key: StaticString) -> ID? { string(key).map(ID.init) }
    func value<Value: RawRepresentable>(_ key: StaticString) -> Value? where Value.RawValue == String {
        string(key).flatMap(Value.init(rawValue:))
    }
    func bool(_ key: StaticString) -> Bool? { json[key]?.bool }
    func int(_ key: StaticString) -> Int? { json[key]?.int }
    var outcome: AnswerOutcome? { json["outcome"].flatMap(AnswerOutcome.init(line:)) }
    /// `decodeIfPresent`: absent or null is `.some(nil)`; anything but a string is nil.
    func optional(_ key: StaticString) -> String?? { json.optionalString(key) }
}

extension LineTokens.Value {
    /// A time as `Timestamp(iso8601:)` reads it, read from the line's bytes when they are
    /// the string's text (nearly always), else from the string.
    var timestamp: Timestamp? {
        if let time = plainBytes(Timestamp.init(iso8601UTF8:)) { return time }
        guard kind == .string, !node.flag else { return nil }
        return string.flatMap(Timestamp.init(iso8601:))
    }

    /// A member read with `decodeIfPresent(String.self, …)`: absent or null is `.some(nil)`;
    /// anything but a string is nil (`JSONDecoder` would throw).
    func optionalString(_ key: StaticString) -> String?? {
        guard let member = self[key], !member.isNull else { return .some(nil) }
        return member.string.map { .some($0) }
    }
}

extension JournalEvent.Kind {
    fileprivate init?(name: JournalEventName, _ json: LineTokens.Value) {
        let fields = LineFields(json: json)
        guard let kind = Self.onboardingEvent(name, fields) ?? Self.studyEvent(name, fields) else { return nil }
        self = kind
    }

    /// The events of joining and onboarding, up to the signature and permissions.
    private static func onboardingEvent(_ name: JournalEventName, _ f: LineFields) -> Self? {
        switch name {
        case .joined:
            guard let study = f.string("study"), let version = f.string("version"),
                let participant = f.string("participant"), let language = f.string("language")
            else { return nil }
            return .joined(studyID: study, studyVersion: version, participant: participant, language: language)
        case .introductionShown: return .introductionShown
        case .eligibilityAnswered:
            guard let step: StepID = f.id("step"), let outcome = f.outcome else { return nil }
            return .eligibilityAnswered(step: step, outcome: outcome)
        case .eligibilityDecided: return f.bool("eligible").map { .eligibilityDecided(eligible: $0) }
        case .consentSectionShown:
            return f.id("section").map { (section: ConsentSectionID) in .consentSectionShown(section: section) }
        case .consentLearnMoreShown:
            return f.id("section").map { (section: ConsentSectionID) in .consentLearnMoreShown(section: section) }
        case .quizAnswered:
            guard let attempt = f.int("attempt"), let question: QuizQuestionID = f.id("question"),
                let outcome = f.outcome, let correct = f.bool("correct")
            else { return nil }
            return .quizAnswered(attempt: attempt, question: question, outcome: outcome, correct: correct)
        case .quizFinished:
            guard let attempt = f.int("attempt"), let correct = f.int("correct"), let passed = f.bool("passed") else {
                return nil
            }
            return .quizFinished(attempt: attempt, correct: correct, passed: passed)
        case .consentReviewShown: return .consentReviewShown
        case .consentDecided: return f.bool("agreed").map { .consentDecided(agreed: $0) }
        case .signed: return f.json["signature"].flatMap(JournalEvent.Signed.init(line:)).map { .signed($0) }
        case .permissionDecided:
            guard let permission: PermissionID = f.id("permission"), let granted = f.bool("granted") else {
                return nil
            }
            return .permissionDecided(permission: permission, granted: granted)
        case .onboardingCompleted: return .onboardingCompleted
        default: return nil
        }
    }

    /// The events of sessions, tasks and what follows onboarding.
    private static func studyEvent(_ name: JournalEventName, _ f: LineFields) -> Self? {
        switch name {
        case .sessionStarted: return f.value("mode").map { (mode: SessionMode) in .sessionStarted(mode: mode) }
        case .sessionEnded:
            return f.value("reason").map { (reason: SessionEndReason) in .sessionEnded(reason: reason) }
        case .taskStarted:
            guard let task: TaskID = f.id("task"), let run = f.string("run") else { return nil }
            return .taskStarted(task: task, run: run)
        case .stepShown:
            guard let task: TaskID = f.id("task"), let run = f.string("run"), let step: StepID = f.id("step") else {
                return nil
            }
            return .stepShown(task: task, run: run, step: step)
        case .answered:
            guard let task: TaskID = f.id("task"), let run = f.string("run"), let step: StepID = f.id("step"),
                let outcome = f.outcome
            else { return nil }
            return .answered(task: task, run: run, step: step, outcome: outcome)
        case .wentBack:
            guard let task: TaskID = f.id("task"), let run = f.string("run"), let from: StepID = f.id("from"),
                let to: StepID = f.id("to")
            else { return nil }
            return .wentBack(task: task, run: run, from: from, to: to)
        case .taskFinished:
            guard let task: TaskID = f.id("task"), let run = f.string("run"),
                let status: TaskRunStatus = f.value("status")
            else { return nil }
            return .taskFinished(task: task, run: run, status: status)
        case .resultSaved:
            guard let task: TaskID = f.id("task"), let run = f.string("run"), let sha256 = f.string("sha256") else {
                return nil
            }
            return .resultSaved(task: task, run: run, sha256: sha256)
        case .documentSaved:
            guard let file = f.string("file"), let sha256 = f.string("sha256") else { return nil }
            return .documentSaved(file: file, sha256: sha256)
        case .withdrew: return f.value("answers").map { (answers: WithdrawalChoice) in .withdrew(answers: answers) }
        case .contactUpdated:
            guard let email = f.optional("email"), let phone = f.optional("phone"),
                let identity = f.optional("identity")
            else { return nil }
            return .contactUpdated(email: email, phone: phone, identity: identity)
        case .reconsentStarted: return f.string("version").map { .reconsentStarted(version: $0) }
        case .studyChangeShown: return f.string("version").map { .studyChangeShown(version: $0) }
        default: return nil
        }
    }
}

extension JournalEvent.Signed {
    /// As `init(from:)` reads it: the names are required unless the signature is sealed.
    fileprivate init?(line json: LineTokens.Value) {
        guard json.isObject else { return nil }
        guard let identity = json.optionalString("identity"), let email = json.optionalString("email"),
            let phone = json.optionalString("phone"), let consentVersion = json.optionalString("consentVersion")
        else { return nil }
        var hashes: [String: String]?
        if let member = json["sectionHashes"], !member.isNull {
            guard let members = member.members else { return nil }
            var read: [String: String] = [:]
            for (key, value) in members {
                guard let hash = value.string else { return nil }
                read[key] = hash
            }
            hashes = read
        }
        var fullName = ""
        var signature = ""
        if identity == nil {
            guard let name = json["fullName"]?.string, let signed = json["signature"]?.string else { return nil }
            (fullName, signature) = (name, signed)
        }
        self.init(
            fullName: fullName, signature: signature, email: email, phone: phone, consentVersion: consentVersion,
            sectionHashes: hashes, identity: identity)
    }
}

extension AnswerOutcome {
    /// As `init(from:)` reads it.
    init?(line json: LineTokens.Value) {
        guard json.isObject, let status = json["status"]?.string else { return nil }
        switch status {
        case "answered":
            guard let answer = json["answer"].flatMap(AnswerValue.init(line:)) else { return nil }
            self = .answered(answer)
        case "skipped": self = .skipped
        case "prefer-not-to-answer": self = .preferNotToAnswer
        case "sealed":
            guard let record = json["record"]?.string else { return nil }
            self = .sealed(record: record)
        default: return nil
        }
    }
}

extension AnswerValue {
    /// As `init(from:)` reads it, with the same checks of dates, times and units.
    init?(line json: LineTokens.Value) {
        guard json.isObject, let type = json["type"]?.string else { return nil }
        let value = json["value"]
        switch type {
        case "yes-no":
            guard let answer = value?.bool else { return nil }
            self = .yesNo(answer)
        case "choice":
            guard let choice = value?.string, let other = json.optionalString("other") else { return nil }
            self = .choice(choice, otherText: other)
        case "choices":
            guard let elements = json["values"]?.elements, let other = json.optionalString("other") else {
                return nil
            }
            let choices = elements.compactMap(\.string)
            guard choices.count == elements.count else { return nil }
            self = .choices(choices, otherText: other)
        case "integer", "scale", "text-scale":
            guard let number = value?.int else { return nil }
            self = type == "integer" ? .integer(number) : type == "scale" ? .scale(number) : .textScale(number)
        case "decimal":
            guard let number = value?.double else { return nil }
            self = .decimal(number)
        case "text", "email":
            guard let text = value?.string else { return nil }
            self = type == "text" ? .text(text) : .email(text)
        case "date":
            guard let day = value?.string.flatMap({ ValueFormats.day($0) }) else { return nil }
            self = .date(day)
        case "time":
            guard let minute = value?.string.flatMap({ ExpressionTemporal.minutes($0) }) else { return nil }
            self = .time(minuteOfDay: minute)
        case "date-time":
            guard let (day, minute, offset) = value?.string.flatMap({ AnswerJSON.moment($0) }) else { return nil }
            self = .dateTime(day, minuteOfDay: minute, utcOffsetMinutes: offset)
        case "duration":
            guard let seconds = json["seconds"]?.int else { return nil }
            self = .duration(seconds: seconds)
        case "height", "weight":
            guard json["unit"]?.string == (type == "height" ? "cm" : "kg"), let amount = value?.double else {
                return nil
            }
            self = type == "height" ? .height(centimetres: amount) : .weight(kilograms: amount)
        default: return nil
        }
    }
}
