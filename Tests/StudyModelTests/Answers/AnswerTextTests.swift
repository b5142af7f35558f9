import Testing

@testable import StudyModel

/// Free text and email addresses.
@Suite struct AnswerTextTests {
    static let postcode = Answers.textAnswer(
        maxLength: 4, pattern: "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]?$",
        message: Answers.text([
            ("en", "Please enter only the first part of your postcode, such as LS2 or SW1A."),
            ("cy", "Rhowch ran gyntaf eich cod post yn unig, fel LS2 neu SW1A."),
        ]))

    @Test func trimmedText() {
        #expect(Answers.value("  Sam  ", Answers.textAnswer()) == .text("Sam"))
        #expect(Answers.problem("   ", Answers.textAnswer()) == "Type your answer.")
        #expect(Answers.problem("", Answers.textAnswer()) == "Type your answer.")
    }

    @Test func oneLineOrSeveral() {
        #expect(Answers.value("first\nsecond", Answers.textAnswer()) == .text("first second"))
        #expect(Answers.value("first\r\nsecond\n", Answers.textAnswer(multiline: true)) == .text("first\nsecond"))
        #expect(Answers.value("a\n\nb", Answers.textAnswer(multiline: true)) == .text("a\n\nb"))
    }

    @Test func maximumLengthCountsCharacters() {
        let short = Answers.textAnswer(maxLength: 5)
        #expect(Answers.value("héllo", short) == .text("héllo"))
        #expect(Answers.value("👍🏽👍🏽👍🏽👍🏽👍🏽", short) == .text("👍🏽👍🏽👍🏽👍🏽👍🏽"))
        #expect(Answers.problem("hello!", short) == "Keep it to 5 characters or fewer (you typed 6).")
        #expect(Answers.value("  hello  ", short) == .text("hello"))
    }

    @Test func patternMustMatchTheWholeAnswer() {
        #expect(Answers.value("LS2", Self.postcode) == .text("LS2"))
        #expect(Answers.value("sw1a", Self.postcode) == .text("sw1a"))
        #expect(
            Answers.problem("LS2 4AB", Self.postcode)
                == "Please enter only the first part of your postcode, such as LS2 or SW1A.")
        #expect(
            Answers.problem("LS2 4AB", Self.postcode, language: "cy")
                == "Rhowch ran gyntaf eich cod post yn unig, fel LS2 neu SW1A.")
        // Without ^ and $, the pattern still has to cover all of it.
        let digits = Answers.textAnswer(pattern: "[0-9]{5}", message: Answers.text("Enter 5 digits."))
        #expect(Answers.value("12345", digits) == .text("12345"))
        #expect(Answers.problem("123456", digits) == "Enter 5 digits.")
        #expect(Answers.problem("a12345", digits) == "Enter 5 digits.")
        // Alternatives are tried in full, not just the first that matches a prefix.
        let words = Answers.textAnswer(pattern: "a|ab", message: Answers.text("a or ab"))
        #expect(Answers.value("ab", words) == .text("ab"))
    }

    @Test func lengthIsCheckedAfterThePattern() {
        let format = Answers.textAnswer(maxLength: 3, pattern: "[a-z]+", message: Answers.text("Use small letters."))
        #expect(Answers.problem("ABCD", format) == "Use small letters.")
        #expect(Answers.problem("abcd", format) == "Keep it to 3 characters or fewer (you typed 4).")
    }

    @Test func emailAddresses() {
        #expect(Answers.value(" sam@example.org ", .email) == .email("sam@example.org"))
        #expect(
            Answers.value("first.last+study@mail.example.co.uk", .email)
                == .email("first.last+study@mail.example.co.uk"))
        for typed in [
            "", "sam", "sam@", "@example.org", "sam@example", "sam@@example.org", "sam @example.org",
            "sam@.org", "sam@example.",
        ] {
            #expect(Answers.problem(typed, .email) == "Enter an email address such as name@example.org.", "\(typed)")
        }
    }
}
