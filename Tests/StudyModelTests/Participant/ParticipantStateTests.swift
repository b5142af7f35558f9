import Foundation
import XCTest

@testable import StudyModel

/// The participant's state is nothing but the journal folded: these tests write journals
/// as the runner would and check what the fold knows.
final class ParticipantStateTests: XCTestCase {
    private typealias F = ParticipantFixtures

    private let signed = JournalEvent.Signed(
        fullName: "Ada Lovelace", signature: "A. Lovelace",
        email: "ada@example.org", phone: nil)

    /// A whole onboarding: eligible, both sections (the first shown twice), a failed then a
    /// passed quiz, agreement, signature, both permissions.
    private func onboardingJournal() -> JournalBuilder {
        var journal = JournalBuilder()
        // 09:00
        journal.add(.joined(studyID: "onboarding-test", studyVersion: "2.0", participant: "P-0001", language: "en"))
        journal.add(.sessionStarted(mode: .fullScreen)) // 09:01
        journal.add(.introductionShown) // 09:02
        journal.add(.eligibilityAnswered(step: "age", outcome: F.integer(42))) // 09:03
        journal.add(.eligibilityAnswered(step: "smoker", outcome: F.no())) // 09:04
        journal.add(.eligibilityDecided(eligible: true)) // 09:05
        journal.add(.consentSectionShown(section: "overview")) // 09:06
        journal.add(.consentLearnMoreShown(section: "overview")) // 09:07
        journal.add(.consentSectionShown(section: "privacy")) // 09:08
        journal.add(.consentSectionShown(section: "overview")) // 09:09, back
        journal.add(.quizAnswered(attempt: 1, question: "quiz_leave", outcome: F.yes(), correct: true)) // 09:10
        journal.add(.quizAnswered(attempt: 1, question: "quiz_watch", outcome: F.yes(), correct: false)) // 09:11
        journal.add(.quizFinished(attempt: 1, correct: 1, passed: false)) // 09:12
        journal.add(.quizAnswered(attempt: 2, question: "quiz_leave", outcome: F.yes(), correct: true)) // 09:13
        journal.add(.quizAnswered(attempt: 2, question: "quiz_watch", outcome: F.no(), correct: true)) // 09:14
        journal.add(.quizFinished(attempt: 2, correct: 2, passed: true)) // 09:15
        journal.add(.consentReviewShown) // 09:16
        journal.add(.consentDecided(agreed: true)) // 09:17
        journal.add(.signed(signed)) // 09:18
        journal.add(.permissionDecided(permission: "glucose", granted: true)) // 09:19
        journal.add(.permissionDecided(permission: "reminders", granted: false)) // 09:20
        journal.add(.onboardingCompleted) // 09:21
        journal.add(.sessionEnded(reason: .left)) // 09:22
        return journal
    }

    func testAnEmptyJournalIsANewParticipant() {
        let state = ParticipantState.folding([])
        XCTAssertEqual(state, ParticipantState())
        XCTAssertNil(state.participant)
        XCTAssertNil(state.eligible)
        XCTAssertEqual(state.lastSequence, 0)
        XCTAssertNil(state.openRun())
    }

    func testAFullOnboardingFoldsIntoEveryFact() {
        let state = onboardingJournal().state
        XCTAssertEqual(state.participant, "P-0001")
        XCTAssertEqual(state.language, "en")
        XCTAssertEqual(state.joinedAt, F.time(9, 0))
        XCTAssertEqual(state.eligibilityAnswers, ["age": F.integer(42), "smoker": F.no()])
        XCTAssertEqual(state.eligible, true)
        XCTAssertEqual(state.learnMoreShown, ["overview"])
        XCTAssertTrue(state.reviewShown)
        XCTAssertEqual(state.consentAgreed, true)
        XCTAssertEqual(state.signature, signed)
        XCTAssertEqual(state.signedAt, F.time(9, 18))
        XCTAssertEqual(state.permissions, ["glucose": true, "reminders": false])
        XCTAssertTrue(state.onboardingCompleted)
        XCTAssertEqual(state.runs, [])
        XCTAssertEqual(state.lastSequence, 23)
    }

    func testASectionKeepsTheTimeItWasFirstShown() {
        let state = onboardingJournal().state
        XCTAssertEqual(state.sectionsShown, ["overview": F.time(9, 6), "privacy": F.time(9, 8)])
    }

    func testQuizAttemptsKeepTheirAnswersAndResults() {
        let attempts = onboardingJournal().state.quizAttempts
        XCTAssertEqual(attempts.map(\.number), [1, 2])
        XCTAssertEqual(
            attempts[0].answers,
            [
                "quiz_leave": QuizAttempt.Answer(outcome: F.yes(), correct: true, time: F.time(9, 10)),
                "quiz_watch": QuizAttempt.Answer(outcome: F.yes(), correct: false, time: F.time(9, 11)),
            ])
        XCTAssertEqual(attempts[0].result, QuizAttempt.Result(correct: 1, passed: false))
        XCTAssertEqual(
            attempts[1].answers["quiz_watch"], QuizAttempt.Answer(outcome: F.no(), correct: true, time: F.time(9, 14)))
        XCTAssertEqual(attempts[1].result, QuizAttempt.Result(correct: 2, passed: true))
    }

    func testAnAttemptInProgressHasNoResult() {
        var journal = JournalBuilder()
        journal.add(.quizAnswered(attempt: 1, question: "quiz_leave", outcome: F.no(), correct: false))
        let attempts = journal.state.quizAttempts
        XCTAssertEqual(attempts.count, 1)
        XCTAssertNil(attempts[0].result)
        XCTAssertEqual(attempts[0].answers.keys.sorted(), ["quiz_leave"])
    }

    func testFoldingIsTheSameAsApplyingOneEventAtATime() {
        let events = onboardingJournal().events
        var state = ParticipantState()
        for event in events { state.apply(event) }
        XCTAssertEqual(state, ParticipantState.folding(events))
        XCTAssertEqual(ParticipantState.folding(events), ParticipantState.folding(events))
    }

    func testTheStateSurvivesTheJournalBeingWrittenAndReadBack() throws {
        let events = onboardingJournal().events
        let lines = try events.map(F.journalLine)
        let read = try lines.map(F.decodeLine)
        XCTAssertEqual(ParticipantState.folding(read), ParticipantState.folding(events))
    }

    func testLaterDecisionsReplaceEarlierOnes() {
        var journal = JournalBuilder()
        journal.add(.eligibilityAnswered(step: "age", outcome: F.integer(16)))
        journal.add(.eligibilityAnswered(step: "age", outcome: F.integer(61)))
        journal.add(.permissionDecided(permission: "reminders", granted: true))
        journal.add(.permissionDecided(permission: "reminders", granted: false))
        journal.add(.consentDecided(agreed: false))
        let state = journal.state
        XCTAssertEqual(state.eligibilityAnswers, ["age": F.integer(61)])
        XCTAssertEqual(state.permissions, ["reminders": false])
        XCTAssertEqual(state.consentAgreed, false)
        XCTAssertNil(state.signature)
        XCTAssertNil(state.signedAt)
    }

    func testTheLastSequenceIsTheHighestSeen() {
        let time = F.time(10, 0)
        let state = ParticipantState.folding([
            JournalEvent(sequence: 1, time: time, kind: .introductionShown),
            JournalEvent(sequence: 9, time: time, kind: .consentReviewShown),
            JournalEvent(sequence: 4, time: time, kind: .introductionShown),
        ])
        XCTAssertEqual(state.lastSequence, 9)
    }

    // MARK: Task runs

    private func startRun(_ journal: inout JournalBuilder, _ run: String = "baseline-1", task: TaskID = "baseline") {
        journal.add(.taskStarted(task: task, run: run))
    }

    private func show(_ journal: inout JournalBuilder, _ step: StepID, run: String = "baseline-1") {
        journal.add(.stepShown(task: "baseline", run: run, step: step))
    }

    private func answer(
        _ journal: inout JournalBuilder, _ step: StepID, _ outcome: AnswerOutcome, run: String = "baseline-1"
    ) {
        journal.add(.answered(task: "baseline", run: run, step: step, outcome: outcome))
    }

    func testARunFollowsTheStepsShownAndTheAnswers() {
        var journal = JournalBuilder()
        startRun(&journal) // 09:00
        show(&journal, "intro") // 09:01
        show(&journal, "smokes") // 09:02
        answer(&journal, "smokes", F.yes()) // 09:03
        show(&journal, "cigarettes") // 09:04
        let run = journal.state.runs[0]
        XCTAssertEqual(run.task, "baseline")
        XCTAssertEqual(run.run, "baseline-1")
        XCTAssertEqual(run.startedAt, F.time(9, 0))
        XCTAssertEqual(run.status, .inProgress)
        XCTAssertNil(run.endedAt)
        XCTAssertEqual(run.trail, ["intro", "smokes", "cigarettes"])
        XCTAssertEqual(run.currentStep, "cigarettes")
        XCTAssertEqual(run.answers, ["smokes": F.yes()])
        XCTAssertEqual(run.firstShownAt, ["intro": F.time(9, 1), "smokes": F.time(9, 2), "cigarettes": F.time(9, 4)])
        XCTAssertEqual(run.answeredAt, ["smokes": F.time(9, 3)])
    }

    func testGoingBackCutsTheTrailAndAChangedAnswerKeepsItsHistory() {
        var journal = JournalBuilder()
        startRun(&journal) // 09:00
        show(&journal, "smokes") // 09:01
        answer(&journal, "smokes", F.yes()) // 09:02
        show(&journal, "cigarettes") // 09:03
        answer(&journal, "cigarettes", F.integer(20)) // 09:04
        show(&journal, "height") // 09:05
        journal.add(.wentBack(task: "baseline", run: "baseline-1", from: "height", to: "cigarettes")) // 09:06
        XCTAssertEqual(journal.state.runs[0].trail, ["smokes", "cigarettes"])
        journal.add(.wentBack(task: "baseline", run: "baseline-1", from: "cigarettes", to: "smokes")) // 09:07
        XCTAssertEqual(journal.state.runs[0].trail, ["smokes"])
        XCTAssertEqual(journal.state.runs[0].currentStep, "smokes")
        answer(&journal, "smokes", F.no()) // 09:08
        show(&journal, "height") // 09:09

        let run = journal.state.runs[0]
        XCTAssertEqual(run.trail, ["smokes", "height"])
        XCTAssertEqual(
            run.answers, ["smokes": F.no(), "cigarettes": F.integer(20)],
            "an answer left behind is kept; results mark it as off the path")
        XCTAssertEqual(run.answeredAt["smokes"], F.time(9, 8))
        XCTAssertEqual(run.firstShownAt["smokes"], F.time(9, 1))
        XCTAssertEqual(run.firstShownAt["height"], F.time(9, 5), "first shown, not last shown")
        XCTAssertEqual(
            run.history,
            [
                TaskRun.Change(step: "smokes", outcome: F.yes(), time: F.time(9, 2)),
                TaskRun.Change(step: "cigarettes", outcome: F.integer(20), time: F.time(9, 4)),
                TaskRun.Change(step: "smokes", outcome: F.no(), time: F.time(9, 8)),
            ])
    }

    func testShowingAStepAgainThatIsAlreadyCurrentLeavesTheTrailAlone() {
        var journal = JournalBuilder()
        startRun(&journal)
        show(&journal, "a")
        show(&journal, "b")
        show(&journal, "b") // shown again after a resume
        XCTAssertEqual(journal.state.runs[0].trail, ["a", "b"])
    }

    func testEventsOfARunThatWasNeverStartedChangeNothing() {
        var journal = JournalBuilder()
        startRun(&journal)
        show(&journal, "a")
        let before = journal.state
        show(&journal, "b", run: "ghost-1")
        answer(&journal, "b", F.yes(), run: "ghost-1")
        journal.add(.taskFinished(task: "baseline", run: "ghost-1", status: .completed))
        var after = journal.state
        XCTAssertEqual(after.lastSequence, 5)
        after.lastSequence = before.lastSequence
        XCTAssertEqual(after, before)
    }

    func testRunsOpenAndFinishAndCompletionsAreCounted() {
        var journal = JournalBuilder()
        startRun(&journal, "baseline-1") // 09:00
        XCTAssertEqual(journal.state.openRun()?.run, "baseline-1")
        XCTAssertEqual(journal.state.openRun(of: "baseline")?.run, "baseline-1")
        XCTAssertNil(journal.state.openRun(of: "weekly"))
        XCTAssertEqual(journal.state.completions(of: "baseline"), [])

        journal.add(.taskFinished(task: "baseline", run: "baseline-1", status: .completed)) // 09:01
        XCTAssertNil(journal.state.openRun())
        XCTAssertEqual(journal.state.runs[0].status, .completed)
        XCTAssertEqual(journal.state.runs[0].endedAt, F.time(9, 1))
        XCTAssertEqual(journal.state.completions(of: "baseline"), [F.time(9, 1)])

        startRun(&journal, "weekly-1", task: "weekly") // 09:02
        journal.add(.taskFinished(task: "weekly", run: "weekly-1", status: .stopped)) // 09:03
        XCTAssertNil(journal.state.openRun(), "a stopped run is not open")
        XCTAssertEqual(journal.state.completions(of: "weekly"), [], "a stopped run is not a completion")

        startRun(&journal, "weekly-2", task: "weekly") // 09:04
        journal.add(.taskFinished(task: "weekly", run: "weekly-2", status: .completed)) // 09:05
        startRun(&journal, "weekly-3", task: "weekly") // 09:06
        journal.add(.taskFinished(task: "weekly", run: "weekly-3", status: .completed)) // 09:07
        startRun(&journal, "weekly-4", task: "weekly") // 09:08

        let state = journal.state
        XCTAssertEqual(state.runs.map(\.run), ["baseline-1", "weekly-1", "weekly-2", "weekly-3", "weekly-4"])
        XCTAssertEqual(state.runs.map(\.status), [.completed, .stopped, .completed, .completed, .inProgress])
        XCTAssertEqual(state.completions(of: "weekly"), [F.time(9, 5), F.time(9, 7)])
        XCTAssertEqual(state.completions(of: "baseline"), [F.time(9, 1)])
        XCTAssertEqual(state.completions(of: "unknown"), [])
        XCTAssertEqual(state.openRun()?.run, "weekly-4")
        XCTAssertEqual(state.openRun(of: "weekly")?.run, "weekly-4")
        XCTAssertNil(state.openRun(of: "baseline"))
    }

    func testTheLatestOpenRunIsTheOneReturned() {
        var journal = JournalBuilder()
        startRun(&journal, "baseline-1")
        startRun(&journal, "weekly-1", task: "weekly")
        XCTAssertEqual(journal.state.openRun()?.run, "weekly-1")
        XCTAssertEqual(journal.state.openRun(of: "baseline")?.run, "baseline-1")
    }

    func testEventsGoToTheirOwnRun() {
        var journal = JournalBuilder()
        startRun(&journal, "baseline-1")
        startRun(&journal, "weekly-1", task: "weekly")
        journal.add(.stepShown(task: "weekly", run: "weekly-1", step: "w1"))
        show(&journal, "b1", run: "baseline-1")
        journal.add(.answered(task: "weekly", run: "weekly-1", step: "w1", outcome: .skipped))
        let state = journal.state
        XCTAssertEqual(state.runs[0].trail, ["b1"])
        XCTAssertEqual(state.runs[0].answers, [:])
        XCTAssertEqual(state.runs[1].trail, ["w1"])
        XCTAssertEqual(state.runs[1].answers, ["w1": .skipped])
    }

    /// Killed between saving an answer and showing the next step (found by the kill
    /// harness): the fold must tell, so a resumed run goes on after the answer.
    func testAnAnswerNotYetFollowedByTheNextStepIsKnown() {
        var journal = JournalBuilder()
        startRun(&journal, "baseline-1")
        show(&journal, "smokes", run: "baseline-1")
        XCTAssertEqual(journal.state.runs[0].currentStepAnswered, false, "shown, not answered")
        journal.add(.answered(task: "baseline", run: "baseline-1", step: "smokes", outcome: F.yes()))
        XCTAssertEqual(journal.state.runs[0].currentStepAnswered, true, "answered, the next step not shown yet")
        show(&journal, "cigarettes", run: "baseline-1")
        XCTAssertEqual(journal.state.runs[0].currentStepAnswered, false)
        journal.add(.wentBack(task: "baseline", run: "baseline-1", from: "cigarettes", to: "smokes"))
        XCTAssertEqual(journal.state.runs[0].currentStepAnswered, false, "back on an answered step: it is asked again")
    }

    /// A journal is read back from disk; a damaged line must never stop the program.
    func testAQuizAttemptNumberBelowOneNeitherCrashesNorCreatesAnAttempt() throws {
        let line =
            #"{"attempt":0,"correct":true,"event":"quiz-answered","outcome":{"status":"skipped"},"question":"quiz_leave","seq":1,"time":"2026-11-21T09:30:12.345+01:00"}"#
        guard let event = try? F.decodeLine(line) else { return } // rejecting the line is also fine
        let state = ParticipantState.folding([event])
        XCTAssertTrue(state.quizAttempts.allSatisfy { $0.number >= 1 })
    }
}
