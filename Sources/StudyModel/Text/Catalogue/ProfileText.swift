/// The texts of the participant's profile and of leaving the study: the typed keys of one
/// table of the `TextCatalogue` (`profile:` in `Catalogues/*.yaml`, where each language's
/// texts are; the build compiles them in).
public struct ProfileText: TextTable {
    public static var inCatalogue: KeyPath<TextCatalogue, ProfileText> { \.profile }

    init() {}

    // The entry on the home screen, and the profile itself
    public var homeEntry = ""
    public var title = ""
    public var participantID = ""
    public var study = ""
    public var consentVersion = ""
    public var consentSigned = ""
    public var joined = ""
    public var permissionAllowed = ""
    public var permissionNotAllowed = ""
    public var yourContact = ""
    public var noContact = ""
    public var contactSealed = ""
    public var team = ""
    public var teamPhone = ""
    // The profile's menu
    public var changePermission = ""
    public var updateContact = ""
    public var readConsent = ""
    public var readPrivacyNotice = ""
    public var addToCalendar = ""
    public var leaveStudy = ""
    public var backHome = ""
    public var backToProfile = ""
    // Changing a permission or the contact details
    public var choosePermission = ""
    public var permissionNow = ""
    public var allowed = ""
    public var notAllowed = ""
    public var requiredPermission = ""
    public var permissionSaved = ""
    public var contactStep = ""
    public var contactSaved = ""
    public var signedConsentTitle = ""
    // The participant's own copy of a sealed signed consent
    public var consentCopyTitle = ""
    public var consentCopyOffer = ""
    public var consentCopyPrompt = ""
    public var consentCopySaved = ""
    public var consentCopyExists = ""
    public var consentCopyNotAFileName = ""
    public var consentCopyFailed = ""
    public var consentCopyInResults = ""
    // The participant's upcoming tasks as a calendar file, with reminders
    public var calendarTitle = ""
    public var calendarOffer = ""
    public var calendarPrompt = ""
    public var calendarSaved = ""
    public var calendarNotICS = ""
    public var calendarFailed = ""
    public var calendarInResults = ""
    public var calendarReminders = PluralText()
    public var privacyNoticeTitle = ""
    // Leaving the study
    public var leaveTitle = ""
    public var leaveStopsEverything = ""
    public var leaveKeepsAnswers = ""
    public var leaveChooseAnswers = ""
    public var leaveAndKeep = ""
    public var leaveAndDelete = ""
    public var leaveConfirm = ""
    public var stay = ""
    public var leftKept = ""
    public var leftDeleted = ""
    public var alreadyLeft = ""
    public var alreadyLeftDeleted = ""
}
