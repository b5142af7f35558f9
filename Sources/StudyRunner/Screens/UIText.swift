import Foundation

/// Every piece of text the runner itself shows (not the study's own texts), in each
/// language the runner speaks. A study in another language falls back to English chrome.
struct UIText: Sendable {
    // Introduction and participant id
    var joinStudy = "Join the study"
    var alreadyTakingPart = "I am already taking part"
    var leave = "Leave"
    var retry = "Try again"
    var learnMore = "Learn more"
    var enterParticipantID = "Type your participant id (for example K7QM-2X9D)"
    var unknownParticipant = "No participant with the id {id} was found in this study. Check the id and try again."
    var yourParticipantID = "Your participant id"
    var participantIDExplanation = "Write it down: you need it to come back to the study. It is not your name and does not identify you to anyone outside the study team."
    // Progress and headers
    var questionOf = "Question {n} of {count}"
    var minutesLeft = "about {n} min left"
    var lessThanAMinute = "less than a minute left"
    var surveyIntro = "{count} questions, about {minutes} minutes."
    var surveyIntroOne = "1 question, about {minutes} minutes."
    var start = "Start"
    // Keys
    var keyContinue = "continue"
    var keyBack = "back"
    var keySkip = "skip"
    var keyHelp = "help"
    var keyPreferNot = "prefer not to answer"
    var keySaveAndLeave = "save and leave"
    var keyMove = "move"
    var keyChoose = "choose"
    var keyToggle = "select"
    var keyScroll = "scroll"
    var keyClose = "close"
    var keyYesNo = "yes / no"
    var typeWord = "type"
    // Answers
    var yes = "Yes"
    var no = "No"
    var choosePoint = "Choose a point on the scale with ← and →, or type its number."
    var preferNotToAnswer = "Prefer not to answer"
    var skipped = "Skipped"
    var otherPrompt = "Please specify"
    var otherRequired = "Please say what you mean by this choice, or pick another one."
    var answerRequired = "This question needs an answer."
    var chooseFirst = "Choose one of these first."
    var cannotSkip = "This question cannot be skipped."
    var preferNotUnavailable = "\"Prefer not to answer\" is not offered for this question."
    // Leaving
    var saved = "Your answers are saved. Run the same command to continue."
    var comeBack = "To continue later, run: {command}"
    var confirmLeave = "Leave now? Your answers so far are saved."
    var leaveYes = "Yes, save and leave"
    // Leaving a preview (`study preview`), which keeps nothing, so nothing is "saved"
    var previewConfirmLeave = "Leave the preview? A preview records nothing."
    var previewLeaveYes = "Yes, leave"
    var previewKeyLeave = "leave"
    var leaveNo = "No, stay"
    // Consent
    var consentSection = "Consent, part {n} of {count}"
    var quizQuestion = "Quiz, question {n} of {count}"
    var correctAnswer = "Correct."
    var wrongAnswer = "Not quite."
    var quizPassed = "You answered {n} of {count} correctly. Thank you."
    var quizFailed = "You answered {n} of {count} correctly; {needed} are needed to go on."
    var quizReview = "Read the consent again"
    var quizRetry = "Try the quiz again"
    var attemptsLeft = "Attempts left: {n}"
    var outOfAttempts = "Thank you for your interest. The quiz was not passed within the attempts allowed, so you cannot join the study this time. If you have questions, contact {contact}."
    var reviewTitle = "Review the consent"
    var agreeTitle = "Do you agree to take part?"
    var agree = "I agree"
    var disagree = "I do not agree"
    var declined = "Thank you for considering the study. You have not joined, and nothing more will be asked of you. Only your decision not to take part has been recorded."
    var signatureTitle = "Signature"
    var fullName = "Your full name"
    var typedSignature = "Type your name again as your signature"
    var email = "Your email address"
    var phone = "Your phone number"
    var phoneForm = "Enter a phone number with 6 to 15 digits, for example +44 20 7946 0000."
    var signatureMismatch = "Your signature must be your full name as typed above."
    var signatureCharacters = "A name cannot contain control characters. Type it with letters, spaces and punctuation."
    // Permissions
    var permissionTitle = "Permission {n} of {count}"
    var allow = "Allow"
    var dontAllow = "Don't allow"
    var requiredPermission = "The study cannot go on without this."
    var requiredDeclined = "Without this permission the study cannot go on. You can allow it, or leave: nothing more will be collected."
    // Eligibility
    var eligibilityTitle = "A few questions first"
    // Home
    var homeTitle = "Your tasks"
    var statusToDo = "to do"
    var statusInProgress = "started, not finished"
    var questionsInAll = "{count} questions"
    var stepOf = "Step {n} of {count}"
    var labelSeparator = ": "
    var listSeparator = ", "
    var unitSeparator = ", in "
    var currentAnswer = "Current answer: {answer}"
    var typeNumber = "type {range}"
    var statusDone = "done"
    var statusNextDue = "next on {date}"
    var minutes = "{n} min"
    var activeRunClosed = "Last time, \"{task}\" was cut short before it ended. What was saved is kept, marked as stopped; you can do the task again."
    var runClosed = "Your unfinished \"{task}\" from {date} has been closed and kept. You can start a new one now."
    var taskNotYet = "This kind of task is not available in this version of the study program yet."
    var surveyDone = "Survey complete"
}

extension UIText {
    static let english = UIText()

    static func forLanguage(_ language: String) -> UIText {
        language.hasPrefix("zh") ? .chinese : .english
    }

    /// Fills `{name}` placeholders.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
    }
}
