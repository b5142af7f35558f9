import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A date question's `min` and `max` through FHIR R4: fixed days as the `minValue` /
/// `maxValue` extensions with `valueDate`, days relative to today as SDC dynamic limits (a
/// `_valueDate` whose `cqf-calculatedValue` is FHIRPath such as `today() - 18 years`), and
/// both read back by the import.
final class FHIRDateLimitTests: XCTestCase {
    private typealias X = FHIRImportFixtures
    private static let base = "http://hl7.org/fhir/StructureDefinition/"

    static let steps = """
        - id: since_2020
          question: When did it start?
          answer: {type: date, min: 2020-01-01, max: today}
        - id: born
          question: When were you born?
          answer: {type: date, min: today-100y, max: today-18y}
        - id: last_visit
          question: When was your last visit?
          answer: {type: date, min: today-1y, max: 2030-12-31}
        - id: next_visit
          question: When is your next visit?
          answer: {type: date, min: today+1d, max: today+2w}
        - id: any_day
          question: Which day?
          answer: date
        """

    private func exported() throws -> (items: [String: [String: Any]], notes: [FHIRImportNote], json: Data) {
        try X.exportedItems(steps: Self.steps)
    }

    /// Each limit of an item as written: `2020-01-01` for a valueDate, `= today() - 1 year`
    /// for a calculated one.
    private func limits(_ item: [String: Any]?) -> [String: String] {
        var found: [String: String] = [:]
        for entry in item?["extension"] as? [[String: Any]] ?? [] {
            guard let url = entry["url"] as? String, url.hasPrefix(Self.base) else { continue }
            let name = String(url.dropFirst(Self.base.count))
            if let day = entry["valueDate"] as? String { found[name] = day }
            let calculated = ((entry["_valueDate"] as? [String: Any])?["extension"] as? [[String: Any]])?.first
            if let calculated {
                XCTAssertEqual(calculated["url"] as? String, Self.base + "cqf-calculatedValue")
                found[name] = "= " + (calculated["valueString"] as? String ?? "?")
            }
        }
        return found
    }

    func testDateLimitsAreExportedFixedOrCalculated() throws {
        let (items, notes, _) = try exported()
        XCTAssertEqual(notes, [])
        XCTAssertEqual(limits(items["since_2020"]), ["minValue": "2020-01-01", "maxValue": "= today()"])
        XCTAssertEqual(
            limits(items["born"]), ["minValue": "= today() - 100 years", "maxValue": "= today() - 18 years"])
        XCTAssertEqual(limits(items["last_visit"]), ["minValue": "= today() - 1 year", "maxValue": "2030-12-31"])
        XCTAssertEqual(
            limits(items["next_visit"]), ["minValue": "= today() + 1 day", "maxValue": "= today() + 2 weeks"])
        XCTAssertNil(items["any_day"]?["extension"], "no limit, no extension")
    }

    func testExportedDateLimitsImportBackTheSame() throws {
        let (_, _, data) = try exported()
        let result = try FHIRQuestionnaireImport.convert(data).get()
        XCTAssertEqual(result.notes, [])
        let validation = StudyCheck.validate(result.studyText)
        XCTAssertFalse(validation.diagnostics.hasErrors, "\(StudyCheck.dump(validation.diagnostics))")
        let original = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(Self.steps)).study)
        func bounds(_ study: Study?) -> [String: [DateBound?]] {
            var found: [String: [DateBound?]] = [:]
            for step in study?.tasks.first?.survey?.steps ?? [] {
                if case .date(let options)? = step.question?.answer {
                    found[step.id.value.rawValue] = [options.min?.value, options.max?.value]
                }
            }
            return found
        }
        XCTAssertEqual(bounds(validation.study), bounds(original))
        XCTAssertEqual(bounds(original).count, 5)
    }

    func testAnSDCExpressionAndAFallbackDate() throws {
        let items = """
            {"linkId": "dob", "type": "date", "text": "Born?", "extension": [
              {"url": "\(Self.base)maxValue", "valueDate": "2100-01-01",
               "_valueDate": {"extension": [{"url": "\(Self.base)cqf-expression",
                 "valueExpression": {"language": "text/fhirpath", "expression": "today() - 16 years"}}]}}]}
            """
        let steps = try X.steps(items: items)
        guard case .date(let options)? = steps.first?.question?.answer else { return XCTFail("not a date") }
        XCTAssertEqual(options.max?.value, .relativeToToday(amount: -16, unit: .years))
        XCTAssertEqual(
            X.notes(items: items),
            [
                FHIRImportNote(
                    .ignored, "item[0].extension[0].valueDate",
                    "the fixed value is a fallback for readers without FHIRPath; 'today() - 16 years' is used")
            ])
    }

    func testLimitsTheStudyCannotSayAreNoted() {
        func item(_ valueDate: String) -> String {
            """
            {"linkId": "d", "type": "date", "text": "When?", "extension": [
              {"url": "\(Self.base)minValue", \(valueDate)}]}
            """
        }
        let ucum = item(
            #""_valueDate": {"extension": [{"url": "\#(Self.base)cqf-calculatedValue", "valueString": "today() - 18 'a'"}]}"#
        )
        XCTAssertEqual(
            X.notes(items: ucum),
            [
                FHIRImportNote(
                    .notConverted, "item[0].extension[0]._valueDate",
                    "the limit 'today() - 18 'a'' is not today() plus or minus whole days, weeks, months or years; it is left out"
                )
            ])
        XCTAssertEqual(
            X.notes(items: item(#""_valueDate": {"id": "x"}"#)).map(\.reason),
            ["a date limit needs a valueDate or a FHIRPath to work it out; it is left out"])
        XCTAssertEqual(FHIRItemWalker.relativeLimit("today()", type: "date"), "today")
        XCTAssertEqual(FHIRItemWalker.relativeLimit(" today()+3 months ", type: "date"), "today+3m")
        XCTAssertNil(FHIRItemWalker.relativeLimit("today() - 1.5 years", type: "date"))
        XCTAssertNil(FHIRItemWalker.relativeLimit("now() - 1 day", type: "date"))
        XCTAssertEqual(FHIRItemWalker.relativeLimit("now() - 90 days", type: "date-time"), "now-90d")
        XCTAssertNil(FHIRItemWalker.relativeLimit("now() - 1 month", type: "date-time"), "a month has no fixed length")
        XCTAssertEqual(
            X.notes(items: item(#""valueDate": "2020""#)).map(\.reason),
            ["the limit '2020' has no form in the study's date limits; it is left out"])
    }

    static let clockSteps = """
        - id: woke
          question: When did you wake up?
          answer: {type: time, min: "04:00", max: "13:30"}
        - id: last_dose
          question: When did you last take it?
          answer: {type: date-time, min: now-90d, max: now+12h}
        """

    func testTimeAndDateTimeLimitsTravelBothWays() throws {
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(Self.clockSteps)).study)
        let (resources, notes) = FHIRQuestionnaireExport.export(study)
        XCTAssertEqual(notes, [])
        let data = try XCTUnwrap(resources.first).json
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try XCTUnwrap(json["item"] as? [[String: Any]])
        let woke = (items[0]["extension"] as? [[String: Any]] ?? []).map { $0["valueTime"] as? String }
        XCTAssertEqual(woke, ["04:00:00", "13:30:00"])
        let lastDose = (items[1]["extension"] as? [[String: Any]] ?? []).map { entry in
            let inner = ((entry["_valueDateTime"] as? [String: Any])?["extension"] as? [[String: Any]])?.first
            return inner?["valueString"] as? String
        }
        XCTAssertEqual(lastDose, ["now() - 90 days", "now() + 12 hours"])
        let back = try FHIRQuestionnaireImport.convert(data).get()
        XCTAssertEqual(back.notes, [])
        let steps = try XCTUnwrap(StudyCheck.validate(back.studyText).study?.tasks.first?.survey?.steps)
        guard case .time(let time)? = steps.first?.question?.answer,
            case .dateTime(let moment)? = steps.last?.question?.answer
        else { return XCTFail(back.studyText) }
        XCTAssertEqual([time.min?.value, time.max?.value], [240, 810])
        XCTAssertEqual(
            [moment.min?.value, moment.max?.value],
            [.relativeToNow(seconds: -90 * 86400), .relativeToNow(seconds: 12 * 3600)])
    }

    func testLimitsFHIRCannotSayAreListed() throws {
        let steps = """
            - id: night
              question: When do you fall asleep?
              answer: {type: time, min: "21:00", max: "03:00"}
            - id: since
              question: Since when?
              answer: {type: date-time, min: 2024-01-01T08:00}
            """
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(steps)).study)
        let notes = FHIRQuestionnaireExport.export(study).notes
        XCTAssertEqual(notes.map(\.path), ["survey.night.min", "survey.since.min"])
        XCTAssertTrue(notes.first?.reason.contains("21:00 to 03:00 wraps past midnight") == true)
        XCTAssertTrue(notes.last?.reason.contains("on the participant's own clock") == true)
    }
}
