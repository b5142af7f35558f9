import Testing

@testable import StudyModel

/// Answer rules, answers and the words typed for them in the languages of the catalogues
/// besides English and Chinese (which have their own suites): word order from the templates,
/// the decimal comma where the language writes one, yes and no in the language.
@Suite struct AnswerLanguageTests {
    private func rule(_ format: AnswerFormat, _ language: String) -> String {
        AnswerInput.rule(for: format, language: language, today: Answers.today, now: Answers.now)
    }

    @Test func rulesFollowEachLanguagesWordOrder() {
        let integer = Answers.integer(min: 0, max: 120)
        #expect(rule(integer, "es") == "Escriba un número entero de 0 a 120.")
        #expect(rule(integer, "fr") == "Saisissez un nombre entier de 0 à 120.")
        #expect(rule(integer, "de") == "Geben Sie eine ganze Zahl von 0 bis 120 ein.")
        #expect(rule(integer, "pt-BR") == "Digite um número inteiro de 0 a 120.")
        #expect(
            rule(Answers.date(max: "today"), "de")
                == "Geben Sie ein Datum im Format YYYY-MM-DD ein, nicht später als heute.")
    }

    @Test func numbersShownToTheParticipantUseTheLanguagesDecimalSeparator() {
        let decimal = Answers.decimal(min: 0, max: 50, step: 0.5, places: 1)
        #expect(
            rule(decimal, "de")
                == "Geben Sie eine Zahl von 0 bis 50 in Schritten von 0,5 mit höchstens 1 Nachkommastelle ein.")
        #expect(rule(decimal, "en") == "Enter a number from 0 to 50 in steps of 0.5 with up to 1 decimal place.")
        #expect(AnswerFormatting.display(.decimal(7.5), for: decimal, language: "fr") == "7,5")
        #expect(AnswerFormatting.display(.decimal(7.5), for: decimal, language: "zh-Hans") == "7.5")
        // What goes back into the input line stays a number the reader takes back unchanged.
        #expect(AnswerFormatting.editableText(.decimal(1.5), for: decimal, language: "fr") == "1.5")
        #expect(Answers.value("7,5", decimal, language: "de") == .decimal(7.5))
    }

    @Test func yesAndNoAreTypedInTheLanguageWithOrWithoutAccents() {
        let yesNo = Answers.yesNo()
        #expect(Answers.value("sí", yesNo, language: "es") == .yesNo(true))
        #expect(Answers.value("Si", yesNo, language: "es") == .yesNo(true))
        #expect(Answers.value("oui", yesNo, language: "fr") == .yesNo(true))
        #expect(Answers.value("Nein", yesNo, language: "de") == .yesNo(false))
        #expect(Answers.value("nao", yesNo, language: "pt") == .yesNo(false))
        #expect(Answers.value("yes", yesNo, language: "de") == .yesNo(true), "English words always work")
    }
}
