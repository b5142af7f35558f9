import Foundation
import Testing

@testable import StudyModel
@testable import StudyModelTestSupport

/// The permissions a participant grants decide which tasks are offered: the latest decision
/// in the journal wins, a task that needs a permission not granted is neither due nor
/// upcoming nor startable, and `study due` leaves it out.
@Suite struct PermissionDashboardTests {
    private static let studyText = StudyTemplate(
        permissions: StudyTemplate.glucoseAndReminderPermissions,
        tasks: """
            tasks:
              - id: readings
                kind: survey
                title: Glucose diary
                estimated-minutes: 2
                schedule: daily
                needs: [glucose]
                steps:
                  - id: level
                    question: Your reading this morning?
                    answer: yes-no
              - id: mood
                kind: survey
                title: Mood
                estimated-minutes: 2
                schedule: daily
                steps:
                  - id: feeling
                    question: How are you today?
                    answer: yes-no
            """
    ).text

    private let study: Study = StudyCheck.validate(PermissionDashboardTests.studyText).study!
    private let joined = Timestamp(iso8601: "2026-11-25T09:00:00.000+00:00")!
    private let now = ISO8601DateFormatter().date(from: "2026-11-26T10:00:00Z")!

    /// A participant who joined and decided `decisions` in this order.
    private func state(_ decisions: [(PermissionID, Bool)]) -> ParticipantState {
        var events: [JournalEvent.Kind] = [
            .joined(studyID: "test-study", studyVersion: "1.0", participant: "ABCD-EFGH", language: "en")
        ]
        events += decisions.map { .permissionDecided(permission: $0.0, granted: $0.1) }
        events.append(.onboardingCompleted)
        return ParticipantState.folding(
            events.enumerated().map { JournalEvent(sequence: $0.offset + 1, time: joined, kind: $0.element) })
    }

    private func dashboard(_ state: ParticipantState) -> Dashboard {
        Dashboard.make(study: study, state: state, now: now, calendar: .in(TimeZone(identifier: "UTC")!))
    }

    @Test func aGrantedPermissionOffersItsTask() {
        let board = dashboard(state([("glucose", true), ("reminders", true)]))
        #expect(board.entries.map(\.isOffered) == [true, true])
        #expect(board.due.map(\.task.id.value) == ["readings", "mood"])
        #expect(board.entries[0].canStart)
    }

    @Test func aDeclinedPermissionWithholdsItsTaskAndSaysWhich() {
        let board = dashboard(state([("glucose", false), ("reminders", true)]))
        let readings = board.entries[0]
        #expect(!readings.isOffered)
        #expect(!readings.canStart)
        #expect(readings.withheld.map(\.id.value) == ["glucose"])
        #expect(board.due.map(\.task.id.value) == ["mood"], "the task that needs nothing is still due")
        #expect(board.entries.map(\.task.id.value) == ["readings", "mood"], "the numbers do not move")
    }

    @Test func theLatestDecisionWins() {
        let withdrawn = state([("glucose", true), ("reminders", true), ("glucose", false)])
        #expect(withdrawn.grantedPermissions == ["reminders"])
        #expect(!dashboard(withdrawn).entries[0].isOffered)
        let regranted = state([("glucose", false), ("glucose", true)])
        #expect(dashboard(regranted).entries[0].isOffered)
    }

    @Test func aPermissionNeverAskedIsNotGranted() {
        #expect(!dashboard(state([])).entries[0].isOffered)
    }

    @Test func aWithheldTaskIsNotListedAsDueNorAsNext() {
        let declined = state([("glucose", false)])
        let due = DueTask.list(study: study, state: declined, now: now, calendar: .in(TimeZone(identifier: "UTC")!))
        #expect(due.map(\.task) == ["mood"])
        #expect(dashboard(declined).upcoming.isEmpty)
    }
}
