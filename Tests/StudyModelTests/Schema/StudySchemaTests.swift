import Foundation
import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// The schema is generated from `StudyFormatDefinition`, and the parser reads the same table.
/// `Tests/schema/schema_check.py` checks the schema with an independent validator.
final class StudySchemaTests: XCTestCase {
    private var schema: [String: Any] = [:]

    override func setUpWithError() throws {
        let data = Data(StudySchema.document().prettyPrinted.utf8)
        schema = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func definition(_ name: String) throws -> [String: Any] {
        let definitions = try XCTUnwrap(schema["definitions"] as? [String: Any])
        return try XCTUnwrap(definitions[name] as? [String: Any], "no definition '\(name)'")
    }

    private func propertyNames(_ object: [String: Any]) -> Set<String> {
        Set((object["properties"] as? [String: Any] ?? [:]).keys)
    }

    func testTheTopLevelIsTheStudyWithItsRequiredFields() throws {
        XCTAssertEqual(schema["$schema"] as? String, "http://json-schema.org/draft-07/schema#")
        XCTAssertEqual(propertyNames(schema), Set(StudyFormatDefinition.keys(of: .study)))
        XCTAssertEqual(schema["additionalProperties"] as? Bool, false)
        XCTAssertEqual(
            Set(schema["required"] as? [String] ?? []),
            ["id", "title", "version", "organisation", "contact", "introduction", "consent", "tasks"])
    }

    func testEveryConstructAllowsExactlyTheKeysTheParserAllows() throws {
        for construct in StudyConstruct.allCases where ![.study, .task].contains(construct) {
            let object = try definition(construct.rawValue)
            XCTAssertEqual(propertyNames(object), Set(StudyFormatDefinition.keys(of: construct)), construct.rawValue)
            XCTAssertEqual(object["additionalProperties"] as? Bool, false, construct.rawValue)
        }
    }

    func testATaskHasOneFormPerKindWithThatKindsParameters() throws {
        let forms = try XCTUnwrap(try definition("task")["oneOf"] as? [[String: Any]])
        XCTAssertEqual(forms.count, 1 + ActiveTaskKind.allCases.count)
        for kind in ActiveTaskKind.allCases {
            let form = try XCTUnwrap(
                forms.first { form in
                    let kindSchema = (form["properties"] as? [String: Any])?["kind"] as? [String: Any]
                    return kindSchema?["const"] as? String == kind.rawValue
                }, kind.rawValue)
            let parameters = try XCTUnwrap((form["properties"] as? [String: Any])?["parameters"] as? [String: Any])
            XCTAssertEqual(propertyNames(parameters), Set(kind.parameterSpecs.map(\.name)), kind.rawValue)
            XCTAssertFalse(propertyNames(form).contains("steps"), kind.rawValue)
        }
    }

    func testRangesAndWordsComeFromTheDefinition() throws {
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        let minutes = try XCTUnwrap(properties["estimated-minutes"] as? [String: Any])
        XCTAssertEqual(minutes["minimum"] as? Int, 1)
        XCTAssertEqual(minutes["maximum"] as? Int, 240)
        XCTAssertEqual(minutes["description"] as? String, "How long taking part takes, in minutes.")
        let section = try XCTUnwrap(try definition("consent-section")["properties"] as? [String: Any])
        let kinds = try XCTUnwrap((section["kind"] as? [String: Any])?["enum"] as? [String])
        XCTAssertEqual(kinds, ConsentSection.Kind.allCases.map(\.rawValue))
    }

    func testEveryAnswerTypeHasAForm() throws {
        let forms = try XCTUnwrap(try definition("answer")["anyOf"] as? [[String: Any]])
        XCTAssertEqual(forms.first?["enum"] as? [String], AnswerFormat.typeNames)
        XCTAssertEqual(forms.count, 1 + AnswerFormat.typeNames.count)
    }

    func testTheOutputIsTheSameEveryTime() {
        XCTAssertEqual(StudySchema.document().prettyPrinted, StudySchema.document().prettyPrinted)
    }

    /// The table's required flags match what the parser reports missing, field by field.
    func testEveryRequiredTopLevelFieldIsReportedMissingByTheParser() {
        let study = StudyTemplate().text
        for field in StudyFormatDefinition.fields(of: .study) where field.required {
            let lines = study.components(separatedBy: "\n")
            var kept: [String] = []
            var skipping = false
            for line in lines {
                if line.hasPrefix("\(field.key):") {
                    skipping = true
                } else if skipping, line.hasPrefix(" ") {
                    continue
                } else {
                    skipping = false
                }
                if !skipping { kept.append(line) }
            }
            let source = SourceFile(path: "test.study", text: kept.joined(separator: "\n"))
            let diagnostics = StudyParser.parse(source).diagnostics
            XCTAssertTrue(
                diagnostics.contains { $0.code == .missingField && $0.message.contains("'\(field.key)'") },
                "no missing-field for '\(field.key)': \(diagnostics.map(\.message))")
        }
    }
}
