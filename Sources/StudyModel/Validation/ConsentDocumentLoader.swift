/// Finds and parses the consent documents a study names, reporting unsafe names and
/// missing files at the place in the study file that names them.
enum ConsentDocumentLoader {
    static func load(
        _ consent: Consent, lookup: (String) -> ConsentFileLookup
    ) -> ([String: ConsentDocument], [Diagnostic]) {
        var documents: [String: ConsentDocument] = [:]
        var diagnostics: [Diagnostic] = []
        for (_, file) in consent.document?.files ?? [] where documents[file.value] == nil {
            if let problem = ConsentDocumentPaths.problem(with: file.value) {
                diagnostics.append(
                    .error(
                        .consentPath, "the consent document '\(file.value)' \(problem)",
                        at: file.location, hint: "write just the file name, e.g. 'diabetes.md'"))
                continue
            }
            switch lookup(file.value) {
            case let .found(source):
                let document = ConsentDocument.parse(source)
                documents[file.value] = document
                diagnostics += document.diagnostics
            case let .notFound(searched):
                diagnostics.append(
                    .error(
                        .consentFileMissing, "the consent document '\(file.value)' was not found",
                        at: file.location, hint: "looked for " + searched.joined(separator: " and ")))
            case let .unreadable(path, reason):
                diagnostics.append(
                    .error(
                        .consentFileUnreadable, "the consent document '\(path)' could not be read: \(reason)",
                        at: file.location, hint: "check that the file exists and can be read, and is UTF-8 text"))
            }
        }
        return (documents, diagnostics)
    }
}
