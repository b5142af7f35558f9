import Foundation

@testable import StudyModel
@testable import StudyModelTestSupport

/// A study that charts a banded mood score, leaves another score uncharted, and charts a
/// reaction-time task's default figure; with journals of its runs, for the chart tests.
enum ChartTestStudy {
    static let tasks = """
        tasks:
          - id: mood_check
            kind: survey
            title: Mood check
            schedule: weekly
            steps:
              - id: mood
                question: How is your mood this week?
                optional: true
                answer: {type: scale, min: 0, max: 10}
            scores:
              - id: mood_score
                label: Your mood
                value: "mood"
                chart: true
                bands:
                  - {min: 0, max: 4, label: low}
                  - {min: 5, max: 10, label: good}
              - id: hidden_score
                value: "default(mood, 0) * 2"
          - id: reaction
            kind: reaction-time
            title: Reaction speed
            schedule: daily
            chart: true
        """

    static var study: Study {
        StudyCheck.validate(StudyTemplate(tasks: tasks).text).study!
    }

    static func time(day: Int, hour: Int = 10) -> Timestamp {
        Timestamp(iso8601: String(format: "2026-03-%02dT%02d:00:00.000+00:00", day, hour))!
    }

    /// Mood answered on these days (nil: skipped), each run completed; one reaction run, and
    /// one mood run left unfinished, which charts nothing.
    static func state(moods: [(day: Int, mood: Int?)]) -> ParticipantState {
        var events: [JournalEvent] = []
        func add(_ kind: JournalEvent.Kind, _ time: Timestamp) {
            events.append(JournalEvent(sequence: events.count + 1, time: time, kind: kind))
        }
        for (index, entry) in moods.enumerated() {
            let run = "mood_check-\(index + 1)"
            add(.taskStarted(task: "mood_check", run: run), time(day: entry.day))
            add(.stepShown(task: "mood_check", run: run, step: "mood"), time(day: entry.day))
            let outcome: AnswerOutcome = entry.mood.map { .answered(.scale($0)) } ?? .skipped
            add(.answered(task: "mood_check", run: run, step: "mood", outcome: outcome), time(day: entry.day))
            add(.taskFinished(task: "mood_check", run: run, status: .completed), time(day: entry.day, hour: 11))
        }
        add(.taskStarted(task: "reaction", run: "reaction-1"), time(day: 2))
        add(.taskFinished(task: "reaction", run: "reaction-1", status: .completed), time(day: 2, hour: 11))
        add(.taskStarted(task: "mood_check", run: "mood_check-9"), time(day: 28))
        return ParticipantState.folding(events)
    }
}
