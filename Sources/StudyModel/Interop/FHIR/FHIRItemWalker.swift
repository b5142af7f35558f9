/// What an earlier item became, so that `enableWhen` and calculated expressions can refer
/// to it by its new id and compare it the right way.
struct FHIRTarget: Sendable {
    enum Kind: Equatable, Sendable {
        case boolean, number, text, date, time, dateTime
        case singleChoice(numeric: Bool)
        case multipleChoice
        /// A calculated item, which became a score.
        case score
        /// A group or display item: nothing to compare.
        case noAnswer
    }

    var id: String
    var kind: Kind
}

/// Walks a Questionnaire's items in order, turning each into steps or a score, and notes
/// (with its JSON path) whatever it cannot carry over.
struct FHIRItemWalker {
    var steps: [DraftNode] = []
    var scores: [DraftNode] = []
    var notes: [FHIRImportNote] = []
    /// Items already converted, by linkId.
    var targets: [String: FHIRTarget] = [:]
    /// Every linkId of the file, to tell a forward reference from an unknown one.
    var allLinkIDs: Set<String> = []
    var usedIDs: Set<String> = []
    /// `contained` ValueSets by `#id`.
    var valueSets: [String: FHIRJSON] = [:]
    /// Root-level `variable` extensions, for calculated expressions.
    var rootVariables: [FHIRJSON] = []
    /// Inside a repeating group's items: a group there cannot repeat again.
    var inRepeatingGroup = false
    /// The constraints of the repeating group being converted, by the linkId of the question
    /// each belongs to (FHIRItemWalker+GroupConstraints).
    var groupConstraints: [String: [(entry: FHIRJSON, place: String)]] = [:]
    /// How many group items enclose the item being converted: a study has no group inside a
    /// group, so a nested one is flattened (and listed), or noted when it repeats twice.
    var groupDepth = 0

    /// Systems already checked (`CodingCheck.isURI`): a file names the same few thousands of times.
    var checkedSystems: [String: Bool] = [:]

    static let maximumDepth = 32

    mutating func note(_ path: String, _ reason: String) {
        notes.append(FHIRImportNote(.notConverted, path, reason))
    }

    mutating func ignore(_ path: String, _ reason: String) {
        notes.append(FHIRImportNote(.ignored, path, reason))
    }

    mutating func walk(_ items: [FHIRJSON], path: String, condition: String?, depth: Int) {
        for (index, item) in items.enumerated() {
            convert(item, path: "\(path)item[\(index)]", condition: condition, depth: depth)
        }
    }

    /// A fresh study id for `linkId`: repaired into the id rules, made unique.
    mutating func makeID(_ linkID: String) -> String {
        var base = IDRules.problem(with: linkID) == nil ? linkID : IDRules.repaired(linkID) ?? "item"
        if IDRules.problem(with: base) != nil { base = "item" }
        base = String(base.prefix(IDRules.maximumLength - 6))
        var id = base
        var counter = 2
        while usedIDs.contains(id) || id == "questionnaire" {
            id = "\(base)_\(counter)"
            counter += 1
        }
        usedIDs.insert(id)
        return id
    }

    private mutating func convert(_ item: FHIRJSON, path: String, condition: String?, depth: Int) {
        guard case .object = item else {
            note(path, "an item must be an object, but this is \(item.kindPhrase)")
            return
        }
        guard let linkID = item["linkId"]?.string, !linkID.isEmpty else {
            note(path, "the item has no linkId, so nothing can refer to it; left out")
            return
        }
        guard depth < Self.maximumDepth else {
            note(path, "items nest more than \(Self.maximumDepth) deep; left out")
            return
        }
        let own = enableWhenCondition(item, path: path)
        let shown = [condition, own].compactMap { $0 }.joined(separator: " and ")
        let showIf = shown.isEmpty ? nil : shown
        noteFields(item, path: path)
        let type = item["type"]?.string ?? ""
        let children = item["item"]?.array ?? []
        if type == "group" && groupDepth > 0 { noteNestedGroup(item, path: path) }
        if type == "group" { groupDepth += 1 }
        defer { if type == "group" { groupDepth -= 1 } }
        if becomesRepeatingGroup(item) {
            convertRepeatingGroup(item, linkID: linkID, children: children, showIf: showIf, path: path, depth: depth)
            return
        }
        if let expression = calculatedExpression(item, path: path) {
            convertCalculated(item, linkID: linkID, expression: expression, path: path)
        } else if type == "group" || type == "display" {
            convertInstruction(item, linkID: linkID, showIf: showIf, path: path)
        } else {
            convertQuestion(item, linkID: linkID, type: type, showIf: showIf, path: path)
        }
        if !children.isEmpty {
            walk(children, path: path + ".", condition: showIf, depth: depth + 1)
        }
    }

    /// A group inside a group. The study's only group is a repeating one, which holds no
    /// group (study-format.md §12), so the inner one is flattened by the rule for groups that
    /// do not repeat: its text an instruction, its items in order, each with the conditions
    /// of the groups around it. Listed as ignored when nothing is lost; a repeating group in
    /// a repeating group loses its repeats (asked once per outer instance), so it is noted.
    private mutating func noteNestedGroup(_ item: FHIRJSON, path: String) {
        if item.flag("repeats") && inRepeatingGroup {
            note(path, "a repeating group inside a repeating group is asked once per instance of the outer one")
        } else if item.flag("repeats") {
            ignore(
                path,
                "a repeating group inside a group: it stays a repeating group; the group around it is not kept (its text is an instruction before it, its conditions are the repeating group's)"
            )
        } else {
            ignore(
                path,
                "a group inside a group is not kept as a group (a study has none): its text is an instruction and its items follow, each with the conditions of the groups around it"
            )
        }
    }

    /// The item's text with its prefix ("1." "a)") in front, as the participant reads it.
    func displayText(_ item: FHIRJSON) -> String? {
        guard let text = item["text"]?.string, !text.isEmpty else { return nil }
        guard let prefix = item["prefix"]?.string, !prefix.isEmpty else { return text }
        return prefix + " " + text
    }

    private mutating func convertInstruction(_ item: FHIRJSON, linkID: String, showIf: String?, path: String) {
        let id = makeID(linkID)
        targets[linkID] = FHIRTarget(id: id, kind: .noAnswer)
        // A group without a text is only a container: its items follow, nothing to show.
        guard let text = displayText(item) else { return }
        steps.append(
            FHIRYAML.map([
                ("id", FHIRYAML.plain(id)),
                ("instruction", FHIRYAML.text(text)),
                ("show-if", showIf.map(FHIRYAML.text)),
            ]))
    }

    private mutating func convertQuestion(
        _ item: FHIRJSON, linkID: String, type: String, showIf: String?, path: String
    ) {
        guard let (answer, kind) = answerFormat(item, type: type, path: path) else { return }
        let id = makeID(linkID)
        targets[linkID] = FHIRTarget(id: id, kind: kind)
        var text = displayText(item)
        if text == nil {
            note(path + ".text", "the item has no text; its linkId '\(linkID)' is shown as the question")
            text = linkID
        }
        let codes = codings(item["code"], path: path + ".code")
        let rule = constraint(item, path: path)
        steps.append(
            FHIRYAML.map([
                ("id", FHIRYAML.plain(id)),
                ("question", FHIRYAML.text(text!)),
                ("optional", item.flag("required") ? nil : FHIRYAML.plain("true")),
                ("codes", codes.isEmpty ? nil : FHIRYAML.list(codes)),
                ("show-if", showIf.map(FHIRYAML.text)),
                ("answer", answer),
                ("constraint", rule?.rule),
                ("constraint-message", rule?.message),
            ]))
    }

    /// Codings as the study writes them; a coding without a system or a code is noted.
    mutating func codings(_ value: FHIRJSON?, path: String) -> [DraftNode] {
        var nodes: [DraftNode] = []
        for (index, entry) in (value?.array ?? []).enumerated() {
            if let node = coding(entry, path: "\(path)[\(index)]") { nodes.append(node) }
        }
        return nodes
    }

    mutating func coding(_ coding: FHIRJSON, path: String) -> DraftNode? {
        guard let system = coding["system"]?.string, let code = coding["code"]?.string, !code.isEmpty else {
            note(path, "a code needs both a system and a code to be kept")
            return nil
        }
        guard isURI(system) else {
            note(path + ".system", "the system '\(system)' is not a URI; the code is not kept")
            return nil
        }
        return FHIRYAML.map([
            ("system", FHIRYAML.text(system)),
            ("code", FHIRYAML.text(code)),
            ("display", coding["display"]?.string.map(FHIRYAML.text)),
        ])
    }

    /// `CodingCheck.isURI`, the validator's own rule, asked once per distinct system.
    private mutating func isURI(_ system: String) -> Bool {
        if let known = checkedSystems[system] { return known }
        let answer = CodingCheck.isURI(system)
        checkedSystems[system] = answer
        return answer
    }
}
