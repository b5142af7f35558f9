/// Codes and choice scores: a code's system is a URI (as FHIR requires, so an export stays
/// valid), and a question's choices have a score each or none, so `score(q)` is never
/// computed from some of them.
enum CodingCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        context.study.forEachSurveyStep { step in
            guard let question = step.question else { return }
            diagnostics += question.codes.compactMap(systemProblem)
            guard let options = question.answer.choices else { return }
            diagnostics += options.choices.compactMap { $0.code.flatMap(systemProblem) }
            diagnostics += scoreProblems(options, question: question.id.value.rawValue)
        }
        return diagnostics
    }

    /// `http://loinc.org`, `urn:oid:2.16.840.1.113883.6.96`: a scheme, a colon, then more.
    static func isURI(_ text: String) -> Bool {
        asciiIsURI(text) ?? characterIsURI(text)
    }

    /// The rule as characters, for any text.
    static func characterIsURI(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
            text.index(after: colon) != text.endIndex
        else { return false }
        let scheme = text[..<colon]
        return scheme.first!.isASCII && scheme.first!.isLetter
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && !text.contains(where: \.isWhitespace)
    }

    /// The same answer read byte by byte, for a text that is all ASCII (nil otherwise), where
    /// characters and bytes agree: a code's system is checked once per code, and walking it
    /// as `Character`s (grapheme breaking, Unicode properties) was about 26 thousand
    /// instructions a code, 8 % of importing a 1,000-item Questionnaire.
    static func asciiIsURI(_ text: String) -> Bool? {
        var bytes = text.utf8.makeIterator()
        var inScheme = true
        var schemeLength = 0
        var afterColon = 0
        while let byte = bytes.next() {
            guard byte < 0x80 else { return nil }
            // Unicode's White_Space among ASCII: tab, line feed, vertical tab, form feed,
            // carriage return, space.
            if byte == 0x20 || (0x09...0x0D).contains(byte) { return restIsASCII(&bytes) ? false : nil }
            if inScheme {
                if byte == UInt8(ascii: ":") {
                    guard schemeLength > 0 else { return restIsASCII(&bytes) ? false : nil }
                    inScheme = false
                    continue
                }
                let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                let fits =
                    schemeLength == 0
                    ? isLetter
                    : isLetter || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "+")
                        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                guard fits else { return restIsASCII(&bytes) ? false : nil }
                schemeLength += 1
            } else {
                afterColon += 1
            }
        }
        return !inScheme && afterColon > 0
    }

    private static func restIsASCII(_ bytes: inout String.UTF8View.Iterator) -> Bool {
        while let byte = bytes.next() { guard byte < 0x80 else { return false } }
        return true
    }

    private static func systemProblem(_ coding: Coding) -> Diagnostic? {
        guard !isURI(coding.system.value) else { return nil }
        return .error(
            .codingSystem,
            "the system of code '\(coding.code.value)' must be a URI, but it is '\(coding.system.value)'",
            at: coding.system.location,
            hint: "name the terminology by its URI, e.g. http://loinc.org or http://snomed.info/sct")
    }

    private static func scoreProblems(_ options: ChoiceOptions, question: String) -> [Diagnostic] {
        let scored = options.choices.filter { $0.score != nil }
        guard !scored.isEmpty, scored.count < options.choices.count else { return [] }
        return options.choices.filter { $0.score == nil }.map { choice in
            .error(
                .partialScores,
                "choice '\(choice.value.value)' of question '\(question)' has no score, but other choices have one",
                at: choice.location, hint: "give every choice a score (0 where it adds nothing), or none")
        }
    }
}
