/// An answer as the cells of the export files write it: numbers as numbers, a yes as 1 and
/// a no as 0, dates and times as in the results files, a multiple choice as 0/1 per option.
public enum AnswerCells {
    /// The one cell of an answer in the long file; a multiple choice's values joined by `;`.
    public static func single(_ value: AnswerValue) -> String {
        switch value {
        case let .yesNo(answer): return answer ? "1" : "0"
        case let .choice(choice, _): return choice
        case let .choices(choices, _): return choices.joined(separator: ";")
        case let .integer(number), let .scale(number), let .textScale(number): return String(number)
        case let .decimal(number): return NumberText.text(number)
        case let .height(number), let .weight(number): return NumberText.text(number)
        case let .text(text), let .email(text): return text
        case let .date(day): return day.iso
        case let .time(minute): return AnswerFormatting.clock(minute)
        case let .dateTime(day, minute, offset): return AnswerJSON.moment(day, minute, offset)
        case let .duration(seconds): return String(seconds)
        }
    }

    /// `single(value)` written into `cells`; a whole number as its digits, with no string made.
    static func writeSingle(_ value: AnswerValue, into cells: inout some CSVCells) {
        switch value {
        case let .integer(number), let .scale(number), let .textScale(number), let .duration(number):
            cells.cell(number)
        case let .yesNo(answer): cells.cell(answer ? "1" : "0")
        case let .choice(choice, _): cells.cell(choice)
        case let .text(text), let .email(text): cells.cell(text)
        default: cells.cell(single(value))
        }
    }

    /// The text typed for an "other" choice, or "".
    public static func other(_ value: AnswerValue) -> String {
        switch value {
        case let .choice(_, other), let .choices(_, other): return other ?? ""
        default: return ""
        }
    }

    /// The cells of `outcome` for `variable`'s columns, in order, written into `cells`.
    static func write(_ outcome: AnswerOutcome, for variable: borrowing ExportVariable, into cells: inout some CSVCells)
    {
        guard let value = outcome.value else {
            let code: MissingCode =
                switch outcome {
                case .skipped: .skipped
                case .sealed: .identifierRemoved
                default: .preferNotToAnswer
                }
            cells.repeating(code.cell, variable.columns.count)
            return
        }
        var written = 1
        if case let .choices(chosen, _) = value {
            for option in variable.codes { cells.cell(chosen.contains(option.code) ? "1" : "0") }
            written = variable.codes.count
        } else {
            writeSingle(value, into: &cells)
        }
        if written < variable.columns.count { cells.cell(other(value)) }
    }
}
