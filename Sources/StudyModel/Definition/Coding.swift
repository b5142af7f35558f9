/// A code from a terminology, as FHIR's `Coding`: which system (LOINC, SNOMED CT, a
/// study's own), the code in it, and optionally how the system displays it. Questions carry
/// codes so an analyst (or a FHIR export) knows which standard item was asked; choices carry
/// one so their answers can be coded too.
public struct Coding: Sendable, Equatable {
    /// A URI naming the terminology, e.g. `http://loinc.org`.
    public var system: Located<String>
    public var code: Located<String>
    /// The system's own wording of the code; never shown to participants.
    public var display: String?
    public var location: SourceLocation

    public init(system: Located<String>, code: Located<String>, display: String?, location: SourceLocation) {
        self.system = system
        self.code = code
        self.display = display
        self.location = location
    }

    public static func == (lhs: Coding, rhs: Coding) -> Bool {
        lhs.system.value == rhs.system.value && lhs.code.value == rhs.code.value && lhs.display == rhs.display
    }
}
