/// The texts of consenting again to a new version of the consent: what changed, the
/// changed sections, and declining. The typed keys of the `reconsent:` table of the
/// `TextCatalogue` (`Catalogues/*.yaml`).
public struct ReconsentText: TextTable {
    public static var inCatalogue: KeyPath<TextCatalogue, ReconsentText> { \.reconsent }

    init() {}

    // What changed, before the sections
    public var title = ""
    public var intro = ""
    public var introUnknownVersion = ""
    public var listAdded = ""
    public var listChanged = ""
    public var listUnchanged = ""
    public var unchangedNote = ""
    public var noSectionChanged = ""
    // A changed section's page
    public var progress = ""
    public var addedSection = ""
    public var changedSection = ""
    // Declining, and the end
    public var declinedTitle = ""
    public var declined = ""
    public var leaveStudy = ""
    public var stopForNow = ""
    public var saved = ""
}
