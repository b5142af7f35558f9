import Testing

@testable import StudyModel

/// The text catalogue: one table per kind of text, compiled from `Catalogues/*.yaml`, English
/// as the fallback, and every language either translating each text or keeping it in English
/// on purpose. (The build itself holds each file to the English keys and placeholders; these
/// hold the compiled tables to it, so a Swift key that no file sets cannot pass.)
@Suite struct TextCatalogueTests {
    /// Every text of a catalogue's tables, by path: `ui.joinStudy`, `task.psat.keys`,
    /// `task.psat.instructions.0` (a kind's tables sit inside `task`; lists count item by item).
    private static func texts(_ catalogue: TextCatalogue) -> [String: String] {
        var all: [String: String] = [:]
        func collect(_ value: Any, at path: String) {
            switch value {
            case let text as String: all[path] = text
            case let list as [String]: for (index, text) in list.enumerated() { all["\(path).\(index)"] = text }
            default:
                let mirror = Mirror(reflecting: value)
                guard mirror.displayStyle == .struct else { return }
                for child in mirror.children { collect(child.value, at: path + "." + (child.label ?? "?")) }
            }
        }
        let tables: [(String, Any)] = [
            ("ui", catalogue.ui), ("task", catalogue.task), ("wording", catalogue.wording),
            ("consent", catalogue.consent), ("answers", catalogue.answers), ("profile", catalogue.profile),
            ("reconsent", catalogue.reconsent),
            ("results", catalogue.results),
        ]
        for (table, value) in tables { collect(value, at: table) }
        return all
    }

    /// Not texts the participant reads: the session's and the catalogue's language codes.
    private static let notTexts: Set<String> = ["task.language", "answers.language"]

    @Test(arguments: TextCatalogue.languages.map(\.language))
    func everyKeyHasATextInEveryLanguage(_ language: String) throws {
        let catalogue = try #require(TextCatalogue.languages.first { $0.language == language })
        let empty = Self.texts(catalogue).filter { $0.value.isEmpty && !Self.notTexts.contains($0.key) }.keys.sorted()
        #expect(empty.isEmpty, "no text in Catalogues/\(language).yaml for \(empty)")
    }

    @Test func theSixLanguagesAreShipped() {
        #expect(TextCatalogue.languages.map(\.language) == ["en", "de", "es", "fr", "pt", "zh"])
        #expect(TextCatalogue.languageList.hasPrefix("en (English), de (Deutsch), es (Español)"))
    }

    @Test(arguments: TextCatalogue.languages.filter { $0.language != "en" }.map(\.language))
    func everyTextIsTranslatedOrKeptInEnglishKnowingly(_ language: String) throws {
        let catalogue = try #require(TextCatalogue.languages.first { $0.language == language })
        let english = Self.texts(.english)
        let translated = Self.texts(catalogue)
        #expect(Set(english.keys) == Set(translated.keys))
        // A text chosen by a count is kept (or not) as a whole: `ui.questionsInAll` covers
        // `ui.questionsInAll.one` and `.other`, as the catalogue generator reads it.
        func keptWhole(_ key: String) -> String {
            guard key.hasSuffix(".one") || key.hasSuffix(".other") else { return key }
            return String(key[..<(key.lastIndex(of: ".") ?? key.endIndex)])
        }
        for (key, text) in english where !Self.notTexts.contains(key) {
            let kept = catalogue.keptInEnglish.contains(keptWhole(key))
            #expect(
                (translated[key] == text) == kept,
                kept ? "\(key) is listed as kept in English but is translated" : "\(key) is not translated")
        }
        #expect(
            catalogue.keptInEnglish.isSubset(of: Set(english.keys.map(keptWhole))), "keptInEnglish names only real keys"
        )
    }

    @Test(arguments: TextCatalogue.languages.map(\.language))
    func aTranslationKeepsEveryPlaceholder(_ language: String) throws {
        let catalogue = try #require(TextCatalogue.languages.first { $0.language == language })
        let english = Self.texts(.english)
        let translated = Self.texts(catalogue)
        func placeholders(_ text: String) -> Set<Substring> {
            let opened = text.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
            return Set(opened.compactMap { $0.split(separator: "}").first })
        }
        for (key, text) in english {
            #expect(placeholders(translated[key] ?? "") == placeholders(text), "\(key) in \(language)")
        }
    }

    /// Every kind of answer message, by name, with sample values.
    private static var answerMessageKinds: [(String, (any AnswerMessages) -> String)] {
        [
            ("yes", \.yes), ("no", \.no), ("noneChosen", \.noneChosen), ("today", \.today), ("now", \.now),
            ("enter", { $0.enter("x") }), ("range", { $0.range(from: "1", to: "9") }),
            ("range.low", { $0.range(from: "1", to: nil) }), ("range.high", { $0.range(from: nil, to: "9") }),
            ("or", \.or), ("yesNoForm", \.yesNoForm), ("choiceForm", { $0.choiceForm(count: 3) }),
            ("choicesForm", { $0.choicesForm(count: 3, example: "1, 3") }),
            ("textScaleForm", { $0.textScaleForm(labels: ["a", "b"]) }),
            ("otherTextNeeded", { $0.otherTextNeeded(example: "3") }),
            ("otherTextEmpty", { $0.otherTextEmpty(label: "x") }),
            ("exclusive", { $0.exclusive(label: "x") }),
            ("selectionCount.exactly", { $0.selectionCount(minimum: 2, maximum: 2) }),
            ("selectionCount.upTo", { $0.selectionCount(minimum: 0, maximum: 2) }),
            ("selectionCount.between", { $0.selectionCount(minimum: 1, maximum: 3) }),
            ("selectionCount.atLeast", { $0.selectionCount(minimum: 2, maximum: nil) }),
            ("wholeNumberForm", { $0.wholeNumberForm(range: "", step: "5") }),
            ("numberForm", { $0.numberForm(range: "", step: "0.5", places: 1) }),
            ("emptyText", \.emptyText), ("patternFallback", \.patternFallback),
            ("tooLong", { $0.tooLong(maximum: 5, typed: 6) }), ("textForm", { $0.textForm(maximum: 5) }),
            ("textForm.any", { $0.textForm(maximum: nil) }), ("emailRule", \.emailRule),
            ("dateRule", { $0.dateRule(earliest: nil, latest: nil) }),
            ("timeRule", { $0.timeRule(earliest: "07:00", latest: nil) }),
            ("dateTimeRule", { $0.dateTimeRule(earliest: nil, latest: "2030-01-01 00:00") }),
            ("temporalRule.between", { $0.temporalRule("x", form: "f", example: nil, earliest: "1", latest: "2") }),
            ("durationForm", \.durationForm), ("durationRule", { $0.durationRule(range: "") }),
            ("heightForm", { $0.heightForm(imperialFirst: false) }),
            ("weightForm", { $0.weightForm(imperialFirst: true) }),
            ("heightRule", { $0.heightRule(form: "f", range: "") }),
            ("weightRule", { $0.weightRule(form: "f", range: "") }),
            ("heightRule.range", { $0.heightRule(form: "f", range: "r") }),
            ("weightRule.range", { $0.weightRule(form: "f", range: "r") }),
            ("unanswerable", \.unanswerable),
        ]
    }

    /// The compiler holds a language's answer messages to every kind; this holds it to
    /// writing each in its own words rather than passing the English through.
    @Test(arguments: TextCatalogue.languages.filter { $0.language != "en" }.map(\.language))
    func everyAnswerMessageKindIsWrittenInTheLanguage(_ language: String) throws {
        let catalogue = try #require(TextCatalogue.languages.first { $0.language == language })
        #expect(catalogue.answers.language == catalogue.language, "the catalogue's answer messages are its own")
        for (kind, message) in Self.answerMessageKinds {
            let text = message(catalogue.answers)
            #expect(!text.isEmpty, "\(kind) is empty in \(language)")
            guard !catalogue.keptInEnglish.contains("answers.\(kind)") else { continue }
            #expect(text != message(TextCatalogue.english.answers), "\(kind) is the English in \(language)")
        }
    }

    @Test func englishAnswerMessagesAreEnglish() {
        #expect(TextCatalogue.english.answers.language == "en")
        #expect(TextCatalogue.english.answers.selectionCount(minimum: 1, maximum: 1) == "Choose 1 answer.")
        #expect(TextCatalogue.english.answers.enter("a date") == "Enter a date.")
    }

    @Test func aLanguageTagPicksItsCatalogueAndEnglishIsTheFallback() {
        #expect(TextCatalogue.for("zh-Hans").language == "zh")
        #expect(TextCatalogue.for("ZH-cn").language == "zh")
        #expect(TextCatalogue.for("en-GB").language == "en")
        #expect(TextCatalogue.for("ja").language == "en", "an untranslated language reads English")
        #expect(TextCatalogue.speaking("ja") == nil)
        #expect(TextCatalogue.speaking("english") == nil, "a tag is matched by its subtags, not its letters")
        #expect(TextCatalogue.for("es-MX").language == "es")
        #expect(TextCatalogue.for("pt-BR").language == "pt")
        #expect(UIText.forLanguage("zh-Hans").joinStudy == "加入研究")
        #expect(UIText.forLanguage("ja").joinStudy == "Join the study")
        #expect(TaskWords.forLanguage("zh-Hans").language == "zh-Hans")
        #expect(TextCatalogue.for("zh-CN").answers.language == "zh")
    }

    @Test func aPluralTextPicksItsFormByCount() {
        let english = PluralText(one: "{count} answer", other: "{count} answers")
        #expect([0, 1, 2].map { english($0) } == ["0 answers", "1 answer", "2 answers"])
        let french = PluralText(one: "{count} réponse", other: "{count} réponses", zeroIsSingular: true)
        #expect([0, 1, 2].map { french($0) } == ["0 réponse", "1 réponse", "2 réponses"])
        #expect(
            TextCatalogue.for("fr").answers.selectionCount(minimum: 0, maximum: 1) == "Choisissez au plus 1 réponse.")
        #expect(TextCatalogue.for("es").answers.selectionCount(minimum: 3, maximum: 3) == "Elija 3 respuestas.")
    }

    /// A survey of one question (a repeating group of one, a one-item instrument) said
    /// "1 questions" while the count label had a single form.
    @Test func theQuestionCountHasASingularForm() {
        #expect([1, 2].map { TextCatalogue.english.ui.questionsInAll($0) } == ["1 question", "2 questions"])
        #expect(
            [0, 1, 2].map { TextCatalogue.for("fr").ui.questionsInAll($0) } == [
                "0 question", "1 question", "2 questions",
            ])
        #expect(TextCatalogue.for("de").ui.questionsInAll(1) == "1 Frage")
        #expect(TextCatalogue.for("zh").ui.questionsInAll(1) == "共 1 题")
    }

    @Test func anEmptyOptionalPartLeavesNoDoubleSpace() {
        let english = TextCatalogue.english.answers
        #expect(english.wholeNumberForm(range: "", step: nil) == "a whole number")
        #expect(english.wholeNumberForm(range: "", step: "5") == "a whole number in steps of 5")
        #expect(
            english.numberForm(range: "from 0 to 1", step: nil, places: 2)
                == "a number from 0 to 1 with up to 2 decimal places")
        #expect(
            TextCatalogue.for("de").answers.wholeNumberForm(range: "von 0 bis 120", step: nil)
                == "eine ganze Zahl von 0 bis 120")
        #expect(
            TextCatalogue.for("es").answers.temporalRule(
                "una fecha", form: "YYYY-MM-DD", example: nil, earliest: nil, latest: "hoy")
                == "Escriba una fecha con el formato YYYY-MM-DD, no posterior a hoy.")
    }

    @Test func commandWordsAreComparedWithoutCaseOrAccents() {
        #expect(TextCatalogue.comparable("Atrás") == TextCatalogue.comparable("atras"))
        #expect(TextCatalogue.comparable("ÜBERSPRINGEN") == "uberspringen")
        #expect(TextCatalogue.comparable("não") == "nao")
        #expect(TextCatalogue.comparable("跳过") == "跳过")
    }

    @Test func placeholdersAreFilled() {
        #expect(UIText.fill("Question {n} of {count}", ["n": "2", "count": "9"]) == "Question 2 of 9")
        #expect(Wording.forLanguage("zh").page(1, of: 3) == "第 1 页，共 3 页")
    }
}
