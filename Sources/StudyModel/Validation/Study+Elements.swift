/// Flat views of everything in a study that checks go over: its texts.

/// What a walk over the texts is handed: each text, and how to name its place.
typealias TextVisitor = (LocalizedText, () -> TextPlace) -> Void

extension Study {
    /// Every participant-facing text, with what it is, for language checks. Each is handed
    /// over where it stands: a list of them copied every text of a large study. What it is
    /// comes as a closure, put together only for a message: the walk that looks for missing
    /// languages never needs it, and building every text's place cost about 600 instructions
    /// a question (eleventh round).
    func forEachText(_ body: TextVisitor) {
        body(title, { TextPlace("the study title") })
        body(organisation, { TextPlace("the organisation") })
        func add(_ text: LocalizedText?, _ what: String, of owner: TextPlace.Part? = nil) {
            if let text { body(text, { TextPlace(what, of: owner) }) }
        }
        add(introduction.title, "the introduction title")
        add(introduction.text, "the introduction text")
        add(introduction.learnMore, "the introduction's learn-more text")
        add(introduction.callToAction, "the call to action")
        if let eligibility {
            for question in eligibility.questions { question.forEachText(body) }
            add(eligibility.ineligibleText, "the ineligible text")
            add(eligibility.eligibleText, "the eligible text")
        }
        for section in consent.sections {
            let name = TextPlace.Part("consent section", id: section.id.value.rawValue)
            add(section.title, "the title", of: name)
            add(section.summary, "the summary", of: name)
            add(section.learnMore, "the learn-more text", of: name)
        }
        for question in consent.quiz?.questions ?? [] {
            let name = TextPlace.Part("quiz question", id: question.id.value.rawValue)
            body(question.question, { TextPlace(name) })
            add(question.explanation, "the explanation", of: name)
            question.answer.forEachText(owner: name, body)
        }
        add(privacyNotice, "the privacy notice")
        add(encouragement.daily, "the daily encouragement")
        add(encouragement.weekly, "the weekly encouragement")
        add(consent.review, "the consent review text")
        add(consent.signature.meaning, "the meaning of the signature")
        for permission in permissions {
            let name = TextPlace.Part("permission", id: permission.id.value.rawValue)
            add(permission.title, "the title", of: name)
            add(permission.reason, "the reason", of: name)
        }
        for task in tasks {
            let name = TextPlace.Part("task", id: task.id.value.rawValue)
            add(task.title, "the title", of: name)
            add(task.description, "the description", of: name)
            add(task.completion, "the completion text", of: name)
            switch task.kind {
            case let .survey(survey):
                for step in survey.steps { step.forEachText(body) }
                for score in survey.scores {
                    let scoreName = TextPlace.Part("score", id: score.id.value)
                    add(score.label, "the label", of: scoreName)
                    for band in score.bands { add(band.label, "a band label", of: scoreName) }
                }
            case let .active(active):
                add(active.instructions, "the instructions", of: name)
                add(active.when, "the 'when' text", of: name)
                for case let .text(text) in active.parameters.values { add(text, "a parameter", of: name) }
            case .invalid: break
            }
        }
    }
}

extension Step {
    func forEachText(_ body: TextVisitor) {
        let name = TextPlace.Part("step", id: id.value.rawValue)
        switch content {
        case let .instruction(title, text):
            if let title { body(title, { TextPlace("the title", of: name) }) }
            body(text, { TextPlace("the instruction", of: name) })
        case let .question(question):
            body(question.text, { TextPlace("the question", of: name) })
            if let detail = question.detail { body(detail, { TextPlace("the detail", of: name) }) }
            if let message = question.constraintMessage {
                body(message, { TextPlace("the constraint message", of: name) })
            }
            question.answer.forEachText(owner: name, body)
        case let .repeatingGroup(group):
            body(group.title, { TextPlace("the group heading", of: name) })
            if let label = group.label { body(label, { TextPlace("the instance label", of: name) }) }
            for step in group.steps { step.forEachText(body) }
        }
    }
}

extension AnswerFormat {
    func forEachText(owner: TextPlace.Part, _ body: TextVisitor) {
        func add(_ text: LocalizedText?, _ what: TextPlace.Part) {
            if let text { body(text, { TextPlace(what, of: owner) }) }
        }
        func add(_ text: LocalizedText?, _ what: String) { add(text, TextPlace.Part(what)) }
        switch self {
        case let .yesNo(options):
            add(options.yesLabel, "the yes label")
            add(options.noLabel, "the no label")
        case let .singleChoice(options), let .multipleChoice(options), let .valuePicker(options):
            for choice in options.choices {
                add(choice.label, TextPlace.Part("the label of choice", id: choice.value.value))
            }
        case let .integer(options), let .decimal(options):
            add(options.unit, "the unit")
        case let .scale(options):
            add(options.minLabel, "the min label")
            add(options.maxLabel, "the max label")
        case let .textScale(options):
            for label in options.labels { add(label, "a scale label") }
        case let .text(options):
            add(options.patternMessage, "the pattern message")
            add(options.placeholder, "the placeholder")
        default: break
        }
    }
}
