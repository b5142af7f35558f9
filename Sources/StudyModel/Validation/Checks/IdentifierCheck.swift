/// Ids are one namespace for the whole study: results, journals and expressions name
/// things by id alone, so two things may never share one.
enum IdentifierCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        context.ids.duplicates.map { duplicate in
            let id = duplicate.id
            return .error(
                .duplicateID,
                "the id '\(id.value)' is already used by a \(duplicate.earlierKind) at line \(duplicate.earlierLocation.line)",
                at: id.location, hint: "ids must be unique across the whole study; rename this \(duplicate.kind)",
                length: id.value.unicodeScalars.count)
        }
    }
}
