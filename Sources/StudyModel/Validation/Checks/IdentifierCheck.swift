/// Ids are one namespace for the whole study: results, journals and expressions name
/// things by id alone, so two things may never share one.
enum IdentifierCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        var first: [String: (location: SourceLocation, kind: String)] = [:]
        var diagnostics: [Diagnostic] = []
        for (id, kind) in context.study.declaredIDs {
            if let earlier = first[id.value] {
                diagnostics.append(
                    .error(
                        .duplicateID,
                        "the id '\(id.value)' is already used by a \(earlier.kind) at line \(earlier.location.line)",
                        at: id.location, hint: "ids must be unique across the whole study; rename this \(kind)",
                        length: id.value.unicodeScalars.count))
            } else {
                first[id.value] = (id.location, kind)
            }
        }
        return diagnostics
    }
}
