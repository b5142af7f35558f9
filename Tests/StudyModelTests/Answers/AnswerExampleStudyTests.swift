import Foundation
import Testing

@testable import StudyModel

/// Every question of the studies in `Studies/`, in every language they are written in:
/// each has a hint and a rule, and each choice can be typed by its words and by its
/// number, and is pre-filled by the back key in a form that reads back unchanged.
@Suite struct AnswerExampleStudyTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each study's questions' answer formats, with the study's languages.
    private static func studies() throws -> [(name: String, languages: [String], formats: [AnswerFormat])] {
        let folder = root.appendingPathComponent("Studies")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "study" }
        return try files.compactMap { file in
            let source = SourceFile(path: file.path, text: try String(contentsOf: file, encoding: .utf8))
            guard let study = StudyParser.parse(source).study else { return nil }
            let steps = (study.eligibility?.questions ?? []) + study.tasks.flatMap { $0.survey?.steps ?? [] }
            let formats = steps.compactMap(\.question?.answer) + (study.consent.quiz?.questions.map(\.answer) ?? [])
            return (file.lastPathComponent, study.languages.map(\.value), formats)
        }
    }

    @Test func everyExampleQuestionCanBeAnsweredByTyping() throws {
        let studies = try Self.studies()
        #expect(studies.count >= 3)
        for (name, languages, formats) in studies {
            #expect(!formats.isEmpty, "\(name)")
            for language in languages {
                for format in formats {
                    check(format, language: language, in: name)
                }
            }
        }
    }

    private func check(_ format: AnswerFormat, language: String, in study: String) {
        let place = "\(study) [\(language)] \(format.typeName)"
        #expect(!AnswerInput.expectedForm(for: format, language: language).isEmpty, "\(place)")
        let rule = AnswerInput.rule(for: format, language: language, today: Answers.today, now: Answers.now)
        #expect(rule.hasSuffix(language.hasPrefix("zh") ? "。" : "."), "\(place)")
        if let options = format.choices {
            for (index, choice) in options.choices.enumerated() {
                let value = choice.value.value
                let picked: AnswerValue
                if case .multipleChoice = format {
                    picked = .choices([value], otherText: choice.other ? "something" : nil)
                } else {
                    picked = .choice(value, otherText: choice.other ? "something" : nil)
                }
                let suffix = choice.other ? ": something" : ""
                for typed in [choice.label.resolved(in: language) + suffix, "\(index + 1)" + suffix] {
                    let parsed = Answers.parse(typed, format, language: language)
                    // A multiple choice may need more than one answer; then the count is what is refused.
                    if case let .failure(problem) = parsed, problem.message.hasPrefix("Choose") { continue }
                    #expect(parsed == .success(picked), "\(place): '\(typed)'")
                }
                let text = AnswerFormatting.editableText(picked, for: format, language: language)
                if (try? Answers.parse(text, format, language: language).get()) == nil { continue }
                #expect(Answers.parse(text, format, language: language) == .success(picked), "\(place): '\(text)'")
                #expect(!AnswerFormatting.display(picked, for: format, language: language).isEmpty, "\(place)")
            }
        }
        if case let .textScale(options) = format {
            for position in 1...options.labels.count {
                let text = AnswerFormatting.editableText(.textScale(position), for: format, language: language)
                #expect(Answers.parse(text, format, language: language) == .success(.textScale(position)), "\(place)")
            }
        }
    }
}
