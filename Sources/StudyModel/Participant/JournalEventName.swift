import Foundation

/// The `event` of a journal line, found by comparing the line's bytes: matched as a `String`
/// against every name in turn, it cost more than a tenth of a large export's decoding. A name
/// written with an escape is not plain bytes, so such a line goes to `JSONDecoder`, which
/// reads it the same.
enum JournalEventName: String, CaseIterable {
    case joined = "joined"
    case introductionShown = "introduction-shown"
    case eligibilityAnswered = "eligibility-answered"
    case eligibilityDecided = "eligibility-decided"
    case consentSectionShown = "consent-section-shown"
    case consentLearnMoreShown = "consent-learn-more-shown"
    case quizAnswered = "quiz-answered"
    case quizFinished = "quiz-finished"
    case consentReviewShown = "consent-review-shown"
    case consentDecided = "consent-decided"
    case signed = "signed"
    case permissionDecided = "permission-decided"
    case onboardingCompleted = "onboarding-completed"
    case sessionStarted = "session-started"
    case sessionEnded = "session-ended"
    case taskStarted = "task-started"
    case stepShown = "step-shown"
    case answered = "answered"
    case wentBack = "went-back"
    case taskFinished = "task-finished"
    case resultSaved = "result-saved"
    case documentSaved = "document-saved"
    case withdrew = "withdrew"
    case contactUpdated = "contact-updated"
    case reconsentStarted = "reconsent-started"
    case studyChangeShown = "study-change-shown"

    /// Every name with its bytes, made once.
    private static let spelled: [(utf8: [UInt8], name: JournalEventName)] = allCases.map {
        (Array($0.rawValue.utf8), $0)
    }

    /// The name whose text is exactly `utf8`, or nil for any other.
    init?(utf8: UnsafeRawBufferPointer) {
        for (text, name) in Self.spelled where text.count == utf8.count {
            if text.withUnsafeBytes({ memcmp($0.baseAddress!, utf8.baseAddress!, utf8.count) }) == 0 {
                self = name
                return
            }
        }
        return nil
    }
}
