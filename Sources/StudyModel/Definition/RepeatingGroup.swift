import Foundation

/// A block of steps the participant goes through once per thing they list (a medicine, an
/// adverse event, a member of the household), `min` to `max` times. Each time through is an
/// instance with its own answers; results keep every instance, numbered, never as
/// corrections of one another (docs/study-format.md, "Repeating groups").
public struct RepeatingGroup: Sendable {
    /// The heading above the group's screens and its review ("Your medicines").
    public var title: LocalizedText
    /// How one instance is called, `{n}` standing for its number ("Medicine {n}").
    public var label: LocalizedText?
    /// The fewest instances the participant must give before "I'm done" (0 lets them give none).
    public var minimum: Located<Int>
    /// The most instances; "add another" is not offered once there are this many.
    public var maximum: Located<Int>
    /// The steps of one instance, in order: questions and instructions, without branches.
    public var steps: [Step]
    public var location: SourceLocation

    public init(
        title: LocalizedText, label: LocalizedText?, minimum: Located<Int>, maximum: Located<Int>, steps: [Step],
        location: SourceLocation
    ) {
        self.title = title
        self.label = label
        self.minimum = minimum
        self.maximum = maximum
        self.steps = steps
        self.location = location
    }

    /// The group's questions, in order.
    public var questions: [Question] { steps.compactMap(\.question) }

    /// The step of one instance with this id.
    public func step(_ id: StepID) -> Step? { steps.first { $0.id.value == id } }

    /// "Medicine 2": the label with `{n}` replaced by the instance's number as the
    /// participant sees it; without a label, the title and the number.
    public func instanceName(_ number: Int, language: String) -> String {
        guard let label else { return "\(title.resolved(in: language)) \(number)" }
        let text = label.resolved(in: language)
        return text.contains("{n}")
            ? text.replacingOccurrences(of: "{n}", with: String(number)) : "\(text) \(number)"
    }
}

extension Step {
    /// The repeating group this step is, if it is one.
    public var repeatingGroup: RepeatingGroup? {
        if case let .repeatingGroup(group) = content { return group }
        return nil
    }
}

extension Survey {
    /// The survey's repeating groups, with the id of the step each one is.
    public var repeatingGroups: [(id: StepID, group: RepeatingGroup)] {
        steps.compactMap { step in step.repeatingGroup.map { (step.id.value, $0) } }
    }
}
