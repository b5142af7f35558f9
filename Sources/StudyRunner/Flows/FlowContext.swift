import StudyModel

/// What every flow reads: the study in the participant's language, its screens, the
/// presenter and the clock. Shared by value; what changes (the participant's state) is
/// the `Recorder`'s.
struct FlowContext {
    let study: Study
    let consentDocuments: [String: ConsentDocument]
    let language: String
    let ui: UIText
    let presenter: Presenter
    let clock: WallClock
    /// Where participant ids and active-task seeds come from; a seeded generator in tests.
    let random: RandomSource

    var screens: JourneyScreens { JourneyScreens(study: study, language: language, ui: ui) }

    var consentText: ConsentText {
        ConsentText(consent: study.consent, language: language, documents: consentDocuments)
    }

    var consentPages: ConsentPages { ConsentPages(study: study, text: consentText, ui: ui) }

    func text(_ localized: LocalizedText?) -> String { localized?.resolved(in: language) ?? "" }

    /// A question asker that settles leaving itself, so staying keeps what was being typed.
    var asker: QuestionAsker {
        QuestionAsker(presenter: presenter, language: language, ui: ui, clock: clock, leaving: leaving)
    }

    var leaving: LeaveConfirmation { LeaveConfirmation(presenter: presenter, screens: screens) }
}

/// One random generator shared by every flow of a session, so each draw follows the last
/// (a seeded session draws the same ids and seeds every time).
final class RandomSource {
    private var generator: any RandomNumberGenerator

    init(_ generator: any RandomNumberGenerator) {
        self.generator = generator
    }

    func next() -> UInt64 { generator.next() }

    func participantID() -> String { ParticipantID.generate(using: &generator) }
}
