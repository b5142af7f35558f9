/// A score's expression as FHIRPath, for the SDC `calculatedExpression` of the item the
/// export writes for it. Only the forms the import reads back are written (docs/interop.md),
/// so a round trip keeps the score: answers and earlier scores as
/// `%resource.item.where(linkId='x').answer.value`, `score(q)` as the lforms ordinalValue
/// pattern, arithmetic and comparisons fully parenthesised, `iif`, `{}` and the functions
/// FHIRPath shares with the study's expressions. Anything else is a `FHIRPathProblem`.
struct FHIRPathExport {
    let steps: [Step]
    /// Scores without bands written before the one being translated.
    let earlierScores: Set<String>
    /// Scores written out as their own FHIRPath, for an `enableWhenExpression`: the score's
    /// item comes after the questions, so a condition on it cannot refer to it.
    var inlinedScores: [String: String] = [:]
    /// The repeating group whose instance the expression is evaluated in (a constraint of
    /// one of its questions, written on the group item): its questions are found from that
    /// instance, `%context`, the others from the top of the response.
    var instance: (group: String, steps: Set<String>)?

    func translate(_ text: String) -> Result<String, FHIRPathProblem> {
        do {
            let node = try ExpressionParser.parse(text)
            return .success(try path(node))
        } catch let problem as FHIRPathProblem {
            return .failure(problem)
        } catch {
            return .failure(FHIRPathProblem(message: "the expression does not parse"))
        }
    }

    private func path(_ node: ExpressionNode) throws(FHIRPathProblem) -> String {
        switch node.kind {
        case .number(let value): return NumberText.text(value)
        case .text(let value): return ExpressionFormat.quoted(value)
        case .boolean(let value): return value ? "true" : "false"
        case .missing: return "{}"
        case .name(let name): return try answer(name)
        case .list: throw FHIRPathProblem(message: "a list has no FHIRPath form the import reads back")
        case .unary(.not, let operand): return "(\(try path(operand))).not()"
        case .unary(.negate, let operand): return "(-\(try path(operand)))"
        case .binary(.power, let left, let right): return "(\(try path(left))).power(\(try path(right)))"
        case .binary(.in, _, _), .binary(.notIn, _, _):
            throw FHIRPathProblem(message: "'in' on a multiple choice has no FHIRPath form the import reads back")
        case .binary(let op, let left, let right):
            let (leftText, rightText) = try operands(left, right)
            return "(\(leftText) \(op.rawValue) \(rightText))"
        case .call(let name, let arguments): return try call(name, arguments)
        }
    }

    /// A comparison of a single choice with a literal compares the exported coding's code
    /// (a text in FHIRPath). A choice whose values are numbers is compared as its number
    /// instead (`answer()`), so that ordering (`>= 1`) is numeric, not alphabetical.
    private func operands(_ left: ExpressionNode, _ right: ExpressionNode) throws(FHIRPathProblem) -> (
        String, String
    ) {
        if let first = left.nameIfAny, let second = right.nameIfAny, isCalendar(first), isCalendar(second) {
            return (itemPath(first) + ".answer.value", itemPath(second) + ".answer.value")
        }
        if let name = left.nameIfAny, let code = choiceCode(of: right, in: name) {
            return (try answer(name), ExpressionFormat.quoted(code))
        }
        if let name = right.nameIfAny, let code = choiceCode(of: left, in: name) {
            return (ExpressionFormat.quoted(code), try answer(name))
        }
        return (try path(left), try path(right))
    }

    /// A date or time question: FHIRPath orders two such answers as the study does ("end
    /// date after start date"), but a study's date literal is a text, which FHIRPath would
    /// not compare with a date, so only answer against answer is written.
    private func isCalendar(_ name: String) -> Bool {
        guard !earlierScores.contains(name), inlinedScores[name] == nil else { return false }
        switch format(of: name) ?? nil {
        case .date?, .time?: return true
        default: return false
        }
    }

    private func choiceCode(of literal: ExpressionNode, in name: String) -> String? {
        guard case .singleChoice(let options)? = format(of: name) ?? nil, !options.isNumeric else { return nil }
        let value: String
        switch literal.kind {
        case .text(let text): value = text
        case .number(let number): value = NumberText.text(number)
        default: return nil
        }
        let choice = options.choices.first { $0.value.value == value }
        return choice?.code?.code.value ?? value
    }

    private func format(of name: String) -> AnswerFormat?? {
        guard let step = steps.first(where: { $0.id.value.rawValue == name }) else { return nil }
        guard let question = step.question else { return .some(nil) }
        if case .valuePicker(let options) = question.answer { return .singleChoice(options) }
        return question.answer
    }

    private func itemPath(_ id: String) -> String {
        guard let instance, instance.steps.contains(id) else { return "%resource.item.where(linkId='\(id)')" }
        return "%context.item.where(linkId='\(id)')"
    }

    /// The answer of question `name` (a single choice's coding code), or an earlier score.
    private func answer(_ name: String) throws(FHIRPathProblem) -> String {
        if earlierScores.contains(name) { return itemPath(name) + ".answer.value" }
        if let inlined = inlinedScores[name] { return "(\(inlined))" }
        guard let found = format(of: name), let format = found else {
            throw FHIRPathProblem(
                message: "'\(name)' is not a question or an earlier score (without bands) of the survey")
        }
        switch format {
        case .singleChoice(let options) where options.isNumeric: return numericChoice(name, options)
        case .singleChoice: return itemPath(name) + ".answer.valueCoding.code"
        case .yesNo, .integer, .decimal, .scale, .text, .email: return itemPath(name) + ".answer.value"
        default:
            throw FHIRPathProblem(
                message: "a \(format.typeName) answer ('\(name)') has no FHIRPath form the import reads back")
        }
    }

    /// A single choice whose values are whole numbers (the PHQ-9 style) is a number in the
    /// study's expressions, but its answer in a QuestionnaireResponse is a coding, whose code
    /// is a FHIRPath string: `'1' + '2'` is `'12'` and `'1' >= 1` is an error. When the codes
    /// are the values, the code is converted (`toInteger()`); when the choices carry codes of
    /// their own (LOINC answers), each code is mapped back to its value with `iif`.
    private func numericChoice(_ name: String, _ options: ChoiceOptions) -> String {
        let code = itemPath(name) + ".answer.valueCoding.code"
        guard options.choices.contains(where: { $0.code != nil }) else { return code + ".toInteger()" }
        var result = "{}"
        for choice in options.choices.reversed() {
            let coded = choice.code?.code.value ?? choice.value.value
            result = "iif(\(code) = \(ExpressionFormat.quoted(coded)), \(choice.value.value), \(result))"
        }
        return result
    }

    private func call(_ name: String, _ arguments: [ExpressionNode]) throws(FHIRPathProblem) -> String {
        var texts: [String] = []
        for argument in arguments where name != "score" { texts.append(try path(argument)) }
        switch (ExpressionFunction(rawValue: name), texts.count) {
        case (.answered?, 1), (.exists?, 1): return "(\(texts[0])).exists()"
        case (.isMissing?, 1): return "(\(texts[0])).empty()"
        case (.round?, 1): return "(\(texts[0])).round()"
        case (.round?, 2): return "(\(texts[0])).round(\(texts[1]))"
        case (.abs?, 1), (.sqrt?, 1), (.exp?, 1), (.ln?, 1): return "(\(texts[0])).\(name)()"
        case (.pow?, 2): return "(\(texts[0])).power(\(texts[1]))"
        case (.if?, 3): return "iif(\(texts.joined(separator: ", ")))"
        case (.default?, 2): return "iif((\(texts[0])).empty(), \(texts[1]), \(texts[0]))"
        // sum() is missing as soon as one part is, as FHIRPath's + is empty when one side is.
        case (.sum?, 1...): return "(" + texts.joined(separator: " + ") + ")"
        case (.score?, _): return try score(arguments)
        default:
            throw FHIRPathProblem(message: "\(name)() has no FHIRPath form the import reads back")
        }
    }

    /// `score(q)` of a single choice: the ordinalValue of the option whose code was chosen.
    private func score(_ arguments: [ExpressionNode]) throws(FHIRPathProblem) -> String {
        guard let name = arguments.first?.nameIfAny, case .singleChoice? = format(of: name) ?? nil else {
            throw FHIRPathProblem(message: "score() of anything but a single choice has no FHIRPath form here")
        }
        let group = instance.flatMap { $0.steps.contains(name) ? ".item.where(linkId='\($0.group)')" : nil } ?? ""
        return "%questionnaire\(group).item.where(linkId='\(name)').answerOption"
            + ".where(valueCoding.code=\(itemPath(name)).answer.valueCoding.code)"
            + ".extension.where(url='\(FHIRExtension.ordinalValue)').valueDecimal"
    }
}
