import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// A task's `needs:` names the permissions whose data it collects; the validator holds the
/// names to the study's permissions, and keeps the one reminders permission out of them.
final class PermissionNeedsTests: XCTestCase {
    private let permissions = """
        permissions:
          - id: glucose
            title: Blood glucose readings
            reason: We need your readings to see how glucose relates to how you feel.
          - id: reminders
            title: Reminders
            reason: We'd like to remind you when a check-in is due.
            kind: reminders
        """

    private func study(needs: String, permissions: String? = nil) -> String {
        StudyTemplate(
            permissions: permissions ?? self.permissions,
            tasks: """
                tasks:
                  - id: survey
                    kind: survey
                    title: Survey
                    estimated-minutes: 5
                    needs: \(needs)
                    steps:
                      - id: mood
                        question: How are you today?
                        answer: yes-no
                """
        ).text
    }

    func testNeedsAndTheRemindersKindAreRead() throws {
        let result = assertNoErrors(study(needs: "[glucose]"))
        let parsed = try XCTUnwrap(result.study)
        XCTAssertEqual(parsed.tasks[0].needs.map(\.value), ["glucose"])
        XCTAssertEqual(parsed.permissions.map(\.kind), [.data, .reminders])
        XCTAssertEqual(parsed.remindersPermission?.id.value, "reminders")
    }

    func testAnUnknownPermissionSuggestsTheClosest() {
        assertDiagnostic(
            "unknown-permission", message: "task 'survey' needs 'glucos', which is not a permission",
            hint: "did you mean 'glucose'?", in: study(needs: "[↓glucos]"))
    }

    func testATaskCannotNeedTheRemindersPermission() {
        assertDiagnostic(
            "reminders-permission", message: "task 'survey' needs 'reminders', a reminders permission",
            in: study(needs: "[glucose, ↓reminders]"))
    }

    func testASecondRemindersPermissionIsAnError() {
        let two = """
            permissions:
              - id: reminders
                title: Reminders
                reason: We'd like to remind you when a check-in is due.
                kind: reminders
              - ↓id: nudges
                title: Nudges
                reason: We'd like to remind you again.
                kind: reminders
            """
        assertDiagnostic(
            "reminders-permission", message: "permission 'nudges' is a second reminders permission",
            in: study(needs: "[]", permissions: two))
    }

    func testAnUnknownPermissionKindIsNamed() {
        let odd = """
            permissions:
              - id: reminders
                title: Reminders
                reason: We'd like to remind you when a check-in is due.
                kind: ↓reminder
            """
        assertDiagnostic(
            "unknown-value", message: "unknown value 'reminder' for 'kind'", hint: "did you mean 'reminders'?",
            in: study(needs: "[]", permissions: odd))
    }
}
