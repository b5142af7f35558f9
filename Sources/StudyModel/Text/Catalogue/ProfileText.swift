/// The texts of the participant's profile and of leaving the study: one table of the
/// `TextCatalogue`, with the English texts (the Chinese ones are in `ProfileText+Chinese`).
public struct ProfileText: TextTable {
    public static var inCatalogue: KeyPath<TextCatalogue, ProfileText> { \.profile }

    public init() {}

    // The entry on the home screen, and the profile itself
    public var homeEntry = "My profile"
    public var title = "Your profile"
    public var participantID = "Participant id: {id}"
    public var study = "Study: {study}, version {version}"
    public var consentVersion = "Consent signed: version {version}, on {date}"
    public var joined = "Taking part since {date}"
    public var permissionAllowed = "{permission}: allowed"
    public var permissionNotAllowed = "{permission}: not allowed"
    public var yourContact = "Your contact details: {details}"
    public var noContact = "none given"
    public var team = "Questions? Contact {name}, {email}"
    public var teamPhone = "Questions? Contact {name}, {email}, {phone}"
    // The profile's menu
    public var changePermission = "Change a permission"
    public var updateContact = "Update my contact details"
    public var readConsent = "Read my signed consent again"
    public var readPrivacyNotice = "Read the privacy notice"
    public var leaveStudy = "Leave the study"
    public var backHome = "Back to my tasks"
    public var backToProfile = "Back to my profile"
    // Changing a permission or the contact details
    public var choosePermission = "Which permission do you want to change?"
    public var permissionNow = "Now: {state}. Your new choice is respected from now on."
    public var allowed = "allowed"
    public var notAllowed = "not allowed"
    public var requiredPermission =
        "The study cannot go on without this permission, so it cannot be taken back here. To stop taking part, choose \"Leave the study\" in your profile."
    public var permissionSaved = "Saved: {permission} is now {state}."
    public var contactStep = "Leave a line empty to keep what is there."
    public var contactSaved = "Your new contact details are saved. The study keeps a record of the earlier ones."
    public var signedConsentTitle = "Your signed consent"
    public var privacyNoticeTitle = "Privacy notice"
    // Leaving the study
    public var leaveTitle = "Leave the study?"
    public var leaveStopsEverything =
        "If you leave, nothing more will be collected from you and no more tasks will be offered. You cannot undo this here."
    public var leaveKeepsAnswers =
        "The answers you have already given are kept and may still be used in the study, as the consent said. Leaving does not delete them."
    public var leaveChooseAnswers =
        "You choose what happens to the answers you have already given: we keep them and may use them, or we delete them with every file made from them, keeping only a note that you left and asked for this."
    public var leaveAndKeep = "Leave the study and keep my answers"
    public var leaveAndDelete = "Leave the study and delete my answers"
    public var leaveConfirm = "Leave the study"
    public var stay = "Stay in the study"
    public var leftKept = "You have left the study. Nothing more will be collected from you. Thank you for taking part."
    public var leftDeleted =
        "You have left the study and your answers have been deleted. Only a note that you left and asked for this is kept. Thank you for taking part."
    public var alreadyLeft =
        "Participant {id} left this study on {date}. Nothing more is collected and there are no tasks to do. {contact}."
    public var alreadyLeftDeleted =
        "Participant {id} left this study on {date} and their answers were deleted, as they asked. Nothing more is collected. {contact}."
}
