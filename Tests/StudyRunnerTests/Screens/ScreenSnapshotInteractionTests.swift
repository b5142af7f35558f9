import Foundation
import StudyModel
import Testing

@testable import StudyRunner

/// `ScreenInteraction.apply`: how keys change a screen's own state, checked as exact
/// cursor, chosen set and scale point, on screens built from the example studies.
@Suite struct ScreenSnapshotInteraction {
    static let ui = UIText.english
    static let situation = QuestionScreen.Situation(context: nil, progress: nil, canGoBack: true)

    static func screen(
        _ id: StepID, in task: String? = nil, answer: AnswerOutcome? = nil,
        from study: LoadedStudy = .diabetes
    ) -> Screen {
        Questions.screen(study.question(id, in: task), answer: answer, situation: situation)
    }

    /// Applies the actions in turn; nil as soon as one ends the screen.
    static func apply(_ actions: [ScreenAction], to screen: Screen) -> Screen? {
        actions.reduce(Optional(screen)) { screen, action in screen.flatMap { ScreenInteraction.apply(action, to: $0) }
        }
    }

    static func list(_ screen: Screen?) -> ChoiceList? {
        if case let .choices(list)? = screen?.input { return list }
        return nil
    }

    static func state(_ screen: Screen?) -> (cursor: Int?, chosen: [Int])? {
        list(screen).map { ($0.cursor, $0.chosen.sorted()) }
    }

    static func selected(_ screen: Screen?) -> Int?? {
        if case let .scale(slider)? = screen?.input { return .some(slider.selected) }
        return nil
    }

    // MARK: Single choice (radio follows the cursor)

    /// diagnosis: 5 choices, nothing chosen yet and no cursor: Enter alone answers nothing.
    static let diagnosis = screen("diagnosis")

    @Test func singleChoiceStartsWithNothingChosenAndNoCursor() {
        #expect(Self.state(Self.diagnosis)!.cursor == nil)
        #expect(Self.state(Self.diagnosis)!.chosen.isEmpty)
        let answered = Self.screen("diagnosis", answer: .answered(.choice("not_sure", otherText: nil)))
        #expect(Self.state(answered)! == (4, [4]))
    }

    @Test func singleChoiceUpAndDownMoveTheCursorAndTheChoice() {
        // The first ↓ picks the first row.
        #expect(Self.state(Self.apply([.down], to: Self.diagnosis))! == (0, [0]))
        #expect(Self.state(Self.apply([.down, .down, .down], to: Self.diagnosis))! == (2, [2]))
        #expect(Self.state(Self.apply([.down, .down, .up], to: Self.diagnosis))! == (0, [0]))
        // At the ends the cursor stays, and the row under it becomes the choice.
        #expect(Self.state(Self.apply([.up], to: Self.diagnosis))! == (0, [0]))
        #expect(Self.state(Self.apply(Array(repeating: .down, count: 9), to: Self.diagnosis))! == (4, [4]))
    }

    @Test func singleChoiceHomeAndEndPickLikeTheArrows() {
        // Like ↑/↓, Home and End move the cursor and the choice together.
        let picked = Self.apply([.down, .down], to: Self.diagnosis)!
        #expect(Self.state(Self.apply([.end], to: picked))! == (4, [4]))
        #expect(Self.state(Self.apply([.home], to: picked))! == (0, [0]))
    }

    @Test func singleChoiceDigitsChooseByNumber() {
        #expect(Self.state(Self.apply([.choose(3)], to: Self.diagnosis))! == (2, [2]))
        #expect(Self.state(Self.apply([.choose(3), .choose(1)], to: Self.diagnosis))! == (0, [0]))
        #expect(Self.state(Self.apply([.choose(5)], to: Self.diagnosis))! == (4, [4]))
        // A number with no choice leaves the screen as it was.
        #expect(Self.apply([.choose(6)], to: Self.diagnosis) == Self.diagnosis)
        #expect(Self.apply([.choose(0)], to: Self.diagnosis) == Self.diagnosis)
    }

    @Test func yesNoIsASingleChoice() {
        let yesNo = Self.screen("lives_in_uk")
        #expect(Self.state(yesNo)!.cursor == nil)
        #expect(Self.state(Self.apply([.down], to: yesNo))! == (0, [0]))
        #expect(Self.state(Self.apply([.down, .down], to: yesNo))! == (1, [1]))
        #expect(Self.state(Self.apply([.choose(1)], to: yesNo))! == (0, [0]))
        // y and n end the screen: the caller records the answer.
        #expect(ScreenInteraction.apply(.yes, to: yesNo) == nil)
        #expect(ScreenInteraction.apply(.no, to: yesNo) == nil)
    }

    // MARK: Multiple choice

    /// other_medicines: 8 choices, "Another diabetes medicine" (7, other) and "None of
    /// these" (8, exclusive).
    static let medicines = screen("other_medicines", in: "baseline")

    @Test func multipleChoiceMovingDoesNotChoose() {
        #expect(Self.state(Self.medicines)! == (0, []))
        #expect(Self.state(Self.apply([.down, .down], to: Self.medicines))! == (2, []))
        #expect(Self.state(Self.apply([.end], to: Self.medicines))! == (7, []))
        #expect(Self.state(Self.apply([.end, .home], to: Self.medicines))! == (0, []))
        #expect(Self.state(Self.apply([.up], to: Self.medicines))! == (0, []))
        #expect(Self.state(Self.apply(Array(repeating: .down, count: 20), to: Self.medicines))! == (7, []))
    }

    @Test func multipleChoiceSpaceToggles() {
        #expect(Self.state(Self.apply([.toggle], to: Self.medicines))! == (0, [0]))
        #expect(Self.state(Self.apply([.toggle, .down, .down, .toggle], to: Self.medicines))! == (2, [0, 2]))
        #expect(
            Self.state(Self.apply([.toggle, .down, .down, .toggle, .up, .up, .toggle], to: Self.medicines))! == (0, [2])
        )
    }

    @Test func multipleChoiceDigitsToggleAndMoveTheCursor() {
        #expect(Self.state(Self.apply([.choose(2)], to: Self.medicines))! == (1, [1]))
        #expect(Self.state(Self.apply([.choose(2), .choose(4)], to: Self.medicines))! == (3, [1, 3]))
        #expect(Self.state(Self.apply([.choose(2), .choose(4), .choose(2)], to: Self.medicines))! == (1, [3]))
        #expect(Self.apply([.choose(9)], to: Self.medicines) == Self.medicines)
    }

    @Test func anExclusiveChoiceClearsTheOthersAndTheOthersClearIt() {
        let some = Self.apply([.choose(1), .choose(3), .choose(7)], to: Self.medicines)!
        #expect(Self.state(some)! == (6, [0, 2, 6]))
        let none = Self.apply([.choose(8)], to: some)!
        #expect(Self.state(none)! == (7, [7]))
        #expect(Self.state(Self.apply([.end, .toggle], to: some))! == (7, [7]))
        // Choosing anything else clears "None of these".
        #expect(Self.state(Self.apply([.choose(2)], to: none))! == (1, [1]))
        #expect(Self.state(Self.apply([.home, .toggle], to: none))! == (0, [0]))
        // Toggling "None of these" off leaves nothing chosen.
        #expect(Self.state(Self.apply([.toggle], to: none))! == (7, []))
    }

    @Test func toggleOutsideAMultipleChoiceEndsNothingButIsNotHandled() {
        #expect(ScreenInteraction.apply(.toggle, to: Self.diagnosis) == nil)
        var noCursor = Self.medicines
        if case var .choices(list) = noCursor.input {
            list.cursor = nil
            noCursor.input = .choices(list)
        }
        #expect(ScreenInteraction.apply(.toggle, to: noCursor) == nil)
    }

    // MARK: Menus

    @Test func menusMoveTheCursorAndLeaveDigitsToTheCaller() {
        let menu = InlineScreens(.diabetes).introduction()
        #expect(Self.state(Self.apply([.down], to: menu))! == (1, []))
        #expect(Self.state(Self.apply([.down, .down, .down], to: menu))! == (2, []))
        #expect(Self.state(Self.apply([.end, .up], to: menu))! == (1, []))
        #expect(ScreenInteraction.apply(.choose(2), to: menu) == nil)
        #expect(ScreenInteraction.apply(.submit, to: menu) == nil)
    }

    // MARK: Scales

    /// confidence: 0 to 10, nothing chosen.
    static let confidence = screen("confidence", in: "baseline")
    /// overwhelmed: Never, Rarely, Sometimes, Often, Always.
    static let overwhelmed = screen("overwhelmed", in: "baseline")

    @Test func scaleStartsEmptyAndTheFirstArrowLandsInTheMiddle() {
        #expect(Self.selected(Self.confidence)! == nil)
        #expect(Self.selected(Self.apply([.left], to: Self.confidence))! == 5)
        #expect(Self.selected(Self.apply([.right], to: Self.confidence))! == 5)
        #expect(Self.selected(Self.apply([.left], to: Self.overwhelmed))! == 2)
        #expect(Self.selected(Self.apply([.right], to: Self.overwhelmed))! == 2)
    }

    @Test func scaleLeftAndRightStopAtTheEnds() {
        #expect(Self.selected(Self.apply([.right, .right, .right], to: Self.confidence))! == 7)
        #expect(Self.selected(Self.apply([.right, .left, .left], to: Self.confidence))! == 3)
        #expect(Self.selected(Self.apply(Array(repeating: .right, count: 12), to: Self.confidence))! == 10)
        #expect(Self.selected(Self.apply(Array(repeating: .left, count: 12), to: Self.confidence))! == 0)
        #expect(Self.selected(Self.apply([.home, .left], to: Self.overwhelmed))! == 0)
        #expect(Self.selected(Self.apply([.end, .right], to: Self.overwhelmed))! == 4)
    }

    @Test func scaleHomeAndEnd() {
        #expect(Self.selected(Self.apply([.home], to: Self.confidence))! == 0)
        #expect(Self.selected(Self.apply([.end], to: Self.confidence))! == 10)
        #expect(Self.selected(Self.apply([.end, .home, .right], to: Self.overwhelmed))! == 1)
    }

    @Test func scaleDigitsPickByLabelOrPosition() {
        // Numbered points: the digit is the label (so 7 is the point "7", the eighth).
        #expect(Self.selected(Self.apply([.choose(7)], to: Self.confidence))! == 7)
        #expect(Self.selected(Self.apply([.choose(1)], to: Self.confidence))! == 1)
        // Word points: the digit is the position.
        #expect(Self.selected(Self.apply([.choose(3)], to: Self.overwhelmed))! == 2)
        #expect(Self.selected(Self.apply([.choose(5)], to: Self.overwhelmed))! == 4)
        // A digit with no point leaves the scale as it was.
        #expect(Self.apply([.choose(6)], to: Self.overwhelmed) == Self.overwhelmed)
        #expect(Self.selected(Self.apply([.choose(3), .choose(9)], to: Self.overwhelmed))! == 2)
    }

    @Test func scaleKeepsAnAnswerGivenBefore() {
        let answered = Self.screen("confidence", in: "baseline", answer: .answered(.scale(3)))
        #expect(Self.selected(answered)! == 3)
        #expect(Self.selected(Self.apply([.right], to: answered))! == 4)
        #expect(Self.selected(Self.apply([.left], to: answered))! == 2)
    }

    // MARK: Notices and the actions that end a screen

    @Test func aKeyThatChangesTheScreenClearsItsNotice() {
        var screen = Self.confidence
        screen.notice = .error(Self.ui.choosePoint)
        #expect(Self.apply([.right], to: screen)?.notice == nil)
        var list = Self.medicines
        list.notice = .error(Self.ui.answerRequired)
        #expect(Self.apply([.toggle], to: list)?.notice == nil)
        #expect(Self.apply([.down], to: list)?.notice == nil)
    }

    @Test func actionsThatEndTheScreenGiveNil() {
        for action: ScreenAction in [
            .submit, .back, .skip, .preferNotToAnswer, .help, .leave, .learnMore, .interrupt,
            .pageUp, .pageDown,
        ] {
            #expect(ScreenInteraction.apply(action, to: Self.diagnosis) == nil, "\(action)")
            #expect(ScreenInteraction.apply(action, to: Self.confidence) == nil, "\(action)")
        }
        let typed = Self.screen("age")
        for action: ScreenAction in [.up, .down, .left, .right, .home, .end, .toggle, .choose(1)] {
            #expect(ScreenInteraction.apply(action, to: typed) == nil, "\(action)")
        }
        #expect(ScreenInteraction.apply(.up, to: Self.confidence) == nil)
        #expect(ScreenInteraction.apply(.left, to: Self.diagnosis) == nil)
    }
}
