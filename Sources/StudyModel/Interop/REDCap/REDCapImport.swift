import Foundation

/// `study import dictionary.csv`: a REDCap data dictionary to a study file, one survey per
/// form. Pure: bytes in, the study's text and the notes of what was left out (each located
/// by line and column) out, or one located failure when the file cannot be read as a
/// dictionary at all. A dictionary that `study export` wrote comes back to an equivalent study:
/// its annotations (`study type`, `show-if`, `@READONLY score`, `bands`) are read first.
/// docs/interop.md has the mapping.
public enum REDCapImport {
    /// Real dictionaries are far smaller (a 1,000-field project is about 300 kB).
    public static let maximumBytes = 4 * 1024 * 1024

    /// `name` is the file's name, for the study's id and title.
    public static func convert(_ data: Data, name: String, leavingTreesToExit: Bool = false) -> Result<
        FHIRImportResult, FHIRImportFailure
    > {
        do {
            let (draft, notes) = try self.draft(data, name: name, leavingTreesToExit: leavingTreesToExit)
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
    static func draft(_ data: Data, name: String, leavingTreesToExit: Bool = false) throws -> (
        FHIRStudyDraft, [FHIRImportNote]
    ) {
        guard data.count <= maximumBytes else {
            throw FHIRImportFailure(
                "", "the file is \(data.count) bytes; a data dictionary may have at most \(maximumBytes)",
                hint: "check that this is a data dictionary, not a data export")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FHIRImportFailure(
                "", "the file is not UTF-8 text", hint: "save it from the spreadsheet as 'CSV UTF-8'")
        }
        let records: [CSVRecords.Record]
        do {
            records = try CSVRecords.parse(text)
        } catch {
            throw FHIRImportFailure("line \(error.line), column \(error.column)", error.message)
        }
        var forms = REDCapForms()
        let fields = try REDCapDictionary.fields(records)
        forms.allNames = Set(fields.map(\.name))
        for (index, field) in fields.enumerated() {
            forms.add(field, isRecordID: index == 0)
        }
        let surveys = forms.surveys()
        if leavingTreesToExit {
            LeftToExit.keep(records)
            LeftToExit.keep(fields)
            LeftToExit.keep(forms)
        }
        guard surveys.contains(where: { !$0.steps.isEmpty }) else {
            throw FHIRImportFailure(
                "", "no field of the dictionary could be converted into a question",
                hint: "the list of what was left out says why")
        }
        let title = titled(name)
        let draft = FHIRStudyDraft(
            studyID: studyID(name), title: title, version: "1.0", publisher: nil, description: nil,
            language: nil, surveys: surveys.filter { !$0.steps.isEmpty },
            source: "a REDCap data dictionary")
        return (draft, forms.notes)
    }

    /// The file name without folder and extension, in words: `my_project` → "My project".
    static func titled(_ name: String) -> String {
        let stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        let words = stem.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        let trimmed = words.trimmingWhitespace
        return trimmed.isEmpty ? "Imported dictionary" : trimmed.prefix(1).uppercased() + trimmed.dropFirst()
    }

    static func studyID(_ name: String) -> String {
        var id = ""
        for scalar in titled(name).lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                id.unicodeScalars.append(scalar)
            } else if !id.isEmpty, id.last != "-" {
                id += "-"
            }
        }
        id = String(id.prefix(IDRules.maximumLength))
        while id.hasSuffix("-") { id.removeLast() }
        return id.isEmpty || IDRules.studyIDProblem(with: id) != nil ? "imported-dictionary" : id
    }
}
