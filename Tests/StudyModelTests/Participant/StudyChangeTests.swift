import Foundation
import Testing

@testable import StudyModel
@testable import StudyModelTestSupport

/// A study changed under existing participants: what their journals recorded that the study
/// file no longer has room for, found per participant, and reported by
/// `study validate --against` as located errors, once per change.
@Suite struct StudyChangeTests {
    private static func study(_ tasks: String) -> Study {
        StudyCheck.validate(StudyTemplate(tasks: tasks).text).study!
    }

    /// A survey `mood` with a yes-no question, a single choice and a text question; and a
    /// second survey `sleep`.
    private static let before = study(
        """
        tasks:
          - id: mood
            kind: survey
            title: Mood
            estimated-minutes: 2
            steps:
              - id: happy
                question: Are you happy?
                answer: yes-no
              - id: colour
                question: Your colour today?
                answer:
                  type: single-choice
                  choices: [red, green, blue]
              - id: words
                question: In your words?
                answer: text
          - id: sleep
            kind: survey
            title: Sleep
            estimated-minutes: 2
            steps:
              - id: hours
                question: How many hours?
                answer: integer
        """)

    /// The same, with `sleep` removed, `happy` now a number, `blue` gone and `words` removed.
    private static let after = study(
        """
        tasks:
          - id: mood
            kind: survey
            title: Mood
            estimated-minutes: 2
            steps:
              - id: happy
                question: How happy are you, 0 to 10?
                answer: {type: integer, min: 0, max: 10}
              - id: colour
                question: Your colour today?
                answer:
                  type: single-choice
                  choices: [red, green]
        """)

    private func state(_ answers: [(TaskID, StepID, AnswerValue)]) -> ParticipantState {
        let time = Timestamp(iso8601: "2026-11-25T10:00:00.000+00:00")!
        var kinds: [JournalEvent.Kind] = [
            .joined(studyID: "test-study", studyVersion: "1.0", participant: "ABCD-EFGH", language: "en"),
            .onboardingCompleted,
        ]
        var started = Set<TaskID>()
        for (task, step, value) in answers {
            if started.insert(task).inserted { kinds.append(.taskStarted(task: task, run: "\(task)-1")) }
            kinds.append(.answered(task: task, run: "\(task)-1", step: step, outcome: .answered(value)))
        }
        return ParticipantState.folding(
            kinds.enumerated().map { JournalEvent(sequence: $0.offset + 1, time: time, kind: $0.element) })
    }

    private let everything: [(TaskID, StepID, AnswerValue)] = [
        ("mood", "happy", .yesNo(true)), ("mood", "colour", .choice("blue", otherText: nil)),
        ("mood", "words", .text("fine")), ("sleep", "hours", .integer(7)),
    ]

    @Test func theSameStudyHasNoChanges() {
        #expect(StudyChange.find(study: Self.before, state: state(everything)).isEmpty)
    }

    @Test func eachKindOfChangeIsFound() {
        let changes = StudyChange.find(study: Self.after, state: state(everything))
        #expect(
            changes == [
                StudyChange(task: "mood", kind: .answerTypeChanged("happy", was: "yes-no")),
                StudyChange(task: "mood", kind: .choiceRemoved("colour", value: "blue")),
                StudyChange(task: "mood", kind: .questionRemoved("words")),
                StudyChange(task: "sleep", kind: .taskRemoved),
            ])
    }

    @Test func answersThatStillFitAreNoChange() {
        let fitting = state([("mood", "colour", .choice("red", otherText: nil))])
        #expect(StudyChange.find(study: Self.after, state: fitting).isEmpty)
        #expect(
            AnswerValue.integer(3).fits(.decimal(NumberOptions(min: nil, max: nil, step: nil, unit: nil, places: nil))))
    }

    @Test func validateAgainstReportsEachChangeOnceWithItsParticipantsAndPlace() {
        let participants = [
            StudyChangeDiagnostics.Participant(
                id: "AAAA-AAAA", changes: StudyChange.find(study: Self.after, state: state(everything))),
            StudyChangeDiagnostics.Participant(
                id: "BBBB-BBBB",
                changes: StudyChange.find(study: Self.after, state: state([("sleep", "hours", .integer(8))]))),
        ]
        let found = StudyChangeDiagnostics.diagnostics(
            study: Self.after, participants: participants, folder: "Output/test-study")
        #expect(found.map(\.code) == [.changedAnswerType, .removedChoice, .removedQuestion, .removedTask])
        #expect(found.allSatisfy { $0.severity == .error })
        let removed = found[3]
        #expect(
            removed.message
                == "task 'sleep' is no longer in the study, but 2 participants in Output/test-study (first: AAAA-AAAA) have runs of it"
        )
        #expect(removed.location == Self.after.id.location)
        let changedType = found[0]
        #expect(changedType.message.contains("question 'happy' now takes integer answers, but 1 participant"))
        #expect(changedType.message.hasSuffix("answered it as yes-no"))
        #expect(changedType.location == Self.after.task("mood")?.survey?.step("happy")?.question?.location)
        #expect(
            found[1].location == Self.after.task("mood")?.survey?.step("colour")?.question?.answer.choices?.location)
    }
}
