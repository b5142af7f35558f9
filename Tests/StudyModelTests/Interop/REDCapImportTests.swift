import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// `study import dictionary.csv`: REDCap's field types, choices, branching logic, calculated
/// fields, validations, identifier flags, section headers and matrix groups, each note at its
/// line and column.
final class REDCapImportTests: XCTestCase {
    static let header = DataDictionary.header.map { "\"\($0)\"" }.joined(separator: ",")

    /// A dictionary with these rows (each given as its first columns; the rest empty).
    static func dictionary(_ rows: [[String]]) -> Data {
        let lines = rows.map { cells in
            (cells + Array(repeating: "", count: 18 - cells.count)).map {
                "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            }
            .joined(separator: ",")
        }
        return Data(([header] + lines).joined(separator: "\r\n").utf8)
    }

    static let rows: [[String]] = [
        ["record_id", "baseline", "", "text", "Record ID"],
        ["age", "baseline", "About you", "text", "Your age", "", "years", "integer", "18", "99", "", "", "y"],
        ["smoker", "baseline", "", "yesno", "Do you smoke?", "", "", "", "", "", "", "", "y"],
        ["per_day", "baseline", "", "text", "Cigarettes a day", "", "", "integer", "1", "", "", "[smoker] = '1'"],
        [
            "mood", "baseline", "", "radio", "Mood", "0, Low | 1, Fine | 2, Good", "", "", "", "", "", "", "", "", "",
            "m1",
        ],
        [
            "sleep", "baseline", "", "radio", "Sleep", "0, Bad | 1, OK | 2, Good", "", "", "", "", "", "", "", "", "",
            "m1",
        ],
        ["helps", "baseline", "", "checkbox", "What helps?", "1, Walks | 2, Friends | 3, Music"],
        ["why", "baseline", "", "notes", "Why?", "", "", "", "", "", "", "[helps(2)] = '1' and [mood] <> '2'"],
        ["name", "baseline", "", "text", "Your name", "", "", "", "", "", "y"],
        ["visit", "baseline", "", "text", "Visit day", "", "", "date_ymd", "2020-01-01", "2030-12-31"],
        ["total", "baseline", "", "calc", "Total", "round(([mood] + [sleep]) / 2, 1)"],
        ["pic", "baseline", "", "file", "A photo"],
        ["end", "follow_up", "", "descriptive", "Thank you"],
        [
            "again", "follow_up", "", "truefalse", "Again?", "", "", "", "", "", "",
            "datediff([visit], 'today', 'd') > 3",
        ],
    ]

    private func imported(_ rows: [[String]] = rows) throws -> (FHIRImportResult, Study) {
        let result = try REDCapImport.convert(Self.dictionary(rows), name: "my_project.csv").get()
        let validation = StudyCheck.validate(result.studyText)
        let errors = validation.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "\(StudyCheck.dump(errors))\n\(result.studyText)")
        return (result, try XCTUnwrap(validation.study))
    }

    func testFieldTypesBecomeAnswerTypes() throws {
        let (_, study) = try imported()
        XCTAssertEqual(study.id.value, "my-project")
        XCTAssertEqual(study.tasks.map(\.id.value.rawValue), ["baseline", "follow_up"])
        let steps = try XCTUnwrap(study.tasks.first?.survey?.steps)
        XCTAssertEqual(
            steps.map(\.id.value.rawValue),
            ["age_section", "age", "smoker", "per_day", "mood", "sleep", "helps", "why", "name", "visit"])
        XCTAssertEqual(
            steps.compactMap { $0.question?.answer.typeName },
            [
                "integer", "yes-no", "integer", "single-choice", "single-choice", "multiple-choice", "text", "text",
                "date",
            ])
        guard case .integer(let options)? = steps[1].question?.answer else { return XCTFail("age") }
        XCTAssertEqual(options.min?.value, 18)
        XCTAssertEqual(options.max?.value, 99)
        XCTAssertEqual(steps[1].question?.optional, false)
        XCTAssertEqual(steps[3].question?.optional, true)
        XCTAssertEqual(steps[4].question?.answer.choices?.choices.map(\.value.value), ["0", "1", "2"])
        let survey = try XCTUnwrap(study.tasks.first?.survey)
        XCTAssertEqual(survey.scores.map(\.value?.text), ["round(((mood + sleep) / 2), 1)"])
        XCTAssertEqual(study.tasks.last?.survey?.steps.first?.question == nil, true, "descriptive: an instruction")
    }

    func testBranchingLogicBecomesShowIf() throws {
        let (_, study) = try imported()
        let steps = try XCTUnwrap(study.tasks.first?.survey?.steps)
        let showIf = Dictionary(uniqueKeysWithValues: steps.map { ($0.id.value.rawValue, $0.showIf?.text) })
        XCTAssertEqual(showIf["per_day"], "(smoker = yes)")
        XCTAssertEqual(showIf["why"], "(('2' in helps) and (mood != 2))")
        let translate = { (logic: String) -> String? in
            var translator = REDCapLogic(fields: [
                "a": ("a", .choice(numeric: false)), "n": ("n", .number), "c": ("c", .checkbox), "y": ("y", .yesNo),
            ])
            return try? translator.translate(logic).get()
        }
        XCTAssertEqual(translate("[a] = 'x' or [n] >= 3"), "((a = 'x') or (n >= 3))")
        XCTAssertEqual(translate("[c(4)] = '0'"), "('4' not in c)")
        XCTAssertEqual(translate("[a] = ''"), "(not answered(a))")
        XCTAssertEqual(translate("[n] <> \"\""), "answered(n)")
        XCTAssertEqual(
            translate("[c(1)] + [y] + log([n], 10)"), "((if('1' in c, 1, 0) + if(y, 1, 0)) + (ln(n) / ln(10)))")
        XCTAssertNil(translate("[unknown] = '1'"))
        XCTAssertNil(translate("datediff([n], 'today', 'd') > 1"))
    }

    func testWhatIsNotConvertedIsLocatedByLineAndColumn() throws {
        let (result, _) = try imported()
        let notConverted = result.notes.filter { $0.kind == .notConverted }.map(\.path)
        XCTAssertEqual(
            notConverted,
            [
                "line 10, column K (Identifier?)", "line 13, column D (Field Type)",
                "line 15, column L (Branching Logic (Show field only if...))",
            ])
        let ignored = result.notes.filter { $0.kind == .ignored }.map(\.path)
        XCTAssertEqual(
            ignored,
            [
                "line 2, column A (Variable / Field Name)", "line 6, column P (Matrix Group Name)",
                "line 7, column P (Matrix Group Name)",
            ])
        XCTAssertTrue(result.isPartial)
    }

    func testMalformedFilesFailWithTheirPlace() throws {
        func failure(_ text: String) -> FHIRImportFailure? {
            if case .failure(let failure) = REDCapImport.convert(Data(text.utf8), name: "x.csv") { return failure }
            return nil
        }
        XCTAssertEqual(failure(Self.header + "\n\"a,b")?.path, "line 2, column 1")
        XCTAssertEqual(failure(Self.header + "\nab\"c,d")?.path, "line 2, column 3")
        XCTAssertEqual(failure(Self.header + "\n\"a\"b,c")?.path, "line 2, column 4")
        XCTAssertEqual(failure("Name,Form\nx,y")?.path, "line 1, column A")
        XCTAssertEqual(failure(Self.header + "\na,b,c")?.path, "line 2")
        XCTAssertEqual(failure("")?.message.contains("empty"), true)
        XCTAssertEqual(failure(String(repeating: "x", count: REDCapImport.maximumBytes + 1))?.path, "")
        XCTAssertNotNil(failure(Self.header + "\n" + String(repeating: "\u{1}\"'[(,", count: 1000)))
    }

    func testCSVRecordsFollowRFC4180() throws {
        let records = try CSVRecords.parse("\u{FEFF}a,\"b,\"\"c\"\"\r\nd\",e\r\n\r\nf,,\n")
        XCTAssertEqual(records.map(\.cells), [["a", "b,\"c\"\r\nd", "e"], ["f", "", ""]])
        XCTAssertEqual(records.map(\.line), [1, 4])
    }

    /// A dictionary `study export` wrote comes back to the same surveys: question ids, types,
    /// choices, required flags, show-if, and scores with their expressions and bands.
    func testEveryShippedStudyRoundTrips() throws {
        for path in try FileManager.default.contentsOfDirectory(atPath: "Studies").filter({ $0.hasSuffix(".study") })
            .sorted()
        {
            let text = try String(contentsOfFile: "Studies/" + path, encoding: .utf8)
            let original = try XCTUnwrap(StudyCheck.validate(text).study, path)
            let csv = DataDictionary.table(study: original).text
            // A study of active tasks only has nothing but the record id in its dictionary.
            if Self.surveys(original).isEmpty {
                XCTAssertThrowsError(try REDCapImport.convert(Data(csv.utf8), name: path).get(), path)
                continue
            }
            let result = try REDCapImport.convert(Data(csv.utf8), name: path).get()
            XCTAssertEqual(result.notes.filter { $0.kind == .notConverted }, [], path)
            let validation = StudyCheck.validate(result.studyText)
            let errors = validation.diagnostics.filter { $0.severity == .error }
            XCTAssertTrue(errors.isEmpty, "\(path):\n\(StudyCheck.dump(errors))\n\(result.studyText)")
            let back = try XCTUnwrap(validation.study, path)
            XCTAssertEqual(Self.surveys(back), Self.surveys(original), path)
        }
    }

    /// What a dictionary carries of each survey, comparable.
    static func surveys(_ study: Study) -> [String] {
        let language = study.defaultLanguage
        return study.tasks.compactMap { task -> String? in
            guard let survey = task.survey, survey.steps.contains(where: { $0.question != nil }) else { return nil }
            let questions = survey.steps.compactMap { step -> String? in
                guard let question = step.question else { return nil }
                let choices = (question.answer.choices?.choices ?? []).map {
                    "\($0.value.value)=\($0.label.resolved(in: language))\($0.other ? "+" : "")"
                }
                return [
                    step.id.value.rawValue, question.answer.typeName, question.text.resolved(in: language),
                    question.optional ? "optional" : "required", step.showIf?.text ?? "",
                    choices.joined(separator: "|"),
                ].joined(separator: " ")
            }
            let scores = survey.scores.map { "\($0.id.value) = \($0.value?.text ?? "") bands \($0.bands.count)" }
            return task.id.value.rawValue + ":\n" + (questions + scores).joined(separator: "\n")
        }
    }
}
