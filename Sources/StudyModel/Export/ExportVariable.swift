/// One variable of a survey as the export names and describes it: a question, or a score.
/// Names follow REDCap's rules for field names (lower-case letters, digits and `_`), so the
/// data dictionary loads as is; a multiple choice becomes one 0/1 column per option,
/// `name___code`, as REDCap's checkbox fields do.
public struct ExportVariable: Sendable {
    /// Boxed (`indirect`): a question or score is a large value, and `source` is read for
    /// each cell of a wide row, a reference counted instead of one for every field.
    public indirect enum Source: Sendable {
        case question(Question)
        case score(Score)
        /// How many instances a repeating group holds (ExportVariable+Repeats).
        case instanceCount(RepeatingGroup)
    }

    /// An allowed value: the code written in the data and what it means.
    public struct Code: Sendable, Equatable {
        public var code: String
        public var label: String
    }

    public var name: String {
        get { fields.name }
        set { changing.name = newValue }
    }
    /// The step or score id as the study file writes it.
    public var id: String {
        get { fields.id }
        set { changing.id = newValue }
    }
    /// The task (survey) it belongs to.
    public var task: String {
        get { fields.task }
        set { changing.task = newValue }
    }
    public var label: String {
        get { fields.label }
        set { changing.label = newValue }
    }
    public var source: Source {
        get { fields.source }
        set { changing.source = newValue }
    }
    public var unit: String? {
        get { fields.unit }
        set { changing.unit = newValue }
    }
    public var showIf: String? {
        get { fields.showIf }
        set { changing.showIf = newValue }
    }
    public var codes: [Code] {
        get { fields.codes }
        set { changing.codes = newValue }
    }
    /// The columns it takes in the survey's wide file, in order.
    public var columns: [String] {
        get { fields.columns }
        set { changing.columns = newValue }
    }
    /// For a question of a repeating group: the group's id and the instance (from 1) this
    /// variable holds; nil for the survey's own questions and scores.
    public var group: String? {
        get { fields.group }
        set { changing.group = newValue }
    }
    public var instance: Int? {
        get { fields.instance }
        set { changing.instance = newValue }
    }
    /// A question's `constraint` and its message in the study's default language, which the
    /// data dictionary keeps in the annotation (REDCap has no rule across fields).
    public var constraint: String? {
        get { fields.constraint }
        set { changing.constraint = newValue }
    }
    public var constraintMessage: String? {
        get { fields.constraintMessage }
        set { changing.constraintMessage = newValue }
    }

    public init(
        name: String, id: String, task: String, label: String, source: Source, unit: String?, showIf: String?,
        codes: [Code], columns: [String]
    ) {
        fields = Fields(
            name: name, id: id, task: task, label: label, source: source, unit: unit, showIf: showIf, codes: codes,
            columns: columns)
    }

    /// The fields, shared by every copy of the variable until one copy changes a field (as
    /// `Step`'s): a variable is copied for each cell of every wide row (a survey's variables
    /// walked for each run), and a copy of a dozen texts and lists counted a reference for
    /// each (ninth round of the export in BENCHMARKS.md). Changed only while the variables
    /// are made.
    private var fields: Fields

    /// The fields for a change, copied first if another variable shares them.
    private var changing: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    private final class Fields: @unchecked Sendable {
        // Unchecked: a copy is only changed after `isKnownUniquelyReferenced` says no other
        // variable (on any thread) holds it.
        var name: String
        var id: String
        var task: String
        var label: String
        var source: Source
        var unit: String?
        var showIf: String?
        var codes: [Code]
        var columns: [String]
        var group: String? = nil
        var instance: Int? = nil
        var constraint: String? = nil
        var constraintMessage: String? = nil

        init(
            name: String, id: String, task: String, label: String, source: Source, unit: String?, showIf: String?,
            codes: [Code], columns: [String]
        ) {
            (self.name, self.id, self.task, self.label, self.source) = (name, id, task, label, source)
            (self.unit, self.showIf, self.codes, self.columns) = (unit, showIf, codes, columns)
        }

        func copy() -> Fields {
            let copy = Fields(
                name: name, id: id, task: task, label: label, source: source, unit: unit, showIf: showIf, codes: codes,
                columns: columns)
            (copy.group, copy.instance) = (group, instance)
            (copy.constraint, copy.constraintMessage) = (constraint, constraintMessage)
            return copy
        }
    }

    /// The study file's answer type, or `score`.
    public var typeName: String {
        switch source {
        case let .question(question): return question.answer.typeName
        case .score: return "score"
        case .instanceCount: return ExportVariable.instanceCountType
        }
    }

    public var format: AnswerFormat? {
        if case let .question(question) = source { return question.answer }
        return nil
    }

    /// An answer that identifies the participant (an email address, or a question the
    /// study marks `identifier: true`): the de-identified export writes
    /// `MissingCode.identifierRemoved` in its place.
    public var isIdentifier: Bool {
        // One look at the question (asked for every answer of a wide row; the question was
        // taken out of `source` twice, and its type's name compared as text).
        guard case let .question(question) = source else { return false }
        if question.identifier { return true }
        if case .email = question.answer { return true }
        return false
    }

    /// Whether the answer is a number in the data (R's and SPSS's numeric type).
    public var isNumeric: Bool {
        switch format {
        case .none: return true
        case let .some(format): return ExportVariable.numericTypes.contains(format.typeName) || isNumericChoice(format)
        }
    }

    static let numericTypes: Set<String> = ["yes-no", "integer", "decimal", "scale", "duration", "height", "weight"]

    private func isNumericChoice(_ format: AnswerFormat) -> Bool {
        if case .multipleChoice = format { return true }
        return format.choices?.isNumeric ?? false
    }

    /// A name REDCap accepts: lower case, every other character than a letter, digit or
    /// `_` replaced by `_`.
    public static func fieldName(_ id: String) -> String {
        // Ids are almost always ASCII: byte by byte then (the same result, without a
        // `Character` and a lower-cased copy per character); anything else, and a carriage
        // return (one `Character` with the line feed after it), as written below.
        let utf8 = id.utf8
        if utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return String(
                decoding: utf8.map { byte -> UInt8 in
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
                    default: UInt8(ascii: "_")
                    }
                }, as: UTF8.self)
        }
        return String(
            id.lowercased().map { character -> Character in
                character.isASCII && (character.isLetter || character.isNumber) ? character : "_"
            })
    }

    /// The column of one option of a multiple choice: `var___code`.
    public static func optionColumn(_ name: String, _ code: String) -> String {
        name + "___" + fieldName(code)
    }

    /// The column that holds the text typed for an "other" choice.
    public static func otherColumn(_ name: String) -> String { name + "_other" }
}
