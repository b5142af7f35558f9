/// Heights and weights written out: in the question's entry system first, since that is
/// what the participant chose or was asked in, and exact enough to read back unchanged.
extension BodyMeasure {
    /// The canonical unit's size in the imperial unit shown (inches, pounds).
    private var imperialUnit: Double { self == .height ? Self.centimetresPerInch : Self.kilogramsPerPound }

    /// `170.2 cm`, `70 kg`.
    func metricText(_ amount: Double) -> String {
        NumberText.text(amount, upTo: 1) + (self == .height ? " cm" : " kg")
    }

    /// `5 ft 7 in` (`8 in` under a foot), `154 lb`, to `places` decimals of an inch or pound.
    func imperialText(_ amount: Double, places: Int = 0) -> String {
        let scale = pow10(places)
        let units = Int((amount / imperialUnit * scale).rounded())
        guard self == .height else { return NumberText.text(Double(units) / scale, upTo: places) + " lb" }
        let perFoot = 12 * Int(scale)
        let inches = NumberText.text(Double(units % perFoot) / scale, upTo: places) + " in"
        return units >= perFoot ? "\(units / perFoot) ft \(inches)" : inches
    }

    /// The imperial spelling that reads back as exactly `amount` (whole inches or pounds
    /// when the participant typed those; otherwise up to two decimals).
    func exactImperialText(_ amount: Double) -> String? {
        (0...2).lazy.map { imperialText(amount, places: $0) }.first { read($0, entry: .imperial) == amount }
    }

    /// What the participant can edit and submit again unchanged, in the question's system
    /// when that reads back exactly, in metric otherwise.
    func editableText(_ amount: Double, entry: BodyMeasureOptions.Entry) -> String {
        entry == .imperial ? exactImperialText(amount) ?? metricText(amount) : metricText(amount)
    }

    /// Both systems, the question's first: `170.2 cm (5 ft 7 in)`, `5 ft 7 in (170.2 cm)`.
    func display(_ amount: Double, entry: BodyMeasureOptions.Entry) -> String {
        switch entry {
        case .metric: return "\(metricText(amount)) (\(imperialText(amount)))"
        case .imperial: return "\(exactImperialText(amount) ?? imperialText(amount)) (\(metricText(amount)))"
        }
    }

    /// A limit as the participant would type it in `entry`'s system: the smallest (for a
    /// minimum) or largest (for a maximum) whole inch, pound, or tenth of a cm or kg that
    /// is accepted, so that the message never offers a value that is then refused.
    func limitText(_ limit: Double, minimum: Bool, entry: BodyMeasureOptions.Entry) -> String {
        switch entry {
        case .metric:
            let tenths = (limit * 10 + (minimum ? -1e-6 : 1e-6)).rounded(minimum ? .up : .down)
            return metricText(tenths / 10)
        case .imperial:
            let stored = { (units: Int) in NumberText.rounded(Double(units) * self.imperialUnit, places: 1) }
            var units = Int((limit / imperialUnit).rounded(minimum ? .down : .up)) + (minimum ? -1 : 1)
            if minimum {
                while stored(units) < limit - 1e-9 { units += 1 }
            } else {
                while stored(units) > limit + 1e-9 { units -= 1 }
            }
            return imperialText(Double(units) * imperialUnit)
        }
    }

    private func pow10(_ places: Int) -> Double {
        (0..<max(0, places)).reduce(1) { product, _ in product * 10 }
    }
}

/// Height and weight answers: either system accepted, stored in cm or kg to 0.1.
extension AnswerRules {
    func checkMeasure(
        _ kind: BodyMeasure, _ amount: Double,
        _ options: BodyMeasureOptions
    ) -> Result<Double, AnswerProblem> {
        let value = NumberText.rounded(amount, places: 1)
        guard value.isFinite, value > 0 else { return .failure(AnswerProblem(rule)) }
        if let min = options.min?.value, value < min - 1e-9 { return .failure(AnswerProblem(rule)) }
        if let max = options.max?.value, value > max + 1e-9 { return .failure(AnswerProblem(rule)) }
        return .success(value)
    }

    func measureRule(_ kind: BodyMeasure, _ options: BodyMeasureOptions) -> String {
        let range = messages.range(
            from: options.min.map { kind.limitText($0.value, minimum: true, entry: options.entry) },
            to: options.max.map { kind.limitText($0.value, minimum: false, entry: options.entry) })
        let imperialFirst = options.entry == .imperial
        return kind == .height
            ? messages.heightRule(form: messages.heightForm(imperialFirst: imperialFirst), range: range)
            : messages.weightRule(form: messages.weightForm(imperialFirst: imperialFirst), range: range)
    }
}
