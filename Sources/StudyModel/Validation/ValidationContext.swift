/// What every check sees: the parsed study, its consent documents and the limits.
public struct ValidationContext: Sendable {
    public var study: Study
    public var consentDocuments: [String: ConsentDocument]
    public var options: ValidationOptions
    /// The study's ids, gathered once for the checks that look them up.
    let ids: StudyIDIndex

    init(study: Study, consentDocuments: [String: ConsentDocument], options: ValidationOptions) {
        self.study = study
        self.consentDocuments = consentDocuments
        self.options = options
        self.ids = StudyIDIndex(study)
    }
}
