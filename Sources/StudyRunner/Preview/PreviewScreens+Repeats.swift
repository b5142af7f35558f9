import StudyModel

/// A repeating group in a preview: the steps of its first instance as they first appear
/// ("Medicine 1 · Question 1 of 2"), then its review with nothing given yet.
extension PreviewScreens {
    static func groupScreens(
        _ step: Step, _ group: RepeatingGroup, situation: QuestionScreen.Situation, screens: JourneyScreens
    ) -> [(String, Screen)] {
        let name = group.instanceName(1, language: screens.language)
        var found: [(String, Screen)] = []
        for inner in group.steps {
            let own = screens.instanceSituation(situation, group: group, step: inner, name: name)
            let screen =
                inner.question.map {
                    QuestionScreen(question: $0, language: screens.language, ui: screens.ui)
                        .screen(answer: nil, typed: nil, notice: nil, situation: own)
                } ?? screens.instruction(inner, situation: own)
            found.append(("step-\(step.id.value)-\(inner.id.value)", screen))
        }
        let empty = RepeatingGroupRun()
        let review = screens.repeatReview(
            group, empty, choices: RepeatNavigator(group: group).choices(empty), situation: situation, notice: nil)
        found.append(("step-\(step.id.value)-review", review))
        return found
    }
}
