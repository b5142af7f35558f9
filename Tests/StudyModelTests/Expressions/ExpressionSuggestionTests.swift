import Testing

@testable import StudyModel

/// The did-you-mean helper shared with the validator.
@Suite struct ExpressionSuggestionTests {
    @Test func distance() {
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("", "abc") == 3)
        #expect(Suggestion.distance("abc", "") == 3)
        #expect(Suggestion.distance("same", "same") == 0)
        #expect(Suggestion.distance("ab", "ba") == 1)
        #expect(Suggestion.distance("diagnsois", "diagnosis") == 1)
        #expect(Suggestion.distance("Age", "age") == 1)
    }

    @Test func closest() {
        #expect(Suggestion.closest(to: "agee", among: ["weight", "age"]) == "age")
        #expect(Suggestion.closest(to: "ag", among: ["weight", "age"]) == "age")
        #expect(Suggestion.closest(to: "diagnoses", among: ["diagnosis", "dose"]) == "diagnosis")
        #expect(Suggestion.closest(to: "type3", among: ["type1", "type2", "gestational"]) == "type1")
        #expect(Suggestion.closest(to: "Type2", among: ["type1", "type2"]) == "type2")
        #expect(
            Suggestion.closest(to: "estimated-minute", among: ["title", "estimated-minutes"]) == "estimated-minutes")
        #expect(Suggestion.closest(to: "shw-if", among: ["show-if", "branches"]) == "show-if")
    }

    @Test func nothingCloseEnough() {
        #expect(Suggestion.closest(to: "bmi", among: ["weight", "height"]) == nil)
        #expect(Suggestion.closest(to: "a", among: ["b", "c"]) == nil)
        #expect(Suggestion.closest(to: "xyz", among: [String]()) == nil)
        #expect(Suggestion.closest(to: "age", among: ["age"]) == nil)
        #expect(Suggestion.closest(to: "wt", among: ["weight"]) == nil)
        #expect(Suggestion.closest(to: "symptom_count", among: ["symptoms"]) == nil)
    }
}
