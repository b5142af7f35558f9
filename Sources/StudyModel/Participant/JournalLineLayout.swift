import Foundation

/// The journal's most frequent lines read straight from their bytes, in exactly the layout
/// this program writes them (`JSONEncoder` with sorted keys: no spaces, keys in order,
/// strings of plain ASCII): a step shown, an answer, a consent section shown, a quiz answer,
/// a permission, a task's run started or finished, nine lines in ten of a journal. Each is
/// matched byte for byte against that layout, with no list of values made and no key
/// searched for; the first byte that differs (another key, a space, an escape, a number with
/// a fraction, any other event) gives the line up (nil) to `LineTokens`, which reads
/// everything else as before. So a line read here is one whose every byte says what the
/// general reading would read, and it gives the same event. The rest of a journal's events
/// and answers (a line or two each): `JournalLineLayout+Events.swift`.
struct JournalLineLayout {
    let bytes: UnsafeRawBufferPointer
    var index = 0
    /// The task, run and step the lines before named: most lines name the ones the line
    /// before did, and comparing the bytes costs a tenth of making the string again.
    var recent: Recent

    private init(bytes: UnsafeRawBufferPointer, recent: Recent) {
        self.bytes = bytes
        self.recent = recent
    }

    /// The event of `line` when it is written in the layout, else nil.
    static func event(_ line: Data) -> JournalEvent? {
        var recent = Recent()
        return event(line, recent: &recent)
    }

    /// The same for one line of many, `recent` kept from line to line.
    static func event(_ line: Data, recent: inout Recent) -> JournalEvent? {
        line.withUnsafeBytes { event($0, recent: &recent) }
    }

    /// The same for a line's bytes.
    static func event(_ line: UnsafeRawBufferPointer, recent: inout Recent) -> JournalEvent? {
        var layout = JournalLineLayout(bytes: line, recent: recent)
        defer { recent = layout.recent }
        return layout.event()
    }

    /// The task, run and step ids of the last lines read, kept as their strings, and the
    /// day of the last time read.
    struct Recent {
        var task = ""
        var run = ""
        var step = ""
        var day = Timestamp.RecentDay()
    }

    /// A task id, a run id, a step id: the string read before when the bytes are its bytes.
    mutating func taskString() -> String? {
        guard let range = plainRange() else { return nil }
        return Self.reusing(&recent.task, UnsafeRawBufferPointer(rebasing: bytes[range]))
    }

    mutating func runString() -> String? {
        guard let range = plainRange() else { return nil }
        return Self.reusing(&recent.run, UnsafeRawBufferPointer(rebasing: bytes[range]))
    }

    mutating func stepString() -> String? {
        guard let range = plainRange() else { return nil }
        return Self.reusing(&recent.step, UnsafeRawBufferPointer(rebasing: bytes[range]))
    }

    private static func reusing(_ last: inout String, _ text: UnsafeRawBufferPointer) -> String {
        // Compared in place (`withUTF8`; going through `utf8` a byte at a time cost more
        // than making the string).
        if last.utf8.count == text.count,
            text.isEmpty || last.withUTF8({ memcmp($0.baseAddress!, text.baseAddress!, text.count) == 0 })
        {
            return last
        }
        last = String(decoding: text, as: UTF8.self)
        return last
    }

    /// The event's name is matched with its closing quote, so that a longer name is no match.
    mutating func event() -> JournalEvent? {
        if literal(#"{"attempt":"#) { return quizEvent() }
        if literal(#"{"agreed":"#) { return consentDecided() }
        if literal(#"{"eligible":"#) { return eligibilityDecided() }
        guard literal(#"{"event":""#), index < bytes.count else { return nil }
        // The name's first byte says which few layouts can follow: the frequent lines are
        // not tried against every other event's name first.
        let name = index
        switch bytes[name] {
        case UInt8(ascii: "s"):
            if let event = stepShown() { return event }
        case UInt8(ascii: "a"): return answered()
        case UInt8(ascii: "t"), UInt8(ascii: "p"): return taskOrPermissionEvent()
        case UInt8(ascii: "e"): return eligibilityAnswered()
        case UInt8(ascii: "c"):
            if let event = consentSectionShown() { return event }
        default: break
        }
        index = name
        return sessionOrOnboardingEvent()
    }

    /// `step-shown` (the event's name not yet read).
    mutating func stepShown() -> JournalEvent? {
        if literal(#"step-shown""#) {
            guard skipLink(), literal(#","run":""#), let run = runString(), let (sequence, step) = sequenceAndStep(),
                literal(#","task":""#), let task = taskString(), let time = timeAndEnd()
            else { return nil }
            return JournalEvent(
                sequence: sequence, time: time, kind: .stepShown(task: TaskID(task), run: run, step: StepID(step)))
        }
        return nil
    }

    /// A survey step's answer (the event's name not yet read).
    mutating func answered() -> JournalEvent? {
        if literal(#"answered","outcome":"#) {
            guard let outcome = outcome(), skipLink(), literal(#","run":""#), let run = runString(),
                let (sequence, step) = sequenceAndStep(), literal(#","task":""#), let task = taskString(),
                let time = timeAndEnd()
            else { return nil }
            return JournalEvent(
                sequence: sequence, time: time,
                kind: .answered(task: TaskID(task), run: run, step: StepID(step), outcome: outcome))
        }
        return nil
    }

    /// A consent section shown (the event's name not yet read).
    mutating func consentSectionShown() -> JournalEvent? {
        if literal(#"consent-section-shown""#) {
            guard skipLink(), literal(#","section":""#), let section = plainString(), literal(#","seq":"#),
                let sequence = integer(), let time = timeAndEnd()
            else { return nil }
            return JournalEvent(
                sequence: sequence, time: time, kind: .consentSectionShown(section: ConsentSectionID(section)))
        }
        return nil
    }

    /// An eligibility question's answer (the event's name not yet read).
    mutating func eligibilityAnswered() -> JournalEvent? {
        if literal(#"eligibility-answered","outcome":"#) {
            guard let outcome = outcome(), skipLink(), let (sequence, step) = sequenceAndStep(),
                let time = timeAndEnd()
            else { return nil }
            return JournalEvent(
                sequence: sequence, time: time, kind: .eligibilityAnswered(step: StepID(step), outcome: outcome))
        }
        return nil
    }

    /// A task's run started or finished, a permission decided (the event's name not yet read).
    mutating func taskOrPermissionEvent() -> JournalEvent? {
        if literal(#"task-started""#) {
            guard skipLink(), literal(#","run":""#), let run = runString(), literal(#","seq":"#),
                let sequence = integer(), literal(#","task":""#), let task = taskString(), let time = timeAndEnd()
            else { return nil }
            return JournalEvent(sequence: sequence, time: time, kind: .taskStarted(task: TaskID(task), run: run))
        }
        if literal(#"task-finished""#) {
            guard skipLink(), literal(#","run":""#), let run = runString(), literal(#","seq":"#),
                let sequence = integer(), literal(#","status":""#),
                let status = plainString().flatMap(TaskRunStatus.init(rawValue:)), literal(#","task":""#),
                let task = taskString(), let time = timeAndEnd()
            else { return nil }
            return JournalEvent(
                sequence: sequence, time: time, kind: .taskFinished(task: TaskID(task), run: run, status: status))
        }
        if literal(#"permission-decided","granted":"#) {
            guard let granted = bool(), literal(#","permission":""#), let permission = plainString(), skipLink(),
                literal(#","seq":"#), let sequence = integer(), let time = timeAndEnd()
            else { return nil }
            return JournalEvent(
                sequence: sequence, time: time,
                kind: .permissionDecided(permission: PermissionID(permission), granted: granted))
        }
        return nil
    }

    /// A quiz question answered, or the quiz finished: `attempt` and `correct` sort before
    /// `event` (`{"attempt":` read); `correct` is a yes or no for an answer, a count at the end.
    mutating func quizEvent() -> JournalEvent? {
        guard let attempt = integer(), literal(#","correct":"#) else { return nil }
        if let count = integer() { return quizFinished(attempt: attempt, correct: count) }
        guard let correct = bool(),
            literal(#","event":"quiz-answered","outcome":"#), let outcome = outcome(), skipLink(),
            literal(#","question":""#), let question = plainString(), literal(#","seq":"#), let sequence = integer(),
            let time = timeAndEnd()
        else { return nil }
        return JournalEvent(
            sequence: sequence, time: time,
            kind: .quizAnswered(
                attempt: attempt, question: QuizQuestionID(question), outcome: outcome, correct: correct))
    }

    mutating func bool() -> Bool? {
        if literal("true") { return true }
        return literal("false") ? false : nil
    }

    /// `,"seq":N,"step":"S"`.
    mutating func sequenceAndStep() -> (Int, String)? {
        guard literal(#","seq":"#), let sequence = integer(), literal(#","step":""#), let step = stepString()
        else { return nil }
        return (sequence, step)
    }

    /// `,"time":"T"}` and the line's end; the time read as the general reading reads it.
    mutating func timeAndEnd() -> Timestamp? {
        guard literal(#","time":""#) else { return nil }
        // The layout the program writes, 29 bytes, the quote, the brace and the line's end:
        // read without a look at each byte for the string's end first. Every byte of the 29
        // is checked by the written layout's reading (digits and separators: none a quote,
        // an escape or a control byte), so it is the time the general way reads, when it
        // reads one; else the general way is taken.
        if bytes.count - index == 31, bytes[index + 29] == UInt8(ascii: "\""), bytes[index + 30] == UInt8(ascii: "}"),
            let time = Timestamp.writtenLayout(
                UnsafeRawBufferPointer(rebasing: bytes[index..<index + 29]), recentDay: &recent.day)
        {
            index = bytes.count
            return time
        }
        guard let range = plainRange(), literal("}"), index == bytes.count else { return nil }
        return Timestamp(iso8601UTF8: UnsafeRawBufferPointer(rebasing: bytes[range]), recentDay: &recent.day)
    }

    /// The link of the chain (`"prev"`), when the line carries one: not part of the event.
    mutating func skipLink() -> Bool {
        guard literal(#","prev":""#) else { return true }
        return plainRange() != nil
    }

    /// `{"answer":{"type":"T","value":V},"status":"answered"}`, or a skip, or a preference
    /// not to answer; any other outcome is left to the general reading.
    mutating func outcome() -> AnswerOutcome? {
        if literal(#"{"status":"skipped"}"#) { return .skipped }
        if literal(#"{"status":"prefer-not-to-answer"}"#) { return .preferNotToAnswer }
        guard literal(#"{"answer":{"#), let answer = answerFields(), literal(#"},"status":"answered"}"#)
        else { return nil }
        return .answered(answer)
    }

    /// The type and value of an answer, for the types written with one plain value, as
    /// `AnswerValue.init(line:)` reads them.
    mutating func answerValue() -> AnswerValue? {
        if literal(#"yes-no","value":"#) { return bool().map(AnswerValue.yesNo) }
        if literal(#"choice","value":""#) { return plainString().map { .choice($0, otherText: nil) } }
        if literal(#"integer","value":"#) { return integer().map(AnswerValue.integer) }
        if literal(#"scale","value":"#) { return integer().map(AnswerValue.scale) }
        if literal(#"text-scale","value":"#) { return integer().map(AnswerValue.textScale) }
        if literal(#"text","value":""#) { return plainString().map(AnswerValue.text) }
        if literal(#"email","value":""#) { return plainString().map(AnswerValue.email) }
        if literal(#"date","value":""#) { return plainString().flatMap(ValueFormats.day).map(AnswerValue.date) }
        return answerValueOfOtherTypes()
    }

    /// Whether the bytes at the reading place are `text`; if so, reads past them.
    /// Compared a word at a time in place: the literals are short, and a call of `memcmp`
    /// for each cost more than the comparison.
    @inline(__always)
    mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count, let base = bytes.baseAddress else { return false }
        let here = base + index
        let expected = UnsafeRawPointer(text.utf8Start)
        var offset = 0
        while offset + 8 <= count {
            guard
                here.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == expected.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < count {
            guard
                here.load(fromByteOffset: offset, as: UInt8.self)
                    == expected.load(fromByteOffset: offset, as: UInt8.self)
            else { return false }
            offset += 1
        }
        index += count
        return true
    }

    /// The rest of a string whose opening quote is read, when it is plain: printable ASCII
    /// without a quote or backslash inside, so its bytes are its text.
    mutating func plainString() -> String? {
        guard let range = plainRange() else { return nil }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Where such a string's text lies; the closing quote is read.
    mutating func plainRange() -> Range<Int>? {
        let start = index
        index = PlainBytes.skipped(bytes, from: index)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<index - 1
            }
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        return nil
    }

    /// An integer as JSON writes one (`-?(0|[1-9][0-9]*)`) that fits in `Int`, read as
    /// `LineTokens.Value.int` reads it.
    mutating func integer() -> Int? {
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
            // Gathered as a negative number, so that `Int.min` fits, as `Int(text)` reads it.
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (added, overflowAdd) = shifted.subtractingReportingOverflow(Int(bytes[index] &- UInt8(ascii: "0")))
            guard !overflowShift, !overflowAdd else { return nil }
            value = added
            index += 1
        }
        // A fraction or exponent after it is no match for what the layout expects next.
        let count = index - start
        guard count > 0, count == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        if negative { return value }
        return value == Int.min ? nil : -value
    }
}
