/// The texts of a repeating group: the review of the instances given so far, adding
/// another, removing one and finishing. The typed keys of the `repeats:` table of the
/// `TextCatalogue` (`Catalogues/*.yaml`).
public struct RepeatText: TextTable {
    public static var inCatalogue: KeyPath<TextCatalogue, RepeatText> { \.repeats }

    init() {}

    // The review
    public var listed = PluralText()
    public var noneListed = ""
    public var stillNeeded = PluralText()
    public var atMost = PluralText()
    public var notAnswered = ""
    // Its choices
    public var addFirst = ""
    public var addAnother = ""
    public var removeOne = ""
    public var done = ""
    // Removing one
    public var whichToRemove = ""
    public var keepAll = ""
    public var removed = ""
    // Inside an instance: "Medicine 2 · Question 1 of 2"
    public var instanceProgress = ""
}
