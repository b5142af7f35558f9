/// The labels of the signed consent document in the participant's language. The hash line
/// stays in English in every language: tools find it by its exact words.
public struct SignedConsentWording: TextTable {
    public static var inCatalogue: KeyPath<TextCatalogue, SignedConsentWording> { \.consent }

    public init() {}

    public var title = "Signed consent"
    public var study = "Study"
    public var version = "version"
    public var consentVersion = "Consent version"
    public var participant = "Participant"
    public var language = "Language"
    public var shown = "Shown"
    public var notShown = "not shown"
    public var summary = "Summary"
    public var quiz = "Comprehension quiz"
    public var passMark = "Pass mark: {mark} of {count}; attempts allowed: {attempts}"
    public var attempt = "Attempt {n}"
    public var result = "{correct} of {count} correct, {verdict}"
    public var passed = "passed"
    public var notPassed = "not passed"
    public var notFinished = "not finished"
    public var answer = "Answer"
    public var noAnswer = "no answer"
    public var correct = "correct"
    public var notCorrect = "not correct"
    public var permissions = "Permissions"
    public var granted = "granted"
    public var declined = "declined"
    public var notAsked = "not asked yet"
    public var signature = "Signature"
    public var printedName = "Printed name"
    public var typedSignature = "Typed signature"
    public var email = "Email"
    public var phone = "Phone"
    public var dateTime = "Date and time"
    public var notSigned = "not signed"
    public var meaning = "Meaning of the signature"
    public var separator = ": "
}
