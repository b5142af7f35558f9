import Testing

@testable import StudyModel

/// Heights and weights: either system whatever the question's entry, stored in cm and kg
/// to 0.1, with limits shown in the question's system.
@Suite struct AnswerMeasureTests {
    @Test(arguments: [
        ("170", 170.0), ("170 cm", 170), ("170cm", 170), ("170.25 cm", 170.3), ("1.70 m", 170),
        ("1,70 m", 170), ("1 m 70", 170), ("1m 70cm", 170), ("5 ft 7 in", 170.2), ("5ft7in", 170.2),
        ("5'7\"", 170.2), ("5' 7", 170.2), ("5 ′ 7 ″", 170.2), ("5’7”", 170.2), ("5'7''", 170.2),
        ("5 feet 7 inches", 170.2), ("5 foot 7", 170.2), ("67 in", 170.2), ("67\"", 170.2),
        ("6 ft", 182.9), ("6'", 182.9), ("5 ft 7.5 in", 171.5), ("5 FT 11 IN", 180.3), ("4 ft 0 in", 121.9),
    ])
    func heightSpellings(typed: String, centimetres: Double) {
        #expect(Answers.value(typed, Answers.height()) == .height(centimetres: centimetres))
        #expect(
            Answers.value(typed, Answers.height(.imperial)) == .height(centimetres: centimetres)
                || AnswerNumber.readInteger(typed) != nil)
    }

    @Test func heightRefusals() {
        for typed in [
            "", "tall", "5 ft 12 in", "5.5 ft 2 in", "-170", "0", "170 kg", "5 in 7 ft", "5 ft 7 cm",
            "1 m 100", "170 cm 5", "5 ft 7 in 2",
        ] {
            #expect(Answers.problem(typed, Answers.height()) == "Enter your height as 170 cm or 5 ft 7 in.", "\(typed)")
        }
        // A bare number is centimetres in a metric question (metres under 3); an imperial
        // question needs the units.
        #expect(Answers.value("1.70", Answers.height()) == .height(centimetres: 170))
        #expect(Answers.value("2,05", Answers.height()) == .height(centimetres: 205))
        #expect(Answers.value("3", Answers.height()) == .height(centimetres: 3))
        #expect(Answers.problem("67", Answers.height(.imperial)) == "Enter your height as 5 ft 7 in or 170 cm.")
        #expect(Answers.value("67 in", Answers.height(.imperial)) == .height(centimetres: 170.2))
    }

    @Test func heightLimitsInTheQuestionsSystem() {
        let metric = Answers.height(min: 100, max: 250)
        #expect(Answers.problem("99 cm", metric) == "Enter a height from 100 cm to 250 cm.")
        #expect(Answers.value("8 ft 2 in", metric) == .height(centimetres: 248.9))
        #expect(Answers.problem("8 ft 3 in", metric) == "Enter a height from 100 cm to 250 cm.")
        let imperial = Answers.height(.imperial, min: 149.8, max: 201)
        #expect(Answers.problem("x", imperial) == "Enter a height from 4 ft 11 in to 6 ft 7 in.")
        #expect(Answers.value("4 ft 11 in", imperial) == .height(centimetres: 149.9))
        #expect(Answers.value("6 ft 7 in", imperial) == .height(centimetres: 200.7))
        #expect(Answers.problem("6 ft 8 in", imperial) != nil)
        // The limit shown is the first whole inch inside it, never one that is then refused.
        #expect(
            Answers.problem("x", Answers.height(.imperial, min: 150, max: 200))
                == "Enter a height from 5 ft 0 in to 6 ft 6 in.")
        #expect(Answers.value("4 ft 11 in", Answers.height(.imperial, min: 149.9)) == .height(centimetres: 149.9))
        #expect(Answers.problem("x", Answers.height(min: 149.86)) == "Enter a height of at least 149.9 cm.")
        #expect(Answers.problem("x", Answers.height(max: 180.04)) == "Enter a height of at most 180 cm.")
    }

    @Test(arguments: [
        ("70", 70.0), ("70 kg", 70), ("70kg", 70), ("70.56 kg", 70.6), ("70,5 kilos", 70.5),
        ("154 lb", 69.9), ("154 lbs", 69.9), ("154 pounds", 69.9), ("11 st 2 lb", 70.8), ("11st 2", 70.8),
        ("11 stone", 69.9), ("11 stone 2 pounds", 70.8), ("11 st 0 lb", 69.9),
    ])
    func weightSpellings(typed: String, kilograms: Double) {
        #expect(Answers.value(typed, Answers.weight()) == .weight(kilograms: kilograms))
    }

    @Test func bareWeightIsInTheQuestionsSystem() {
        #expect(Answers.value("154", Answers.weight(.imperial)) == .weight(kilograms: 69.9))
        #expect(Answers.value("70 kg", Answers.weight(.imperial)) == .weight(kilograms: 70))
        #expect(Answers.problem("11 st 14 lb", Answers.weight()) == "Enter your weight as 70 kg or 154 lb.")
        #expect(Answers.problem("heavy", Answers.weight(.imperial)) == "Enter your weight as 154 lb or 70 kg.")
        #expect(Answers.problem("70 cm", Answers.weight()) == "Enter your weight as 70 kg or 154 lb.")
    }

    @Test func weightLimits() {
        #expect(Answers.problem("x", Answers.weight(min: 30, max: 300)) == "Enter a weight from 30 kg to 300 kg.")
        #expect(
            Answers.problem("x", Answers.weight(.imperial, min: 30, max: 300)) == "Enter a weight from 67 lb to 661 lb."
        )
        #expect(Answers.value("67 lb", Answers.weight(.imperial, min: 30)) == .weight(kilograms: 30.4))
        #expect(Answers.problem("66 lb", Answers.weight(.imperial, min: 30)) == "Enter a weight of at least 67 lb.")
        #expect(Answers.value("661", Answers.weight(.imperial, max: 300)) == .weight(kilograms: 299.8))
        #expect(Answers.problem("29.9", Answers.weight(min: 30)) == "Enter a weight of at least 30 kg.")
    }

    @Test func conversions() {
        #expect(BodyMeasure.height.imperialText(170.2) == "5 ft 7 in")
        #expect(BodyMeasure.height.imperialText(182.9) == "6 ft 0 in")
        #expect(BodyMeasure.height.imperialText(20.3) == "8 in")
        #expect(BodyMeasure.height.imperialText(171, places: 2) == "5 ft 7.32 in")
        #expect(BodyMeasure.weight.imperialText(70) == "154 lb")
        #expect(BodyMeasure.weight.metricText(70) == "70 kg")
        #expect(BodyMeasure.height.metricText(170.2) == "170.2 cm")
        #expect(BodyMeasure.height.exactImperialText(170.2) == "5 ft 7 in")
        #expect(BodyMeasure.height.exactImperialText(171) == "5 ft 7.32 in")
        #expect(BodyMeasure.weight.exactImperialText(70) == "154.3 lb")
    }
}
