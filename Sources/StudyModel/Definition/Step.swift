/// One screen of a survey or of the eligibility check.
public struct Step: Sendable {
    public enum Content: Sendable {
        case instruction(title: LocalizedText?, text: LocalizedText)
        /// Boxed: a question is a large value, and steps are copied whenever a list of them is walked.
        indirect case question(Question)
        /// Steps gone through once per instance the participant adds (Definition/RepeatingGroup).
        indirect case repeatingGroup(RepeatingGroup)
    }

    public var id: Located<StepID>
    public var content: Content
    /// Shown only when this holds (like FHIR's enableWhen); otherwise passed over.
    public var showIf: ExpressionSource?
    /// Checked in order after the step; the first that holds decides where to go.
    public var branches: [Branch]
    public var location: SourceLocation

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
    public var id: Located<StepID>
    public var text: LocalizedText
    public var detail: LocalizedText?
    public var optional: Bool
    public var preferNotToAnswer: Bool
    public var answer: AnswerFormat
    public var location: SourceLocation
    /// What the question asks in standard terms (LOINC, SNOMED CT…); often none.
    public var codes: [Coding]
    /// `identifier: true`: the answer identifies the participant; exports leave it out.
    public var identifier = false
    /// A rule across answers (`constraint: "end_date > start_date"`), checked when the
    /// answer is given: nothing is recorded until it holds (or is missing).
    public var constraint: ExpressionSource?
    /// The study's own words for a broken constraint, shown as the error notice.
    public var constraintMessage: LocalizedText?

    public init(
        id: Located<StepID>, text: LocalizedText, detail: LocalizedText?, optional: Bool, preferNotToAnswer: Bool,
        answer: AnswerFormat, location: SourceLocation, codes: [Coding] = []
    ) {
        self.codes = codes
        self.id = id
        self.text = text
        self.detail = detail
        self.optional = optional
        self.preferNotToAnswer = preferNotToAnswer
        self.answer = answer
        self.location = location
    }
}
