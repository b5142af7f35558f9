/// The journal's other lines in the layout the program writes, each a line or two of a
/// journal but together a fifth of its lines: joining, a sitting started and ended, the
/// onboarding's decisions, a quiz finished, going back, and the answers of the types with
/// more than one plain value (a multiple choice, a choice with "other", a decimal, a time,
/// a date and time, a duration, a height or weight). Read as `JournalLineLayout` reads the
/// frequent ones: byte for byte, anything else left to the general reading.
extension JournalLineLayout {
    /// The events named after `{"event":"` that take no more than a few plain fields.
    mutating func sessionOrOnboardingEvent() -> JournalEvent? {
        if literal(#"session-started","mode":""#) {
            guard let mode = plainString().flatMap(SessionMode.init(rawValue:)), skipLink(),
                let (sequence, time) = sequenceAndTime()
            else { return nil }
            return JournalEvent(sequence: sequence, time: time, kind: .sessionStarted(mode: mode))
        }
        if literal(#"session-ended""#) {
            guard skipLink(), literal(#","reason":""#),
                let reason = plainString().flatMap(SessionEndReason.init(rawValue:)),
                let (sequence, time) = sequenceAndTime()
            else { return nil }
            return JournalEvent(sequence: sequence, time: time, kind: .sessionEnded(reason: reason))
        }
        if let kind = eventWithoutFields() {
            guard skipLink(), let (sequence, time) = sequenceAndTime() else { return nil }
            return JournalEvent(sequence: sequence, time: time, kind: kind)
        }
        if literal(#"consent-learn-more-shown""#) {
            guard skipLink(), literal(#","section":""#), let section = plainString(),
                let (sequence, time) = sequenceAndTime()
            else { return nil }
            return JournalEvent(
                sequence: sequence, time: time, kind: .consentLearnMoreShown(section: ConsentSectionID(section)))
        }
        if literal(#"signed""#) { return signed() }
        if literal(#"went-back","from":""#) { return wentBack() }
        if literal(#"joined","language":""#) { return joined() }
        return nil
    }

    /// An event's name with its closing quote, for the events that are only a name.
    private mutating func eventWithoutFields() -> JournalEvent.Kind? {
        if literal(#"consent-review-shown""#) { return .consentReviewShown }
        if literal(#"onboarding-completed""#) { return .onboardingCompleted }
        if literal(#"introduction-shown""#) { return .introductionShown }
        return nil
    }

    /// `signed` (its name read), when the signature holds plain strings only: the consent
    /// version, email, name, phone and signature. Section hashes, a sealed identity or any
    /// other key is left to the general reading. A journal has one or two such lines, but
    /// each went the general way, at the cost of dozens of lines read from the layout.
    private mutating func signed() -> JournalEvent? {
        guard skipLink(), literal(#","seq":"#), let sequence = integer(), literal(#","signature":{"#),
            let consentVersion = optionalMember(#""consentVersion":""#), let email = optionalMember(#""email":""#),
            literal(#""fullName":""#), let fullName = plainString(), literal(","),
            let phone = optionalMember(#""phone":""#), literal(#""signature":""#), let signature = plainString(),
            literal("}"), let time = timeAndEnd()
        else { return nil }
        let signed = JournalEvent.Signed(
            fullName: fullName, signature: signature, email: email, phone: phone, consentVersion: consentVersion)
        return JournalEvent(sequence: sequence, time: time, kind: .signed(signed))
    }

    /// A member that may be left out, `key` then a plain string and a comma: `.some(nil)`
    /// when it is not there, nil when it is there in another form.
    private mutating func optionalMember(_ key: StaticString) -> String?? {
        guard literal(key) else { return .some(nil) }
        guard let value = plainString(), literal(",") else { return nil }
        return .some(value)
    }

    /// `went-back`: its time comes before `to`, the last key.
    private mutating func wentBack() -> JournalEvent? {
        guard let from = plainString(), skipLink(), literal(#","run":""#), let run = runString(),
            literal(#","seq":"#), let sequence = integer(), literal(#","task":""#), let task = taskString(),
            let time = timeField(), literal(#","to":""#), let to = plainString(), atEnd()
        else { return nil }
        return JournalEvent(
            sequence: sequence, time: time,
            kind: .wentBack(task: TaskID(task), run: run, from: StepID(from), to: StepID(to)))
    }

    /// `joined`: the first line of a journal; its time comes before `version`.
    private mutating func joined() -> JournalEvent? {
        guard let language = plainString(), literal(#","participant":""#), let participant = plainString(),
            skipLink(), literal(#","seq":"#), let sequence = integer(), literal(#","study":""#),
            let study = plainString(), let time = timeField(), literal(#","version":""#),
            let version = plainString(), atEnd()
        else { return nil }
        return JournalEvent(
            sequence: sequence, time: time,
            kind: .joined(studyID: study, studyVersion: version, participant: participant, language: language))
    }

    /// `consent-decided` (`{"agreed":` read).
    mutating func consentDecided() -> JournalEvent? {
        guard let agreed = bool(), literal(#","event":"consent-decided""#), skipLink(),
            let (sequence, time) = sequenceAndTime()
        else { return nil }
        return JournalEvent(sequence: sequence, time: time, kind: .consentDecided(agreed: agreed))
    }

    /// `eligibility-decided` (`{"eligible":` read).
    mutating func eligibilityDecided() -> JournalEvent? {
        guard let eligible = bool(), literal(#","event":"eligibility-decided""#), skipLink(),
            let (sequence, time) = sequenceAndTime()
        else { return nil }
        return JournalEvent(sequence: sequence, time: time, kind: .eligibilityDecided(eligible: eligible))
    }

    /// `quiz-finished`, its attempt and count of correct answers read.
    mutating func quizFinished(attempt: Int, correct: Int) -> JournalEvent? {
        guard literal(#","event":"quiz-finished","passed":"#), let passed = bool(), skipLink(),
            let (sequence, time) = sequenceAndTime()
        else { return nil }
        return JournalEvent(
            sequence: sequence, time: time, kind: .quizFinished(attempt: attempt, correct: correct, passed: passed))
    }

    /// An answer's members after `{"answer":{`: the type first, or the keys that sort
    /// before it (a duration's `seconds`, a choice's `other`).
    mutating func answerFields() -> AnswerValue? {
        if literal(#""type":""#) { return answerValue() }
        if literal(#""seconds":"#) {
            guard let seconds = integer(), literal(#","type":"duration""#) else { return nil }
            return .duration(seconds: seconds)
        }
        guard literal(#""other":""#), let other = plainString(), literal(#","type":""#) else { return nil }
        if literal(#"choice","value":""#) { return plainString().map { .choice($0, otherText: other) } }
        if literal(#"choices","values":"#) { return choiceList().map { .choices($0, otherText: other) } }
        return nil
    }

    /// The types `answerValue` does not read itself (its type read, with its closing quote
    /// still to come).
    mutating func answerValueOfOtherTypes() -> AnswerValue? {
        if literal(#"choices","values":"#) { return choiceList().map { .choices($0, otherText: nil) } }
        if literal(#"decimal","value":"#) { return number().map(AnswerValue.decimal) }
        if literal(#"time","value":""#) {
            return plainString().flatMap { ExpressionTemporal.minutes($0) }.map { .time(minuteOfDay: $0) }
        }
        if literal(#"date-time","value":""#) {
            guard let (day, minute, offset) = plainString().flatMap({ AnswerJSON.moment($0) }) else { return nil }
            return .dateTime(day, minuteOfDay: minute, utcOffsetMinutes: offset)
        }
        if literal(#"height","unit":"cm","value":"#) { return number().map { .height(centimetres: $0) } }
        if literal(#"weight","unit":"kg","value":"#) { return number().map { .weight(kilograms: $0) } }
        return nil
    }

    /// A list of plain strings, `["a","b"]`, as a multiple choice writes its values.
    private mutating func choiceList() -> [String]? {
        guard literal("[") else { return nil }
        var values: [String] = []
        if literal("]") { return values }
        repeat {
            guard literal("\""), let value = plainString() else { return nil }
            values.append(value)
        } while literal(",")
        return literal("]") ? values : nil
    }

    /// A number as JSON writes one without an exponent (`-?(0|[1-9][0-9]*)(\.[0-9]+)?`), read
    /// as `LineTokens.Value.double` reads it; an exponent is left to the general reading
    /// (the `e` matches nothing the layout expects next).
    private mutating func number() -> Double? {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        guard index > digits, index - digits == 1 || bytes[digits] != UInt8(ascii: "0") else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index > fraction else { return nil }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `,"seq":N,"time":"T"}` and the line's end.
    private mutating func sequenceAndTime() -> (Int, Timestamp)? {
        guard literal(#","seq":"#), let sequence = integer(), let time = timeAndEnd() else { return nil }
        return (sequence, time)
    }

    /// `,"time":"T"` where more keys follow it.
    private mutating func timeField() -> Timestamp? {
        guard literal(#","time":""#), let range = plainRange() else { return nil }
        return Timestamp(iso8601UTF8: UnsafeRawBufferPointer(rebasing: bytes[range]), recentDay: &recent.day)
    }

    /// The object's closing brace, and nothing after it.
    private mutating func atEnd() -> Bool {
        literal("}") && index == bytes.count
    }
}
