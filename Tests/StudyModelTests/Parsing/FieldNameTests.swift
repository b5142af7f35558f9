import Testing

@testable import StudyModel

/// `FieldReader` tells an ASCII field name from a key by its length before comparing the
/// Strings, which is exact only while every key the format defines is ASCII (Swift compares
/// Strings by canonical equivalence: U+212A KELVIN SIGN equals "K").
struct FieldNameTests {
    @Test func everyKeyOfTheFormatIsASCII() {
        var keys = StudyConstruct.allCases.flatMap { StudyFormatDefinition.fields(of: $0).map(\.key) }
        for answerType in StudyFormatDefinition.answerTypes {
            keys += StudyFormatDefinition.answerFields(of: answerType.name).map(\.key)
        }
        for kind in ActiveTaskKind.allCases {
            keys += kind.parameterSpecs.map(\.fieldDefinition.key)
        }
        #expect(keys.count > 100)
        for key in keys {
            #expect(key.utf8.allSatisfy { $0 < 0x80 }, "key: \(key.debugDescription)")
        }
    }

    /// A name written with a character that only canonical equivalence makes equal to a key
    /// is still found, as before the length check.
    @Test func aNameCanonicallyEqualToAKeyIsStillReadAsIt() {
        let text = "ids: x\ne\u{301}: y\n"
        let reader = StudyReader(source: SourceFile(path: "t.study", text: text))
        let written = YAMLComposer.compose(text)!!
        let definitions = [FieldDefinition("id", .text, ""), FieldDefinition("\u{E9}", .text, "")]
        let fields = FieldReader(written, "a test map", fields: definitions, reader: reader)
        #expect(fields?.optional("\u{E9}")?.scalar?.string == "y")
        #expect(fields?.optional("id") == nil)
    }
}
