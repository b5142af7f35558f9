import Foundation
import Testing

@testable import StudyModel

/// The JSON shape of answers and outcomes in results files.
@Suite struct AnswerCodableTests {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    static let examples: [(AnswerValue, String)] = [
        (.yesNo(true), #"{"type":"yes-no","value":true}"#),
        (.choice("type2", otherText: nil), #"{"type":"choice","value":"type2"}"#),
        (.choice("other", otherText: "a watch"), #"{"other":"a watch","type":"choice","value":"other"}"#),
        (.choices(["a", "b"], otherText: "text"), #"{"other":"text","type":"choices","values":["a","b"]}"#),
        (.choices([], otherText: nil), #"{"type":"choices","values":[]}"#),
        (.integer(42), #"{"type":"integer","value":42}"#),
        (.integer(-7), #"{"type":"integer","value":-7}"#),
        (.decimal(7.5), #"{"type":"decimal","value":7.5}"#),
        (.scale(7), #"{"type":"scale","value":7}"#),
        (.textScale(3), #"{"type":"text-scale","value":3}"#),
        (.text("Line one\nline \"two\""), #"{"type":"text","value":"Line one\nline \"two\""}"#),
        (.email("sam@example.org"), #"{"type":"email","value":"sam@example.org"}"#),
        (.date(CalendarDay(year: 2024, month: 5, day: 1)), #"{"type":"date","value":"2024-05-01"}"#),
        (.time(minuteOfDay: 450), #"{"type":"time","value":"07:30"}"#),
        (
            .dateTime(CalendarDay(year: 2024, month: 5, day: 1), minuteOfDay: 450, utcOffsetMinutes: 60),
            #"{"type":"date-time","value":"2024-05-01T07:30+01:00"}"#
        ),
        (
            .dateTime(CalendarDay(year: 2024, month: 5, day: 1), minuteOfDay: 450, utcOffsetMinutes: -570),
            #"{"type":"date-time","value":"2024-05-01T07:30-09:30"}"#
        ),
        (
            .dateTime(CalendarDay(year: 2024, month: 5, day: 1), minuteOfDay: 0, utcOffsetMinutes: 0),
            #"{"type":"date-time","value":"2024-05-01T00:00+00:00"}"#
        ),
        (.duration(seconds: 5400), #"{"seconds":5400,"type":"duration"}"#),
        (.height(centimetres: 170.2), #"{"type":"height","unit":"cm","value":170.2}"#),
        (.weight(kilograms: 70), #"{"type":"weight","unit":"kg","value":70}"#),
    ]

    @Test func exactJSON() throws {
        for (value, expected) in Self.examples {
            #expect(try json(value) == expected)
        }
        #expect(Set(Self.examples.map(\.0.jsonType)) == Set(AnswerValue.jsonTypes))
    }

    @Test func roundTrip() throws {
        for (value, text) in Self.examples {
            #expect(try decode(AnswerValue.self, text) == value)
            #expect(try decode(AnswerValue.self, json(value)) == value)
        }
        for (_, values) in AnswerFormattingTests.roundTrips {
            for value in values.prefix(50) {
                #expect(try decode(AnswerValue.self, json(value)) == value, "\(value)")
            }
        }
    }

    @Test func outcomes() throws {
        let answered = AnswerOutcome.answered(.integer(42))
        #expect(try json(answered) == #"{"answer":{"type":"integer","value":42},"status":"answered"}"#)
        #expect(try json(AnswerOutcome.skipped) == #"{"status":"skipped"}"#)
        #expect(try json(AnswerOutcome.preferNotToAnswer) == #"{"status":"prefer-not-to-answer"}"#)
        for outcome in [answered, .skipped, .preferNotToAnswer, .answered(.choices(["a"], otherText: "b"))] {
            #expect(try decode(AnswerOutcome.self, json(outcome)) == outcome)
        }
        let results = ["age": AnswerOutcome.answered(.integer(42)), "weight": .preferNotToAnswer]
        #expect(try decode([String: AnswerOutcome].self, json(results)) == results)
    }

    @Test func lenientOnlyWhereHarmless() throws {
        #expect(
            try decode(AnswerValue.self, #"{"type":"date-time","value":"2024-05-01T07:30Z"}"#)
                == .dateTime(CalendarDay(year: 2024, month: 5, day: 1), minuteOfDay: 450, utcOffsetMinutes: 0))
        #expect(
            try decode(AnswerValue.self, #"{"type":"choice","value":"a","other":null}"#) == .choice("a", otherText: nil)
        )
    }

    @Test(arguments: [
        (#"{"type":"colour","value":"red"}"#, "unknown answer type 'colour'; expected one of: yes-no, choice, choices"),
        (
            #"{"status":"maybe"}"#,
            "unknown answer status 'maybe'; expected one of: answered, skipped, prefer-not-to-answer"
        ),
        (#"{"type":"date","value":"2024-02-30"}"#, "'2024-02-30' is not a date written YYYY-MM-DD"),
        (#"{"type":"date","value":"2024-5-1"}"#, "'2024-5-1' is not a date written YYYY-MM-DD"),
        (#"{"type":"time","value":"7:30"}"#, "'7:30' is not a time written HH:MM"),
        (#"{"type":"time","value":"24:00"}"#, "'24:00' is not a time written HH:MM"),
        (#"{"type":"date-time","value":"2024-05-01T07:30"}"#, "is not a date-time written YYYY-MM-DDTHH:MM+HH:MM"),
        (
            #"{"type":"date-time","value":"2024-05-01 07:30+01:00"}"#,
            "is not a date-time written YYYY-MM-DDTHH:MM+HH:MM"
        ),
        (#"{"type":"height","value":67,"unit":"in"}"#, "a height must be in cm, not 'in'"),
        (#"{"type":"weight","value":154,"unit":"lb"}"#, "a weight must be in kg, not 'lb'"),
    ])
    func decodingErrorsSayWhatWasExpected(text: String, fragment: String) {
        let type: any Decodable.Type = text.contains("status") ? AnswerOutcome.self : AnswerValue.self
        do {
            _ = try JSONDecoder().decode(type, from: Data(text.utf8))
            Issue.record("decoded \(text)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains(fragment), "\(context.debugDescription)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test(arguments: [
        #"{"value":3}"#, #"{"type":"integer","value":4.5}"#, #"{"type":"integer"}"#,
        #"{"type":"duration","value":60}"#, #"{"type":"height","value":170}"#, #"{"type":"choices","value":"a"}"#,
        #"{"status":"answered"}"#, #"[1]"#,
    ])
    func malformedShapesAreRejected(text: String) {
        #expect(throws: DecodingError.self) {
            if text.contains("status") {
                _ = try JSONDecoder().decode(AnswerOutcome.self, from: Data(text.utf8))
            } else {
                _ = try JSONDecoder().decode(AnswerValue.self, from: Data(text.utf8))
            }
        }
    }
}
