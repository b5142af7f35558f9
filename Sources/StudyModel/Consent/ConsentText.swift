/// The texts of the consent as a participant sees them, in their language: each section's
/// full text comes from the study file, or else from the consent document for that language.
public struct ConsentText: Sendable {
    public let consent: Consent
    public let language: String
    /// Documents by the file name written in the study.
    public let documents: [String: ConsentDocument]

    public init(consent: Consent, language: String, documents: [String: ConsentDocument]) {
        self.consent = consent
        self.language = language
        self.documents = documents
    }

    /// The file whose text serves `language`, if the consent names one.
    private var document: ConsentDocument? {
        let files = consent.document?.files ?? []
        let file = files.first { $0.language == language } ?? files.first { $0.language == nil } ?? files.first
        return file.flatMap { documents[$0.file.value] }
    }

    public func title(of section: ConsentSection) -> String { section.title.resolved(in: language) }

    public func summary(of section: ConsentSection) -> String { section.summary.resolved(in: language) }

    /// The "learn more" text: written in the study, or the section's part of the document.
    public func fullText(of section: ConsentSection) -> String {
        if let inline = section.learnMore { return inline.resolved(in: language) }
        return document?.section(section.id.value.rawValue)?.body ?? summary(of: section)
    }
}
