/// Every `{id}` in a step's texts (`TextPiping`) names a question asked before the step, or
/// a score whose questions have all been asked by then: what the participant reads must
/// never show a brace and a name, nor an answer they have not given yet.
enum PipedTextCheck {
    /// `scope` is made only for a step whose texts name an answer: most steps have none, and
    /// making it for each (a copy of the survey's names and a closure) was about 1% of
    /// validating a large study (eighth round).
    static func problems(_ step: Step, scope makeScope: @autoclosure () -> StudyScope) -> [Diagnostic] {
        var scope: StudyScope?
        var diagnostics: [Diagnostic] = []
        func check(_ text: LocalizedText?, _ what: String) {
            guard let text else { return }
            var reported: Set<String> = []
            // A byte scan, not Foundation's `contains("{")`, which compared Characters and took
            // about 5% of validating a large file (callgrind, seventh round); `references`
            // reads the scalars itself, so a text it would skip has no reference anyway.
            text.forEachVariant { variant in
                guard variant.containsByte(UInt8(ascii: "{")) else { return }
                for reference in TextPiping.references(in: variant) where reported.insert(reference.name).inserted {
                    if scope == nil { scope = makeScope() }
                    if let scope,
                        let problem = problem(reference.name, scope: scope, in: "\(what) of step '\(step.id.value)'")
                    {
                        diagnostics.append(
                            .error(.pipedAnswer, problem.message, at: text.location, hint: problem.hint))
                    }
                }
            }
        }
        forEachText(of: step, check)
        return diagnostics
    }

    /// Whether any text of the step has a `{` at all. Asked before `problems`: most steps
    /// have none, and the call with its scope argument copied the survey's name tables
    /// several times per step, 3 % of validating a large study (ninth round).
    static func mayPipe(_ step: Step) -> Bool {
        var found = false
        forEachText(of: step) { text, _ in
            text?.forEachVariant { variant in
                if !found && variant.containsByte(UInt8(ascii: "{")) { found = true }
            }
        }
        return found
    }

    /// The step's texts that may show an answer, with what each is called in a message.
    private static func forEachText(of step: Step, _ body: (LocalizedText?, String) -> Void) {
        switch step.content {
        case let .question(question):
            body(question.text, "the question")
            body(question.detail, "the detail")
            body(question.constraintMessage, "the constraint message")
        case let .instruction(title, text):
            body(title, "the title")
            body(text, "the instruction")
        case let .repeatingGroup(group):
            body(group.title, "the group heading")
        }
    }

    private static func problem(_ id: String, scope: StudyScope, in place: String)
        -> (message: String, hint: String?)?
    {
        switch scope.resolve(id) {
        case .value:
            return nil
        case let .unavailable(reason, _):
            return ("'{\(id)}' in \(place) cannot be shown: \(reason)", "show only answers given before this step")
        case let .unknown(suggestion):
            return (
                "'{\(id)}' in \(place) names no question or score",
                suggestion.map { "did you mean '{\($0)}'?" }
                    ?? "write the id of an earlier question or of a score, e.g. {age}"
            )
        }
    }
}
