import Foundation

/// Answer types whose options contradict themselves or cannot be shown.
enum AnswerFormatCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let language = context.study.defaultLanguage
        context.study.forEachAnswerFormat { format, owner in
            switch format {
            case let .singleChoice(options), let .valuePicker(options):
                diagnostics += choiceProblems(options, owner: owner, language: language)
            case let .multipleChoice(options):
                diagnostics += choiceProblems(options, owner: owner, language: language)
                diagnostics += selectionProblems(options, owner: owner)
            case let .integer(options), let .decimal(options):
                diagnostics += RangeRules.problems(min: options.min, max: options.max, step: options.step, owner: owner)
            case let .scale(options):
                diagnostics += ScaleRules.problems(options, owner: owner)
            case let .textScale(options):
                if !(2...10).contains(options.labels.count) {
                    diagnostics.append(
                        .error(
                            .scaleLabels,
                            "the text scale of \(owner) has \(options.labels.count) label\(options.labels.count == 1 ? "" : "s"); it needs 2 to 10",
                            at: options.location))
                }
            case let .text(options):
                if let pattern = options.pattern, (try? NSRegularExpression(pattern: pattern.value)) == nil {
                    diagnostics.append(
                        .error(
                            .badPattern, "the pattern of \(owner) is not a valid regular expression",
                            at: pattern.location, hint: "check brackets and escapes; e.g. ^[0-9]{5}$"))
                }
            case let .date(options):
                diagnostics += DateRangeRules.problems(options, owner: owner, today: context.options.today)
            case let .dateTime(options):
                diagnostics += DateRangeRules.problems(options, owner: owner)
            case let .duration(options):
                if let low = options.min, let high = options.max, low.value > high.value {
                    diagnostics.append(minAboveMax(owner, at: high.location))
                }
            case let .height(options), let .weight(options):
                diagnostics += RangeRules.problems(min: options.min, max: options.max, step: nil, owner: owner)
                if let low = options.min, low.value <= 0 {
                    diagnostics.append(
                        .error(.outOfRange, "the 'min' of \(owner) must be more than 0", at: low.location))
                }
            case .yesNo, .email, .time, .invalid:
                break // time ranges may wrap past midnight (21:00 to 03:00), so min > max is allowed.
            }
        }
        return diagnostics
    }

    static func minAboveMax(_ owner: TextPlace.Part, at location: SourceLocation) -> Diagnostic {
        .error(.minAboveMax, "the 'max' of \(owner) is below its 'min'", at: location, hint: "swap them")
    }

    private static func choiceProblems(_ options: ChoiceOptions, owner: TextPlace.Part, language: String)
        -> [Diagnostic]
    {
        if options.choices.isEmpty {
            return [
                .error(
                    .emptyChoices, "\(owner) has no choices", at: options.location,
                    hint: "list at least two choices under 'choices:'")
            ]
        }
        var diagnostics: [Diagnostic] = []
        if options.choices.count == 1 {
            diagnostics.append(
                .warning(
                    .oneChoice, "\(owner) has only one choice", at: options.location,
                    hint: "offer at least two, or make it an instruction"))
        }
        var values = FirstPlaces(expected: options.choices.count)
        var labels = FirstPlaces(expected: options.choices.count)
        for choice in options.choices {
            if let earlier = values[choice.value.value] {
                diagnostics.append(
                    .error(
                        .duplicateChoice, "\(owner) has the choice value '\(choice.value.value)' twice",
                        at: choice.value.location, hint: "the first is at line \(earlier.line); values must differ"))
                continue // its label is then usually the same too; one message is enough
            }
            values.note(choice.value.value, at: choice.value.location)
            let label = choice.label.resolved(in: language)
            if let earlier = labels[label] {
                diagnostics.append(
                    .error(
                        .duplicateChoice, "\(owner) has two choices labelled '\(label)'",
                        at: choice.label.location,
                        hint: "the first is at line \(earlier.line); participants could not tell them apart"))
            }
            labels.note(label, at: choice.label.location)
        }
        if options.choices.lazy.filter(\.other).count > 1 {
            diagnostics.append(.error(.severalOther, "\(owner) has more than one 'other' choice", at: options.location))
        }
        return diagnostics
    }

    private static func selectionProblems(_ options: ChoiceOptions, owner: TextPlace.Part) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let low = options.minSelections, let high = options.maxSelections, low.value > high.value {
            diagnostics.append(
                .error(.minAboveMax, "'min-selections' of \(owner) is above its 'max-selections'", at: high.location))
        }
        for limit in [options.minSelections, options.maxSelections].compactMap({ $0 })
        where limit.value > options.choices.count {
            diagnostics.append(
                .error(
                    .outOfRange, "\(owner) asks for \(limit.value) selections but has \(options.choices.count) choices",
                    at: limit.location))
        }
        return diagnostics
    }
}

/// Where each text was first seen, for "value 'a' twice". Searched as a list while there are
/// few (a question has a handful of choices: hashing every value and label cost more than
/// comparing them, tenth round), as a table for a long list such as countries.
private struct FirstPlaces {
    private struct Seen {
        var text: String
        var location: SourceLocation
    }

    private static let listedUpTo = 16
    private var list: [Seen] = []
    private var table: [String: SourceLocation] = [:]
    private let usesTable: Bool

    init(expected count: Int) {
        usesTable = count > Self.listedUpTo
        if usesTable { table.reserveCapacity(count) } else { list.reserveCapacity(count) }
    }

    subscript(text: String) -> SourceLocation? {
        usesTable ? table[text] : list.first { $0.text == text }?.location
    }

    /// Keeps the first place of a text seen before.
    mutating func note(_ text: String, at location: SourceLocation) {
        if usesTable {
            if table[text] == nil { table[text] = location }
        } else if self[text] == nil {
            list.append(Seen(text: text, location: location))
        }
    }
}
