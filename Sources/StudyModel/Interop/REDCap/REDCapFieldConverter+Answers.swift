/// Field types, text validations and choices as the study's answer types.
extension REDCapFieldConverter {
    mutating func answer(_ type: String) -> (DraftNode, REDCapKind)? {
        switch (type, studyType) {
        case ("yesno", _): return (FHIRYAML.plain("yes-no"), .yesNo)
        case ("truefalse", _):
            return (
                FHIRYAML.map([
                    ("type", FHIRYAML.plain("yes-no")), ("yes-label", FHIRYAML.text("True")),
                    ("no-label", FHIRYAML.text("False")),
                ]), .yesNo
            )
        case ("radio", "scale"?): return scale()
        case ("radio", _), ("dropdown", _), ("checkbox", _): return choices(type)
        case ("notes", _):
            return (FHIRYAML.map([("type", FHIRYAML.plain("text")), ("multiline", FHIRYAML.plain("true"))]), .text)
        case ("text", _): return text()
        case ("slider", _): return slider()
        default:
            let what = type.isEmpty ? "no field type" : "the field type '\(type)'"
            note(.type, "\(what) has no answer type in a study; the field is left out")
            return nil
        }
    }

    /// `1, Label | 2, Label`: value and label; a value needs a comma after it.
    private mutating func parsedChoices() -> [(value: String, label: String)] {
        var parsed: [(value: String, label: String)] = []
        for entry in field(.choices).components(separatedBy: "|") {
            let trimmed = REDCapText.trimmed(entry[...])
            guard !trimmed.isEmpty else { continue }
            guard let comma = trimmed.firstIndex(of: ",") else {
                note(.choices, "the choice '\(trimmed)' has no comma between its code and its label; left out")
                continue
            }
            let value = REDCapText.trimmed(trimmed[..<comma])
            let label = REDCapText.trimmed(trimmed[trimmed.index(after: comma)...])
            let shown = label.isEmpty ? value : label
            guard !value.isEmpty, !parsed.contains(where: { $0.value == value || $0.label == shown }) else {
                note(.choices, "the choice '\(trimmed)' has an empty or repeated code or label; left out")
                continue
            }
            parsed.append((value, shown))
        }
        return parsed
    }

    private mutating func choices(_ type: String) -> (DraftNode, REDCapKind)? {
        let parsed = parsedChoices()
        guard !parsed.isEmpty else {
            note(.choices, "the field has no choices; it is left out")
            return nil
        }
        // `study export` writes a companion `<name>_other` field when a choice takes typed text.
        let other = hasOther ? parsed.firstIndex { $0.value == "other" } ?? parsed.count - 1 : nil
        let nodes = parsed.enumerated().map { index, choice in
            FHIRYAML.map([
                ("value", Int(choice.value) != nil ? FHIRYAML.plain(choice.value) : FHIRYAML.text(choice.value)),
                ("label", FHIRYAML.text(choice.label)),
                ("other", index == other ? FHIRYAML.plain("true") : nil),
            ])
        }
        let name = type == "checkbox" ? "multiple-choice" : type == "dropdown" ? "value-picker" : "single-choice"
        let kind: REDCapKind =
            type == "checkbox" ? .checkbox : .choice(numeric: parsed.allSatisfy { Int($0.value) != nil })
        return (FHIRYAML.map([("type", FHIRYAML.plain(name)), ("choices", FHIRYAML.list(nodes))]), kind)
    }

    /// A scale `study export` wrote as a radio field: its labels, or numbers from the codes and
    /// the end labels.
    private mutating func scale() -> (DraftNode, REDCapKind)? {
        let parsed = parsedChoices()
        // A scale of labels (1 = Never … 5 = Always) has words in the middle; a number scale
        // has its numbers there, and labels only at its ends.
        let middle = parsed.dropFirst().dropLast()
        if middle.contains(where: { $0.label != $0.value }) || (middle.isEmpty && parsed.count == 2) {
            let labels = parsed.map { FHIRYAML.text($0.label) }
            return (FHIRYAML.map([("type", FHIRYAML.plain("scale")), ("labels", FHIRYAML.list(labels))]), .number)
        }
        let numbers = parsed.compactMap { Int($0.value) }
        // Evenly spaced whole numbers, at most a scale's 14 points; anything else stays a choice.
        let step = numbers.count > 1 ? numbers[1] - numbers[0] : 0
        guard numbers.count == parsed.count, (2...14).contains(numbers.count), step > 0,
            zip(numbers, numbers.dropFirst()).allSatisfy({ $1 - $0 == step }), let low = numbers.first,
            let high = numbers.last
        else {
            return choices("radio")
        }
        let label = { (index: Int) in
            parsed[index].label == parsed[index].value ? nil : FHIRYAML.text(parsed[index].label)
        }
        return (
            FHIRYAML.map([
                ("type", FHIRYAML.plain("scale")), ("min", FHIRYAML.plain(String(low))),
                ("max", FHIRYAML.plain(String(high))),
                ("step", FHIRYAML.plain(String(step))),
                ("min-label", label(0)), ("max-label", label(parsed.count - 1)),
            ]), .number
        )
    }

    /// A slider is a number from its min to its max (0 to 100 unless set), too many points
    /// for a scale; its end labels go into the question's detail.
    private mutating func slider() -> (DraftNode, REDCapKind)? {
        var low = Int(field(.minimum)) ?? 0
        var high = Int(field(.maximum)) ?? 100
        if low >= high {
            note(.maximum, "the slider's max is not above its min; 0 to 100 is used")
            (low, high) = (0, 100)
        }
        let labels = field(.choices).components(separatedBy: "|").map(\.trimmingWhitespace)
        if labels.count == 3, !labels[1].isEmpty { note(.choices, "a slider's middle label is not shown") }
        return (
            FHIRYAML.map([
                ("type", FHIRYAML.plain("integer")), ("min", FHIRYAML.plain(String(low))),
                ("max", FHIRYAML.plain(String(high))),
            ]), .number
        )
    }

    /// The slider's end labels, as the question's detail: "0 = None, 100 = Worst".
    func sliderDetail() -> String? {
        // Asked of every field: the type first, before the choices are split.
        guard field.type == "slider" else { return nil }
        let labels = field(.choices).components(separatedBy: "|").map(\.trimmingWhitespace)
        guard let first = labels.first, let last = labels.last, labels.count > 1 else { return nil }
        let low = Int(field(.minimum)) ?? 0
        let high = Int(field(.maximum)) ?? 100
        let ends = [(low, first), (high, last)].filter { !$0.1.isEmpty }.map { "\($0.0) = \($0.1)" }
        return ends.isEmpty ? nil : ends.joined(separator: ", ")
    }
}
