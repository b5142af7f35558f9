/// One screen of a survey or of the eligibility check.
public struct Step: Sendable {
    public enum Content: Sendable {
        case instruction(title: LocalizedText?, text: LocalizedText)
        /// Not boxed: a question is already one reference to its shared fields.
        case question(Question)
        /// Steps gone through once per instance the participant adds (Definition/RepeatingGroup).
        indirect case repeatingGroup(RepeatingGroup)
    }

    /// The fields, shared by every copy of the step until one copy changes a field. Each
    /// check walks the steps of every survey, and a step copied field by field cost about
    /// 200 instructions and a reference count per text (tenth round, callgrind).
    private final class Fields: @unchecked Sendable {
        // Unchecked: a copy is only changed after `isKnownUniquelyReferenced` says no other
        // step (on any thread) holds it.
        var id: Located<StepID>
        var content: Content
        var showIf: ExpressionSource?
        var branches: [Branch]
        var location: SourceLocation

        init(
            id: Located<StepID>, content: Content, showIf: ExpressionSource?, branches: [Branch],
            location: SourceLocation
        ) {
            self.id = id
            self.content = content
            self.showIf = showIf
            self.branches = branches
            self.location = location
        }

        func copy() -> Fields {
            Fields(id: id, content: content, showIf: showIf, branches: branches, location: location)
        }
    }

    private var fields: Fields

    public init(
        id: Located<StepID>, content: Content, showIf: ExpressionSource? = nil, branches: [Branch],
        location: SourceLocation
    ) {
        fields = Fields(id: id, content: content, showIf: showIf, branches: branches, location: location)
    }

    /// The fields for a change, copied first if another step shares them.
    private var changing: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    public var id: Located<StepID> {
        get { fields.id }
        set { changing.id = newValue }
    }
    public var content: Content {
        get { fields.content }
        set { changing.content = newValue }
    }
    /// Shown only when this holds (like FHIR's enableWhen); otherwise passed over.
    public var showIf: ExpressionSource? {
        get { fields.showIf }
        set { changing.showIf = newValue }
    }
    /// Checked in order after the step; the first that holds decides where to go.
    public var branches: [Branch] {
        get { fields.branches }
        set { changing.branches = newValue }
    }
    public var location: SourceLocation {
        get { fields.location }
        set { changing.location = newValue }
    }

    /// True for a question, told without copying it out.
    public var isQuestion: Bool {
        if case .question = content { return true }
        return false
    }

    /// The questions this step puts to the participant, for "N questions" and progress: one
    /// for a question; for a repeating group, the questions of one instance times the
    /// instances it asks for (at least one, since a participant usually gives one); none
    /// for an instruction.
    public var questionsAsked: Int {
        switch content {
        case .question: return 1
        case let .repeatingGroup(group): return group.questions.count * max(group.minimum.value, 1)
        default: return 0
        }
    }

    public var question: Question? {
        if case let .question(question) = content { return question }
        return nil
    }
}

/// A jump: after the step, if the condition holds (or always, without one), go to a step.
public struct Branch: Sendable {
    public enum Target: Sendable, Equatable {
        case step(StepID)
        case end
    }

    public var condition: ExpressionSource?
    public var target: Located<Target>
    public var location: SourceLocation
}

public struct Question: Sendable {
    /// The fields, shared by every copy of the question until one copy changes a field: a
    /// question is copied out of its step wherever a check looks at it (tenth round).
    private final class Fields: @unchecked Sendable {
        // Unchecked: changed only when `isKnownUniquelyReferenced` (see `Step.Fields`).
        var id: Located<StepID>
        var text: LocalizedText
        var detail: LocalizedText?
        var optional: Bool
        var preferNotToAnswer: Bool
        var answer: AnswerFormat
        var location: SourceLocation
        var codes: [Coding]
        var identifier = false
        var constraint: ExpressionSource?
        var constraintMessage: LocalizedText?

        init(
            id: Located<StepID>, text: LocalizedText, detail: LocalizedText?, optional: Bool,
            preferNotToAnswer: Bool, answer: AnswerFormat, location: SourceLocation, codes: [Coding]
        ) {
            self.id = id
            self.text = text
            self.detail = detail
            self.optional = optional
            self.preferNotToAnswer = preferNotToAnswer
            self.answer = answer
            self.location = location
            self.codes = codes
        }

        func copy() -> Fields {
            let copy = Fields(
                id: id, text: text, detail: detail, optional: optional, preferNotToAnswer: preferNotToAnswer,
                answer: answer, location: location, codes: codes)
            copy.identifier = identifier
            copy.constraint = constraint
            copy.constraintMessage = constraintMessage
            return copy
        }
    }

    private var fields: Fields

    public init(
        id: Located<StepID>, text: LocalizedText, detail: LocalizedText?, optional: Bool, preferNotToAnswer: Bool,
        answer: AnswerFormat, location: SourceLocation, codes: [Coding] = []
    ) {
        fields = Fields(
            id: id, text: text, detail: detail, optional: optional, preferNotToAnswer: preferNotToAnswer,
            answer: answer, location: location, codes: codes)
    }

    /// The fields for a change, copied first if another question shares them.
    private var changing: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    public var id: Located<StepID> {
        get { fields.id }
        set { changing.id = newValue }
    }
    public var text: LocalizedText {
        get { fields.text }
        set { changing.text = newValue }
    }
    public var detail: LocalizedText? {
        get { fields.detail }
        set { changing.detail = newValue }
    }
    public var optional: Bool {
        get { fields.optional }
        set { changing.optional = newValue }
    }
    public var preferNotToAnswer: Bool {
        get { fields.preferNotToAnswer }
        set { changing.preferNotToAnswer = newValue }
    }
    public var answer: AnswerFormat {
        get { fields.answer }
        set { changing.answer = newValue }
    }
    public var location: SourceLocation {
        get { fields.location }
        set { changing.location = newValue }
    }
    /// What the question asks in standard terms (LOINC, SNOMED CT…); often none.
    public var codes: [Coding] {
        get { fields.codes }
        set { changing.codes = newValue }
    }
    /// `identifier: true`: the answer identifies the participant; exports leave it out.
    public var identifier: Bool {
        get { fields.identifier }
        set { changing.identifier = newValue }
    }
    /// A rule across answers (`constraint: "end_date > start_date"`), checked when the
    /// answer is given: nothing is recorded until it holds (or is missing).
    public var constraint: ExpressionSource? {
        get { fields.constraint }
        set { changing.constraint = newValue }
    }
    /// The study's own words for a broken constraint, shown as the error notice.
    public var constraintMessage: LocalizedText? {
        get { fields.constraintMessage }
        set { changing.constraintMessage = newValue }
    }
}
