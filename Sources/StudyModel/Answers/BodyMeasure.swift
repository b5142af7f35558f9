import Foundation

/// Heights and weights in either system, whatever system the question prefers: a UK
/// participant may give their height in feet and their weight in kilograms. Answers are
/// stored in centimetres and kilograms to 0.1, which is finer than anyone measures at home.
enum BodyMeasure {
    case height, weight

    static let centimetresPerInch = 2.54
    static let kilogramsPerPound = 0.453_592_37

    private enum Unit {
        case centimetre, metre, foot, inch, kilogram, pound, stone

        /// The unit in the canonical one (cm or kg).
        var size: Double {
            switch self {
            case .centimetre, .kilogram: return 1
            case .metre: return 100
            case .foot: return 12 * BodyMeasure.centimetresPerInch
            case .inch: return BodyMeasure.centimetresPerInch
            case .pound: return BodyMeasure.kilogramsPerPound
            case .stone: return 14 * BodyMeasure.kilogramsPerPound
            }
        }

        /// In `5 ft 7`, `11 st 2`: the smaller unit a bare second number is in, and how many
        /// of it make one of this unit.
        var smaller: (unit: Unit, count: Double)? {
            switch self {
            case .foot: return (.inch, 12)
            case .stone: return (.pound, 14)
            case .metre: return (.centimetre, 100)
            default: return nil
            }
        }
    }

    private var units: [String: Unit] {
        switch self {
        case .height:
            return [
                "cm": .centimetre, "centimetre": .centimetre, "centimetres": .centimetre,
                "centimeter": .centimetre, "centimeters": .centimetre,
                "m": .metre, "metre": .metre, "metres": .metre, "meter": .metre, "meters": .metre,
                "ft": .foot, "foot": .foot, "feet": .foot, "'": .foot,
                "in": .inch, "inch": .inch, "inches": .inch, "\"": .inch,
            ]
        case .weight:
            return [
                "kg": .kilogram, "kgs": .kilogram, "kilo": .kilogram, "kilos": .kilogram,
                "kilogram": .kilogram, "kilograms": .kilogram,
                "lb": .pound, "lbs": .pound, "pound": .pound, "pounds": .pound,
                "st": .stone, "stone": .stone, "stones": .stone,
            ]
        }
    }

    /// A bare number is in the question's entry system: centimetres or kilograms for
    /// metric, pounds for an imperial weight. An imperial height needs its units, since `5`
    /// could be feet and `67` inches. A metric height under 3 can only be metres (`1.70`):
    /// nobody is 1.7 cm tall.
    private func bareUnit(_ number: Double, _ entry: BodyMeasureOptions.Entry) -> Unit? {
        switch (self, entry) {
        case (.height, .metric): return number < 3 ? .metre : .centimetre
        case (.height, .imperial): return nil
        case (.weight, .metric): return .kilogram
        case (.weight, .imperial): return .pound
        }
    }

    /// The amount `text` spells, in cm or kg, rounded to 0.1; nil unless it is a positive
    /// amount in one of the accepted forms:
    ///
    /// - height: `170`, `1.70`, `170 cm`, `1.70 m`, `1,70 m`, `1 m 70`, `5 ft 7 in`, `5ft7in`,
    ///   `5'7"`, `5' 7`, `5 feet 7 inches`, `67 in`, `6 ft`;
    /// - weight: `70`, `70 kg`, `70.5 kilos`, `154 lb`, `154 lbs`, `11 st 2 lb`, `11 st 2`,
    ///   `11 stone`.
    func read(_ text: String, entry: BodyMeasureOptions.Entry) -> Double? {
        guard let tokens = Self.tokens(text) else { return nil }
        let units = self.units
        var amount: Double
        switch tokens.count {
        case 1:
            guard let number = AnswerNumber.read(tokens[0]), let unit = bareUnit(number, entry) else { return nil }
            amount = number * unit.size
        case 2:
            guard let number = AnswerNumber.read(tokens[0]), let unit = units[tokens[1]] else { return nil }
            amount = number * unit.size
        case 3, 4:
            guard let whole = AnswerNumber.readInteger(tokens[0]), let large = units[tokens[1]],
                let (small, count) = large.smaller, let part = AnswerNumber.read(tokens[2]),
                part >= 0, part < count
            else { return nil }
            if tokens.count == 4 && units[tokens[3]].map({ $0 != small }) ?? true { return nil }
            amount = Double(whole) * large.size + part * small.size
        default:
            return nil
        }
        let rounded = NumberText.rounded(amount, places: 1)
        return rounded > 0 && rounded < 100_000 ? rounded : nil
    }

    /// Numbers and unit words. Feet and inch marks (`'`, `"`, `′`, `″`, curly quotes, `''`)
    /// become `'` and `"`.
    private static func tokens(_ text: String) -> [String]? {
        var spelled = text.lowercased()
        for (marks, replacement) in [(["''", "′′", "’’", "″", "”", "“"], " \" "), (["′", "’", "‘", "'"], " ' ")] {
            for mark in marks { spelled = spelled.replacingOccurrences(of: mark, with: replacement) }
        }
        var tokens: [String] = []
        var current = ""
        var currentIsNumber = false
        for character in spelled {
            let isNumber = character.isASCIIDigit || character == "." || character == "," || character == "-"
            let isMark = character == "'" || character == "\""
            guard isNumber || isMark || character.isLetter || character.isWhitespace else { return nil }
            if character.isWhitespace || isMark || (!current.isEmpty && isNumber != currentIsNumber) {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            }
            if isMark {
                tokens.append(String(character))
            } else if !character.isWhitespace {
                current.append(character)
                currentIsNumber = isNumber
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens.isEmpty ? nil : tokens
    }
}
