import Yams

/// Builds the YAML of the imported study with Yams, so every text is quoted and escaped by
/// the library (hostile strings included) rather than by hand.
enum FHIRYAML {
    /// A text in double quotes: never read back as anything but a string.
    static func text(_ value: String) -> Node {
        Node.scalar(Node.Scalar(value, stringTag(), .doubleQuoted))
    }

    /// A word, id or number, written as is.
    static func plain(_ value: String) -> Node {
        Node.scalar(Node.Scalar(value, stringTag(), .plain))
    }

    /// Every scalar is tagged a string outright. Yams writes every scalar with libyaml's
    /// "implicit" flags, so no tag reaches the file whichever it is (the text is the same);
    /// but an implicit tag is resolved while writing by matching the value against seven
    /// regular expressions (bool, int, float, null, timestamp, ...), which was most of the
    /// time an import took. A new tag each time: Yams's tags are mutable objects.
    private static func stringTag() -> Tag {
        Tag(.str, .default, constructor)
    }

    /// A mapping's or list's tag, left for Yams to resolve (no regular expression for these).
    private static func implicitTag() -> Tag {
        Tag(.implicit, .default, constructor)
    }

    /// The one `Constructor` every tag holds. Left to its default argument, Yams makes a new
    /// one for each tag (three dictionaries of functions, about 9,000 instructions to build and
    /// as many to free): a quarter of a 1,000-item import's instructions, and much of the
    /// freeing after it. It holds only constant tables and is never changed, so one shared
    /// value is safe on any thread.
    nonisolated(unsafe) private static let constructor = Constructor.default

    static func number(_ value: Double) -> Node {
        plain(NumberText.text(value))
    }

    static func map(_ pairs: [(String, Node?)]) -> Node {
        Node.mapping(Node.Mapping(pairs.compactMap { key, value in value.map { (plain(key), $0) } }, implicitTag()))
    }

    static func list(_ nodes: [Node]) -> Node {
        Node.sequence(Node.Sequence(nodes, implicitTag()))
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
        var steps: [Node]
        var scores: [Node]
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

    private func task(_ survey: Survey) -> Node {
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
        let todo = Self.placeholder
        let root = FHIRYAML.map([
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
        let header =
            "# Imported from \(source) by 'study import'.\n"
            + "# Replace every \"\(todo)...\" text before the study runs.\n"
        return header + (try Yams.serialize(node: root, width: -1, allowUnicode: true))
    }

    private func consent() -> Node {
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
