/// One answer option as the study will write it.
struct FHIRChoice {
    var value: String
    var label: String
    var code: DraftNode?
    var score: Double?
    /// Marked as the study's "other" choice (FHIRExtension.otherChoice) on an open choice.
    var other = false
}

/// `answerOption` (valueCoding, valueString, valueInteger) and contained `answerValueSet`s
/// to choices, each with its value, label, code and score kept apart.
extension FHIRItemWalker {
    mutating func choiceFormat(_ item: FHIRJSON, open: Bool, path: String) -> (DraftNode, FHIRTarget.Kind)? {
        let read = options(item, path: path)
        var seen = Set<String>()
        let choices = read.filter { seen.insert($0.value).inserted }
        if choices.count < read.count {
            note(path + ".answerOption", "options that repeat a value are kept once")
        }
        guard !choices.isEmpty else {
            note(path, "a choice item without options it can read is left out")
            return nil
        }
        let multiple = item.flag("repeats")
        var nodes = choices.map { choice in
            FHIRYAML.map([
                ("value", FHIRYAML.text(choice.value)),
                ("label", FHIRYAML.text(choice.label)),
                ("score", choice.score.map(FHIRYAML.number)),
                ("code", choice.code),
                ("other", open && choice.other ? FHIRYAML.plain("true") : nil),
            ])
        }
        let scored = choices.allSatisfy { $0.score != nil }
        // An open choice exported by the study names its "other" option; any other gets one.
        if open && !choices.contains(where: \.other) {
            var value = "other"
            while seen.contains(value) { value += "_" }
            nodes.append(
                FHIRYAML.map([
                    ("value", FHIRYAML.text(value)), ("label", FHIRYAML.text("Other")),
                    ("score", scored ? FHIRYAML.number(0) : nil), ("other", FHIRYAML.plain("true")),
                ]))
        }
        let numeric = !open && choices.allSatisfy { Int($0.value) != nil }
        let format = FHIRYAML.map([
            ("type", FHIRYAML.plain(multiple ? "multiple-choice" : "single-choice")),
            ("choices", FHIRYAML.list(nodes)),
        ])
        return (format, multiple ? .multipleChoice : .singleChoice(numeric: numeric))
    }

    private mutating func options(_ item: FHIRJSON, path: String) -> [FHIRChoice] {
        if let reference = item["answerValueSet"]?.string {
            guard reference.hasPrefix("#"), let valueSet = valueSets[String(reference.dropFirst())] else {
                note(
                    path + ".answerValueSet",
                    "the value set '\(reference)' is not contained in the file, so its choices are unknown")
                return []
            }
            return concepts(valueSet, path: path + ".answerValueSet")
        }
        var choices: [FHIRChoice] = []
        for (index, option) in (item["answerOption"]?.array ?? []).enumerated() {
            let where_ = "\(path).answerOption[\(index)]"
            if option["initialSelected"] != nil {
                note(where_ + ".initialSelected", "a choice selected in advance is not converted")
            }
            if FHIRExtension.first(FHIRExtension.optionPrefix, in: option) != nil {
                ignore(where_ + ".extension", "the option's prefix only says how other screens label it")
            }
            noteUnknownExtensions(of: option, path: where_)
            if let choice = choice(option, path: where_) { choices.append(choice) }
        }
        return choices
    }

    /// The URLs an answer option may carry that the import reads: its score, prefix and the
    /// "other" flag the study's own export writes.
    static let optionExtensions: Set<String> = [
        FHIRExtension.ordinalValue, FHIRExtension.itemWeight, FHIRExtension.optionPrefix, FHIRExtension.otherChoice,
    ]

    /// Any other extension on an option is listed, never dropped silently: it may carry what
    /// the option means (a code system's own score, a translation) to the instrument's authors.
    private mutating func noteUnknownExtensions(of option: FHIRJSON, path: String) {
        for (index, entry) in (option["extension"]?.array ?? []).enumerated() {
            let url = entry["url"]?.string ?? ""
            guard !Self.optionExtensions.contains(url) else { continue }
            note("\(path).extension[\(index)]", "the extension \(url.isEmpty ? "without a url" : url) is not converted")
        }
        if option["modifierExtension"] != nil {
            note(path + ".modifierExtension", "modifier extensions change the option's meaning and cannot be converted")
        }
    }

    private mutating func choice(_ option: FHIRJSON, path: String) -> FHIRChoice? {
        let score = FHIRExtension.score(of: option)
        if let coding = option["valueCoding"] {
            guard let value = coding["code"]?.string ?? coding["display"]?.string, !value.isEmpty else {
                note(path, "an option coding without a code or display is left out")
                return nil
            }
            // A coding without a system is a local code: its value and label are all there is.
            let code =
                coding["code"] == nil || coding["system"] == nil
                ? nil : self.coding(coding, path: path + ".valueCoding")
            let other = FHIRExtension.first(FHIRExtension.otherChoice, in: option)?["valueBoolean"] == .bool(true)
            return FHIRChoice(
                value: value, label: coding["display"]?.string ?? value, code: code, score: score, other: other)
        }
        if let text = option["valueString"]?.string, !text.isEmpty {
            return FHIRChoice(value: text, label: text, code: nil, score: score)
        }
        if let number = option["valueInteger"]?.number, number == number.rounded(), abs(number) < 1e15 {
            let text = String(Int(number))
            return FHIRChoice(value: text, label: text, code: nil, score: score)
        }
        note(path, "only valueCoding, valueString and valueInteger options are converted")
        return nil
    }

    /// The concepts of a contained ValueSet: its expansion, else its compose's includes.
    private mutating func concepts(_ valueSet: FHIRJSON, path: String) -> [FHIRChoice] {
        var entries: [(system: String?, concept: FHIRJSON)] = []
        if let contains = valueSet["expansion"]?["contains"]?.array {
            entries = contains.map { ($0["system"]?.string, $0) }
        } else {
            for include in valueSet["compose"]?["include"]?.array ?? [] {
                let system = include["system"]?.string
                entries += (include["concept"]?.array ?? []).map { (system, $0) }
            }
        }
        return entries.enumerated().compactMap { index, entry in
            var coding = entry.concept
            if case .object(var members) = coding, let system = entry.system {
                members["system"] = .string(system)
                coding = .object(members)
            }
            return choice(
                .object(["valueCoding": coding, "extension": entry.concept["extension"] ?? .array([])]),
                path: "\(path)[\(index)]")
        }
    }
}
