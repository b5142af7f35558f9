/// Builds the YAML of the imported study as `DraftNode`s: texts in double quotes (never read
/// back as anything but a string, hostile strings included), words as they are.
enum FHIRYAML {
    /// A text in double quotes: never read back as anything but a string.
    static func text(_ value: String) -> DraftNode {
        .text(value)
    }

    /// A word, id or number, written as is.
    static func plain(_ value: String) -> DraftNode {
        .word(value)
    }

    static func number(_ value: Double) -> DraftNode {
        plain(NumberText.text(value))
    }

    /// A map of the fields that have a value, in order.
    static func map(_ pairs: [(String, DraftNode?)]) -> DraftNode {
        .map(pairs.compactMap { key, value in value.map { DraftPair(key: key, value: $0) } })
    }

    static func list(_ nodes: [DraftNode]) -> DraftNode {
        .list(nodes)
    }
}

/// The whole study around the imported surveys. Everything an instrument file does not say
/// (the contact, the consent) is a placeholder starting "TO DO", for the researcher to
/// write before the study runs; `study validate` accepts it, so the draft can be previewed.
/// Written for a FHIR Questionnaire (one survey) and a REDCap dictionary (a survey a form).
struct FHIRStudyDraft {
    struct Survey {
        var id: String
        var title: String
        var steps: [DraftNode]
        var scores: [DraftNode]
    }

    var studyID: String
    var title: String
    var version: String
    var publisher: String?
    var description: String?
    var language: String?
    var surveys: [Survey]
    /// What the study was imported from, for the file's first comment.
    var source = "a FHIR R4 Questionnaire"

    static let placeholder = "TO DO: "

    private func task(_ survey: Survey) -> DraftNode {
        FHIRYAML.map([
            ("id", FHIRYAML.plain(survey.id)),
            ("kind", FHIRYAML.plain("survey")),
            ("title", FHIRYAML.text(survey.title)),
            ("estimated-minutes", FHIRYAML.plain(String(max(1, min(240, (survey.steps.count + 3) / 4))))),
            ("steps", FHIRYAML.list(survey.steps)),
            ("scores", survey.scores.isEmpty ? nil : FHIRYAML.list(survey.scores)),
        ])
    }

    func yaml() throws -> String {
        try written().text
    }

    /// The study's text and, when `DraftYAMLWriter` wrote it, the tree the validator's
    /// composer reads from that text.
    func written() throws -> (text: String, tree: YAMLNode?) {
        let root = tree
        let header =
            "# Imported from \(source) by 'study import'.\n"
            + "# Replace every \"\(Self.placeholder)...\" text before the study runs.\n"
        // Written by hand when every word is one it can prove libyaml writes the same way;
        // otherwise by Yams, as before (the text is the same either way).
        if let written = DraftYAMLWriter.write(root, after: header) { return written }
        return (header + (try root.yamsText()), nil)
    }

    /// The whole study as one tree.
    var tree: DraftNode {
        let todo = Self.placeholder
        return FHIRYAML.map([
            ("id", FHIRYAML.plain(studyID)),
            ("title", FHIRYAML.text(title)),
            ("version", FHIRYAML.text(version)),
            ("organisation", FHIRYAML.text(publisher ?? todo + "who runs the study")),
            (
                "contact",
                FHIRYAML.map([
                    ("name", FHIRYAML.text(todo + "the contact's name")),
                    ("email", FHIRYAML.text("contact@example.org")),
                ])
            ),
            (
                "introduction",
                FHIRYAML.map([
                    ("title", FHIRYAML.text(title)),
                    ("text", FHIRYAML.text(description ?? todo + "what the study is about, in a few plain sentences")),
                ])
            ),
            ("consent", consent()),
            ("tasks", FHIRYAML.list(surveys.map(task))),
        ])
    }

    private func consent() -> DraftNode {
        let todo = Self.placeholder
        return FHIRYAML.map([
            ("version", FHIRYAML.text("1.0")),
            (
                "sections",
                FHIRYAML.list([
                    FHIRYAML.map([
                        ("id", FHIRYAML.plain("overview")),
                        ("kind", FHIRYAML.plain("overview")),
                        ("title", FHIRYAML.text("About the study")),
                        ("summary", FHIRYAML.text(todo + "what taking part means")),
                        ("learn-more", FHIRYAML.text(todo + "the full consent text")),
                    ])
                ])
            ),
            ("signature", FHIRYAML.map([("meaning", FHIRYAML.text("I agree to take part in this study."))])),
        ])
    }
}
