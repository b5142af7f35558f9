import Foundation

/// `study import`: a FHIR R4 Questionnaire (JSON) to a study file. Pure: bytes in, the
/// study's text and the list of what was left out (each with its JSON path) out; or one
/// located failure when the file cannot be imported at all. docs/interop.md has the mapping.
public enum FHIRQuestionnaireImport {
    /// Larger files are refused before they are parsed: real Questionnaires are well under
    /// 1 MB (the largest LOINC panels are about 500 kB).
    public static let maximumBytes = 4 * 1024 * 1024

    public static func convert(_ data: Data, leavingTreesToExit: Bool = false) -> Result<
        FHIRImportResult, FHIRImportFailure
    > {
        do {
            let (draft, notes) = try self.draft(data, leavingTreesToExit: leavingTreesToExit)
            // For a command that exits right after: the trees are the exit's to reclaim (`LeftToExit`).
            if leavingTreesToExit { LeftToExit.keep(draft) }
            let written = try draft.written()
            return .success(FHIRImportResult(studyText: written.text, notes: notes, studyTree: written.tree))
        } catch let failure as FHIRImportFailure {
            return .failure(failure)
        } catch {
            return .failure(FHIRImportFailure("", "the study could not be written: \(error)"))
        }
    }

    /// The study converted, before it is written, and the notes of what was left out.
    static func draft(_ data: Data, leavingTreesToExit: Bool = false) throws -> (FHIRStudyDraft, [FHIRImportNote]) {
        let root = try read(data)
        try checkResource(root)
        var walker = FHIRItemWalker()
        walker.valueSets = containedValueSets(root)
        walker.rootVariables = (root["extension"]?.array ?? []).filter {
            $0["url"]?.string == FHIRExtension.variable
        }
        walker.allLinkIDs = linkIDs(root["item"]?.array ?? [], depth: 0)
        noteRoot(root, &walker)
        walker.walk(root["item"]?.array ?? [], path: "", condition: nil, depth: 0)
        if leavingTreesToExit {
            LeftToExit.keep(root)
            LeftToExit.keep(walker)
        }
        guard !walker.steps.isEmpty else {
            throw FHIRImportFailure(
                "item", "no item of the Questionnaire could be converted into a question",
                hint: "the list of what was left out says why")
        }
        let draft = FHIRStudyDraft(
            studyID: studyID(root), title: title(root), version: root["version"]?.string ?? "1.0",
            publisher: root["publisher"]?.string, description: root["description"]?.string,
            language: root["language"]?.string,
            surveys: [.init(id: "questionnaire", title: title(root), steps: walker.steps, scores: walker.scores)])
        return (draft, walker.notes)
    }

    private static func read(_ data: Data) throws -> FHIRJSON {
        guard data.count <= maximumBytes else {
            throw FHIRImportFailure(
                "", "the file is \(data.count) bytes; a Questionnaire may have at most \(maximumBytes)",
                hint: "check that this is one Questionnaire, not a Bundle or an export of many")
        }
        if let root = FHIRJSONReader.read(Array(data)) { return root }
        do {
            return try JSONDecoder().decode(FHIRJSON.self, from: data)
        } catch {
            throw FHIRImportFailure(
                "", "the file is not valid JSON" + FHIRJSONSyntax.whereInvalid(data),
                hint: "a FHIR Questionnaire is one JSON object; look just before the place named")
        }
    }

    private static func checkResource(_ root: FHIRJSON) throws {
        guard case .object = root else {
            throw FHIRImportFailure("", "the file holds \(root.kindPhrase), not a FHIR resource (a JSON object)")
        }
        guard let type = root["resourceType"]?.string else {
            throw FHIRImportFailure("resourceType", "there is no resourceType, so this is not a FHIR resource")
        }
        guard type == "Questionnaire" else {
            throw FHIRImportFailure(
                "resourceType", "the resource is a \(type), not a Questionnaire",
                hint: type == "Bundle" ? "take the Questionnaire out of the Bundle into a file of its own" : nil)
        }
        try FHIRVersionCheck.check(root)
    }

    private static func noteRoot(_ root: FHIRJSON, _ walker: inout FHIRItemWalker) {
        if root["code"] != nil {
            walker.note("code", "codes of the whole Questionnaire are not kept (a study has none)")
        }
        for (index, entry) in (root["extension"]?.array ?? []).enumerated() {
            let url = entry["url"]?.string ?? ""
            if url == FHIRExtension.variable { continue }
            walker.note("extension[\(index)]", "the extension \(url) is not converted")
        }
    }

    private static func containedValueSets(_ root: FHIRJSON) -> [String: FHIRJSON] {
        var sets: [String: FHIRJSON] = [:]
        for resource in root["contained"]?.array ?? [] where resource["resourceType"]?.string == "ValueSet" {
            if let id = resource["id"]?.string { sets[id] = resource }
        }
        return sets
    }

    private static func linkIDs(_ items: [FHIRJSON], depth: Int) -> Set<String> {
        guard depth < FHIRItemWalker.maximumDepth else { return [] }
        var ids = Set<String>()
        for item in items {
            if let id = item["linkId"]?.string { ids.insert(id) }
            ids.formUnion(linkIDs(item["item"]?.array ?? [], depth: depth + 1))
        }
        return ids
    }

    private static func title(_ root: FHIRJSON) -> String {
        for key in ["title", "name"] {
            if let text = root[key]?.string, !text.trimmingCharacters(in: .whitespaces).isEmpty { return text }
        }
        return "Imported questionnaire"
    }

    /// The study id from the Questionnaire's name, id or title: lower case, '-' between words.
    private static func studyID(_ root: FHIRJSON) -> String {
        let source = root["name"]?.string ?? root["id"]?.string ?? root["title"]?.string ?? ""
        var id = ""
        for scalar in source.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                id.unicodeScalars.append(scalar)
            } else if !id.isEmpty, id.last != "-" {
                id += "-"
            }
        }
        while id.hasSuffix("-") { id.removeLast() }
        id = String(id.prefix(IDRules.maximumLength))
        while id.hasSuffix("-") { id.removeLast() }
        return id.isEmpty || IDRules.studyIDProblem(with: id) != nil ? "imported-questionnaire" : id
    }
}
