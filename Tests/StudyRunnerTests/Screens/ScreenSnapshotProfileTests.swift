import Foundation
import Testing

@testable import StudyModel
@testable import StudyRunner

/// The profile and "Leave the study?" at 80 × 24, 40 × 20 and 200 × 50, in English and
/// Chinese, and in plain mode: what a participant reads before leaving must be whole at
/// every size.
@Suite struct ScreenSnapshotProfile {
    func check(_ lines: [Line], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertSnapshot(lines, named: name, in: Self.self, sourceLocation: sourceLocation)
    }

    /// Joined on 1 March, signed the same day, two of three permissions allowed, the
    /// email changed since.
    static func participant() -> ParticipantState {
        let joined = Timestamp(date: FixedTime.date.addingTimeInterval(-13 * 86_400), utcOffsetSeconds: 0)
        var state = ParticipantState()
        state.participant = "K7QM-2X9D"
        state.joinedAt = joined
        state.signedAt = joined
        state.signature = JournalEvent.Signed(
            fullName: "Ada Lovelace", signature: "Ada Lovelace", email: "ada@example.org", phone: nil,
            consentVersion: "1.0")
        state.contactUpdate = ContactDetails(email: "ada.l@example.org", phone: nil)
        state.permissions = ["glucose": true, "activity": true, "medications": false]
        return state
    }

    @Test func profileInEnglish() {
        let screens = JourneyScreens(study: LoadedStudy.diabetes.study, language: "en")
        let profile = screens.profile(Self.participant())
        check(Render.full(profile), "profile")
        check(Render.full(profile, width: 40, rows: 20), "profile.narrow")
        check(Render.full(profile, width: 200, rows: 50), "profile.wide")
        check(Render.plain(profile), "profile.plain")
    }

    @Test func profileInChinese() {
        let screens = JourneyScreens(study: LoadedStudy.sleep.study, language: "zh-Hans")
        var state = Self.participant()
        state.permissions = [:]
        let profile = screens.profile(state)
        check(Render.full(profile, chinese: true), "profile.zh")
        check(Render.full(profile, width: 40, rows: 20, chinese: true), "profile.zh.narrow")
        check(Render.full(profile, width: 200, rows: 50, chinese: true), "profile.zh.wide")
    }

    /// A later start of a participant whose signature was sealed to the study team: the
    /// contact line says the details are sealed, not that none were given.
    @Test func sealedContactDetailsAreSaidToBeSealed() {
        var state = Self.participant()
        state.contactUpdate = nil
        state.signature = JournalEvent.Signed(
            fullName: "", signature: "", email: nil, phone: nil, consentVersion: "1.0", identity: "identity-12.sealed")
        let text = Render.plain(JourneyScreens(study: LoadedStudy.diabetes.study, language: "en").profile(state))
            .map(\.text).joined(separator: "\n")
        #expect(text.contains("Your contact details: sealed for the study team, so not shown here"), "\(text)")
        #expect(!text.contains("none given"))
    }

    @Test func leavingSaysWhatHappensToTheAnswers() {
        let choosing = JourneyScreens(study: LoadedStudy.diabetes.study, language: "en").leaveStudy()
        check(Render.full(choosing), "leave-choosing")
        check(Render.full(choosing, width: 40, rows: 20), "leave-choosing.narrow")
        check(Render.plain(choosing), "leave-choosing.plain")
        let keeping = JourneyScreens(study: LoadedStudy.load("cognition.study").study, language: "en").leaveStudy()
        check(Render.full(keeping), "leave-keeping")
        let chinese = JourneyScreens(study: LoadedStudy.sleep.study, language: "zh-Hans").leaveStudy()
        check(Render.full(chinese, chinese: true), "leave-choosing.zh")
        check(Render.full(chinese, width: 40, rows: 20, chinese: true), "leave-choosing.zh.narrow")
    }
}
