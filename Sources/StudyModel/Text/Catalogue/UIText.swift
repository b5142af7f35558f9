/// Every piece of text the runner's screens show (not the study's own texts): the keys of
/// one table of the `TextCatalogue`, with the English texts; other languages are in the
/// catalogue's language files.
public struct UIText: TextTable {
    public static var inCatalogue: KeyPath<TextCatalogue, UIText> { \.ui }

    public init() {}

    // Introduction and participant id
    public var joinStudy = "Join the study"
    public var alreadyTakingPart = "I am already taking part"
    public var leave = "Leave"
    public var retry = "Try again"
    public var learnMore = "Learn more"
    public var enterParticipantID = "Type your participant id (for example K7QM-2X9D)"
    public var unknownParticipant =
        "No participant with the id {id} was found in this study. Check the id and try again."
    public var yourParticipantID = "Your participant id"
    public var participantIDExplanation =
        "Write it down: you need it to come back to the study. It is not your name and does not identify you to anyone outside the study team."
    // Progress and headers
    public var questionOf = "Question {n} of {count}"
    public var minutesLeft = "about {n} min left"
    public var lessThanAMinute = "less than a minute left"
    public var surveyIntro = "{count} questions, about {minutes} minutes."
    public var surveyIntroOne = "1 question, about {minutes} minutes."
    public var start = "Start"
    // Keys
    public var keyContinue = "continue"
    public var keyBack = "back"
    public var keySkip = "skip"
    public var keyHelp = "help"
    public var keyPreferNot = "prefer not to answer"
    public var keySaveAndLeave = "save and leave"
    public var keyMove = "move"
    public var keyChoose = "choose"
    public var keyToggle = "select"
    public var keyScroll = "scroll"
    public var keyClose = "close"
    public var keyYesNo = "yes / no"
    public var typeWord = "type"
    // Answers
    public var yes = "Yes"
    public var no = "No"
    public var choosePoint = "Choose a point on the scale with ← and →, or type its number."
    public var preferNotToAnswer = "Prefer not to answer"
    public var skipped = "Skipped"
    public var otherPrompt = "Please specify"
    public var otherRequired = "Please say what you mean by this choice, or pick another one."
    public var answerRequired = "This question needs an answer."
    public var chooseFirst = "Choose one of these first."
    public var cannotSkip = "This question cannot be skipped."
    public var preferNotUnavailable = "\"Prefer not to answer\" is not offered for this question."
    // Leaving
    public var saved = "Your answers are saved. Run the same command to continue."
    public var comeBack = "To continue later, run: {command}"
    public var confirmLeave = "Leave now? Your answers so far are saved."
    public var leaveYes = "Yes, save and leave"
    // Leaving a preview (`study preview`), which keeps nothing, so nothing is "saved"
    public var previewConfirmLeave = "Leave the preview? A preview records nothing."
    public var previewLeaveYes = "Yes, leave"
    public var previewKeyLeave = "leave"
    public var leaveNo = "No, stay"
    // Consent
    public var consentSection = "Consent, part {n} of {count}"
    public var quizQuestion = "Quiz, question {n} of {count}"
    public var correctAnswer = "Correct."
    public var wrongAnswer = "Not quite."
    public var quizPassed = "You answered {n} of {count} correctly. Thank you."
    public var quizFailed = "You answered {n} of {count} correctly; {needed} are needed to go on."
    public var quizReview = "Read the consent again"
    public var quizRetry = "Try the quiz again"
    public var attemptsLeft = "Attempts left: {n}"
    public var outOfAttempts =
        "Thank you for your interest. The quiz was not passed within the attempts allowed, so you cannot join the study this time. If you have questions, contact {contact}."
    public var reviewTitle = "Review the consent"
    public var agreeTitle = "Do you agree to take part?"
    public var agree = "I agree"
    public var disagree = "I do not agree"
    public var declined =
        "Thank you for considering the study. You have not joined, and nothing more will be asked of you. Only your decision not to take part has been recorded."
    public var signatureTitle = "Signature"
    public var fullName = "Your full name"
    public var typedSignature = "Type your name again as your signature"
    public var email = "Your email address"
    public var phone = "Your phone number"
    public var phoneForm = "Enter a phone number with 6 to 15 digits, for example +44 20 7946 0000."
    public var signatureMismatch = "Your signature must be your full name as typed above."
    public var signatureCharacters =
        "A name cannot contain control characters. Type it with letters, spaces and punctuation."
    // Permissions
    public var permissionTitle = "Permission {n} of {count}"
    public var allow = "Allow"
    public var dontAllow = "Don't allow"
    public var requiredPermission = "The study cannot go on without this."
    public var requiredDeclined =
        "Without this permission the study cannot go on. You can allow it, or leave: nothing more will be collected."
    // Eligibility
    public var eligibilityTitle = "A few questions first"
    // Home
    public var homeTitle = "Your tasks"
    public var statusToDo = "to do"
    public var statusInProgress = "started, not finished"
    public var questionsInAll = "{count} questions"
    public var stepOf = "Step {n} of {count}"
    public var labelSeparator = ": "
    public var listSeparator = ", "
    public var unitSeparator = ", in "
    public var currentAnswer = "Current answer: {answer}"
    public var typeNumber = "type {range}"
    public var statusDone = "done"
    public var statusNextDue = "next on {date}"
    public var minutes = "{n} min"
    public var activeRunClosed =
        "Last time, \"{task}\" was cut short before it ended. What was saved is kept, marked as stopped; you can do the task again."
    public var runClosed =
        "Your unfinished \"{task}\" from {date} has been closed and kept. You can start a new one now."
    public var taskNotYet = "This kind of task is not available in this version of the study program yet."
    public var surveyDone = "Survey complete"
    // The dashboard (home): where the participant is, what is due, next and done
    public var dashboardWeekOf = "Week {n} of {count}"
    public var dashboardWeek = "Week {n}"
    public var dashboardProgress = "{done} of {count} tasks done so far"
    public var dashboardDueNow = "To do now: {tasks}"
    public var dashboardNothingDue = "Nothing to do right now."
    public var dashboardNext = "Next: {task} on {date}"
    public var statusToDoSince = "to do since {date}"
    public var statusDoneOn = "done on {date}"
    public var statusOpensOn = "opens on {date}"
    public var statusOver = "finished"
    public var taskDoneOnce =
        "You did \"{task}\" on {date}. It is done once and for all, so it cannot be started again."
    public var taskOpensLater = "\"{task}\" can be done from {date}."
    public var taskScheduleOver = "\"{task}\" has ended: its schedule is over."
}
