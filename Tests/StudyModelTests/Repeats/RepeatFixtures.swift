import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A survey with a medicine list (a repeating group of two questions, 1 to 3 instances)
/// between two ordinary questions, and journals of participants going through it.
enum RepeatFixtures {
    static let steps = """
        - id: takes_medicines
          question: Do you take any medicines?
          answer: yes-no
        - id: medicines
          group: Your medicines
          label: Medicine {n}
          repeat: {min: 1, max: 3}
          show-if: "takes_medicines"
          steps:
            - id: med_name
              question: What is the medicine called?
              answer: text
            - id: med_doses
              question: How many doses a day?
              show-if: "med_name != 'none'"
              answer: {type: integer, min: 1, max: 12}
        - id: wellbeing
          question: How has your week been?
          show-if: "medicines >= 1"
          answer: {type: scale, min: 0, max: 10}
        """

    static var study: Study {
        ParticipantFixtures.study(StudyTemplate.withSteps(steps, scores: "- id: medicine_count\n  value: medicines\n"))
            .study!
    }

    static var survey: Survey { study.tasks[0].survey! }
    static var group: RepeatingGroup { survey.step("medicines")!.repeatingGroup! }

    static func time(_ second: Int) -> Timestamp { ParticipantFixtures.time(10, second / 60, second % 60) }

    /// Events of run "r1" of task "survey", one second apart, from sequence 1.
    static func events(_ kinds: [JournalEvent.Kind]) -> [JournalEvent] {
        kinds.enumerated().map { JournalEvent(sequence: $0.offset + 1, time: time($0.offset), kind: $0.element) }
    }

    static func inGroup(_ instance: Int, _ action: RepeatEvent.Action) -> JournalEvent.Kind {
        .repeating(RepeatEvent(task: "survey", run: "r1", group: "medicines", instance: instance, action: action))
    }

    static func answered(_ step: StepID, _ value: AnswerValue) -> JournalEvent.Kind {
        .answered(task: "survey", run: "r1", step: step, outcome: .answered(value))
    }

    /// One instance: started, both questions shown and answered.
    static func medicine(_ instance: Int, _ name: String, doses: Int) -> [JournalEvent.Kind] {
        [
            inGroup(instance, .started), inGroup(instance, .stepShown("med_name")),
            inGroup(instance, .answered("med_name", .answered(.text(name)))),
            inGroup(instance, .stepShown("med_doses")),
            inGroup(instance, .answered("med_doses", .answered(.integer(doses)))),
            inGroup(0, .reviewShown),
        ]
    }

    /// Yes to medicines, then three medicines given and the second removed.
    static var threeGivenSecondRemoved: [JournalEvent.Kind] {
        [
            .taskStarted(task: "survey", run: "r1"), .stepShown(task: "survey", run: "r1", step: "takes_medicines"),
            answered("takes_medicines", .yesNo(true)), .stepShown(task: "survey", run: "r1", step: "medicines"),
        ] + medicine(1, "Metformin", doses: 2) + medicine(2, "Aspirin", doses: 1) + medicine(3, "Insulin", doses: 3)
            + [inGroup(2, .removed)]
    }

    static func run(_ kinds: [JournalEvent.Kind]) -> TaskRun {
        ParticipantState.folding(events(kinds)).run("r1")!
    }
}
