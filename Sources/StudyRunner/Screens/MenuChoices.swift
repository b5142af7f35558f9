import StudyModel

// The runner's menus, each an enum of its items in the order shown, with its labels.
// Flows switch over the cases; a new item is a new case, and the compiler finds every
// switch that must handle it.

/// The first screen.
enum WelcomeChoice: CaseIterable { case join, returning, leave }

/// "Leave now? Your answers are saved."
enum ConfirmLeaveChoice: CaseIterable { case leave, stay }

/// A write the disk refused.
enum StorageProblemChoice: CaseIterable { case retry, leave }

/// Below the quiz's pass mark.
enum QuizFailedChoice: CaseIterable { case readAgain, tryAgain }

/// The consent decision.
enum AgreementChoice: CaseIterable { case agree, disagree }

/// Not agreeing to a new version of the consent: leave the study, or stop for now.
enum ReconsentDeclinedChoice: CaseIterable { case leaveStudy, stopForNow }

/// One kind of data the study asks for.
enum PermissionChoice: CaseIterable { case allow, decline }

/// A required permission that was declined.
enum RequiredDeclinedChoice: CaseIterable { case allow, leave }

/// An active task this terminal cannot run (no full screen, no colour).
enum CannotRunChoice: CaseIterable { case skip, goBack }

/// An active task's round, paused.
enum PauseChoice: CaseIterable { case startAgain, stop }

/// The home screen: the study's tasks, then the ways out of home. The management flows
/// (dashboard, profile, withdrawal) come in as further cases, each handed to its flow.
enum HomeChoice {
    case task(StudyTask)
    /// "My results", offered when the study charts a score or an active task's figure.
    case results
    case profile
    case leave
}

/// The profile's menu; entries the study has no use for (no permissions, no contact
/// fields, no privacy notice, reminders not allowed) are left out (`JourneyScreens.profileMenu`).
enum ProfileChoice: CaseIterable {
    case changePermission, updateContact, readConsent, privacyNotice, addToCalendar, leaveStudy, back
}

/// Which permission to change in the profile, or back to it.
enum PermissionToChange {
    case permission(Permission)
    case back
}

/// "Leave the study?": what the study's withdrawal policy allows, and staying.
enum LeaveStudyChoice: CaseIterable { case leaveKeeping, leaveDeleting, stay }

extension JourneyScreens {
    var welcomeMenu: Menu<WelcomeChoice> {
        Menu {
            switch $0 {
            case .join: study.introduction.callToAction.map(text) ?? ui.joinStudy
            case .returning: ui.alreadyTakingPart
            case .leave: ui.leave
            }
        }
    }

    var confirmLeaveMenu: Menu<ConfirmLeaveChoice> {
        Menu { $0 == .leave ? ui.leaveYes : ui.leaveNo }
    }

    var storageProblemMenu: Menu<StorageProblemChoice> {
        Menu { $0 == .retry ? ui.retry : ui.leave }
    }

    var quizFailedMenu: Menu<QuizFailedChoice> {
        Menu { $0 == .readAgain ? ui.quizReview : ui.quizRetry }
    }

    var permissionMenu: Menu<PermissionChoice> {
        Menu { $0 == .allow ? ui.allow : ui.dontAllow }
    }

    var requiredDeclinedMenu: Menu<RequiredDeclinedChoice> {
        Menu { $0 == .allow ? ui.allow : ui.leave }
    }

    /// The tasks in the order given, then the profile, then leaving.
    func homeMenu(_ tasks: [StudyTask]) -> Menu<HomeChoice> {
        let results: [HomeChoice] = ResultHistory.chartsAnything(study) ? [.results] : []
        return Menu(tasks.map(HomeChoice.task) + results + [.profile, .leave]) {
            switch $0 {
            case let .task(task): text(task.title)
            case .results: resultsText.homeEntry
            case .profile: profileText.homeEntry
            case .leave: ui.leave
            }
        }
    }
}

extension ConsentPages {
    var agreementMenu: Menu<AgreementChoice> {
        Menu { $0 == .agree ? ui.agree : ui.disagree }
    }
}

extension ActiveTaskScreens {
    var cannotRunMenu: Menu<CannotRunChoice> {
        Menu { $0 == .skip ? words.skipTask : words.goBack }
    }

    var pauseMenu: Menu<PauseChoice> {
        Menu { $0 == .startAgain ? words.startAgain : words.stopTask }
    }
}
