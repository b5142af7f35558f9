/// What every check sees: the parsed study, its consent documents and the limits.
public struct ValidationContext: Sendable {
    public var study: Study
    public var consentDocuments: [String: ConsentDocument]
    public var options: ValidationOptions
}
