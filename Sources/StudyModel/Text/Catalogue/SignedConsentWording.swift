/// The labels of the signed consent document in the participant's language. The hash line
/// stays in English in every language: tools find it by its exact words.
public struct SignedConsentWording: TextTable {
    public static var inCatalogue: KeyPath<TextCatalogue, SignedConsentWording> { \.consent }

    init() {}

    public var title = ""
    public var study = ""
    public var version = ""
    public var consentVersion = ""
    /// The consent a re-consent's document replaces: "Replaces: version 1.0, <date>".
    public var replaces = ""
    public var participant = ""
    public var language = "Language"
    public var shown = ""
    public var notShown = ""
    public var summary = ""
    public var quiz = ""
    public var passMark = ""
    public var attempt = ""
    public var result = ""
    public var passed = ""
    public var notPassed = ""
    public var notFinished = ""
    public var answer = ""
    public var noAnswer = ""
    public var correct = ""
    public var notCorrect = ""
    public var permissions = ""
    public var granted = ""
    public var declined = ""
    public var notAsked = ""
    public var signature = ""
    public var printedName = ""
    public var typedSignature = ""
    public var email = ""
    public var phone = ""
    public var dateTime = ""
    public var notSigned = ""
    public var meaning = ""
    public var separator = ""
}
