import Foundation
import StudyModel
import Testing

@testable import StudyRunner

/// Menus answer with the item picked, never its position: by a number key, by a typed
/// number or label, or by the cursor; and the screen shows exactly the items the flow reads.
@Suite struct MenuTests {
    enum Fruit: CaseIterable { case apple, pear, plum }

    let menu = Menu<Fruit> { "\($0)".capitalized }

    func response(_ action: ScreenAction, typed: String? = nil, cursor: Int? = nil, of menu: Menu<Fruit>)
        -> Presenter.Response
    {
        var screen = Screen(title: "Fruit", input: menu.input(preselect: false), keys: [])
        if case var .choices(list) = screen.input {
            list.cursor = cursor
            screen.input = .choices(list)
        }
        return Presenter.Response(action: action, screen: screen, typed: typed)
    }

    @Test func aNumberKeyPicksThatItem() {
        #expect(menu.choice(in: response(.choose(2), of: menu)) == .pear)
        #expect(menu.choice(in: response(.choose(4), of: menu)) == nil)
    }

    @Test func aTypedNumberOrLabelPicksThatItem() {
        #expect(menu.choice(in: response(.submit, typed: " 3 ", of: menu)) == .plum)
        #expect(menu.choice(in: response(.submit, typed: "APPLE", of: menu)) == .apple)
        #expect(menu.choice(in: response(.submit, typed: "banana", of: menu)) == nil)
        #expect(menu.choice(in: response(.submit, typed: "0", of: menu)) == nil)
    }

    @Test func enterPicksTheItemUnderTheCursor() {
        #expect(menu.choice(in: response(.submit, cursor: 2, of: menu)) == .plum)
        #expect(menu.choice(in: response(.submit, of: menu)) == nil, "nothing preselected, nothing picked")
    }

    @Test func reorderingTheItemsKeepsWhatEachLabelDoes() {
        let reordered = Menu<Fruit>([.plum, .apple, .pear]) { "\($0)".capitalized }
        #expect(reordered.choice(in: response(.submit, typed: "pear", of: reordered)) == .pear)
        #expect(reordered.choice(in: response(.choose(1), of: reordered)) == .plum)
        #expect(reordered.labels == ["Plum", "Apple", "Pear"])
    }

    @Test func theScreensShowTheItemsTheirFlowsRead() {
        let loaded = LoadedStudy.diabetes
        let screens = JourneyScreens(study: loaded.study, language: "en")
        #expect(items(screens.introduction()) == screens.welcomeMenu.labels)
        #expect(items(screens.permission(0)) == screens.permissionMenu.labels)
        #expect(items(screens.confirmLeave()) == screens.confirmLeaveMenu.labels)
        let tasks = loaded.study.tasks
        let dashboard = Dashboard.make(
            study: loaded.study, completions: { _ in [] }, inProgress: [], enrolment: nil, now: Date(),
            calendar: .in(.current))
        let home = items(screens.home(dashboard, timeZone: .current))
        #expect(home.count == tasks.count + 2, "the tasks, the profile, leaving")
        #expect(home.last == screens.ui.leave)
        #expect(home[tasks.count] == screens.profileText.homeEntry)
        #expect(items(screens.leaveStudy()) == screens.leaveStudyMenu.labels)
        #expect(items(screens.profile(ParticipantState())) == screens.profileMenu(ParticipantState()).labels)
        let homeMenu = screens.homeMenu(tasks)
        let leave = Presenter.Response(
            action: .choose(home.count),
            screen: screens.home(dashboard, timeZone: .current), typed: nil)
        guard case .leave? = homeMenu.choice(in: leave) else {
            Issue.record("the last row of the home screen should leave")
            return
        }
    }

    private func items(_ screen: Screen) -> [String] {
        guard case let .choices(list) = screen.input else { return [] }
        return list.items.map(\.label)
    }
}
